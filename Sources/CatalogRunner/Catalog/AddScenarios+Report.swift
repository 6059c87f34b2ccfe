import CatalogModel
import CatalogStorage

extension AddScenarios.Report: Report {
  /// One line per stored scenario, then what was stored where.
  public func text(style: TextStyle) -> String {
    var out = ""
    for item in added {
      let outcome = item.outcome
      switch outcome.change {
      case .created: out += "\(outcome.name): created\n"
      case .newRevision: out += "\(outcome.name): new revision \(outcome.revision)\n"
      case .unchanged: out += "\(outcome.name): unchanged (revision \(outcome.revision))\n"
      case .revived:
        out += "\(outcome.name): revived (\(outcome.addedRevision ? "new " : "")revision \(outcome.revision))\n"
      }
    }
    if !added.isEmpty {
      out +=
        "Stored \(Counted.phrase(added.count, "scenario")) in '\(VisibleText.escaped(catalogPath))': "
        + Self.summary(added.map(\.outcome.change)) + ".\n"
    }
    return out
  }

  /// The files that were not stored (`--keep-going`), then how many problems they had.
  public var messages: [String] {
    guard !problems.isEmpty else { return warnings }
    let count = problems.reduce(0) { $0 + $1.diagnostics.count }
    return warnings + problems.map(\.description) + [
      "error: \(Counted.phrase(count, "problem")) in \(Counted.phrase(problems.count, "scenario file")); those files were not stored"
    ]
  }

  public var outcome: ReportOutcome { problems.isEmpty ? .success : .invalidInput }

  /// `2 created, 1 new revision, 1 unchanged`.
  public static func summary(_ changes: [AddOutcome.Change]) -> String {
    let parts: [(AddOutcome.Change, String, String)] = [
      (.created, "created", "created"), (.newRevision, "new revision", "new revisions"),
      (.unchanged, "unchanged", "unchanged"), (.revived, "revived", "revived"),
    ]
    return parts.compactMap { change, one, many in
      let number = changes.filter { $0 == change }.count
      return number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
    }.joined(separator: ", ")
  }

  enum CodingKeys: String, CodingKey {
    case catalog, added, problems
  }

  /// `{"catalog", "added": [{"path", "name", "change", "revision"}], "problems": [{"file", "line",
  /// "column", "message"}]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(catalogPath, forKey: .catalog)
    try container.encode(
      added.map {
        AddedDocument(
          path: $0.path, name: $0.outcome.name, change: Self.changeName($0.outcome.change),
          revision: $0.outcome.revision)
      }, forKey: .added)
    try container.encode(problems.flatMap(ProblemDocument.documents), forKey: .problems)
  }

  struct AddedDocument: Encodable {
    let path: String
    let name: String
    let change: String
    let revision: Int
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
