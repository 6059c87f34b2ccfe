/// The fuzz targets: the three readers of outside input, each a function of bytes that must never
/// crash or hang, and that reports any other promise it finds broken.
///
/// - `scenario`: scenario file bytes through the scenario reader (YAML, and JSON for a document
///   that starts with `{` or `[`), then every profile's engine on what it accepts.
/// - `timeline`: timeline file bytes through the canonical text, baseline file and JSON Lines
///   readers; what a reader accepts must survive a round trip through its writer.
/// - `engine`: bytes as the choices of `GeneratedScenario`, so that every input is a valid
///   scenario; every profile that can replay it must replay it the same way twice and keep every
///   invariant of the rule book's section 16.
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
public enum FuzzTarget: String, CaseIterable, Sendable {
  case scenario
  case timeline
  case engine

  /// What the target reads, for help and messages.
  public var summary: String {
    switch self {
    case .scenario: "scenario files through the reader, then every profile's engine"
    case .timeline: "timeline files through the canonical text, baseline and JSON Lines readers"
    case .engine: "generated valid scenarios through every profile's engine (determinism, invariants)"
    }
  }

  /// Runs the target on one input; a broken promise other than a crash is returned.
  public func run(_ bytes: [UInt8]) -> FuzzFinding? {
    switch self {
    case .scenario: ScenarioReaderTarget.run(bytes)
    case .timeline: TimelineReaderTarget.run(bytes)
    case .engine: EngineTarget.run(bytes)
    }
  }

  /// The target a regression file belongs to, by its name: `engine-…`, `timeline-…` or a
  /// `.timeline` or `.jsonl` file, else `scenario`.
  public static func owning(fileName: String) -> FuzzTarget {
    for target in allCases where fileName.hasPrefix(target.rawValue + "-") { return target }
    if fileName.hasSuffix(".timeline") || fileName.hasSuffix(".jsonl") { return .timeline }
    return .scenario
  }
}
