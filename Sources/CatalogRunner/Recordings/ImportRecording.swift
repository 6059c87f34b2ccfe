import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

/// `catalog record import FILE --scenario NAME`: a console log imported into a recording of a
/// stored scenario, kept in the catalog under the scenario's next number (Docs/recordings.md).
///
/// The log is read by `ConsoleLog`: its classes become the scenario's ids through `map` (and the
/// log's own `# map:` lines; an id must be one the scenario's replays name), and anything
/// ambiguous is an error at its line, with nothing recorded. The recording names the SHA-256 of
/// the scenario's source and is tied to its latest revision. Importing a log whose events the
/// scenario already has (on the same iOS version, SDK and device) adds nothing, whatever the
/// log's name; against a newer revision, it ties that recording to it.
///
/// For example:
/// ```swift
/// var request = ImportRecording(path: "present.log", scenario: "dimming-presentation")
/// request.map = ["RedViewController=red"]
/// request.ios = "17.2"
/// let report = try request.run(at: location)
/// ```
package struct ImportRecording: CatalogOperation, Sendable {
  package var path: String
  package var scenario: String
  /// `Class=id` entries (`--map`), in order.
  package var map: [String] = []
  package var ios: String?
  package var device: String?
  package var sdk: String?
  package var recordedAt: String?
  package var recordedBy: String?
  package var notes: String?
  /// When the recording is kept; the catalog's clock (`CatalogDatabase.now()`) unless given.
  package var now: Date?
  /// The log read and checked on a catalog opened to read, when `run(at:)` did that first.
  private var prepared: Prepared?

  /// Console logs are read up to 64 MB.
  static let maximumSize = 64 * 1024 * 1024

  package init(path: String, scenario: String) {
    self.path = path
    self.scenario = scenario
  }

  /// What `run` did.
  package struct Report: Sendable {
    package var scenario: String
    package var number: Int
    package var change: RecordingOutcome.Change
    package var path: String
    package var events: Int
    package var skipped: RecordingHeader.Skipped
    package var skippedLines: Int { skipped.total }
    package var unmodelled: [ConsoleLogImport.Unmodelled]
    package var ios: String
    /// The profile the recording is compared under; nil before iOS 7.
    package var profile: String?
    package var catalogPath: String
    /// The scenario revision the recording is tied to.
    package var revision: Int?
    /// What will make the recording hard to compare: no profile covers its iOS version, or that
    /// profile cannot replay the scenario.
    package var warnings: [String] = []
  }

  /// Reads the log, checks it against the stored scenario and keeps the recording.
  ///
  /// - Throws: `RunnerError.noCatalog`, `.unknownScenarios`, `.invalidInput` with every problem of
  ///   the log (each at `path:line:column`) or of the options, `.storage`.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    // The log is checked on a catalog opened to read: a log that does not fit leaves the file as
    // it was (opening SQLite to write changes it, even when nothing is written).
    var importing = self
    importing.prepared = try Preparation(importing: self, text: try readLog()).run(at: location)
    return try importing.performing(at: location)
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// Reads the log (unless `run(at:)` did), checks it against the stored scenario and keeps the
  /// recording in `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let prepared = try self.prepared ?? prepare(try readLog(), in: catalog)
    var input = prepared.input
    input.importedAt = now ?? catalog.now()
    let outcome = try catalog.addRecordings([input])
    guard let first = outcome.first else { throw RunnerError.invalidInput("internal: the recording was not kept") }
    var report = prepared.report
    report.number = first.number
    report.change = first.change
    report.revision = first.revision
    return report
  }

  /// The report so far and the recording to keep, from a log checked against the stored scenario.
  struct Prepared: Sendable {
    var report: Report
    var input: RecordingInput
  }

  /// Reading the log and checking it, on a catalog opened to read.
  struct Preparation: CatalogOperation {
    var importing: ImportRecording
    var text: String
    var access: CatalogAccess { .read }
    func perform(in catalog: CatalogDatabase) throws -> Prepared { try importing.prepare(text, in: catalog) }
  }

  /// Reads `text`, checks it against the stored scenario of `catalog` and phrases the warnings.
  private func prepare(_ text: String, in catalog: CatalogDatabase) throws -> Prepared {
    let (stored, loaded) = try ReplayableScenario.latest(named: scenario, in: catalog)
    var options = ConsoleLog.Options(scenario: loaded)
    options.scenarioSHA256 = try RecordedScenario.sourceSHA256(of: stored, in: catalog)
    options.produced = Self.receiversOfReplays(loaded)
    options.map = map
    options.ios = try version(ios, option: "--ios")
    options.sdk = try version(sdk, option: "--sdk")
    options.device = device
    options.recordedAt = recordedAt
    options.recordedBy = recordedBy
    options.notes = notes
    options.source = PathText.name(of: path)
    let result = ConsoleLog.read(text, options: options)
    guard let recording = result.recording else {
      // The command line prefixes the option problems with 'error: ', as every message line
      // that is not already a file:line:column diagnostic.
      var lines = RecordingFileError(path: path, diagnostics: result.problems).description
      if !result.problems.isEmpty { lines += "\n" }
      lines += result.optionProblems.map { "\($0)\n" }.joined()
      let count = result.problems.count + result.optionProblems.count
      throw RunnerError.invalidInput(lines + "\(Counted.phrase(count, "problem")); nothing was recorded")
    }
    let content = RecordingFile.render(recording)
    let covering = EngineProfile.covering(iOSMajor: recording.header.ios.major)
    var report = Report(
      scenario: scenario, number: 0, change: .unchanged, path: path, events: recording.timeline.count,
      skipped: result.skipped, unmodelled: result.unmodelled, ios: recording.header.ios.text,
      profile: covering?.name, catalogPath: catalog.path)
    if let covering {
      let problems = TransitionEngine(profile: covering).diagnostics(for: loaded)
      if let first = problems.first {
        report.warnings.append(
          "\(covering.name), the profile of iOS \(recording.header.ios), cannot replay '\(scenario)' (\(stored.fileName):"
            + "\(first)): 'catalog diff \(scenario) --against recording' will need '--profile', and 'catalog calibrate' "
            + "will skip the recording")
      }
    } else {
      report.warnings.append(
        "iOS \(recording.header.ios) is older than every profile (the oldest, \(EngineProfile.all[0].name), is "
          + "\(EngineProfile.all[0].era)): 'catalog diff \(scenario) --against recording' will need '--profile', and "
          + "'catalog calibrate' will skip the recording")
    }
    let input = RecordingInput(
      scenario: scenario, number: nil, content: content, iosVersion: recording.header.ios.text,
      device: recording.header.device, sdkVersion: recording.header.sdk?.text, recordedAt: recording.header.recordedAt,
      recordedBy: recording.header.recordedBy, eventCount: recording.timeline.count, importedAt: now ?? catalog.now(),
      scenarioSHA256: recording.header.scenarioSHA256)
    return Prepared(report: report, input: input)
  }

  /// The receivers the scenario's replays name under every profile that can replay it: the ids
  /// a log's classes may stand for.
  static func receiversOfReplays(_ scenario: Scenario) -> Set<String> {
    var receivers: Set<String> = []
    for profile in EngineProfile.all where TransitionEngine(profile: profile).diagnostics(for: scenario).isEmpty {
      let timeline = TransitionEngine(profile: profile).run(scenario)
      for event in timeline.events { receivers.insert(timeline.string(event.receiver)) }
    }
    return receivers
  }

  private func readLog() throws(RunnerError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: path, limit: Self.maximumSize)
    } catch {
      throw .invalidInput(
        "\(path): "
          + error.message(
            expected: "a console log", limitDescription: "console logs are read up to \(Self.maximumSize) bytes (64 MB)"
          ))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidInput("\(path): the file is not UTF-8 text; save the console log as UTF-8")
    }
    return text
  }

  private func version(_ text: String?, option: String) throws(RunnerError) -> IOSVersion? {
    guard let text else { return nil }
    guard let version = IOSVersion(text) else {
      throw .invalidInput("'\(option) \(text)' is not a version: write it as 17, 17.2 or 17.2.1")
    }
    return version
  }
}
