import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// YAML-level problems: syntax errors with their position, documents, nesting, tags and the
/// YAML 1.2 core schema.
@Suite(.tags(.small))
struct YAMLSyntaxTests {
  @Test func malformedYAMLIsReportedAtTheParsersPosition() {
    #expect(
      problems(in: "name: [a\nwindow: A\n") == [
        "2:7: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 1:7)"
      ])
    #expect(
      problems(in: "name: x\n  window: A\n") == [
        "2:9: invalid YAML: mapping values are not allowed in this context"
      ])
    #expect(
      problems(in: "name: \"open\n") == [
        "2:1: invalid YAML: found unexpected end of stream (while scanning a quoted scalar at 1:7)"
      ])
  }

  @Test func malformedJSONIsReportedAsJSON() {
    #expect(
      problems(in: #"{"name": "x",, "a": 1}"#, path: "a.json") == [
        "1:14: invalid JSON: did not find expected node content (while parsing a flow node at 1:14)"
      ])
    // A comma before the closing brace is found before parsing (JSONConformanceTests).
    #expect(
      problems(in: #"{"name": "x",, }"#, path: "a.json") == [
        "1:14: invalid JSON: a comma before '}'; JSON allows no comma after the last element; "
          + "rename the file to '.yaml' to write YAML"
      ])
  }

  @Test func aSecondDocumentIsRefused() {
    #expect(
      problems(in: minimal() + "---\nname: other\n") == [
        "9:1: a second document starts here; a scenario file holds exactly one scenario"
      ])
  }

  @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
    let flow = "name: " + String(repeating: "[", count: 100_000)
    #expect(
      problems(in: flow) == [
        "1:8: invalid YAML: nested more than 1000 levels deep; a scenario needs only a few levels"
      ])
    let block = "name:\n" + String(repeating: "- ", count: 50_000) + "x\n"
    #expect(
      problems(in: block) == [
        "2:1999: invalid YAML: nested more than 1000 levels deep; a scenario needs only a few levels"
      ])
    let mappings = String(repeating: "{a: ", count: 50_000)
    #expect(
      problems(in: mappings) == [
        "1:3997: invalid YAML: nested more than 1000 levels deep; a scenario needs only a few levels"
      ])
  }

  @Test func nestingJustUnderTheLimitIsReadAndReportedAsAWrongType() {
    let depth = 990
    let text = minimal(inserting: [
      "notes: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    ])
    #expect(problems(in: text) == ["9:8: 'notes': expected text, found a list"])
  }

  @Test func onlyYAML12BooleansAreBooleans() {
    for spelling in ["true", "True", "TRUE", "false", "False", "FALSE"] {
      #expect(problems(in: minimal(replacing: 5, with: "  A: {viewLoaded: \(spelling)}")) == [])
    }
    for spelling in ["yes", "no", "on", "off", "y", "n", "Yes", "tRUE"] {
      #expect(
        problems(in: minimal(replacing: 5, with: "  A: {viewLoaded: \(spelling)}")) == [
          "5:19: 'viewLoaded' in controller 'A': expected true or false, found '\(spelling)'"
        ])
    }
  }

  @Test func quotedValuesAreStringsWithAHint() {
    #expect(
      problems(in: minimal(replacing: 5, with: "  A: {viewLoaded: \"true\"}")) == [
        "5:19: 'viewLoaded' in controller 'A': expected true or false, found 'true'; remove the quotes"
      ])
  }

  @Test func coreSchemaNumbersAreNumbers() throws {
    for (spelling, seconds) in [
      ("1", 1.0), ("0.5", 0.5), ("+2", 2.0), (".5", 0.5), ("1e-3", 0.001), ("0x10", 16.0),
      ("0o10", 8.0),
    ] {
      let text = minimal(inserting: ["  - wait: \(spelling)"])
      let steps = try ScenarioFile.parse(text, path: "t.yaml").scenario.steps
      #expect(steps.last?.action == .wait(VirtualTime(seconds: seconds)), "\(spelling)")
    }
  }

  @Test func explicitCoreTagsAreHonored() throws {
    let text = minimal(inserting: ["summary: !!str 42", "tags: [!!str 1st]"], before: 2)
    let scenario = try ScenarioFile.parse(text, path: "t.yaml").scenario
    #expect(scenario.summary == "42")
    #expect(scenario.tags == ["1st"])
  }

  @Test func otherTagsAreRefused() {
    let text = minimal(
      inserting: ["summary: !custom text", "notes: !!binary aGk=", "tags: !!set {a: null}"],
      before: 2)
    #expect(
      problems(in: text) == [
        "2:10: unsupported tag '!custom'; scenario files use untagged YAML values",
        "3:8: unsupported tag '!!binary'; scenario files use untagged YAML values",
        "4:7: 'tags': expected a list of tags such as [custom, sheet], found a mapping",
        "4:7: unsupported tag '!!set'; scenario files use untagged YAML values",
      ])
  }

  @Test func aTagThatDoesNotFitItsValueIsReported() {
    let text = minimal(inserting: ["  - wait: !!int 0.5"])
    #expect(
      problems(in: text) == [
        "9:11: '0.5' is not a valid '!!int' value",
        "9:11: 'wait' in step 2: expected a number of seconds > 0, found '0.5'",
      ])
  }

  @Test func mergeKeysAreNotYAML12() {
    let text = minimal(replacing: 5, with: "  A: {<<: {viewLoaded: true}}")
    #expect(
      problems(in: text) == [
        "5:7: merge keys ('<<') are not part of YAML 1.2 in controller 'A'; write the keys out"
      ])
  }

  @Test func keysThatAreNotScalarsAreReported() {
    let text = minimal(replacing: 5, with: "  A: {[x, y]: 1}")
    #expect(problems(in: text) == ["5:7: expected a key name in controller 'A', found a list"])
  }
}
