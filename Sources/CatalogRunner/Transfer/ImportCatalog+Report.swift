import CatalogModel

extension ImportCatalog.Report: Report {
  /// What changed for each scenario and baseline (unchanged ones are left out), then the counts.
  public func text(style: TextStyle) -> String {
    var out = ""
    for item in scenarios {
      let outcome = item.outcome
      switch outcome.change {
      case .created: out += "\(outcome.name): created\n"
      case .newRevision: out += "\(outcome.name): new revision \(outcome.revision)\n"
      case .revived: out += "\(outcome.name): revived (revision \(outcome.revision))\n"
      case .unchanged: break
      }
    }
    var created = 0
    var superseded = 0
    for item in baselines {
      let outcome = item.outcome
      switch outcome.change {
      case .created:
        created += 1
        out += "\(outcome.scenario) @ \(outcome.profile): baseline created\n"
      case .superseded(let previous):
        superseded += 1
        out +=
          "\(outcome.scenario) @ \(outcome.profile): baseline replaced (the previous one, #\(previous), is kept as history)\n"
      case .unchanged, .conflict: break
      }
    }
    var recorded = [0, 0, 0]
    for item in recordings {
      let outcome = item.outcome
      switch outcome.change {
      case .created:
        recorded[0] += 1
        out += "\(outcome.scenario): recording:\(outcome.number) added\n"
      case .superseded(let previous), .retied(let previous):
        recorded[1] += 1
        out +=
          "\(outcome.scenario): recording:\(outcome.number) replaced (the previous one, #\(previous), is kept as history)\n"
      case .unchanged, .sameEvents:
        recorded[2] += 1
      }
    }
    let scenarioSummary = AddScenarios.Report.summary(scenarios.map(\.outcome.change))
    let unchangedBaselines = baselines.count - created - superseded
    let baselineSummary = [
      created > 0 ? "\(created) created" : nil, superseded > 0 ? "\(superseded) replaced" : nil,
      unchangedBaselines > 0 ? "\(unchangedBaselines) unchanged" : nil,
    ].compactMap { $0 }.joined(separator: ", ")
    out += "Imported \(Counted.phrase(scenarios.count, "scenario"))"
    out += scenarioSummary.isEmpty ? "" : " (\(scenarioSummary))"
    out += recordings.isEmpty ? " and " : ", "
    out += Counted.phrase(baselines.count, "baseline")
    out += baselineSummary.isEmpty ? "" : " (\(baselineSummary))"
    if !recordings.isEmpty {
      let recordingSummary = [
        recorded[0] > 0 ? "\(recorded[0]) added" : nil, recorded[1] > 0 ? "\(recorded[1]) replaced" : nil,
        recorded[2] > 0 ? "\(recorded[2]) unchanged" : nil,
      ].compactMap { $0 }.joined(separator: ", ")
      out += " and \(Counted.phrase(recordings.count, "recording")) (\(recordingSummary))"
    }
    out += " from '\(VisibleText.escaped(directory))' into '\(VisibleText.escaped(catalogPath))'.\n"
    return out
  }

  enum CodingKeys: String, CodingKey {
    case directory, catalog, scenarios, baselines, recordings
  }

  struct RecordingDocument: Encodable {
    let path: String
    let scenario: String
    let number: Int
    let change: String
  }

  struct ScenarioDocument: Encodable {
    let path: String
    let name: String
    let change: String
    let revision: Int
  }

  struct BaselineDocument: Encodable {
    let path: String
    let scenario: String
    let profile: String
    let change: String
  }

  /// `{"directory", "catalog", "scenarios": [{"path", "name", "change", "revision"}], "baselines":
  /// [{"path", "scenario", "profile", "change": "created"|"superseded"|"unchanged"}], "recordings":
  /// [{"path", "scenario", "number", "change": "created"|"superseded"|"unchanged"}]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(directory, forKey: .directory)
    try container.encode(catalogPath, forKey: .catalog)
    try container.encode(
      scenarios.map {
        ScenarioDocument(
          path: $0.path, name: $0.outcome.name, change: AddScenarios.Report.changeName($0.outcome.change),
          revision: $0.outcome.revision)
      }, forKey: .scenarios)
    try container.encode(
      baselines.map { item in
        let change =
          switch item.outcome.change {
          case .created: "created"
          case .superseded: "superseded"
          case .unchanged, .conflict: "unchanged"
          }
        return BaselineDocument(
          path: item.path, scenario: item.outcome.scenario, profile: item.outcome.profile, change: change)
      }, forKey: .baselines)
    try container.encode(
      recordings.map { item in
        let change =
          switch item.outcome.change {
          case .created: "created"
          case .superseded, .retied: "superseded"
          case .unchanged, .sameEvents: "unchanged"
          }
        return RecordingDocument(
          path: item.path, scenario: item.outcome.scenario, number: item.outcome.number, change: change)
      }, forKey: .recordings)
  }
}
