import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

/// `catalog import DIR`: adds a folder's scenario files and accepts its baseline files, in one
/// transaction.
///
/// The folder is read as `export` writes it (see `ExportCatalog`), not recursively: every
/// scenario file (`.yaml`, `.yml`, `.json`) is validated as `catalog add` validates it, and
/// every `<scenario>.<profile>.timeline` file is read as a baseline. A baseline file is a
/// problem when its name does not follow that pattern, its profile is not an engine profile,
/// its scenario is neither in the folder nor in the catalog, its header does not match its
/// name, or a line does not parse; each problem is reported with `file:line:column`. With any
/// problem, nothing is imported and no catalog file is created. Other files are ignored.
///
/// An imported baseline keeps what its header says: who accepted it and when, the catalog
/// version, and the profile's rules version. A file without a header is accepted as by
/// `acceptedBy`, at `now`, with this catalog's version and the profile's current rules version.
///
/// Importing the same folder again changes nothing; importing an export into a fresh catalog
/// and exporting again gives the same bytes.
///
/// For example:
/// ```swift
/// let report = try ImportCatalog(directory: "fixtures").run(at: location)
/// print(report.scenarios.count, report.baselines.count)
/// ```
package struct ImportCatalog: CatalogOperation, Sendable {
  /// The folder to read.
  package var directory: String
  /// Who accepted the baselines whose files have no header.
  package var acceptedBy: String
  /// When the baselines whose files have no header were accepted.
  package var now: Date
  /// The folder read and checked, when `run(at:)` did that before opening the catalog to write.
  private var contents: Contents?

  package init(directory: String, acceptedBy: String = "import", now: Date = Date()) {
    self.directory = directory
    self.acceptedBy = acceptedBy
    self.now = now
  }

  /// What `run` did.
  package struct Report: Sendable {
    /// One baseline file and what accepting it did.
    package struct Baseline: Sendable {
      package var path: String
      package var outcome: AcceptOutcome
    }

    /// The scenario files, in name order.
    package var scenarios: [AddScenarios.Report.Item]
    /// The baseline files, in name order.
    package var baselines: [Baseline]
    /// The recording files, in name order.
    package var recordings: [Recorded] = []

    /// One recording file and what keeping it did.
    package struct Recorded: Sendable {
      package var path: String
      package var outcome: RecordingOutcome
    }
    /// The folder imported.
    package var directory: String = ""
    /// The catalog written.
    package var catalogPath: String = ""
  }

  /// What the folder holds, read and checked, before the catalog is written.
  struct Contents: Sendable {
    var scenarios: [LoadedScenario] = []
    var baselines: [(path: String, input: BaselineInput)] = []
    var recordings: [(path: String, input: RecordingInput)] = []
    var problems: [ScenarioFileError] = []
  }

  /// The scenario names a catalog has, to check baseline files against.
  struct KnownNames {
    var current: Set<String> = []
    var removed: Set<String> = []
    /// A stored scenario by name, read when a recording file needs it.
    var scenario: (String) -> Scenario? = { _ in nil }
  }

  // MARK: - Running

  /// Imports into the catalog at `location`, which is created only when the folder is valid.
  ///
  /// - Throws: `RunnerError.invalidInput` listing every problem (nothing is imported), or when
  ///   the folder is missing or holds no scenario or baseline file; `.storage` when the store
  ///   fails.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    var importing = self
    if location.exists {
      do {
        // The names the catalog knows, and its scenarios for the recordings that need them, are
        // read on a catalog opened to read, open while the folder is read.
        importing.contents = try Reading(importing: self).run(at: location)
      } catch .noCatalog {
        // A catalog whose creation was killed: rolled back, it is an empty file, no catalog yet.
      }
    }
    if importing.contents == nil { importing.contents = try read(known: KnownNames()) }
    return try importing.performing(at: location)
  }

  /// Writes to the catalog, created when missing.
  package var access: CatalogAccess { .create }

  /// Imports into `catalog` (the folder read first, unless `run(at:)` did).
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let contents = try self.contents ?? read(known: try Self.names(in: catalog))
    return try store(contents, in: catalog)
  }

  /// Reading the folder beside a catalog opened to read.
  private struct Reading: CatalogOperation {
    var importing: ImportCatalog
    var access: CatalogAccess { .read }
    func perform(in catalog: CatalogDatabase) throws -> Contents {
      try importing.read(known: try ImportCatalog.names(in: catalog))
    }
  }

  private static func names(in catalog: CatalogDatabase) throws -> KnownNames {
    let current = Set(try catalog.scenarioNames())
    let all = Set(try catalog.scenarioNames(includeRemoved: true))
    return KnownNames(current: current, removed: all.subtracting(current)) { name in
      guard let stored = try? ScenarioSelection(names: [name]).resolve(in: catalog).first else { return nil }
      return try? stored.load(from: catalog)
    }
  }

  private func store(_ contents: Contents, in catalog: CatalogDatabase) throws -> Report {
    let inputs = contents.scenarios.map(ScenarioInput.init)
    let outcome = try catalog.importScenarios(
      inputs, baselines: contents.baselines.map(\.input), recordings: contents.recordings.map(\.input))
    return Report(
      scenarios: zip(contents.scenarios, outcome.added).map {
        AddScenarios.Report.Item(path: $0.path, outcome: $1)
      },
      baselines: zip(contents.baselines, outcome.accepted).map {
        Report.Baseline(path: $0.path, outcome: $1)
      },
      recordings: zip(contents.recordings, outcome.recorded).map { Report.Recorded(path: $0.path, outcome: $1) },
      directory: directory, catalogPath: catalog.path)
  }

  // MARK: - Reading the folder

  /// Reads and checks every scenario and baseline file of the folder.
  ///
  /// - Throws: `RunnerError.invalidInput` with every problem found.
  func read(known: KnownNames) throws(RunnerError) -> Contents {
    guard FolderEntry.kind(at: directory) != .missing else {
      throw .invalidInput("no folder at '\(directory)' to import")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .invalidInput(
        "'\(directory)' is a file: 'catalog import' reads a folder ('catalog add FILE' adds one scenario file)"
      )
    }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw .fileSystem(
        operation: "read the folder", path: directory, cause: ExportCatalog.cause(error))
    }
    // Only the folder's own regular files are read: a symbolic link could make an import read
    // (and quote in its messages) any file of the machine, and a FIFO would block the import.
    var refused: [ScenarioFileError] = []
    var readable: [String] = []
    for entry in entries
    where ScenarioFile.isScenarioFileName(entry)
      || (entry.hasSuffix("." + BaselineFile.fileExtension) && !entry.hasPrefix("."))
      || (entry.hasSuffix("." + RecordingFile.fileExtension) && !entry.hasPrefix("."))
    {
      let path = ExportCatalog.join(directory, entry)
      switch FolderEntry.kind(at: path) {
      case .file: readable.append(entry)
      case .symbolicLink:
        refused.append(
          ScenarioFileError(
            path: path,
            fileProblem: "is a symbolic link; 'catalog import' reads only the folder's own files (copy the file in)"))
      case .directory:
        refused.append(
          ScenarioFileError(path: path, fileProblem: "is a folder; 'catalog import' does not read subfolders"))
      case .missing: continue
      case .other:
        refused.append(
          ScenarioFileError(
            path: path,
            fileProblem: "is \(FileKind.of(path).phrase), not a regular file; 'catalog import' reads regular files"
          ))
      }
    }
    let scenarioFiles = readable.filter(ScenarioFile.isScenarioFileName).map { ExportCatalog.join(directory, $0) }
    let timelineFiles = readable.filter { $0.hasSuffix("." + BaselineFile.fileExtension) }
    let recordingFiles = readable.filter { $0.hasSuffix("." + RecordingFile.fileExtension) }
    guard !scenarioFiles.isEmpty || !timelineFiles.isEmpty || !recordingFiles.isEmpty || !refused.isEmpty else {
      throw .invalidInput(
        "'\(directory)' has no scenario files (.yaml, .yml, .json) and no baseline files (.timeline) to import"
      )
    }

    let validation = AddScenarios(paths: scenarioFiles).validate()
    var contents = Contents(scenarios: validation.valid, problems: refused + validation.problems)
    let inFolder = Set(validation.valid.map(\.scenario.name))
    // Scenario files that failed: their own errors are reported; their baselines need no more.
    let failedStems = Set(
      (refused + validation.problems).map { problem in
        let name = problem.path.split(separator: "/").last.map(String.init) ?? problem.path
        return name.split(separator: ".").dropLast().joined(separator: ".")
      })

    contents.baselines = readEach(timelineFiles, problems: &contents.problems) { entry, path in
      readBaseline(entry, path: path, inFolder: inFolder, failed: failedStems, known: known)
    }
    let folderScenarios = Dictionary(
      validation.valid.map { ($0.scenario.name, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    contents.recordings = readEach(recordingFiles, problems: &contents.problems) { entry, path in
      readRecording(entry, path: path, inFolder: folderScenarios, failed: failedStems, known: known)
    }

    guard contents.problems.isEmpty else {
      let count = contents.problems.reduce(0) { $0 + $1.diagnostics.count }
      let files = contents.problems.count
      throw .invalidInput(
        contents.problems.map(\.description).joined(separator: "\n")
          + "\n\(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") of '\(directory)'; nothing was imported"
      )
    }
    return contents
  }

  /// One baseline file as a `BaselineInput`; nil when its scenario's file failed (already
  /// reported).
  /// Reads each of `entries` (files of the folder) with `read(entry, path)`: the inputs it gave,
  /// with their paths, in order; a file it leaves out (nil) is skipped and a problem is appended
  /// to `problems`.
  private func readEach<Input>(
    _ entries: [String], problems: inout [ScenarioFileError],
    _ read: (String, String) -> Result<Input?, ScenarioFileError>
  ) -> [(path: String, input: Input)] {
    var inputs: [(path: String, input: Input)] = []
    for entry in entries {
      let path = ExportCatalog.join(directory, entry)
      switch read(entry, path) {
      case .success(let input?): inputs.append((path, input))
      case .success(nil): continue
      case .failure(let problem): problems.append(problem)
      }
    }
    return inputs
  }

  private func readBaseline(
    _ entry: String, path: String, inFolder: Set<String>, failed: Set<String>, known: KnownNames
  ) -> Result<BaselineInput?, ScenarioFileError> {
    func problem(_ location: SourceLocation, _ message: String) -> Result<
      BaselineInput?, ScenarioFileError
    > {
      .failure(ScenarioFileError(path: path, diagnostics: [ScenarioDiagnostic(location, message)]))
    }
    guard let names = BaselineFile.parseFileName(entry) else {
      return problem(
        .start,
        "a baseline file is named '<scenario>.<profile>.timeline', such as 'dimming-presentation.uikit-17.timeline'"
      )
    }
    if let problem = Self.unknownScenario(
      names.scenario, inFolder: inFolder, known: known, directory: directory, for: "baseline")
    {
      return failed.contains(names.scenario)
        ? .success(nil) : .failure(ScenarioFileError(path: path, fileProblem: problem))
    }
    guard let profile = EngineProfile.named(names.profile) else {
      // By era, never by spelling: `uikit-12` is iOS 12, uikit-8's era.
      let suggestion = ProfileChoice.suggestion(for: names.profile)?.name
      return problem(
        .start,
        "unknown engine profile '\(names.profile)' in the file name; expected one of \(EngineProfile.all.map(\.name).joined(separator: ", "))"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }

    let text: String
    switch TimelineFileReader.text(atPath: path, followingSymbolicLinks: false) {
    case .success(let read): text = read
    case .failure(let failure): return problem(failure.location, failure.message)
    }
    let header: BaselineFile?
    let timeline: Timeline
    do {
      (header, timeline) = try BaselineFile.parse(text)
    } catch let error as TimelineFormatError {
      return problem(error.location, error.message)
    } catch {
      return problem(.start, String(describing: error))
    }

    switch BaselineHeaderCheck.check(header, text: text, scenario: names.scenario, profile: profile) {
    case .failure(let error):
      return problem(error.location, error.message)
    case .success(nil):
      return .success(
        BaselineInput(
          scenario: names.scenario, profile: profile.name,
          profileRulesVersion: profile.rulesVersion, timeline: .timeline(HashedTimeline(timeline)),
          acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current))
    case .success(let valid?):
      return .success(
        BaselineInput(
          scenario: names.scenario, profile: profile.name, profileRulesVersion: valid.header.rulesVersion,
          timeline: .timeline(HashedTimeline(timeline)), acceptedBy: valid.header.acceptedBy,
          acceptedAt: valid.acceptedAt, catalogVersion: valid.header.catalogVersion))
    }
  }

  /// Why `scenario` is neither in the folder nor a current scenario of the catalog, if it is not.
  static func unknownScenario(
    _ scenario: String, inFolder: Set<String>, known: KnownNames, directory: String, for what: String
  ) -> String? {
    guard !inFolder.contains(scenario) else { return nil }
    if known.removed.contains(scenario) {
      return
        "scenario '\(scenario)' was removed from the catalog: add it again, or put its scenario file in '\(directory)'"
    }
    guard !known.current.contains(scenario) else { return nil }
    let suggestion = Suggestion.nearest(
      to: scenario, among: (inFolder.union(known.current)).sorted(), allowingPrefix: true)
    return "no scenario '\(scenario)' in '\(directory)' or in the catalog for this \(what)"
      + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// One recording file as a `RecordingInput`, numbered as its name says; nil when its scenario's
  /// file failed (already reported).
  private func readRecording(
    _ entry: String, path: String, inFolder: [String: Scenario], failed: Set<String>, known: KnownNames
  ) -> Result<RecordingInput?, ScenarioFileError> {
    func problem(_ location: SourceLocation, _ message: String) -> Result<RecordingInput?, ScenarioFileError> {
      .failure(ScenarioFileError(path: path, diagnostics: [ScenarioDiagnostic(location, message)]))
    }
    guard let name = RecordingFile.parseFileName(entry) else {
      return problem(
        .start,
        "a recording file is named '<scenario>.<n>.recording', n from 1, such as 'dimming-presentation.1.recording'")
    }
    if let message = Self.unknownScenario(
      name.scenario, inFolder: Set(inFolder.keys), known: known, directory: directory, for: "recording")
    {
      return failed.contains(name.scenario) ? .success(nil) : problem(.start, message)
    }
    let text: String
    switch TimelineFileReader.text(atPath: path, followingSymbolicLinks: false) {
    case .success(let read): text = read
    case .failure(let failure): return problem(failure.location, failure.message)
    }
    let recording: Recording
    do {
      // One check for every path that reads a recording file (import, calibrate DIR, diff FILE):
      // format, the scenario its name says, receivers the scenario can have; every problem at once.
      recording = try RecordingFile.parse(
        text, path: path, scenario: inFolder[name.scenario] ?? known.scenario(name.scenario), fileName: entry)
    } catch {
      return .failure(ScenarioFileError(path: path, diagnostics: error.diagnostics))
    }
    let header = recording.header
    return .success(
      RecordingInput(
        scenario: name.scenario, number: name.number, content: text, iosVersion: header.ios.text,
        device: header.device, sdkVersion: header.sdk?.text, recordedAt: header.recordedAt,
        recordedBy: header.recordedBy, eventCount: recording.timeline.count, importedAt: now,
        scenarioSHA256: header.scenarioSHA256))
  }
}
