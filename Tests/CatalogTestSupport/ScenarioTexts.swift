import Foundation

/// The repository's `fixtures/` folder.
public let fixturesFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("fixtures")

/// Scenario files the runner and command tests build on.
public enum ScenarioTexts {
  /// A small valid scenario named `name`: A presents D full screen, waits `variant + 0.5`
  /// seconds and dismisses it; `variant` changes its source and its summary.
  public static func valid(_ name: String, variant: Int = 0, tags: [String] = ["custom"]) -> String {
    scenario(
      name, summary: "Variant \(variant) of \(name)", tags: tags,
      between: "  - wait: \(Double(variant) + 0.5)\n")
  }

  /// The same presentation without the wait, summarised "A plain full-screen presentation".
  public static func plain(_ name: String, tags: [String] = ["custom"]) -> String {
    scenario(name, summary: "A plain full-screen presentation", tags: tags, between: "")
  }

  private static func scenario(_ name: String, summary: String, tags: [String], between: String) -> String {
    """
    name: \(name)
    summary: \(summary)
    tags: [\(tags.joined(separator: ", "))]
    window: A
    controllers:
      A: {}
      D: {modalPresentationStyle: fullScreen}
    steps:
      - present: D
        from: A
    \(between)  - dismiss: D

    """
  }

  /// A scenario with two problems: an unknown key (line 5) and an unknown controller (line 7).
  public static let invalid = """
    name: broken
    window: A
    controllers:
      A: {}
    stepz: []
    steps:
      - present: Q
        from: A

    """

  /// The path of the repository's `fixtures/` folder.
  public static var fixtures: String { fixturesFolder.path }
}
