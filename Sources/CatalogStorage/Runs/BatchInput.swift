import Foundation

/// One `catalog run` or `catalog check` invocation, to record with its runs.
public struct BatchInput: Hashable, Sendable {
  public var kind: BatchKind
  /// The invocation's arguments, `["catalog", "run", "fixtures/"]`.
  public var commandLine: [String]
  /// The catalog version that ran it, `0.1.0`.
  public var catalogVersion: String
  public var startedAt: Date
  public var finishedAt: Date
  /// The runner's one-line summary, `12 runs: 11 ok, 1 exception`.
  public var summary: String
  /// The folder a check of a fixture folder checked (absolute), else nil.
  public var folder: String?

  public init(
    kind: BatchKind, commandLine: [String], catalogVersion: String, startedAt: Date,
    finishedAt: Date, summary: String, folder: String? = nil
  ) {
    self.folder = folder
    self.kind = kind
    self.commandLine = commandLine
    self.catalogVersion = catalogVersion
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.summary = summary
  }
}
