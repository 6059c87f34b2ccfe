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
/// needed). A recording whose iOS version no profile covers, or whose scenario its profile cannot
/// replay, is listed as skipped with the reason.
///
/// For example:
/// ```swift
/// let report = try Calibration(directory: "fixtures", location: .default).run()
/// print(report.text(style: .plain))
/// ```
public struct Calibration: Sendable {
  public var directory: String?
  /// The profile to compare every recording under, instead of the one its iOS version chooses.
  public var profile: EngineProfile?
  public var exact: Bool
  /// An HTML page to write as well.
  public var html: String?
  public var location: CatalogLocation

  public init(
    directory: String? = nil, profile: EngineProfile? = nil, exact: Bool = false, html: String? = nil,
    location: CatalogLocation
  ) {
    self.directory = directory
    self.profile = profile
    self.exact = exact
    self.html = html
    self.location = location
  }

  /// One recording to compare, with its scenario.
  struct Subject {
    var scenario: Scenario
    var recording: RecordedScenario.Numbered
  }

  /// Compares every recording and counts the agreement.
  ///
  /// - Throws: `RunnerError.noCatalog` without `directory` and a catalog; `.invalidInput` when a
  ///   scenario or recording does not read (every problem listed), `.fileSystem` when the page
  ///   cannot be written.
  public func run() throws(RunnerError) -> CalibrationReport {
    if let html { try OutputFile.requireWritable(html, protected: [location.path]) }
    let subjects: [Subject]
    if let directory {
      subjects = try Self.subjects(inFolder: directory)
    } else {
      subjects = try subjectsInCatalog()
    }
    var report = CalibrationReport(source: directory ?? location.path, exact: exact)
    for subject in subjects {
      report.add(subject, comparedUnder: profile)
    }
    report.finish()
    if let html { try OutputFile.write(HTMLReport.calibration(report), to: html, protected: [location.path]) }
    return report
  }

  // MARK: - What to compare

  private func subjectsInCatalog() throws(RunnerError) -> [Subject] {
    let catalog = try location.openForReading()
    let stored = try StoreCall.run(catalog) { try catalog.recordings() }
    let names = Array(Set(stored.map(\.scenario))).sorted()
    var scenarios: [String: Scenario] = [:]
    for replayable in try ScenarioSelection(names: names).resolve(in: catalog) {
      do {
        scenarios[replayable.name] = try replayable.load(from: catalog)
      } catch {
        throw .invalidScenarios([error])
      }
    }
    var subjects: [Subject] = []
    for recording in stored {
      guard let scenario = scenarios[recording.scenario] else { continue }
      subjects.append(Subject(scenario: scenario, recording: try RecordedScenario.parse(recording)))
    }
    return subjects
  }

  /// The recording files of `folder` with their scenario files, every problem reported at once.
  static func subjects(inFolder folder: String) throws(RunnerError) -> [Subject] {
    guard FileKind.of(folder) == .directory else {
      throw .invalidInput("'\(folder)' is not a folder: 'catalog calibrate DIR' reads a fixture folder")
    }
    let snapshot = try FolderSnapshot.read(folder)
    let scenarios = Dictionary(
      snapshot.scenarios.map { ($0.scenario.name, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var subjects: [Subject] = []
    var problems: [String] = []
    for entry in entries {
      guard let name = RecordingFile.parseFileName(entry) else { continue }
      let path = ExportCatalog.join(folder, entry)
      guard let scenario = scenarios[name.scenario] else {
        problems.append("\(path):1:1: error: no scenario file in '\(folder)' declares '\(name.scenario)'")
        continue
      }
      do {
        let recording = try RecordedScenario.readFile(path, scenario: name.scenario)
        subjects.append(
          Subject(
            scenario: scenario,
            recording: RecordedScenario.Numbered(number: name.number, recording: recording, origin: path)))
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
