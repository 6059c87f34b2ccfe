import CatalogModel
import CatalogRunner
import Foundation
import ScenarioFile
import TransitionEngine

extension FileRunReport: LineReport {
  /// Invalid files and unsupported profiles: errors, or notes when unsupported profiles are
  /// skipped.
  package var messages: [String] {
    items.compactMap { item in
      switch item {
      case .timeline(let path, _, let profile, _):
        Self.factMessage(path: path, profile: profile, facts(path: path, profile: profile))
      case .unsupported(let path, let scenario, let profile, let problems):
        skipsUnsupported
          ? "note: skipped '\(scenario)' under \(profile.name): \(ScenarioDiagnostic.distinctMessages(problems))"
          : ScenarioFileError(path: path, diagnostics: problems).description
      case .invalid(let error): error.description
      case .warnings(let path, let profile, let warnings, let strict):
        warnings.map {
          "\(VisibleText.escaped(path)):\($0.location): \(strict ? "error" : "warning"): \($0.message) (\(profile.name))"
        }
        .joined(separator: "\n")
      }
    }
  }

  /// Each fact of one timeline that does not hold, in the compiler's format, with the events
  /// that break it; nil when all hold.
  static func factMessage(path: String, profile: EngineProfile, _ verdicts: [FactVerdict]) -> String? {
    let failed = verdicts.failed
    guard !failed.isEmpty else { return nil }
    return failed.map { verdict in
      "\(VisibleText.escaped(path)):\(verdict.line):\(verdict.column): error: fact \(verdict.number) does not hold "
        + "under \(profile.name): \(verdict.fact)\n  \(verdict.reason ?? "")"
        + verdict.lines.map { "\n    " + $0 }.joined()
    }.joined(separator: "\n")
  }

  package var outcome: ReportOutcome {
    let failed = items.contains {
      switch $0 {
      case .timeline: false
      case .unsupported: !skipsUnsupported
      case .invalid: true
      case .warnings(_, _, _, let strict): strict
      }
    }
    if failed { return .invalidInput }
    return facts.values.contains { $0.failedCount > 0 } ? .difference : .success
  }

  /// The canonical text of each timeline; with several (or `--profile all`), each after a
  /// `# scenario @ profile (rules N): path` comment line and separated by a blank line.
  package func text(style: TextStyle) -> String {
    var out = ""
    for (path, scenario, profile, timeline) in timelines {
      if hasHeaders {
        if !out.isEmpty { out += "\n" }
        out += "# \(scenario) @ \(profile.name) (rules \(profile.rulesVersion)): \(VisibleText.escaped(path))\n"
      }
      out += style.timeline(timeline, numbered: numbersEvents)
    }
    return out
  }

  /// Each timeline's events as JSON Lines; with several (or `--profile all`), each after a
  /// `{"scenario", "profile", "rulesVersion", "path"}` header object line.
  package func jsonLines() -> String {
    var out = ""
    for (path, scenario, profile, timeline) in timelines {
      if hasHeaders {
        out +=
          "{\"scenario\": \(JSONText.string(scenario)), \"profile\": \(JSONText.string(profile.name)), "
          + "\"rulesVersion\": \(profile.rulesVersion), \"path\": \(JSONText.string(path))}\n"
      }
      out += timeline.jsonLines()
    }
    return out
  }
}

extension FileRunReport: Encodable {
  struct TimelineDocument: Encodable {
    let path: String
    let scenario: String
    let profile: String
    let rulesVersion: Int
    let events: [Timeline.EncodedEvent]
    /// The `expect:` facts that apply under the profile (empty without `expect:`).
    let facts: [FactVerdict]
  }

  /// `{"timelines": [{"path", "scenario", "profile", "rulesVersion", "events": [event…], "facts": [fact…]}]}`.
  struct Document: Encodable {
    let timelines: [TimelineDocument]

    init(_ report: FileRunReport) {
      timelines = report.timelines.map {
        TimelineDocument(
          path: $0.path, scenario: $0.scenario, profile: $0.profile.name, rulesVersion: $0.profile.rulesVersion,
          events: $0.timeline.encodedEvents, facts: report.facts(path: $0.path, profile: $0.profile))
      }
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
