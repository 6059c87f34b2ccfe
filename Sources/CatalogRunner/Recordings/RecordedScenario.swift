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
    /// The revision of its scenario it was made against, for a stored recording when known.
    var revision: Int? = nil
  }

  let scenario: Scenario
  /// The scenario file's path, or the stored revision's file name, for messages.
  let scenarioPath: String
  /// The stored revision that is replayed; nil for a scenario file.
  let revision: Int?
  /// The SHA-256 of the scenario's source.
  let sourceSHA256: String?
  /// Sorted by number.
  let recordings: [Numbered]

  /// The scenario, its revision and recordings, as read.
  init(
    scenario: Scenario, scenarioPath: String, revision: Int?, sourceSHA256: String?, recordings: [Numbered]
  ) {
    self.scenario = scenario
    self.scenarioPath = scenarioPath
    self.revision = revision
    self.sourceSHA256 = sourceSHA256
    self.recordings = recordings
  }

  /// Reading a stored scenario's latest revision and its recordings.
  private struct Stored: CatalogOperation {
    var name: String
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> RecordedScenario {
      let (first, loaded) = try ReplayableScenario.latest(named: name, in: catalog)
      let sourceSHA256 = try RecordedScenario.sourceSHA256(of: first, in: catalog)
      var parsed: [Numbered] = []
      for stored in try catalog.recordings(scenario: name) {
        parsed.append(try RecordedScenario.parse(stored))
      }
      return RecordedScenario(
        scenario: loaded, scenarioPath: first.fileName, revision: first.revision, sourceSHA256: sourceSHA256,
        recordings: parsed)
    }
  }

  /// Reads the scenario `subject` names, and its recordings.
  ///
  /// - Throws: `RunnerError` for an unknown or invalid scenario, another kind of subject, or a
  ///   recording that does not read (each problem at its line).
  init(_ subject: Subject, location: CatalogLocation, command: String) throws(RunnerError) {
    switch subject {
    case .scenarioFile(let path):
      let loaded = try LoadedScenario.read(path)
      scenario = loaded.scenario
      scenarioPath = path
      revision = nil
      sourceSHA256 = ContentHash.sha256(loaded.source)
      recordings = try Self.besideFile(path, scenario: scenario)
    case .scenario(let name):
      self = try Stored(name: name).run(at: location)
    default:
      throw .invalidInput("'\(command)' compares a scenario file or a stored scenario, not \(subject.kind.rawValue)")
    }
  }

  /// Whether `numbered` was made against the scenario as it is replayed.
  func provenance(of numbered: Numbered) -> RecordingProvenance {
    RecordingProvenance(
      of: numbered, scenario: scenario, revision: revision, sourceSHA256: sourceSHA256, scenarioPath: scenarioPath)
  }

  /// The SHA-256 of a stored revision's source.
  static func sourceSHA256(of scenario: ReplayableScenario, in catalog: CatalogDatabase) throws -> String? {
    if let source = scenario.source { return ContentHash.sha256(source) }
    let source = try catalog.revisionSource(scenario.revisionID)
    return source.map(ContentHash.sha256)
  }

  /// A stored recording, read.
  static func parse(_ stored: StoredRecording) throws(RunnerError) -> Numbered {
    let origin = "recording:\(stored.number) of \(stored.scenario)"
    do {
      return Numbered(
        number: stored.number, recording: try RecordingFile.parse(stored.content, path: origin), origin: origin,
        revision: stored.revision)
    } catch {
      throw .invalidInput(error.description + "\n(the catalog's copy of \(origin) does not read; import it again)")
    }
  }

  /// The recording files beside a scenario file, every problem of every file reported at once.
  static func besideFile(_ path: String, scenario: Scenario) throws(RunnerError) -> [Numbered] {
    let folder = PathText.folder(of: path)
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).sorted()
    var found: [Numbered] = []
    var problems: [String] = []
    for entry in entries {
      guard let name = RecordingFile.parseFileName(entry), name.scenario == scenario.name else { continue }
      let file = folder.isEmpty ? entry : ExportCatalog.join(folder, entry)
      do {
        found.append(Numbered(number: name.number, recording: try readFile(file, scenario: scenario), origin: file))
      } catch {
        problems.append(error.description)
      }
    }
    guard problems.isEmpty else { throw .invalidInput(problems.joined(separator: "\n")) }
    return found.sorted { $0.number < $1.number }
  }

  /// A recording file, read and checked against `scenario` as `catalog import DIR` checks it:
  /// its format, the scenario its name says, and receivers the scenario can have.
  static func readFile(_ path: String, scenario: Scenario) throws(RunnerError) -> Recording {
    let text: String
    switch TimelineFileReader.text(atPath: path, followingSymbolicLinks: false) {
    case .success(let read): text = read
    case .failure(let failure):
      throw .invalidInput(
        "\(path)" + (failure.location == .start ? "" : ":\(failure.location)") + ": \(failure.message)")
    }
    do {
      return try RecordingFile.parse(
        text, path: path, scenario: scenario, fileName: PathText.name(of: path))
    } catch {
      throw .invalidInput(error.description)
    }
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
