import CatalogTestSupport
import Foundation

/// Scenario files made up in bulk, so that `catalog run --all` has real work to do.
enum GeneratedScenarios {
  /// A valid scenario, `generated-<index>`: a form sheet, a full-screen controller over it, and
  /// both dismissed. Its controllers' names contain `index`, so every scenario has timelines of
  /// its own and a run stores many new timelines, not a few shared ones. `notes` pads the file
  /// with that many bytes of text.
  static func yaml(_ index: Int, notes: Int = 0) -> String {
    var text = """
      name: generated-\(index)
      summary: A generated form sheet with a full-screen controller over it
      tags: [generated]

      """
    if notes > 0 {
      text += "notes: \(String(repeating: "padding ", count: notes / 8 + 1).prefix(notes))\n"
    }
    text += """
      window: root\(index)
      controllers:
        root\(index): {}
        sheet\(index): {modalPresentationStyle: formSheet}
        cover\(index): {modalPresentationStyle: fullScreen}
      steps:
        - {present: sheet\(index), from: root\(index)}
        - {present: cover\(index), from: sheet\(index)}
        - {dismiss: cover\(index)}
        - {dismiss: sheet\(index)}

      """
    return text
  }

  /// Writes scenarios `indices` into `folder` (created if missing), one file each.
  static func write(_ indices: Range<Int>, into folder: String, notes: Int = 0) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in indices {
      try Data(yaml(index, notes: notes).utf8).write(
        to: URL(fileURLWithPath: folder + "/generated-\(index).yaml"))
    }
  }

  /// The number of scenario files in the repository's `fixtures/` folder, as `catalog add` finds
  /// them: not its `catalog.yaml`, which is the folder's configuration, nor its subfolders.
  static var fixtureCount: Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: ScenarioTexts.fixtures)) ?? []
    return names.filter {
      ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json")) && $0 != "catalog.yaml"
    }
    .count
  }
}
