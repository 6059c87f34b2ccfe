import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile

/// A scenario with its recordings: a stored scenario with those the catalog keeps, or a scenario
/// file with the recording files beside it (`<name>.<n>.recording`).
struct RecordedScenario {
  /// One recording and where it comes from.
  struct Numbered {
    var number: Int
    var recording: Recording
    /// `recording:2 of NAME` or the file's path, for messages.
    var origin: String
  }

  let scenario: Scenario
  /// Sorted by number.
  let recordings: [Numbered]

  /// Reads the scenario `subject` names, and its recordings.
  ///
  /// - Throws: `RunnerError` for an unknown or invalid scenario, another kind of subject, or a
  ///   recording that does not read (each problem at its line).
  init(_ subject: Subject, location: CatalogLocation, command: String) throws(RunnerError) {
    switch subject {
    case .scenarioFile(let path):
      do {
        scenario = try ScenarioFile.load(contentsOf: path).scenario
      } catch {
        throw .invalidScenarios([error])
      }
      recordings = try Self.besideFile(path, scenario: scenario.name)
    case .scenario(let name):
      let catalog = try location.openForReading()
      let stored = try ScenarioSelection(names: [name]).resolve(in: catalog)
      guard let first = stored.first else {
        throw .unknownScenarios([name], among: try StoreCall.run(catalog) { try catalog.scenarioNames() })
      }
      do {
        scenario = try first.load(from: catalog)
      } catch {
        throw .invalidScenarios([error])
      }
      var parsed: [Numbered] = []
      for stored in try StoreCall.run(catalog, { try catalog.recordings(scenario: name) }) {
        parsed.append(try Self.parse(stored))
      }
      recordings = parsed
    default:
      throw .invalidInput("'\(command)' compares a scenario file or a stored scenario, not \(subject.kind.rawValue)")
    }
  }

  /// A stored recording, read.
  static func parse(_ stored: StoredRecording) throws(RunnerError) -> Numbered {
    let origin = "recording:\(stored.number) of \(stored.scenario)"
    do {
      return Numbered(
        number: stored.number, recording: try RecordingFile.parse(stored.content, path: origin), origin: origin)
    } catch {
      throw .invalidInput(error.description + "\n(the catalog's copy of \(origin) does not read; import it again)")
    }
  }

  /// The recording files beside a scenario file.
  static func besideFile(_ path: String, scenario: String) throws(RunnerError) -> [Numbered] {
    let folder = PathText.folder(of: path)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    var found: [Numbered] = []
    for entry in entries {
      guard let name = RecordingFile.parseFileName(entry), name.scenario == scenario else { continue }
      let file = folder.isEmpty ? entry : ExportCatalog.join(folder, entry)
      found.append(Numbered(number: name.number, recording: try readFile(file, scenario: scenario), origin: file))
    }
    return found.sorted { $0.number < $1.number }
  }

  /// A recording file, read and checked to be of `scenario`.
  static func readFile(_ path: String, scenario: String) throws(RunnerError) -> Recording {
    let text: String
    switch TimelineFileReader.text(atPath: path, followingSymbolicLinks: false) {
    case .success(let read): text = read
    case .failure(let failure): throw .invalidInput("\(path): \(failure.message)")
    }
    let recording: Recording
    do {
      recording = try RecordingFile.parse(text, path: path)
    } catch {
      throw .invalidInput(error.description)
    }
    guard recording.header.scenario == scenario else {
      throw .invalidInput(
        "\(path):1:1: error: the recording is of scenario '\(recording.header.scenario)', but its file name says '\(scenario)'"
      )
    }
    return recording
  }

  /// The recording `reference` names.
  ///
  /// - Throws: `RunnerError.invalidInput` when the scenario has none, or not that number.
  func recording(_ reference: RecordingReference) throws(RunnerError) -> Numbered {
    guard let newest = recordings.last else {
      throw .invalidInput(
        "scenario '\(scenario.name)' has no recording; 'catalog record import LOG --scenario \(scenario.name)' adds one (Docs/recordings.md)"
      )
    }
    switch reference {
    case .newest:
      return newest
    case .number(let number):
      guard let found = recordings.first(where: { $0.number == number }) else {
        let numbers = recordings.map { "recording:\($0.number)" }.joined(separator: ", ")
        throw .invalidInput("scenario '\(scenario.name)' has no recording:\(number); it has \(numbers)")
      }
      return found
    }
  }
}
