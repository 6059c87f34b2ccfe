import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// A file with many problems reports all of them at once, sorted by position.
@Suite(.tags(.small))
struct MultipleProblemsTests {
  static let broken = """
    name: Broken Scenario
    device: {idiom: phone, size: [375]}
    window: nav
    controllers:
      nav: {type: navigation, children: [A, Ghost]}
      A: {children: [nav]}
      D:
        modalPresentationStle: custom
        transitioningDelegate: fade
        viewLoaded: yes
    transitioningDelegates:
      fade:
        presentAnimator: {duration: fast}
    steps:
      - present: D
        from: Aa
        progress: [0.5]
      - dismis: D
      - wait: 0
        at: 1

    """

  @Test func everyProblemIsReportedInFileOrder() {
    #expect(
      problems(in: Self.broken, path: "broken.yaml")
        == [
          "1:7: 'name': 'Broken Scenario' is not a valid name (uppercase 'B' is not allowed); "
            + "use 1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit",
          "2:30: 'size' in 'device': expected two positive numbers [width, height], found 1 number",
          "3:9: window root 'nav' is a child of 'A' (at 6:18); the window's root controller cannot have a parent",
          "5:41: 'children' in controller 'nav': unknown controller 'Ghost'; the declared controllers are 'nav', 'A' and 'D'",
          "5:38: controllers contain each other in a cycle: 'nav' → 'A' → 'nav'; the hierarchy must be a tree",
          "8:5: unknown key 'modalPresentationStle' in controller 'D'; did you mean 'modalPresentationStyle'?",
          "10:17: 'viewLoaded' in controller 'D': expected true or false, found 'yes'",
          "13:33: 'duration' in 'presentAnimator' of 'fade': expected a number of seconds >= 0, found 'fast'",
          "16:11: 'from' in step 1: unknown controller 'Aa'; did you mean 'A'?",
          "17:5: 'progress' does not apply to 'present' in step 1; 'present' takes 'from', 'animated', 'at' and 'during'",
          "18:5: unknown key 'dismis' in step 2; did you mean 'dismiss'?",
          "19:11: 'wait' in step 3: expected a number of seconds > 0, found '0'",
          "20:5: 'at' does not apply to 'wait' in step 3; 'wait' takes no other keys",
        ].sorted(by: Self.byPosition))
  }

  @Test func diagnosticsAreSortedByPosition() throws {
    let error = try #require(throws: ScenarioFileError.self) {
      try ScenarioFile.parse(Self.broken, path: "b.yaml")
    }
    #expect(error.diagnostics == error.diagnostics.sorted())
    #expect(error.diagnostics.count == 13)
  }

  @Test func aFloodOfProblemsIsCappedWithACount() throws {
    // 1500 unknown keys in one controller.
    let keys = (0..<1500).map { "k\($0): 1" }.joined(separator: ", ")
    let text = minimal(replacing: 6, with: "  D: {\(keys)}")
    let error = try #require(throws: ScenarioFileError.self) {
      try ScenarioFile.parse(text, path: "f.yaml")
    }
    #expect(error.diagnostics.count == DiagnosticLog.limit + 1)
    #expect(
      error.diagnostics.last?.message
        == "too many problems: 500 more not shown; fix these and read the file again")
  }

  @Test func thousandsOfUnknownReferencesStayFast() throws {
    // 20 000 controllers and 20 000 references to undeclared ones.
    let count = 20_000
    let controllers = (0..<count).map { "  c\($0): {}" }
    let references = (0..<count).map { "x\($0)" }.joined(separator: ", ")
    let text =
      (["name: many", "window: c0", "controllers:"] + controllers + [
        "steps:", "  - inspect: [\(references)]",
      ])
      .joined(separator: "\n")
    let clock = ContinuousClock()
    var error: ScenarioFileError?
    let elapsed = clock.measure {
      error = #expect(throws: ScenarioFileError.self) {
        try ScenarioFile.parse(text, path: "many.yaml")
      }
    }
    #expect(elapsed < .seconds(10))
    #expect(error?.diagnostics.count == DiagnosticLog.limit + 1)
    #expect(
      error?.diagnostics.first?.message
        == "'inspect' in step 1: unknown controller 'x0'; did you mean 'c0'?")
    #expect(
      error?.diagnostics[DiagnosticLog.limit - 1].message.hasSuffix("'c10', 'c11' and 19988 more")
        == true)
  }

  /// Orders "line:column: message" strings as diagnostics are ordered.
  static func byPosition(_ a: String, _ b: String) -> Bool {
    func key(_ text: String) -> (Int, Int, String) {
      let parts = text.split(separator: ":", maxSplits: 2)
      return (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0, String(parts[2]))
    }
    return key(a) < key(b)
  }
}
