import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogReports
@testable import CatalogRunner

/// Issue 27 item 3: the repository's evidence corpus (`evidence/`) is scored by the engine; at
/// least 95% of its facts hold, and every fact that does not is an open question of the rule
/// book (Docs/rules/12-open-questions.md), which lists nothing else.
@Suite(.tags(.medium))
struct EvidenceCorpusTests {
  static let root = fixturesFolder.deletingLastPathComponent()

  @Test func theCorpusHoldsItsFactsAndItsOpenQuestionsAreExact() throws {
    let report = try EvidenceScore(
      folder: Self.root.appendingPathComponent("evidence").path, minimum: 95,
      openQuestions: Self.root.appendingPathComponent("Docs/rules/12-open-questions.md").path
    ).run()
    let text = report.text(style: .plain)
    #expect(report.problems.isEmpty, "\(report.messages.joined(separator: "\n"))")
    #expect(report.cases >= 3)
    #expect(report.reachesMinimum, "\(text)")
    #expect(report.unlisted.isEmpty, "\(text)")
    #expect(report.staleQuestions.isEmpty, "\(text)")
    #expect(report.outcome == .success, "\(text)")
    // The score printed, for the log of the test run.
    print(text)
  }
}

/// The corpus checks of `catalog score`, on small corpora made for each.
@Suite(.tags(.medium))
struct EvidenceScoreTests {
  /// A case named `name` in era `era`, sourced from `url` (iOS `ios`), whose facts are `facts`
  /// (YAML list items) about A presenting D.
  static func write(
    _ folder: TemporaryFolder, era: String = "uikit-8", name: String, url: String, ios: String = "10.2",
    feature: String = "present", facts: [String] = ["- present: D.viewDidAppear"]
  ) throws {
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent(era), withIntermediateDirectories: true)
    _ = try folder.write(
      "\(era)/\(name).yaml",
      """
      name: \(name)
      source:
        url: \(url)
        date: 2017-01
        ios: "\(ios)"
        feature: \(feature)
        quote: words
      window: A
      controllers: {A: {}, D: {}}
      steps: [{present: D, from: A}]
      expect:
      \(facts.map { "  " + $0 }.joined(separator: "\n"))

      """)
  }

  static func openQuestions(_ folder: TemporaryFolder, _ rows: [String]) throws -> String {
    try folder.write(
      "open.md",
      """
      # Open

      \(OpenQuestionList.begin) -->
      | case | fact | source | what the engine does instead |
      |---|---|---|---|
      \(rows.joined(separator: "\n"))
      \(OpenQuestionList.end)

      """)
  }

  @Test func scoresOverallByEraAndByFeature() throws {
    let folder = try TemporaryFolder()
    try Self.write(
      folder, name: "one", url: "https://example.com/1",
      facts: ["- present: D.viewDidAppear", "- absent: A.viewWillDisappear"])
    try Self.write(folder, era: "uikit-13", name: "two", url: "https://example.com/2", ios: "13.1", feature: "sheet")
    let report = try EvidenceScore(folder: folder.path).run()
    #expect(report.cases == 2)
    #expect(report.overall.facts == 3 && report.overall.held == 2)
    #expect(report.byEra.map(\.era) == ["uikit-8", "uikit-13"])
    #expect(report.byEra.map(\.tally.held) == [1, 1])
    #expect(report.byFeature.map(\.feature) == ["present", "sheet"])
    #expect(report.failures.map { "\($0.scenario) \($0.verdict.number)" } == ["one 2"])
    let text = report.text(style: .plain)
    #expect(text.contains("all facts        2 of    3 hold   66.7%"), "\(text)")
    #expect(text.contains("does not hold: 'A.viewWillDisappear' happens once: event 3"), "\(text)")
    // Without a minimum or a list, a fact that does not hold is reported, and the score passes.
    #expect(report.outcome == .success)
    #expect(try EvidenceScore(folder: folder.path, minimum: 70).run().outcome == .difference)
    #expect(try EvidenceScore(folder: folder.path, minimum: 66.6).run().outcome == .success)
  }

  @Test func theOpenQuestionsMustBeTheExactFailures() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, name: "one", url: "https://example.com/1", facts: ["- absent: A.viewWillDisappear"])
    let unlisted = try EvidenceScore(folder: folder.path, openQuestions: try Self.openQuestions(folder, [])).run()
    #expect(unlisted.unlisted.count == 1)
    #expect(unlisted.outcome == .difference)
    #expect(unlisted.text(style: .plain).contains("1 fact that does not hold is not in the open questions"))
    let listed = try EvidenceScore(
      folder: folder.path, openQuestions: try Self.openQuestions(folder, ["| `one` | 1 | example | it disappears |"])
    ).run()
    #expect(listed.outcome == .success)
    let stale = try EvidenceScore(
      folder: folder.path,
      openQuestions: try Self.openQuestions(folder, ["| `one` | 1 | x | y |", "| `one` | 2 | x | y |"])
    ).run()
    #expect(stale.staleQuestions.map(\.description) == ["one fact 2"])
    #expect(stale.outcome == .difference)
    #expect(throws: RunnerError.self) {
      try EvidenceScore(folder: folder.path, openQuestions: try Self.openQuestions(folder, ["| one | two | x | y |"]))
        .run()
    }
  }

  @Test func theCorpusIsCheckedAsItIsRead() throws {
    let folder = try TemporaryFolder()
    try Self.write(folder, name: "one", url: "https://example.com/1")
    // The same name in another era, the same source (another fragment), an iOS of another era.
    try Self.write(folder, era: "uikit-17", name: "one", url: "https://example.com/9", ios: "17.1")
    try Self.write(folder, name: "two", url: "https://example.com/1#comment-3")
    try Self.write(folder, name: "three", url: "https://example.com/3", ios: "13.2")
    // A case outside an era folder, a file named after another case.
    _ = try folder.write("loose.yaml", "name: loose\nwindow: A\ncontrollers: {A: {}}\nsteps: [{inspect: [A]}]\n")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("uikit-7"), withIntermediateDirectories: true)
    _ = try folder.write(
      "uikit-7/misnamed.yaml",
      "name: four\nwindow: A\ncontrollers: {A: {}, D: {}}\nsteps: [{present: D}]\nexpect: [{present: D.viewDidAppear}]\n"
    )
    let report = try EvidenceScore(folder: folder.path).run()
    #expect(report.outcome == .invalidInput)
    let messages = report.messages.joined(separator: "\n")
    #expect(messages.contains("the name 'one' is also the name of"), "\(messages)")
    #expect(messages.contains("its source https://example.com/1#comment-3 is also the source of"), "\(messages)")
    #expect(
      messages.contains("its source is about iOS 13.2, which is uikit-13's era; move it to 'uikit-13/'"), "\(messages)")
    #expect(messages.contains("loose.yaml: error: a case sits in an era folder"), "\(messages)")
    #expect(messages.contains("name the file 'four.yaml'"), "\(messages)")
    #expect(messages.contains("a case names its public source"), "\(messages)")
    #expect(report.cases == 1)
  }
}
