import CatalogStorage
import Foundation

/// Everything `catalog check` found, for every output: text, JSON, JUnit, annotations, Markdown.
package struct CheckReport: Sendable {
  /// Sorted by scenario, then profile.
  package var items: [CheckItem]
  package var groups: [ChangeGroup]
  package var batchID: BatchID?
  /// The folder checked, if one was.
  package var folder: String?
  package var allowNew: Bool
  package var seconds: Double
  /// The share of the scenarios this check covered (`--shard I/N`); nil for a whole check, and
  /// for the report `catalog report merge` makes of the shards'.
  package var shard: Shard?
  /// The catalog database this check created (a folder check where none was yet), so that the
  /// text can say where it is.
  package var createdCatalog: String?
  /// Whether the catalog is the folder's cache (`CatalogLocation.folderCache(for:)`).
  package var catalogInCache = false
  /// What every suggested command adds to use the same catalog: ` --db PATH` when the check was
  /// given one (`CatalogLocation.option`).
  package var commandOption = ""
  /// The stored scenarios whose files were edited since `catalog add`, added again before the
  /// check (one sentence each).
  package var readded: [String] = []
  /// Notes for standard error: which profile an iOS version in `catalog.yaml` chose.
  package var notes: [String] = []
  /// The pending files a folder check wrote (paths relative to `folder`), and the stale ones it
  /// removed; nil when it wrote none (a stored check, or `--pending-files never`, or CI).
  package var pending: PendingFiles.Written?

  /// How many items have each outcome.
  ///
  /// The items are visited by index, reading only their outcome: iterating them by value would
  /// copy (retain and release) every item's timeline and diff, which cost a tenth of a 10,000-
  /// scenario check.
  package func count(_ outcome: CheckOutcome) -> Int {
    var count = 0
    for index in items.indices where items[index].outcome == outcome { count += 1 }
    return count
  }

  /// How many passed results were reused from earlier runs instead of replayed.
  package var reusedCount: Int {
    var count = 0
    for index in items.indices where items[index].reused { count += 1 }
    return count
  }

  /// Whether the check passes: every item passed (or is new, with `allowNew`), and every
  /// `expect:` fact holds.
  package var passed: Bool {
    for index in items.indices {
      let outcome = items[index].outcome
      if !(outcome == .passed || (outcome == .new && allowNew)) { return false }
      if items[index].facts.contains(where: { !$0.holds }) { return false }
    }
    return true
  }

  /// The items that make the check fail, in report order: by their outcome or by a fact.
  package var problems: [CheckItem] {
    items.filter { !($0.outcome == .passed || ($0.outcome == .new && allowNew)) || $0.facts.failedCount > 0 }
  }

  /// How many `expect:` facts were evaluated, and how many of them do not hold.
  package var factCounts: (held: Int, failed: Int) {
    var counts = (held: 0, failed: 0)
    for index in items.indices {
      counts.held += items[index].facts.heldCount
      counts.failed += items[index].facts.failedCount
    }
    return counts
  }

  /// The items with a fact that does not hold, in report order.
  package var itemsWithFailedFacts: [CheckItem] {
    items.filter { $0.facts.failedCount > 0 }
  }

  /// The path of an item's scenario file for annotations: inside the checked folder when there is one.
  package func path(of item: CheckItem) -> String? {
    guard let fileName = item.fileName else { return nil }
    guard let folder, folder != "." else { return fileName }
    return (folder.hasSuffix("/") ? folder : folder + "/") + fileName
  }

  /// The version of the JSON report's shape; fields are only ever added within a version.
  package static let jsonFormatVersion = 1

  /// `{"index", "count", "seconds"}` of a shard's report (`--shard I/N`), as the report's JSON
  /// writes it and `report merge` reads it.
  package struct ShardDocument: Codable, Sendable {
    package let index: Int
    package let count: Int
    package let seconds: Double

    package init(index: Int, count: Int, seconds: Double) {
      self.index = index
      self.count = count
      self.seconds = seconds
    }
  }
}
