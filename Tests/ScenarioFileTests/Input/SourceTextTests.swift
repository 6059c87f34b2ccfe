import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// The same checks on text already in memory (`ScenarioFile.parse`).
@Suite(.tags(.small))
struct SourceTextTests {
  @Test(arguments: ["", "   \n\n", "# only a comment\n", "---\n", "---\n...\n"])
  func textWithoutContentIsAnEmptyFile(text: String) {
    #expect(
      problems(in: text) == [
        "1:1: empty file: expected a mapping with 'name', 'window', 'controllers' and 'steps'"
      ])
  }

  @Test func textOverTheLimitIsRefusedBeforeParsing() {
    let text = String(repeating: "#", count: ScenarioFile.maximumFileSize + 1)
    #expect(
      problems(in: text) == [
        "1:1: file is too large: 4194305 bytes; scenario files are limited to 4194304 bytes (4 MB)"
      ])
  }

  @Test func aNULCharacterInTextIsBinary() {
    #expect(
      problems(in: "name: a\0b\n") == [
        "1:8: binary file: NUL byte at byte offset 7; scenario files are UTF-8 text"
      ])
  }

  @Test func controlCharactersAreNamedWithTheirPosition() {
    #expect(
      problems(in: "name: x\nnotes: bell\u{7}\n") == [
        "2:12: control character U+0007 at byte offset 19 is not allowed; "
          + "scenario files are text with no control characters other than tab and line breaks"
      ])
  }

  @Test func textThatIsNotAMappingSaysWhatWasFound() {
    let expected =
      "expected a mapping with 'name', 'window', 'controllers' and 'steps' at the top level"
    #expect(problems(in: "- a\n- b\n") == ["1:1: \(expected), found a list"])
    #expect(problems(in: "just words\n") == ["1:1: \(expected), found 'just words'"])
    #expect(problems(in: "42") == ["1:1: \(expected), found '42'"])
  }
}
