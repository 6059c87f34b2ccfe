/// The fuzz targets: the readers of outside input and the engine, each a function of bytes that
/// must never crash or hang, and that reports any other promise it finds broken.
///
/// - `scenario`: scenario file bytes through the scenario reader (YAML, and JSON for a document
///   that starts with `{` or `[`), then every profile's engine on what it accepts.
/// - `timeline`: timeline file bytes through the canonical text, baseline file and JSON Lines
///   readers; what a reader accepts must survive a round trip through its writer.
/// - `engine`: bytes as the choices of `GeneratedScenario`, so that every input is a valid
///   scenario; every profile that can replay it must replay it the same way twice and keep every
///   invariant of the rule book's section 16.
/// - `console`: a scenario and a console log of it (`consoleLogSeparator` between them) through
///   the console-log importer; a recording it makes must survive the recording file's round trip.
/// - `recording`: recording file bytes through the recording reader, and its round trip.
/// - `baseline`: baseline file bytes through the baseline reader: the header the catalog writes
///   holds no control character and reads back, and times never go back.
/// - `configuration`: `catalog.yaml` bytes through the folder configuration's reader.
///
/// `catalog-fuzz` runs them under libFuzzer (`Scripts/fuzz.sh`) or over files (regressions);
/// the test command replays the seed corpus and every kept regression through them.
///
/// For example:
/// ```swift
/// if let finding = FuzzTarget.timeline.run(Array("   0.000  A.viewDidLoad()\n".utf8)) {
///   print(finding)
/// }
/// ```
package enum FuzzTarget: String, CaseIterable, Sendable {
  case scenario
  case timeline
  case engine
  case console
  case recording
  case baseline
  case configuration

  /// The line between the scenario and the console log in an input of the `console` target.
  package static let consoleLogSeparator = "#---- console log ----"

  /// What the target reads, for help and messages.
  package var summary: String {
    switch self {
    case .scenario: "scenario files through the reader, then every profile's engine"
    case .timeline: "timeline files through the canonical text, baseline and JSON Lines readers"
    case .engine: "generated valid scenarios through every profile's engine (determinism, invariants)"
    case .console: "a scenario and a console log of it through the console-log importer"
    case .recording: "recording files through the recording reader"
    case .baseline: "baseline files through the baseline reader (headers, escapes, time order)"
    case .configuration: "catalog.yaml files through the folder configuration's reader"
    }
  }

  /// Runs the target on one input; a broken promise other than a crash is returned.
  package func run(_ bytes: [UInt8]) -> FuzzFinding? {
    switch self {
    case .scenario: ScenarioReaderTarget.run(bytes)
    case .timeline: TimelineReaderTarget.run(bytes)
    case .engine: EngineTarget.run(bytes)
    case .console: ConsoleLogTarget.run(bytes)
    case .recording: RecordingReaderTarget.run(bytes)
    case .baseline: BaselineReaderTarget.run(bytes)
    case .configuration: ConfigurationTarget.run(bytes)
    }
  }

  /// The target a regression file belongs to, by its name: `engine-…`, `timeline-…` (any
  /// target's name and a dash) or a `.timeline` or `.jsonl` file, else `scenario`.
  package static func owning(fileName: String) -> FuzzTarget {
    for target in allCases where fileName.hasPrefix(target.rawValue + "-") { return target }
    if fileName.hasSuffix(".timeline") || fileName.hasSuffix(".jsonl") { return .timeline }
    return .scenario
  }
}
