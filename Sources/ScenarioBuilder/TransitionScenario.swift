import CatalogModel
import ScenarioFile

/// A scenario written in Swift: the same keys, values and checks as a scenario file, for tests
/// that want the scenario beside their expectations.
///
/// Every element stands for one key of a scenario file (Docs/scenario-format.md), named and
/// spelled as there: `Controller("D", modalPresentationStyle: .custom, transitioningDelegate:
/// "fade")` is `D: {modalPresentationStyle: custom, transitioningDelegate: fade}` under
/// `controllers`, `Present("D", from: "A").sameTurn()` is `- {present: D, from: A, at: "+0"}`
/// under `steps`. The value writes that file (`yaml`), and `validated()` reads it with the same
/// reader as any file, so a Swift scenario accepts and refuses exactly what a YAML one does;
/// a problem is reported at the Swift line of the element that caused it.
/// `catalog show NAME --format swift` prints a stored scenario in this form.
///
/// For example, `fixtures/ios13-default-style.yaml` in Swift:
/// ```swift
/// let scenario = TransitionScenario("ios13-default-style", window: "nav") {
///   Controller("nav", type: .navigation, children: ["list"])
///   Controller("list")
///   Controller("detail")
/// } steps: {
///   Present("detail", from: "list")
///   Dismiss("detail")
/// }
/// let model = try scenario.validated()  // the model the engine replays
/// ```
public struct TransitionScenario: Hashable, Sendable {
  /// The scenario's name: its baselines are `<name>.<profile>.timeline`.
  public let name: String
  /// The scenario file this value stands for, in YAML (flow style, one element per line).
  public let yaml: String
  /// Where the scenario was written.
  public let location: SwiftSourceLocation
  /// For each line of `yaml`, the Swift element that wrote it.
  private let lineLocations: [SwiftSourceLocation]

  /// A scenario named `name` whose window shows `window`.
  ///
  /// - Parameters:
  ///   - name: `name`: 1-100 characters of `a-z`, `0-9`, `-`, `_`, `.`.
  ///   - window: `window`: the id of the window's root view controller.
  ///   - summary: `summary`: one line.
  ///   - notes: `notes`: free text.
  ///   - tags: `tags`.
  ///   - device: `device`: an iPhone when nil.
  ///   - format: `format`: the file format version (1), written only when given.
  ///   - objects: The controllers and delegates (`Controller`, `TransitioningDelegate`,
  ///     `AdaptiveDelegate`), in the order of the file; ids are numbered in that order.
  ///   - source: `source`: the public source of an evidence case.
  ///   - steps: The steps (`Present`, `Dismiss`, `Wait`, …).
  ///   - expect: The facts the timeline must hold (`ExpectBefore`, `ExpectAbsent`,
  ///     `ExpectPresent`, `ExpectCount`), none when left out.
  ///   - fileID: Where the scenario is written (the call site, by default), for problems.
  ///   - filePath: Where the scenario is written.
  ///   - line: Where the scenario is written.
  ///   - column: Where the scenario is written.
  public init(
    _ name: String,
    window: String,
    summary: String? = nil,
    notes: String? = nil,
    tags: [String]? = nil,
    device: ScenarioDevice? = nil,
    source: EvidenceSource? = nil,
    format: Int? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    @ScenarioObjectsBuilder objects: () -> [ScenarioPart],
    @ScenarioStepsBuilder steps: () -> [ScenarioPart],
    @ScenarioFactsBuilder expect: () -> [ScenarioPart] = { [] }
  ) {
    let location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var lines: [String] = []
    var origins: [SwiftSourceLocation] = []
    func header(_ key: String, _ value: ScenarioDocument?) {
      guard let value else { return }
      lines.append(ScenarioDocument.quoted(key) + ": " + value.flowText)
      origins.append(location)
    }
    header("format", format.map { .number(Double($0)) })
    header("name", .string(name))
    header("summary", summary.map(ScenarioDocument.string))
    header("notes", notes.map(ScenarioDocument.string))
    header("tags", tags.map { .sequence($0.map(ScenarioDocument.string)) })
    header("device", device?.document)
    header("source", source?.document)
    header("window", .string(window))
    let parts = objects() + steps() + expect()
    for section in ScenarioPart.Section.allCases {
      let members = parts.filter { $0.section == section }
      guard !members.isEmpty else { continue }
      lines.append(ScenarioDocument.quoted(section.rawValue) + ":")
      origins.append(members[0].location)
      for part in members {
        if let id = part.id {
          lines.append("  " + ScenarioDocument.quoted(id) + ": " + part.value.flowText)
        } else {
          lines.append("  - " + part.value.flowText)
        }
        origins.append(part.location)
      }
    }
    self.name = name
    self.yaml = lines.joined(separator: "\n") + "\n"
    self.location = location
    self.lineLocations = origins
  }

  /// The scenario as the engine replays it, read from `yaml` by the scenario reader.
  ///
  /// - Throws: `ScenarioFileError` naming the Swift file, with every problem at the line and
  ///   column of the element that caused it (`Docs/scenario-format.md` lists what is checked).
  public func validated() throws(ScenarioFileError) -> Scenario {
    try loaded().scenario
  }

  /// The scenario with its source text (`yaml`), as a file would load.
  ///
  /// - Throws: `ScenarioFileError`, as `validated()`.
  public func loaded() throws(ScenarioFileError) -> LoadedScenario {
    do {
      return try ScenarioFile.parse(yaml, path: name + ".yaml")
    } catch {
      throw ScenarioFileError(
        path: location.filePath,
        diagnostics: error.diagnostics.map { diagnostic in
          let index = diagnostic.location.line - 1
          let origin = lineLocations.indices.contains(index) ? lineLocations[index] : location
          let elsewhere = origin.filePath == location.filePath ? "" : " (written at \(origin.fileID):\(origin.line))"
          return ScenarioDiagnostic(
            SourceLocation(line: origin.line, column: origin.column), diagnostic.message + elsewhere)
        }.sorted())
    }
  }

  /// Two scenarios are equal when they stand for the same file.
  public static func == (lhs: TransitionScenario, rhs: TransitionScenario) -> Bool {
    lhs.yaml == rhs.yaml
  }

  /// Hashes the file the scenario stands for.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(yaml)
  }
}
