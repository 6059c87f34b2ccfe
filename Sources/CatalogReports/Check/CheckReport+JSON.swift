import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage

extension CheckReport: Encodable {
  enum CodingKeys: String, CodingKey {
    case format, passed, batch, folder, catalogVersion, allowNew, counts, reused, groups, results, shard, facts
  }

  /// `{"held", "failed"}`: the `expect:` facts evaluated, over every result.
  struct FactCountsDocument: Encodable {
    let held: Int
    let failed: Int
  }

  /// The whole report for scripts, as Docs/check-report.md documents it.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.jsonFormatVersion, forKey: .format)
    try container.encode(passed, forKey: .passed)
    try container.encode(batchID?.rawValue, forKey: .batch)
    try container.encode(folder, forKey: .folder)
    try container.encode(CatalogVersion.current, forKey: .catalogVersion)
    try container.encode(allowNew, forKey: .allowNew)
    try container.encode(
      Dictionary(uniqueKeysWithValues: CheckOutcome.allCases.map { ($0.rawValue, count($0)) }), forKey: .counts)
    try container.encode(reusedCount, forKey: .reused)
    try container.encode(groups.map { GroupDocument(group: $0, items: items) }, forKey: .groups)
    try container.encode(items.map { ResultDocument(item: $0, file: path(of: $0)) }, forKey: .results)
    try container.encode(
      shard.map { ShardDocument(index: $0.index, count: $0.count, seconds: (seconds * 1000).rounded() / 1000) },
      forKey: .shard)
    let facts = factCounts
    try container.encode(FactCountsDocument(held: facts.held, failed: facts.failed), forKey: .facts)
  }

  /// A change group: `number`, `signature`, `title`, and its `results` as scenario and profile.
  struct GroupDocument: Encodable {
    let group: ChangeGroup
    let items: [CheckItem]

    enum CodingKeys: String, CodingKey {
      case number, signature, title, results
    }

    struct Member: Encodable {
      let scenario: String
      let profile: String?
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(group.number, forKey: .number)
      try container.encode(group.signature.id, forKey: .signature)
      try container.encode(group.signature.title, forKey: .title)
      try container.encode(
        group.items.map { Member(scenario: items[$0].scenario, profile: items[$0].profile?.name) }, forKey: .results)
    }
  }

  /// One result, every key present (null when it does not apply).
  struct ResultDocument: Encodable {
    let item: CheckItem
    let file: String?

    enum CodingKeys: String, CodingKey {
      case scenario, profile, outcome, file, line, column, group, message, run, reused, rulesVersion, baseline, diff
      case facts, warnings, pendingFile
    }

    /// An authoring warning: `{"line", "column", "message"}`.
    struct WarningDocument: Encodable {
      let line: Int
      let column: Int
      let message: String
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(item.scenario, forKey: .scenario)
      try container.encode(item.profile?.name, forKey: .profile)
      try container.encode(item.outcome.rawValue, forKey: .outcome)
      try container.encode(file, forKey: .file)
      try container.encode(item.location?.line, forKey: .line)
      try container.encode(item.location?.column, forKey: .column)
      try container.encode(item.group, forKey: .group)
      try container.encode(item.message, forKey: .message)
      try container.encode(item.runID?.rawValue, forKey: .run)
      try container.encode(item.reused, forKey: .reused)
      try container.encode(item.rulesVersion, forKey: .rulesVersion)
      try container.encode(item.baseline, forKey: .baseline)
      try container.encode(
        item.diff?.document(leftLabel: "baseline \(item.title)", rightLabel: "now \(item.title)"), forKey: .diff)
      try container.encode(item.facts, forKey: .facts)
      try container.encode(
        item.warnings.map {
          WarningDocument(line: $0.location.line, column: $0.location.column, message: $0.message)
        }, forKey: .warnings)
      try container.encode(item.pendingFile, forKey: .pendingFile)
    }
  }
}
