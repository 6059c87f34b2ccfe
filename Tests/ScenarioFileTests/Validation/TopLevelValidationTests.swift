import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// The top-level keys: required ones, `format`, `name`, `summary`, `tags` and `device`.
@Suite(.tags(.small))
struct TopLevelValidationTests {
  @Test func missingRequiredKeysAreEachNamed() {
    #expect(
      problems(in: "summary: nothing else\n") == [
        "1:1: missing required key 'controllers': a mapping from controller ids to controllers",
        "1:1: missing required key 'name': the scenario's name, such as 'dimming-presentation'",
        "1:1: missing required key 'steps': a list of at least one step",
        "1:1: missing required key 'window': the id of the window's root view controller",
      ])
  }

  @Test func aMisspelledRequiredKeyIsNotAlsoReportedMissing() {
    let text = minimal(replacing: 2, with: "windw: nav")
    #expect(
      problems(in: text) == ["2:1: unknown key 'windw' at the top level; did you mean 'window'?"])
  }

  @Test func unknownKeysWithoutANearMatchListTheValidOnes() {
    let text = minimal(inserting: ["colour: red"], before: 2)
    #expect(
      problems(in: text) == [
        "2:1: unknown key 'colour' at the top level; expected 'format', 'name', 'summary', 'notes', 'tags', "
          + "'device', 'window', 'controllers', 'transitioningDelegates', 'adaptiveDelegates', 'navigationDelegates', "
          + "'tabBarDelegates', 'steps', 'expect' or 'source'"
      ])
  }

  @Test func formatOneIsAccepted() {
    #expect(problems(in: "format: 1\n" + minimal()) == [])
  }

  @Test func anotherFormatIsReportedAlone() {
    // The rest of a format-2 file follows rules this catalog does not know, so it is not checked.
    #expect(
      problems(in: "format: 2\nsteps: 3\n") == [
        "1:9: unsupported format 2; this catalog reads format 1"
      ])
  }

  @Test func aFormatThatIsNotANumberIsATypeError() {
    #expect(
      problems(in: "format: one\n" + minimal()) == [
        "1:9: 'format': expected the format version 1, found 'one'"
      ])
  }

  @Test(arguments: [
    ("Dimming", "uppercase 'D' is not allowed"),
    ("dimming presentation", "spaces are not allowed"),
    ("-dimming", "it starts with '-'"),
    (".hidden", "it starts with '.'"),
    ("a/b", "'/' is not allowed"),
    ("café", "'é' is not allowed"),
    (String(repeating: "a", count: 101), "it has 101 characters"),
  ])
  func namesFollowTheirAlphabet(name: String, reason: String) {
    let text = minimal(replacing: 1, with: "name: '\(name)'")
    #expect(
      problems(in: text) == [
        "1:7: 'name': \(DocumentNode.quoted(name)) is not a valid name (\(reason)); "
          + "use 1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit"
      ])
  }

  @Test(arguments: [
    "a", "0", "dimming-presentation", "v1.2_beta", "404", String(repeating: "z", count: 100),
  ])
  func validNamesAreAccepted(name: String) throws {
    let scenario = try ScenarioFile.parse(
      minimal(replacing: 1, with: "name: \(name)"), path: "n.yaml"
    ).scenario
    #expect(scenario.name == name)
  }

  @Test func anEmptyNameIsReported() {
    #expect(
      problems(in: minimal(replacing: 1, with: "name: ''")) == [
        "1:7: 'name': '' is not a valid name (it is empty); "
          + "use 1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit"
      ])
    #expect(
      problems(in: minimal(replacing: 1, with: "name:")) == [
        "1:6: 'name': expected text, found nothing"
      ])
  }

  @Test func tagsUseTheNameAlphabetAndAppearOnce() {
    let text = minimal(inserting: ["tags: [custom, Sheet, custom, [x]]"], before: 2)
    #expect(
      problems(in: text) == [
        "2:16: 'tags': 'Sheet' is not a valid tag (uppercase 'S' is not allowed); "
          + "use 1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit",
        "2:23: 'tags': 'custom' is listed twice",
        "2:31: 'tags': expected a tag, found a list",
      ])
    #expect(
      problems(in: minimal(inserting: ["tags: custom"], before: 2)) == [
        "2:7: 'tags': expected a list of tags such as [custom, sheet], found 'custom'"
      ])
  }

  @Test func theSummaryIsOneLine() {
    let text = minimal(inserting: ["summary: \"first\\nsecond\""], before: 2)
    #expect(
      problems(in: text) == [
        "2:10: 'summary': expected one line, found 2 lines; put longer text in 'notes'"
      ])
  }

  @Test func notesAreFreeText() throws {
    let text = minimal(
      inserting: ["notes: |", "  Anything: even [brackets] and 'quotes'.", "  Two lines."],
      before: 2)
    let scenario = try ScenarioFile.parse(text, path: "n.yaml").scenario
    #expect(scenario.notes == "Anything: even [brackets] and 'quotes'.\nTwo lines.\n")
  }

  @Test func deviceValuesAreChecked() {
    let text = minimal(
      inserting: [
        "device:",
        "  idiom: watch",
        "  size: [375, 0]",
        "  horizontalSizeClass: Compact",
        "  verticalSizeClass: [regular]",
        "  orientation: portrait",
      ], before: 2)
    #expect(
      problems(in: text) == [
        "3:10: 'idiom' in 'device': expected phone or pad, found 'watch'",
        "4:15: 'size' in 'device': expected a positive number of points, found '0'",
        "5:24: 'horizontalSizeClass' in 'device': expected compact or regular, found 'Compact'; did you mean 'compact'?",
        "6:22: 'verticalSizeClass' in 'device': expected compact or regular, found a list",
        "7:3: unknown key 'orientation' in 'device'; expected 'idiom', 'size', 'horizontalSizeClass' or 'verticalSizeClass'",
      ])
  }

  @Test func deviceSizeIsTwoNumbers() {
    #expect(
      problems(in: minimal(inserting: ["device: {size: [375]}"], before: 2)) == [
        "2:16: 'size' in 'device': expected two positive numbers [width, height], found 1 number"
      ])
    #expect(
      problems(in: minimal(inserting: ["device: {size: 375x667}"], before: 2)) == [
        "2:16: 'size' in 'device': expected two positive numbers [width, height], found '375x667'"
      ])
  }

  @Test func deviceOverridesKeepTheIdiomDefaultsForTheRest() throws {
    let text = minimal(inserting: ["device: {idiom: pad, horizontalSizeClass: compact}"], before: 2)
    let device = try ScenarioFile.parse(text, path: "d.yaml").scenario.device
    #expect(
      device
        == Device(
          idiom: .pad, width: 768, height: 1024, horizontalSizeClass: .compact,
          verticalSizeClass: .regular))
  }
}
