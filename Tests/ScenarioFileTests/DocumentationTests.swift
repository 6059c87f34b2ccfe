import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import ScenarioFile

/// Docs/scenario-format.md stays true: its examples read as it says they do.
@Suite(.tags(.medium))
struct DocumentationTests {
  static func documentation() throws -> String {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/scenario-format.md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The code blocks fenced with "```<language>" ("```" alone for an empty language), in order.
  static func blocks(_ language: String, in text: String) -> [String] {
    var blocks: [String] = []
    var current: (language: Substring, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let block = current {
        if line == "```" {
          if block.language == language {
            blocks.append(block.lines.joined(separator: "\n") + "\n")
          }
          current = nil
        } else {
          current?.lines.append(line)
        }
      } else if line.hasPrefix("```") {
        current = (line.dropFirst(3), [])
      }
    }
    return blocks
  }

  /// The scenario without positions, to compare a YAML file with its JSON twin.
  static func withoutLocations(_ scenario: Scenario) -> Scenario {
    var result = scenario
    for index in result.controllers.indices {
      result.controllers[index].location = .start
      result.controllers[index].styleLocation = nil
    }
    for index in result.transitioningDelegates.indices {
      result.transitioningDelegates[index].location = .start
    }
    for index in result.adaptiveDelegates.indices {
      result.adaptiveDelegates[index].location = .start
    }
    for index in result.steps.indices { result.steps[index].location = .start }
    return result
  }

  @Test func theFirstScenarioReadsTheSameInYAMLAndJSON() throws {
    let text = try Self.documentation()
    let yaml = try #require(Self.blocks("yaml", in: text).first)
    let json = try #require(Self.blocks("json", in: text).first)
    let fromYAML = try ScenarioFile.parse(yaml, path: "dimming-presentation.yaml").scenario
    let fromJSON = try ScenarioFile.parse(json, path: "dimming-presentation.json").scenario
    #expect(fromYAML.summary != nil && fromYAML.tags == ["custom", "presentation-controller"])
    var yamlWithoutProse = Self.withoutLocations(fromYAML)
    yamlWithoutProse.summary = nil
    yamlWithoutProse.tags = []
    #expect(yamlWithoutProse == Self.withoutLocations(fromJSON))
  }

  @Test func theSampleErrorsAreWhatTheReaderPrints() throws {
    let text = try Self.documentation()
    let sample = try #require(Self.blocks("", in: text).first { $0.contains("fixtures/bad.yaml") })
    let bad = """
      name: Dimming Presentation
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {}
        D: {modalPresentationStle: custom, viewLoaded: yes}
      steps:
        - present: D
        - present: Dx

      """
    let error = try #require(throws: ScenarioFileError.self) {
      try ScenarioFile.parse(bad, path: "fixtures/bad.yaml")
    }
    #expect(error.description + "\n" == sample)
  }

  @Test func everyQuotedMessageExampleIsProduced() throws {
    // Messages quoted in the reference, each with a file that produces it.
    let cases: [(String, String)] = [
      (
        minimal(inserting: ["  - present: D", "    animated:"]),
        "'animated' in step 2: expected true or false, found nothing"
      ),
      ("format: 2\n", "unsupported format 2; this catalog reads format 1"),
      (
        minimal(inserting: ["adaptiveDelegates: {adapt: {adaptivePresentationStyle: formSheet}}"]),
        "'adaptivePresentationStyle' in adaptive delegate 'adapt': UIKit accepts only none, fullScreen or overFullScreen here, found 'formSheet' (rule 8.2)"
      ),
      (
        minimal(replacing: 5, with: "  A: {viewLoaded: yes}"), "expected true or false, found 'yes'"
      ),
    ]
    let documentation = try Self.documentation().replacingOccurrences(of: "\n", with: " ")
    for (file, message) in cases {
      #expect(problems(in: file).contains { $0.hasSuffix(message) }, "\(message)")
      let words = message.split(separator: " ").prefix(6).joined(separator: " ")
      #expect(documentation.contains(words), "the reference no longer quotes: \(words)")
    }
  }
}
