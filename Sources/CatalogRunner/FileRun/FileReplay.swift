import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// Replays scenario files without a database: what `catalog run FILE…` does.
///
/// Files are read and validated once; each valid scenario is then replayed under every requested
/// profile that supports it. Nothing is recorded.
public enum FileReplay {
  /// The outcome of one file under one profile, or of a file that could not be read.
  public enum Item: Sendable {
    /// A replayed timeline.
    case timeline(path: String, scenario: String, profile: EngineProfile, Timeline)
    /// The profile cannot replay this scenario (it uses something the era lacks).
    case unsupported(path: String, scenario: String, profile: EngineProfile, [ScenarioDiagnostic])
    /// The file is not a valid scenario.
    case invalid(ScenarioFileError)
  }

  /// The scenario files an argument names: the file itself, or the scenario files of a folder
  /// (sorted, not recursive).
  public static func expand(_ argument: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: argument)
    else { return [argument] }
    let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
    return entries.filter(ScenarioFile.hasScenarioExtension).sorted().map { base + "/" + $0 }
  }

  /// Reads every file, then replays each valid one under each profile, in argument order.
  public static func run(paths: [String], profiles: [EngineProfile]) -> [Item] {
    var items: [Item] = []
    for path in paths.flatMap(expand) {
      let loaded: LoadedScenario
      do {
        loaded = try ScenarioFile.load(contentsOf: path)
      } catch {
        items.append(.invalid(error))
        continue
      }
      for profile in profiles {
        let engine = TransitionEngine(profile: profile)
        let problems = engine.diagnostics(for: loaded.scenario)
        if problems.isEmpty {
          items.append(
            .timeline(path: path, scenario: loaded.scenario.name, profile: profile, engine.run(loaded.scenario)))
        } else {
          items.append(.unsupported(path: path, scenario: loaded.scenario.name, profile: profile, problems))
        }
      }
    }
    return items
  }
}
