import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// A fixture folder as read from disk, sorted into what can be imported and what cannot.
///
/// Scenario files are validated like `catalog add` does; `*.timeline` files are read as baseline
/// files (`BaselineFile`). Nothing is rejected wholesale: `check` reports every problem as a
/// result (an invalid file `failed`, a baseline without its scenario or profile `obsolete`).
public struct FolderSnapshot: Sendable {
  /// A baseline file that cannot be used, and why.
  public struct StrayBaseline: Sendable {
    public enum Reason: Sendable {
      /// The file does not read as a baseline file.
      case unreadable(TimelineFormatError)
      /// No scenario file of the folder has this name.
      case noScenario
      /// The catalog has no engine profile of this name.
      case unknownProfile
    }

    public var fileName: String
    public var scenario: String
    public var profile: String
    public var reason: Reason
  }

  public var folder: String
  public var scenarios: [LoadedScenario]
  public var invalidScenarios: [ScenarioFileError]
  /// The baseline files that read well and belong to a scenario of the folder and a known
  /// profile, each hashed once.
  public var baselines: [Baseline]
  public var strayBaselines: [StrayBaseline]

  /// Reads `folder` (not recursively).
  ///
  /// - Throws: `RunnerError.invalidInput` when the folder cannot be listed or two files declare
  ///   the same scenario name.
  public static func read(_ folder: String) throws(RunnerError) -> FolderSnapshot {
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw .invalidInput("cannot read folder '\(folder)': \(error.localizedDescription)")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var snapshot = FolderSnapshot(
      folder: folder, scenarios: [], invalidScenarios: [], baselines: [], strayBaselines: [])
    var firstFile: [String: String] = [:]
    for entry in entries where ScenarioFile.isScenarioFileName(entry) {
      do {
        let loaded = try ScenarioFile.load(contentsOf: base + entry)
        if let other = firstFile[loaded.scenario.name] {
          throw RunnerError.invalidInput(
            "'\(base + entry)' and '\(base + other)' both declare scenario '\(loaded.scenario.name)'; names are unique in a catalog"
          )
        }
        firstFile[loaded.scenario.name] = entry
        snapshot.scenarios.append(loaded)
      } catch let error as RunnerError {
        throw error
      } catch let error as ScenarioFileError {
        snapshot.invalidScenarios.append(error)
      } catch {
        throw .invalidInput("cannot read '\(base + entry)': \(error)")
      }
    }
    let names = Set(snapshot.scenarios.map(\.scenario.name))
    for entry in entries {
      guard let (scenario, profileName) = BaselineFile.parseFileName(entry) else { continue }
      let text: String
      switch TimelineFileReader.text(atPath: base + entry) {
      case .success(let read): text = read
      case .failure(let failure):
        snapshot.strayBaselines.append(
          StrayBaseline(
            fileName: entry, scenario: scenario, profile: profileName,
            reason: .unreadable(
              TimelineFormatError(line: failure.location.line, column: failure.location.column, failure.message))))
        continue
      }
      guard let profile = EngineProfile.named(profileName) else {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry, scenario: scenario, profile: profileName, reason: .unknownProfile))
        continue
      }
      guard names.contains(scenario) else {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry, scenario: scenario, profile: profileName, reason: .noScenario))
        continue
      }
      do {
        let (header, timeline) = try BaselineFile.parse(text)
        // The header is checked as 'import' checks it: one that lacks its '# accepted by' line,
        // names another scenario or a rules version the profile never had makes the file
        // unreadable, at its line, rather than failing the store later without a position.
        if case .failure(let problem) = BaselineHeaderCheck.check(
          header, text: text, scenario: scenario, profile: profile)
        {
          throw problem
        }
        snapshot.baselines.append(
          Baseline(
            fileName: entry, scenario: scenario, profile: profile, header: header, timeline: HashedTimeline(timeline)))
      } catch let error as TimelineFormatError {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry, scenario: scenario, profile: profileName, reason: .unreadable(error)))
      } catch {
        snapshot.strayBaselines.append(
          StrayBaseline(
            fileName: entry, scenario: scenario, profile: profileName,
            reason: .unreadable(TimelineFormatError(line: 1, String(describing: error)))))
      }
    }
    return snapshot
  }
}
