import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// A `.json` file reads like the YAML equivalent, and YAML-only syntax in it is reported.
@Suite(.tags(.small))
struct JSONConformanceTests {
  static let json = """
    {
      "format": 1,
      "name": "json-scenario",
      "tags": ["json"],
      "device": {"idiom": "phone", "size": [390, 844]},
      "window": "nav",
      "controllers": {
        "nav": {"type": "navigation", "children": ["A"]},
        "A": {},
        "D": {"modalPresentationStyle": "custom", "transitioningDelegate": "fade"}
      },
      "transitioningDelegates": {
        "fade": {"presentationController": {"frame": {"inset": [20, 40]}}, "presentAnimator": {"duration": 0.25}}
      },
      "steps": [
        {"present": "D", "animated": true},
        {"dismiss": "D", "at": "+0"},
        {"wait": 1e-3},
        {"set": {"controller": "D", "transitioningDelegate": null}}
      ]
    }
    """

  @Test func jsonReadsIntoTheModel() throws {
    let loaded = try ScenarioFile.parse(Self.json, path: "scenario.json")
    let scenario = loaded.scenario
    #expect(loaded.format == .json)
    #expect(scenario.name == "json-scenario")
    #expect(scenario.device.width == 390 && scenario.device.height == 844)
    #expect(scenario.controllers.map(\.id) == ["nav", "A", "D"])
    #expect(
      scenario.controllers[2].styleLocation == CatalogModel.SourceLocation(line: 10, column: 37))
    #expect(
      scenario.transitioningDelegates[0].presentationController?.frame == .inset(dx: 20, dy: 40))
    #expect(
      scenario.steps.map(\.action) == [
        .present(ControllerID(2), from: nil, animated: true),
        .dismiss(ControllerID(2), animated: true),
        .wait(VirtualTime(milliseconds: 1)),
        .set(ControllerID(2), [.transitioningDelegate(nil)]),
      ])
    #expect(scenario.steps[1].timing == .sameTurn)
    #expect(scenario.steps[3].location == CatalogModel.SourceLocation(line: 19, column: 5))
  }

  @Test func yamlSyntaxInAJSONFileIsReportedOnceWithTheOtherProblems() {
    let text = """
      {"name": "x", "window": A, "controllers": {"A": {}}, "steps": [{"present": "B"}]}
      """
    #expect(
      problems(in: text, path: "x.json") == [
        "1:25: invalid JSON: 'A' is not a JSON value; JSON strings need double quotes; rename the file to '.yaml' to write YAML",
        "1:76: 'present' in step 1: unknown controller 'B'; the declared controllers are 'A'",
      ])
  }

  @Test(arguments: [
    (
      "name: x",
      "1:1: invalid JSON: an indented mapping is YAML syntax; write a JSON object in braces"
    ),
    (
      #"{"tags": [x]}"#,
      "1:11: invalid JSON: 'x' is not a JSON value; JSON strings need double quotes"
    ),
    (#"{name: "x"}"#, "1:2: invalid JSON: key 'name' needs double quotes"),
    (#"{"n": 'x'}"#, "1:7: invalid JSON: 'x' is in single quotes; JSON strings need double quotes"),
    (#"{"n": .5}"#, "1:7: invalid JSON: '.5' is not a JSON value; JSON strings need double quotes"),
    (
      #"{"n": True}"#,
      "1:7: invalid JSON: 'True' is not a JSON value; JSON strings need double quotes"
    ),
    (
      #"{"n": &a "x", "m": *a}"#,
      "1:7: invalid JSON: anchors ('&name') and tags ('!!str') are YAML syntax"
    ),
    (
      "{\"n\": [1,\n 2, ]}",
      "2:3: invalid JSON: a comma before ']'; JSON allows no comma after the last element"
    ),
    (#"{"n": 1,}"#, "1:8: invalid JSON: a comma before '}'; JSON allows no comma after the last element"),
    ("{\"n\": 1 # one\n}", "1:9: invalid JSON: a '#' comment; JSON has no comments"),
    (##"{"n": "#", "m": 1 // one"##, "1:19: invalid JSON: a '//' comment; JSON has no comments"),
    (#"{"n": /* one */ 1}"#, "1:7: invalid JSON: a '/*' comment; JSON has no comments"),
    (#"{"n": "\" // no", "m": 'x#'}"#, "1:24: invalid JSON: 'x#' is in single quotes; JSON strings need double quotes"),
    ("- x", "1:1: invalid JSON: a '-' list is YAML syntax; write a JSON array in brackets"),
    // Inside strings: raw control characters and YAML's escapes, which JSON lacks.
    (
      "{\"n\": \"one\ntwo\"}",
      "1:11: invalid JSON: a line break inside a string; JSON writes it as an escape (\\n, \\t, \\u0001)"
    ),
    (
      "{\"n\": \"a\tb\"}",
      "1:9: invalid JSON: a tab inside a string; JSON writes it as an escape (\\n, \\t, \\u0001)"
    ),
    (
      #"{"n": "\x41"}"#,
      #"1:8: invalid JSON: '\x' is not a JSON escape; JSON has \" \\ \/ \b \f \n \r \t and \uXXXX"#
    ),
    (
      #"{"m": 1, "n": "\e"}"#,
      #"1:16: invalid JSON: '\e' is not a JSON escape; JSON has \" \\ \/ \b \f \n \r \t and \uXXXX"#
    ),
    (#"{"n": "\u41"}"#, #"1:8: invalid JSON: '\u' needs four hexadecimal digits in a JSON string"#),
  ])
  func yamlOnlyConstructsAreNamed(text: String, expected: String) {
    let found = problems(in: text, path: "x.json")
    #expect(found.contains(expected + "; rename the file to '.yaml' to write YAML"), "\(found)")
  }

  /// Every escape JSON has is accepted.
  @Test func jsonEscapesAreAccepted() {
    let text = #"{"n": "\" \\ \/ \b \f \n \r \t \u00e9 \u263A"}"#
    #expect(!problems(in: text, path: "x.json").contains { $0.contains("invalid JSON") })
  }

  /// Commas before a closing bracket, '#' and '//' inside strings (escaped quotes included) are text.
  @Test func commentsAndCommasInsideStringsAreText() {
    let text = ##"{"n": ["a,]", "# b", "\"// c", "/* d */,}"]}"##
    #expect(!problems(in: text, path: "x.json").contains { $0.contains("invalid JSON") })
  }

  @Test(arguments: ["0", "-0", "12", "-1.5", "1e9", "2.5E-3", "0.0"])
  func jsonNumbersAreRecognized(text: String) {
    #expect(JSONConformance.isJSONNumber(text))
  }

  @Test(arguments: ["01", "+1", ".5", "1.", "1e", "0x10", "", "-", "1_000", "inf"])
  func nonJSONNumbersAreRecognized(text: String) {
    #expect(!JSONConformance.isJSONNumber(text))
  }
}
