import CatalogRunner

extension RemoveScenarios.Report: Report {
  /// One line per name: `removed` or `already removed`.
  package func text(style: TextStyle) -> String {
    items.map { "\($0.name): \($0.removed ? "removed" : "already removed")\n" }.joined()
  }

  /// `{"removed": [names…], "alreadyRemoved": [names…]}`, in argument order.
  struct Document: Encodable {
    let removed: [String]
    let alreadyRemoved: [String]

    init(_ report: RemoveScenarios.Report) {
      removed = report.items.filter(\.removed).map(\.name)
      alreadyRemoved = report.items.filter { !$0.removed }.map(\.name)
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
