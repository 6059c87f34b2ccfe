import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// Replays scenario files without a database: what `catalog run FILE…` does.
///
/// Files are read and validated once; each valid scenario is then replayed under every requested
/// profile that supports it. Nothing is recorded.
package enum FileReplay {
  /// The scenario files an argument names: the file itself, or the scenario files of a folder
  /// (sorted, not recursive).
  package static func expand(_ argument: String) -> [String] {
    guard FileKind.of(argument) == .directory,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: argument)
    else { return [argument] }
    let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
    return entries.filter(ScenarioFile.isScenarioFileName).sorted().map { base + "/" + $0 }
  }

  /// Reads every file, then replays each valid one under each profile, in argument order.
  ///
  /// - Parameter labelProfiles: Whether every timeline is labelled with its profile even when
  ///   there is only one (true for `--profile all`).
  ///   - strict: Whether authoring warnings (rule 15.6) are errors: the timeline is then not printed
  ///     and the file counts as invalid.
  package static func run(
    paths: [String], profiles: [EngineProfile], labelProfiles: Bool = false, strict: Bool = false
  ) -> FileRunReport {
    var items: [FileRunReport.Item] = []
    var scenarios: [String: Scenario] = [:]
    var facts: [FileRunReport.RunKey: [FactVerdict]] = [:]
    let engines = profiles.map { TransitionEngine(profile: $0) }
    for argument in paths where FileKind.of(argument) == .directory && expand(argument).isEmpty {
      // A folder without a scenario file is a mistake worth saying, not an empty success.
      items.append(
        .invalid(
          ScenarioFileError(
            path: argument, fileProblem: "the folder holds no scenario file (.yaml, .yml or .json)")))
    }
    for path in paths.flatMap(expand) {
      let loaded: LoadedScenario
      do {
        loaded = try ScenarioFile.load(contentsOf: path)
      } catch {
        items.append(.invalid(error))
        continue
      }
      for engine in engines {
        let problems = engine.diagnostics(for: loaded.scenario)
        if problems.isEmpty {
          let timeline: Timeline
          let warnings: [ScenarioDiagnostic]
          do throws(EventLimitExceeded) {
            (timeline, warnings) = try engine.runReportingWarnings(loaded.scenario)
          } catch {
            items.append(.invalid(ScenarioFileError(path: path, diagnostics: [error.diagnostic])))
            continue
          }
          if !warnings.isEmpty {
            items.append(.warnings(path: path, profile: engine.profile, warnings, strict: strict))
            if strict { continue }
          }
          items.append(.timeline(path: path, scenario: loaded.scenario.name, profile: engine.profile, timeline))
          scenarios[path] = loaded.scenario
          let verdicts = FactVerdict.verdicts(loaded.scenario, profile: engine.profile.name, timeline: timeline)
          if !verdicts.isEmpty { facts[FileRunReport.RunKey(path: path, profile: engine.profile.name)] = verdicts }
        } else {
          items.append(.unsupported(path: path, scenario: loaded.scenario.name, profile: engine.profile, problems))
        }
      }
    }
    var report = FileRunReport(items: items, skipsUnsupported: labelProfiles, labelsProfiles: labelProfiles)
    report.scenarios = scenarios
    report.facts = facts
    return report
  }
}

/// The timelines of scenario files, and the files and profiles that gave none.
package struct FileRunReport: Sendable {
  /// The outcome of one file under one profile, or of a file that could not be read.
  package enum Item: Sendable {
    /// A replayed timeline.
    case timeline(path: String, scenario: String, profile: EngineProfile, Timeline)
    /// The profile cannot replay this scenario (it uses something the era lacks).
    case unsupported(path: String, scenario: String, profile: EngineProfile, [ScenarioDiagnostic])
    /// The file is not a valid scenario.
    case invalid(ScenarioFileError)
    /// Authoring warnings of a replay (rule 15.6); errors with `--strict`.
    case warnings(path: String, profile: EngineProfile, [ScenarioDiagnostic], strict: Bool)
  }

  package var items: [Item]
  /// Whether a profile that cannot replay a scenario is skipped with a note (`--profile all`)
  /// rather than being an error.
  package var skipsUnsupported: Bool
  /// Whether every timeline is labelled with its scenario and profile, even a single one.
  package var labelsProfiles: Bool
  /// The scenario of each file that replayed, by path, for the pictures.
  package var scenarios: [String: Scenario] = [:]
  /// Whether the text numbers each event (`#12`), as `catalog explain --event N` takes it.
  package var numbersEvents = false
  /// The `expect:` facts of each timeline, by file and profile; a fact that does not hold makes
  /// the command exit 1 (Docs/scenario-format.md, "Expectations").
  package var facts: [RunKey: [FactVerdict]] = [:]

  /// A file and a profile: one timeline.
  package struct RunKey: Hashable, Sendable {
    package var path: String
    package var profile: String
  }

  /// The facts of one timeline.
  package func facts(path: String, profile: EngineProfile) -> [FactVerdict] {
    facts[RunKey(path: path, profile: profile.name)] ?? []
  }

  /// The replayed timelines, in order.
  package var timelines: [(path: String, scenario: String, profile: EngineProfile, timeline: Timeline)] {
    items.compactMap {
      if case .timeline(let path, let scenario, let profile, let timeline) = $0 {
        return (path, scenario, profile, timeline)
      }
      return nil
    }
  }

  /// Whether each timeline gets a header: several timelines, or `--profile all`.
  var hasHeaders: Bool { labelsProfiles || timelines.count > 1 }
}

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

  enum CodingKeys: String, CodingKey {
    case timelines
  }

  /// `{"timelines": [{"path", "scenario", "profile", "rulesVersion", "events": [event…], "facts": [fact…]}]}`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      timelines.map {
        TimelineDocument(
          path: $0.path, scenario: $0.scenario, profile: $0.profile.name, rulesVersion: $0.profile.rulesVersion,
          events: $0.timeline.encodedEvents, facts: facts(path: $0.path, profile: $0.profile))
      }, forKey: .timelines)
  }
}
