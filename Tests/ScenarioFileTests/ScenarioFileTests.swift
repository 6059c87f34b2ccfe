import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// The public surface: extensions, formats, and how errors print.
@Suite(.tags(.small))
struct ScenarioFileTests {
  @Test(arguments: ["a.yaml", "dir/b.yml", "C.JSON", "x.Yaml", "/abs/path/.yaml"])
  func scenarioExtensionsAreRecognized(path: String) {
    #expect(ScenarioFile.hasScenarioExtension(path))
  }

  @Test(arguments: ["a.txt", "yaml", "a.yaml.bak", "a.jsonl", "a", "", "a.yaml/"])
  func otherPathsAreNotScenarioFiles(path: String) {
    #expect(!ScenarioFile.hasScenarioExtension(path))
  }

  @Test func formatFollowsTheExtension() {
    #expect(SourceFormat(path: "a.json") == .json)
    #expect(SourceFormat(path: "A.JSON") == .json)
    #expect(SourceFormat(path: "a.yaml") == .yaml)
    #expect(SourceFormat(path: "a.yml") == .yaml)
    #expect(SourceFormat(path: "no-extension") == .yaml)
  }

  @Test func errorsPrintOneCompilerStyleLinePerProblem() throws {
    // Given a file with two problems
    let text = minimal(replacing: 6, with: "  D: {modalPresentationStle: custom, viewLoaded: yes}")

    // When it is parsed
    let error = try #require(throws: ScenarioFileError.self) {
      try ScenarioFile.parse(text, path: "fixtures/bad.yaml")
    }

    // Then each problem is one line an editor can jump to
    #expect(
      error.description == """
        fixtures/bad.yaml:6:7: error: unknown key 'modalPresentationStle' in controller 'D'; did you mean 'modalPresentationStyle'?
        fixtures/bad.yaml:6:50: error: 'viewLoaded' in controller 'D': expected true or false, found 'yes'
        """)
    #expect(error.path == "fixtures/bad.yaml")
    #expect(error.diagnostics.count == 2)
  }

  @Test func aValidFileKeepsItsSourcePathAndFormat() throws {
    let loaded = try ScenarioFile.parse(minimal(), path: "fixtures/minimal.yaml")
    #expect(loaded.source == minimal())
    #expect(loaded.path == "fixtures/minimal.yaml")
    #expect(loaded.format == .yaml)
    #expect(loaded.scenario.name == "minimal")
    #expect(loaded.scenario.controllers.map(\.id) == ["nav", "A", "D"])
  }

  @Test func defaultsFillEverythingLeftOut() throws {
    let scenario = try ScenarioFile.parse(minimal(), path: "m.yaml").scenario
    #expect(scenario.device == Device(idiom: .phone))
    #expect(scenario.summary == nil && scenario.notes == nil && scenario.tags.isEmpty)
    #expect(scenario.transitioningDelegates.isEmpty && scenario.adaptiveDelegates.isEmpty)
    let nav = scenario.controllers[0]
    #expect(nav.kind == .navigation)
    #expect(
      nav.properties.definesPresentationContext,
      "navigation controllers define a presentation context")
    let plain = scenario.controllers[1]
    #expect(plain.kind == .viewController)
    #expect(plain.properties == ControllerProperties())
    #expect(!plain.properties.definesPresentationContext)
    #expect(plain.selectedIndex == 0 && !plain.viewLoaded && plain.styleLocation == nil)
    #expect(
      scenario.steps == [
        Step(
          .present(ControllerID(2), from: nil, animated: true), location: .init(line: 8, column: 5))
      ])
  }

  @Test func padDevicesDefaultToTheirOwnSizeAndClasses() throws {
    let text = minimal(inserting: ["device: {idiom: pad}"], before: 2)
    let device = try ScenarioFile.parse(text, path: "m.yaml").scenario.device
    #expect(device == Device(idiom: .pad))
    #expect(device.width == 768 && device.height == 1024 && device.horizontalSizeClass == .regular)
  }
}
