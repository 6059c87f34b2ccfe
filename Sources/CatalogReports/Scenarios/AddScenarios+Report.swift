import CatalogModel
import CatalogRunner
import CatalogStorage

extension AddScenarios.Report: Report {
  /// One line per stored scenario, then what was stored where.
  package func text(style: TextStyle) -> String {
    var out = ""
    for item in added { out += Self.line(item.outcome) }
    if !added.isEmpty {
      out +=
        "Stored \(Counted.phrase(added.count, "scenario")) in '\(VisibleText.escaped(catalogPath))': "
        + Self.summary(added.map(\.outcome.change)) + ".\n"
    }
    return out
  }

  /// `alpha: new revision 3`: what storing one scenario did, as `add` (and `import`) prints it.
  static func line(_ outcome: AddOutcome) -> String {
    switch outcome.change {
    case .created: "\(outcome.name): created\n"
    case .newRevision: "\(outcome.name): new revision \(outcome.revision)\n"
    case .unchanged: "\(outcome.name): unchanged (revision \(outcome.revision))\n"
    case .revived: "\(outcome.name): revived (\(outcome.addedRevision ? "new " : "")revision \(outcome.revision))\n"
    }
  }

  /// The files that were not stored (`--keep-going`), then how many problems they had.
  package var messages: [String] {
    guard !problems.isEmpty else { return warnings }
    let count = problems.reduce(0) { $0 + $1.diagnostics.count }
    return warnings + problems.map(\.description) + [
      "error: \(Counted.phrase(count, "problem")) in \(Counted.phrase(problems.count, "scenario file")); those files were not stored"
    ]
  }

  package var outcome: ReportOutcome { problems.isEmpty ? .success : .invalidInput }

  /// `2 created, 1 new revision, 1 unchanged`.
  package static func summary(_ changes: [AddOutcome.Change]) -> String {
    let count = { (change: AddOutcome.Change) in changes.filter { $0 == change }.count }
    let revisions = count(.newRevision)
    return Counted.list([
      (count(.created), "created"), (revisions, revisions == 1 ? "new revision" : "new revisions"),
      (count(.unchanged), "unchanged"), (count(.revived), "revived"),
    ])
  }

  /// `{"catalog", "added": [{"path", "name", "change", "revision"}], "problems": [{"file", "line",
  /// "column", "message"}]}`.
  struct Document: Encodable {
    let catalog: String
    let added: [AddedDocument]
    let problems: [ProblemDocument]

    init(_ report: AddScenarios.Report) {
      catalog = report.catalogPath
      added = report.added.map(AddedDocument.init)
      problems = report.problems.flatMap(ProblemDocument.documents)
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }

  /// A stored scenario file in JSON, as `add` and `import` list it.
  struct AddedDocument: Encodable {
    let path: String
    let name: String
    let change: String
    let revision: Int

    init(_ item: Item) {
      path = item.path
      name = item.outcome.name
      change = AddScenarios.Report.changeName(item.outcome.change)
      revision = item.outcome.revision
    }
  }

  /// `created`, `newRevision`, `unchanged`, `revived`.
  static func changeName(_ change: AddOutcome.Change) -> String {
    switch change {
    case .created: "created"
    case .newRevision: "newRevision"
    case .unchanged: "unchanged"
    case .revived: "revived"
    }
  }
}
