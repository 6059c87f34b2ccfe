import CatalogRunner

extension RemoveScenarios.Report: Report {
  /// One line per name: `removed` or `already removed`.
  package func text(style: TextStyle) -> String {
    items.map { "\($0.name): \($0.removed ? "removed" : "already removed")\n" }.joined()
  }

  enum CodingKeys: String, CodingKey {
    case removed, alreadyRemoved
  }

  /// `{"removed": [names…], "alreadyRemoved": [names…]}`, in argument order.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items.filter(\.removed).map(\.name), forKey: .removed)
    try container.encode(items.filter { !$0.removed }.map(\.name), forKey: .alreadyRemoved)
  }
}
