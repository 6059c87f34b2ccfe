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
/// log's own `# map:` lines), and anything ambiguous is an error at its line, with nothing
/// recorded. Importing a log whose recording the scenario already has changes nothing.
///
/// For example:
/// ```swift
/// var request = ImportRecording(path: "present.log", scenario: "dimming-presentation")
/// request.map = ["RedViewController=red"]
/// request.ios = "17.2"
/// let report = try request.run(at: location)
/// ```
public struct ImportRecording: Sendable {
  public var path: String
  public var scenario: String
  /// `Class=id` entries (`--map`), in order.
  public var map: [String] = []
  public var ios: String?
  public var device: String?
  public var sdk: String?
  public var recordedAt: String?
  public var recordedBy: String?
  public var notes: String?
  /// When the recording is kept.
  public var now = Date()

  /// Console logs are read up to 64 MB.
  static let maximumSize = 64 * 1024 * 1024

  public init(path: String, scenario: String) {
    self.path = path
    self.scenario = scenario
  }

  /// What `run` did.
  public struct Report: Sendable {
    public var scenario: String
    public var number: Int
    public var change: RecordingOutcome.Change
    public var path: String
    public var events: Int
    public var skippedLines: Int
    public var unmodelled: [ConsoleLogImport.Unmodelled]
    public var ios: String
    /// The profile the recording is compared under; nil before iOS 7.
    public var profile: String?
    public var catalogPath: String
  }

  /// Reads the log, checks it against the stored scenario and keeps the recording.
  ///
  /// - Throws: `RunnerError.noCatalog`, `.unknownScenarios`, `.invalidInput` with every problem of
  ///   the log (each at `path:line:column`) or of the options, `.storage`.
  public func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    let text = try readLog()
    let catalog = try location.openForReading()
    guard let stored = try ScenarioSelection(names: [scenario]).resolve(in: catalog).first else {
      throw .unknownScenarios([scenario], among: try StoreCall.run(catalog) { try catalog.scenarioNames() })
    }
    let loaded: Scenario
    do {
      loaded = try stored.load(from: catalog)
    } catch {
      throw .invalidScenarios([error])
    }
    var options = ConsoleLog.Options(scenario: loaded)
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
      throw .invalidInput(lines + "\(Counted.phrase(count, "problem")); nothing was recorded")
    }
    let content = RecordingFile.render(recording)
    let profile = EngineProfile.covering(iOSMajor: recording.header.ios.major)?.name
    var report = Report(
      scenario: scenario, number: 0, change: .unchanged, path: path, events: recording.timeline.count,
      skippedLines: result.skippedLines, unmodelled: result.unmodelled, ios: recording.header.ios.text,
      profile: profile, catalogPath: catalog.path)
    let writer = try location.openForWriting()
    defer { try? writer.close() }
    let input = RecordingInput(
      scenario: scenario, number: nil, content: content, iosVersion: recording.header.ios.text,
      device: recording.header.device, sdkVersion: recording.header.sdk?.text, recordedAt: recording.header.recordedAt,
      recordedBy: recording.header.recordedBy, eventCount: recording.timeline.count, importedAt: now)
    let outcome = try StoreCall.run(writer) { try writer.addRecordings([input]) }
    guard let first = outcome.first else { throw .invalidInput("internal: the recording was not kept") }
    report.number = first.number
    report.change = first.change
    return report
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

extension ImportRecording.Report: Report {
  public func text(style: TextStyle) -> String {
    var out: String
    switch change {
    case .unchanged:
      out = "'\(scenario)' already has this recording, recording:\(number); nothing was added.\n"
    case .created, .superseded:
      out = "Recorded recording:\(number) of '\(scenario)' from '\(path)': \(Counted.phrase(events, "event"))"
      if skippedLines > 0 {
        out += "; \(Counted.phrase(skippedLines, "line")) skipped"
        if !unmodelled.isEmpty {
          out += " (not callbacks the catalog models: "
          out += unmodelled.map {
            "\($0.member) on line \($0.line)" + ($0.count > 1 ? " and \($0.count - 1) more" : "")
          }
          .joined(separator: ", ")
          out += ")"
        }
      }
      out += ".\n"
    }
    out += "iOS \(ios): " + (profile.map { "compared under \($0)" } ?? "older than every profile") + ". "
    out += "Next: catalog diff \(scenario) --against recording:\(number)\n"
    return out
  }

  enum CodingKeys: String, CodingKey {
    case catalog, scenario, recording, change, source, events, skippedLines, unmodelled, ios, profile
  }

  struct UnmodelledDocument: Encodable {
    let line: Int
    let member: String
    let count: Int
  }

  /// `{"catalog", "scenario", "recording", "change", "source", "events", "skippedLines",
  /// "unmodelled": [{"line", "member", "count"}], "ios", "profile"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(catalogPath, forKey: .catalog)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(number, forKey: .recording)
    let changeName =
      switch change {
      case .created: "created"
      case .superseded: "superseded"
      case .unchanged: "unchanged"
      }
    try container.encode(changeName, forKey: .change)
    try container.encode(path, forKey: .source)
    try container.encode(events, forKey: .events)
    try container.encode(skippedLines, forKey: .skippedLines)
    try container.encode(
      unmodelled.map { UnmodelledDocument(line: $0.line, member: $0.member, count: $0.count) }, forKey: .unmodelled)
    try container.encode(ios, forKey: .ios)
    try container.encode(profile, forKey: .profile)
  }
}
