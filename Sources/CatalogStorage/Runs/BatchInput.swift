import Foundation

/// One `catalog run` or `catalog check` invocation, to record with its runs.
package struct BatchInput: Hashable, Sendable {
  package var kind: BatchKind
  /// The invocation's arguments, `["catalog", "run", "fixtures/"]`.
  package var commandLine: [String]
  /// The catalog version that ran it, `0.1.0`.
  package var catalogVersion: String
  package var startedAt: Date
  package var finishedAt: Date
  /// The runner's one-line summary, `12 runs: 11 ok, 1 exception`.
  package var summary: String
  /// The folder a check of a fixture folder checked (absolute), else nil.
  package var folder: String?

  package init(
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
