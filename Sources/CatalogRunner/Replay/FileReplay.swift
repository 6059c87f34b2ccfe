import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// Replays scenario files without a database: what `catalog run FILE…` does.
///
/// Files are read and validated once; each valid scenario is then replayed under every requested
/// profile that supports it. Nothing is recorded, and no catalog is needed: `run()` takes no
/// location. A file that cannot be read or replayed is an item of the report, not an error.
///
/// For example:
/// ```swift
/// let report = FileReplay(paths: ["fixtures/dimming-presentation.yaml"], profiles: [.uikit17]).run()
/// ```
package struct FileReplay: Sendable {
  /// The files and folders named (a folder's scenario files, sorted, not recursive).
  package var paths: [String]
  package var profiles: [EngineProfile]
  /// Whether every timeline is labelled with its profile even when there is only one (true for
  /// `--profile all`).
  package var labelProfiles: Bool
  /// Whether authoring warnings (rule 15.6) are errors: the timeline is then not printed and the
  /// file counts as invalid.
  package var strict: Bool

  package init(paths: [String], profiles: [EngineProfile], labelProfiles: Bool = false, strict: Bool = false) {
    self.paths = paths
    self.profiles = profiles
    self.labelProfiles = labelProfiles
    self.strict = strict
  }

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
  package func run() -> FileRunReport {
    var items: [FileRunReport.Item] = []
    var scenarios: [String: Scenario] = [:]
    var facts: [FileRunReport.RunKey: [FactVerdict]] = [:]
    let engines = profiles.map { TransitionEngine(profile: $0) }
    for argument in paths where FileKind.of(argument) == .directory && Self.expand(argument).isEmpty {
      // A folder without a scenario file is a mistake worth saying, not an empty success.
      items.append(
        .invalid(
          ScenarioFileError(
            path: argument, fileProblem: "the folder holds no scenario file (.yaml, .yml or .json)")))
    }
    for path in paths.flatMap(Self.expand) {
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
  package var hasHeaders: Bool { labelsProfiles || timelines.count > 1 }
}
