import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// A fixture folder as read from disk, sorted into what can be imported and what cannot.
///
/// The folder is read recursively (`FolderWalk`: hidden folders, `.build` and what
/// `catalog.yaml` excludes are skipped; its `include` narrows the scenario files). Scenario
/// files are validated like `catalog add` does; `*.timeline` files are read as baseline files
/// (`BaselineFile`), each belonging to the scenario file beside it, in the same folder. Nothing
/// is rejected wholesale: `check` reports every problem as a result (an invalid file `failed`, a
/// baseline without its scenario or profile `obsolete`).
package struct FolderSnapshot: Sendable {
  /// A baseline file that cannot be used, and why.
  package struct StrayBaseline: Sendable {
    package enum Reason: Sendable {
      /// The file does not read as a baseline file.
      case unreadable(TimelineFormatError)
      /// No scenario file of the folder has this name.
      case noScenario
      /// The scenario is declared by a file in another folder (its path, relative to the
      /// checked folder): a baseline file lives beside its scenario file.
      case elsewhere(String)
      /// The catalog has no engine profile of this name.
      case unknownProfile
    }

    /// The file's path relative to the checked folder (its name, at the folder's root).
    package var fileName: String
    package var scenario: String
    package var profile: String
    package var reason: Reason
  }

  package var folder: String
  package var scenarios: [LoadedScenario]
  package var invalidScenarios: [ScenarioFileError]
  /// The baseline files that read well and belong to a scenario of the folder and a known
  /// profile, each hashed once.
  package var baselines: [Baseline]
  package var strayBaselines: [StrayBaseline]
  /// Each scenario's file, relative to the folder (`ui/flows/checkout.yaml`), by scenario name.
  package var relativePaths: [String: String] = [:]
  /// How many scenario files `include` and `exclude` left out.
  package var leftOut = 0

  /// The subfolder (relative to the folder, `""` for the folder itself) that holds `scenario`'s
  /// file and so its baseline and pending files.
  package func subfolder(of scenario: String) -> String {
    guard let path = relativePaths[scenario], let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The path of `name` in `scenario`'s subfolder, relative to the folder.
  package func relativePath(_ name: String, besideScenario scenario: String) -> String {
    let folder = subfolder(of: scenario)
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// Reads `folder` with the patterns of its `catalog.yaml`, if it has one.
  ///
  /// - Throws: `RunnerError.invalidInput` when the folder cannot be listed, its `catalog.yaml`
  ///   is invalid, or two files declare the same scenario name.
  package static func read(_ folder: String) throws(RunnerError) -> FolderSnapshot {
    let configuration = try FolderConfiguration.of(folder)
    return try read(folder, include: configuration?.include, exclude: configuration?.exclude ?? [])
  }

  /// Reads `folder` and every folder inside it (see `FolderWalk`), keeping the scenario files
  /// `include` selects (every one when nil) and `exclude` does not.
  ///
  /// - Throws: `RunnerError.invalidInput` when the folder cannot be listed or two files declare
  ///   the same scenario name.
  package static func read(_ folder: String, include: [PathGlob]?, exclude: [PathGlob]) throws(RunnerError)
    -> FolderSnapshot
  {
    let entries = try FolderWalk(root: folder, exclude: exclude).files()
    var snapshot = FolderSnapshot(
      folder: folder, scenarios: [], invalidScenarios: [], baselines: [], strayBaselines: [])
    var firstFile: [String: String] = [:]
    // Scenario files left out by `include`, by folder and stem: their baseline files are left
    // alone too, not reported as stray.
    var unselected: Set<String> = []
    var folderOf: [String: String] = [:]
    for entry in entries where ScenarioFile.isScenarioFileName(entry.name) {
      // `catalog.yaml` is the folder's configuration at the root only; deeper, it is skipped too.
      guard include.map({ globs in globs.contains { $0.matches(entry.path) } }) ?? true,
        !exclude.contains(where: { $0.matches(entry.path) })
      else {
        unselected.insert(entry.folder + "/" + stem(of: entry.name))
        snapshot.leftOut += 1
        continue
      }
      let path = ExportCatalog.join(folder, entry.path)
      do {
        let loaded = try ScenarioFile.load(contentsOf: path)
        if let other = firstFile[loaded.scenario.name] {
          throw RunnerError.invalidInput(
            "'\(path)' and '\(ExportCatalog.join(folder, other))' both declare scenario '\(loaded.scenario.name)'; names are unique in a catalog"
          )
        }
        firstFile[loaded.scenario.name] = entry.path
        folderOf[loaded.scenario.name] = entry.folder
        snapshot.relativePaths[loaded.scenario.name] = entry.path
        snapshot.scenarios.append(loaded)
      } catch let error as RunnerError {
        throw error
      } catch let error as ScenarioFileError {
        snapshot.invalidScenarios.append(error)
      } catch {
        throw .invalidInput("cannot read '\(path)': \(error)")
      }
    }
    for entry in entries {
      guard let (scenario, profileName) = BaselineFile.parseFileName(entry.name) else { continue }
      let path = ExportCatalog.join(folder, entry.path)
      if exclude.contains(where: { $0.matches(entry.path) }) { continue }
      if unselected.contains(entry.folder + "/" + scenario) && folderOf[scenario] != entry.folder { continue }
      let text: String
      switch TimelineFileReader.text(atPath: path) {
      case .success(let read): text = read
      case .failure(let failure):
        snapshot.strayBaselines.append(
          StrayBaseline(
            fileName: entry.path, scenario: scenario, profile: profileName,
            reason: .unreadable(
              TimelineFormatError(line: failure.location.line, column: failure.location.column, failure.message))))
        continue
      }
      guard let profile = EngineProfile.named(profileName) else {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry.path, scenario: scenario, profile: profileName, reason: .unknownProfile))
        continue
      }
      guard let home = folderOf[scenario] else {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry.path, scenario: scenario, profile: profileName, reason: .noScenario))
        continue
      }
      guard home == entry.folder else {
        snapshot.strayBaselines.append(
          StrayBaseline(
            fileName: entry.path, scenario: scenario, profile: profileName,
            reason: .elsewhere(snapshot.relativePaths[scenario] ?? scenario)))
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
            fileName: entry.path, scenario: scenario, profile: profile, header: header,
            timeline: HashedTimeline(timeline)))
      } catch let error as TimelineFormatError {
        snapshot.strayBaselines.append(
          StrayBaseline(fileName: entry.path, scenario: scenario, profile: profileName, reason: .unreadable(error)))
      } catch {
        snapshot.strayBaselines.append(
          StrayBaseline(
            fileName: entry.path, scenario: scenario, profile: profileName,
            reason: .unreadable(TimelineFormatError(line: 1, String(describing: error)))))
      }
    }
    return snapshot
  }

  /// `checkout` of `checkout.yaml`.
  static func stem(of fileName: String) -> String {
    fileName.split(separator: ".").first.map(String.init) ?? fileName
  }
}

extension FolderConfiguration {
  /// The `catalog.yaml` at the root of `folder`, if there is one.
  ///
  /// - Throws: `RunnerError.invalidInput` with the file's problems, each at its line and column.
  static func of(_ folder: String) throws(RunnerError) -> FolderConfiguration? {
    let path = ExportCatalog.join(folder, FolderConfiguration.fileName)
    guard FileKind.of(path) != .missing else { return nil }
    do {
      return try FolderConfiguration.load(contentsOf: path)
    } catch {
      throw .invalidInput(error.description)
    }
  }
}
