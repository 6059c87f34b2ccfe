import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage

extension CheckReport: Encodable {
  /// The whole report for scripts, as Docs/check-report.md documents it.
  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }

  /// `{"format", "passed", "batch", "folder", "catalogVersion", "allowNew", "counts", "reused",
  /// "groups", "results", "shard", "facts"}`; `batch`, `folder` and `shard` are null when they do
  /// not apply.
  struct Document: Encodable {
    let format: Int
    let passed: Bool
    @Nullable var batch: Int64?
    @Nullable var folder: String?
    let catalogVersion: String
    let allowNew: Bool
    let counts: [String: Int]
    let reused: Int
    let groups: [GroupDocument]
    let results: [ResultDocument]
    @Nullable var shard: ShardDocument?
    let facts: FactCountsDocument

    init(_ report: CheckReport) {
      format = CheckReport.jsonFormatVersion
      passed = report.passed
      batch = report.batchID?.rawValue
      folder = report.folder
      catalogVersion = CatalogVersion.current
      allowNew = report.allowNew
      counts = Dictionary(uniqueKeysWithValues: CheckOutcome.allCases.map { ($0.rawValue, report.count($0)) })
      reused = report.reusedCount
      groups = report.groups.map { GroupDocument(group: $0, items: report.items) }
      results = report.items.map { ResultDocument(item: $0, file: report.path(of: $0)) }
      shard = report.shard.map {
        ShardDocument(index: $0.index, count: $0.count, seconds: (report.seconds * 1000).rounded() / 1000)
      }
      let counted = report.factCounts
      facts = FactCountsDocument(held: counted.held, failed: counted.failed)
    }
  }

  /// `{"held", "failed"}`: the `expect:` facts evaluated, over every result.
  struct FactCountsDocument: Encodable {
    let held: Int
    let failed: Int
  }

  /// A change group: `number`, `signature`, `title`, and its `results` as scenario and profile.
  struct GroupDocument: Encodable {
    let number: Int
    let signature: String
    let title: String
    let results: [Member]

    /// A result of the group; `profile` is left out for a result without one.
    struct Member: Encodable {
      let scenario: String
      let profile: String?
    }

    init(group: ChangeGroup, items: [CheckItem]) {
      number = group.number
      signature = group.signature.id
      title = group.signature.title
      results = group.items.map { Member(scenario: items[$0].scenario, profile: items[$0].profile?.name) }
    }
  }

  /// One result, every key present (null when it does not apply).
  struct ResultDocument: Encodable {
    let scenario: String
    @Nullable var profile: String?
    let outcome: String
    @Nullable var file: String?
    @Nullable var line: Int?
    @Nullable var column: Int?
    @Nullable var group: Int?
    @Nullable var message: String?
    @Nullable var run: Int64?
    let reused: Bool
    let rulesVersion: Int
    @Nullable var baseline: Baseline?
    @Nullable var diff: TimelineDiff.Document?
    let facts: [FactVerdict]
    let warnings: [WarningDocument]
    @Nullable var pendingFile: String?

    /// An authoring warning: `{"line", "column", "message"}`.
    struct WarningDocument: Encodable {
      let line: Int
      let column: Int
      let message: String
    }

    init(item: CheckItem, file: String?) {
      scenario = item.scenario
      profile = item.profile?.name
      outcome = item.outcome.rawValue
      self.file = file
      line = item.location?.line
      column = item.location?.column
      group = item.group
      message = item.message
      run = item.runID?.rawValue
      reused = item.reused
      rulesVersion = item.rulesVersion
      baseline = item.baseline
      diff = item.diff?.document(leftLabel: "baseline \(item.title)", rightLabel: "now \(item.title)")
      facts = item.facts
      warnings = item.warnings.map {
        WarningDocument(line: $0.location.line, column: $0.location.column, message: $0.message)
      }
      pendingFile = item.pendingFile
    }
  }
}
