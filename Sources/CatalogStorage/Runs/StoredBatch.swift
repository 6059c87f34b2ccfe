import Foundation

/// A recorded `catalog run` or `catalog check` invocation.
public struct StoredBatch: Hashable, Sendable {
  public var id: BatchID
  public var kind: BatchKind
  public var commandLine: [String]
  public var catalogVersion: String
  public var startedAt: Date
  public var finishedAt: Date
  public var summary: String
  public var runCount: Int
  /// The folder a check of a fixture folder checked (absolute), else nil.
  public var folder: String?

  public init(
    id: BatchID, kind: BatchKind, commandLine: [String], catalogVersion: String, startedAt: Date,
    finishedAt: Date, summary: String, runCount: Int, folder: String? = nil
  ) {
    self.folder = folder
    self.id = id
    self.kind = kind
    self.commandLine = commandLine
    self.catalogVersion = catalogVersion
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.summary = summary
    self.runCount = runCount
  }
}
