import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

/// `catalog calibrate [DIR]`: every recording compared with its scenario replayed under the
/// profile that covers it, counted per recording, per profile and per behaviour rule, with every
/// disagreement listed (Docs/recordings.md).
///
/// The recordings are the catalog's current ones, or, with `directory`, the recording files of a
/// fixture folder beside their scenario files (nothing is written then, and no catalog is
/// needed), each checked as `catalog import DIR` checks it. A recording whose iOS version no
/// profile covers, whose scenario its profile cannot replay, that names ids its scenario no longer
/// has, or that has the same events (on the same iOS version, SDK and device) as one counted
/// before it, is listed as skipped with the reason. One made against another revision of its
/// scenario is counted, with a warning.
///
/// For example:
/// ```swift
/// let report = try Calibration(directory: "fixtures").run(at: location)
/// print(report.text(style: .plain))
/// ```
package struct Calibration: RunnerOperation, Sendable {
  package var directory: String?
  /// The profile to compare every recording under, instead of the one its iOS version chooses.
  package var profile: EngineProfile?
  package var exact: Bool

  package init(directory: String? = nil, profile: EngineProfile? = nil, exact: Bool = false) {
    self.directory = directory
    self.profile = profile
    self.exact = exact
  }

  /// One recording to compare, with its scenario.
  struct Subject {
    var scenario: Scenario
    var recording: RecordedScenario.Numbered
    /// The scenario file's path or the stored file name, for messages.
    var scenarioPath: String
    var provenance: RecordingProvenance
  }

  /// Compares every recording and counts the agreement.
  ///
  /// - Throws: `RunnerError.noCatalog` without `directory` and a catalog; `.invalidInput` when a
  ///   scenario or recording does not read (every problem listed). `CalibrationPage` (in
  ///   CatalogReports) also writes the report as an HTML page.
  package func run(at location: CatalogLocation) throws(RunnerError) -> CalibrationReport {
    let subjects: [Subject]
    if let directory {
      subjects = try Self.subjects(inFolder: directory)
    } else {
      subjects = try subjectsInCatalog(at: location)
    }
    var report = CalibrationReport(source: directory ?? location.path, exact: exact)
    // The same events on the same iOS version, SDK and device are one recording, counted once.
    var seen: [String: Int] = [:]
    for subject in subjects {
      let header = subject.recording.recording.header
      let key = [
        subject.scenario.name, header.ios.text, header.sdk?.text ?? "", header.device ?? "",
        subject.recording.recording.timeline.jsonLines(),
      ].joined(separator: "\n")
      if let first = seen[key] {
        let remedy =
          directory == nil
          ? "'catalog record rm \(subject.scenario.name) recording:\(subject.recording.number)' removes it"
          : "delete one of the files"
        report.skip(
          subject,
          reason: "the same events, iOS version, SDK and device as recording:\(first), which is counted: \(remedy)")
        continue
      }
      seen[key] = subject.recording.number
      report.add(subject, comparedUnder: profile)
    }
    report.finish()
    return report
  }

  // MARK: - What to compare

  private func subjectsInCatalog(at location: CatalogLocation) throws(RunnerError) -> [Subject] {
    try SubjectsInCatalog().run(at: location)
  }

  /// The catalog's recordings with the scenarios they were made of.
  private struct SubjectsInCatalog: CatalogOperation {
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> [Subject] {
      let stored = try catalog.recordings()
      let names = Array(Set(stored.map(\.scenario))).sorted()
      var scenarios: [String: (scenario: Scenario, replayable: ReplayableScenario, sha: String?)] = [:]
      for replayable in try ScenarioSelection(names: names).resolve(in: catalog) {
        do {
          scenarios[replayable.name] = (
            try replayable.load(from: catalog), replayable,
            try RecordedScenario.sourceSHA256(of: replayable, in: catalog)
          )
        } catch let error as ScenarioFileError {
          throw RunnerError.invalidScenarios([error])
        } catch {
          throw error as? RunnerError ?? RunnerError.invalidInput(String(describing: error))
        }
      }
      var subjects: [Subject] = []
      for recording in stored {
        guard let found = scenarios[recording.scenario] else { continue }
        let numbered = try RecordedScenario.parse(recording)
        let provenance = RecordingProvenance(
          of: numbered, scenario: found.scenario, revision: found.replayable.revision, sourceSHA256: found.sha,
          scenarioPath: found.replayable.fileName)
        subjects.append(
          Subject(
            scenario: found.scenario, recording: numbered, scenarioPath: found.replayable.fileName,
            provenance: provenance))
      }
      return subjects
    }
  }

  /// The recording files of `folder` with their scenario files, every problem reported at once.
  static func subjects(inFolder folder: String) throws(RunnerError) -> [Subject] {
    guard FileKind.of(folder) == .directory else {
      throw .invalidInput("'\(folder)' is not a folder: 'catalog calibrate DIR' reads a fixture folder")
    }
    let snapshot = try FolderSnapshot.read(folder)
    let scenarios = Dictionary(
      snapshot.scenarios.map { ($0.scenario.name, $0) }, uniquingKeysWith: { first, _ in first })
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var subjects: [Subject] = []
    var problems: [String] = []
    for entry in entries where entry.hasSuffix("." + RecordingFile.fileExtension) && !entry.hasPrefix(".") {
      let path = ExportCatalog.join(folder, entry)
      guard let name = RecordingFile.parseFileName(entry) else {
        problems.append(
          "\(path):1:1: error: a recording file is named '<scenario>.<n>.recording', n from 1, such as "
            + "'dimming-presentation.1.recording'")
        continue
      }
      guard let loaded = scenarios[name.scenario] else {
        problems.append("\(path):1:1: error: no scenario file in '\(folder)' declares '\(name.scenario)'")
        continue
      }
      do {
        let recording = try RecordedScenario.readFile(path, scenario: loaded.scenario)
        let numbered = RecordedScenario.Numbered(number: name.number, recording: recording, origin: path)
        let provenance = RecordingProvenance(
          of: numbered, scenario: loaded.scenario, revision: nil, sourceSHA256: ContentHash.sha256(loaded.source),
          scenarioPath: loaded.path)
        subjects.append(
          Subject(scenario: loaded.scenario, recording: numbered, scenarioPath: loaded.path, provenance: provenance))
      } catch {
        problems.append(error.description)
      }
    }
    for invalid in snapshot.invalidScenarios where subjects.isEmpty || !problems.isEmpty {
      problems.append(invalid.description)
    }
    guard problems.isEmpty else {
      throw .invalidInput(problems.joined(separator: "\n") + "\nnothing was compared")
    }
    return subjects.sorted { ($0.scenario.name, $0.recording.number) < ($1.scenario.name, $1.recording.number) }
  }
}
