import ScenarioFile

/// The `source` of a scenario: the public source an evidence case rests on (Docs/evidence-corpus.md).
public struct EvidenceSource: Hashable, Sendable {
  let document: ScenarioDocument

  /// - Parameters: The keys of the same names (Docs/scenario-format.md, "The source").
  public init(
    url: String, title: String? = nil, date: String? = nil, ios: String? = nil, device: String? = nil,
    feature: EvidenceFeature? = nil, quote: String? = nil
  ) {
    var fields = Fields()
    fields.add("url", url)
    fields.add("title", title)
    fields.add("date", date)
    fields.add("ios", ios)
    fields.add("device", device)
    fields.add("feature", feature)
    fields.add("quote", quote)
    document = fields.document
  }
}
