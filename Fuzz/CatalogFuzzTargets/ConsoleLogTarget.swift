import CatalogModel
import RecordingFile
import ScenarioFile

/// The console-log importer's fuzz target: bytes as a scenario and a console log of one of its
/// runs, separated by a line `#---- console log ----` (the seeds join each fixture scenario with
/// its log from `fixtures/console-logs/`); without that line, the whole input is a log of a small
/// scenario of its own. What the importer makes a recording of must come back unchanged through
/// the recording file's writer and reader, checked against the scenario.
enum ConsoleLogTarget {
  /// The line between the scenario and the log.
  static let separator = FuzzTarget.consoleLogSeparator

  /// The scenario of a log given alone: a presentation with a presentation controller and an
  /// animator, so that most receivers a log names can be mapped.
  static let defaultScenario = """
    name: console-log
    window: yellow
    controllers: {yellow: {}, red: {modalPresentationStyle: custom, transitioningDelegate: dimmer}}
    transitioningDelegates:
      dimmer: {presentationController: {class: DimmingPresentationController}, presentAnimator: {class: ZoomAnimator}}
    steps: [{present: red, from: yellow}, {dismiss: red}]
    """

  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    let text = String(decoding: bytes, as: UTF8.self)
    let scenarioText: String
    let log: String
    if let range = text.range(of: "\n" + separator + "\n") {
      scenarioText = String(text[..<range.lowerBound])
      log = String(text[range.upperBound...])
    } else {
      scenarioText = defaultScenario
      log = text
    }
    guard let scenario = try? ScenarioFile.parse(scenarioText, path: "input.yaml").scenario else { return nil }
    var options = ConsoleLog.Options(scenario: scenario)
    options.source = "input.log"
    let imported = ConsoleLog.read(log, options: options)
    guard let recording = imported.recording, imported.problems.isEmpty else { return nil }
    let written = RecordingFile.render(recording)
    guard let again = try? RecordingFile.parse(written, path: "input.recording", scenario: scenario) else {
      return FuzzFinding(
        target: .console, message: "a recording the importer made does not read back:\n\(written.prefix(500))")
    }
    guard again.header == recording.header, again.timeline.canonicalText() == recording.timeline.canonicalText(),
      RecordingFile.render(again) == written
    else {
      return FuzzFinding(
        target: .console,
        message: "a recording the importer made changes through writing and reading:\n\(written.prefix(500))")
    }
    return nil
  }
}
