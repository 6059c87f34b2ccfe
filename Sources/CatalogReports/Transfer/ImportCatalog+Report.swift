import CatalogModel
import CatalogRunner
import CatalogStorage

extension ImportCatalog.Report: Report {
  /// What changed for each scenario and baseline (unchanged ones are left out), then the counts.
  package func text(style: TextStyle) -> String {
    var out = ""
    for item in scenarios {
      let outcome = item.outcome
      switch outcome.change {
      case .created, .newRevision: out += AddScenarios.Report.line(outcome)
      // Unlike `add`, import does not say whether a revived scenario has a new revision.
      case .revived: out += "\(outcome.name): revived (revision \(outcome.revision))\n"
      case .unchanged: break
      }
    }
    for item in baselines {
      let outcome = item.outcome
      switch outcome.change {
      case .created:
        out += "\(outcome.scenario) @ \(outcome.profile): baseline created\n"
      case .superseded(let previous):
        out +=
          "\(outcome.scenario) @ \(outcome.profile): baseline replaced (the previous one, #\(previous), is kept as history)\n"
      case .unchanged, .conflict: break
      }
    }
    for item in recordings {
      let outcome = item.outcome
      switch outcome.change {
      case .created:
        out += "\(outcome.scenario): recording:\(outcome.number) added\n"
      case .superseded(let previous), .retied(let previous):
        out +=
          "\(outcome.scenario): recording:\(outcome.number) replaced (the previous one, #\(previous), is kept as history)\n"
      case .unchanged, .sameEvents: break
      }
    }
    let scenarioSummary = AddScenarios.Report.summary(scenarios.map(\.outcome.change))
    let baselineSummary = Self.summary(baselines.map { FileChange($0.outcome.change) }, created: "created")
    out += "Imported \(Counted.phrase(scenarios.count, "scenario"))"
    out += scenarioSummary.isEmpty ? "" : " (\(scenarioSummary))"
    out += recordings.isEmpty ? " and " : ", "
    out += Counted.phrase(baselines.count, "baseline")
    out += baselineSummary.isEmpty ? "" : " (\(baselineSummary))"
    if !recordings.isEmpty {
      let recordingSummary = Self.summary(recordings.map { FileChange($0.outcome.change) }, created: "added")
      out += " and \(Counted.phrase(recordings.count, "recording")) (\(recordingSummary))"
    }
    out += " from '\(VisibleText.escaped(directory))' into '\(VisibleText.escaped(catalogPath))'.\n"
    return out
  }

  /// What importing a baseline or recording file did, as the JSON says it.
  enum FileChange: String, Encodable {
    case created, superseded, unchanged

    init(_ change: AcceptOutcome.Change) {
      switch change {
      case .created: self = .created
      case .superseded: self = .superseded
      case .unchanged, .conflict: self = .unchanged
      }
    }

    init(_ change: RecordingOutcome.Change) {
      switch change {
      case .created: self = .created
      case .superseded, .retied: self = .superseded
      case .unchanged, .sameEvents: self = .unchanged
      }
    }
  }

  /// `2 created, 1 replaced, 3 unchanged`, with `created` as the word for a new file.
  static func summary(_ changes: [FileChange], created: String) -> String {
    let count = { (change: FileChange) in changes.filter { $0 == change }.count }
    return Counted.list([
      (count(.created), created), (count(.superseded), "replaced"), (count(.unchanged), "unchanged"),
    ])
  }

  /// A baseline file (with `profile`) or a recording file (with `number`) in JSON.
  struct FileDocument: Encodable {
    let path: String
    let scenario: String
    var profile: String?
    var number: Int?
    let change: FileChange

    init(_ file: Baseline) {
      path = file.path
      scenario = file.outcome.scenario
      profile = file.outcome.profile
      change = FileChange(file.outcome.change)
    }

    init(_ file: Recorded) {
      path = file.path
      scenario = file.outcome.scenario
      number = file.outcome.number
      change = FileChange(file.outcome.change)
    }
  }

  /// `{"directory", "catalog", "scenarios": [{"path", "name", "change", "revision"}], "baselines":
  /// [{"path", "scenario", "profile", "change": "created"|"superseded"|"unchanged"}], "recordings":
  /// [{"path", "scenario", "number", "change": "created"|"superseded"|"unchanged"}]}`.
  struct Document: Encodable {
    let directory: String
    let catalog: String
    let scenarios: [AddScenarios.Report.AddedDocument]
    let baselines: [FileDocument]
    let recordings: [FileDocument]

    init(_ report: ImportCatalog.Report) {
      directory = report.directory
      catalog = report.catalogPath
      scenarios = report.scenarios.map(AddScenarios.Report.AddedDocument.init)
      baselines = report.baselines.map(FileDocument.init)
      recordings = report.recordings.map(FileDocument.init)
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
