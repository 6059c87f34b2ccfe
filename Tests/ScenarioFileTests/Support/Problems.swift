import CatalogModel
import ScenarioFile

/// The problems `ScenarioFile.parse` reports for `text`, as `line:column: message` strings, or an
/// empty list when the text is a valid scenario.
func problems(in text: String, path: String = "test.yaml") -> [String] {
  do {
    _ = try ScenarioFile.parse(text, path: path)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

/// The lines of a small valid scenario, to build invalid variants from.
///
/// ```
/// 1 name: minimal
/// 2 window: nav
/// 3 controllers:
/// 4   nav: {type: navigation, children: [A]}
/// 5   A: {}
/// 6   D: {}
/// 7 steps:
/// 8   - present: D
/// ```
let minimalLines = [
  "name: minimal",
  "window: nav",
  "controllers:",
  "  nav: {type: navigation, children: [A]}",
  "  A: {}",
  "  D: {}",
  "steps:",
  "  - present: D",
]

/// `minimalLines` with `lines` inserted before line `number` (1-based), as text.
func minimal(inserting lines: [String] = [], before number: Int = 9) -> String {
  var result = minimalLines
  result.insert(contentsOf: lines, at: number - 1)
  return result.joined(separator: "\n") + "\n"
}

/// `minimalLines` with line `number` (1-based) replaced by `line`, as text.
func minimal(replacing number: Int, with line: String) -> String {
  var result = minimalLines
  result[number - 1] = line
  return result.joined(separator: "\n") + "\n"
}
