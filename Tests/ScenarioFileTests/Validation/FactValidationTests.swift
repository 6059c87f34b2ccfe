import CatalogModel
import Testing

@testable import ScenarioFile

/// `expect:` and `source:` (issue 27): what they read into, and every mistake reported at its
/// line and column.
@Suite(.tags(.small))
struct FactValidationTests {
  /// `minimal` with `lines` appended at the end (line 9 on).
  static func scenario(_ lines: [String]) -> String {
    minimal(inserting: lines)
  }

  @Test func factsReadIntoTheModel() throws {
    let scenario = try ScenarioFile.parse(
      Self.scenario([
        "expect:",
        "  - {before: nav.viewWillDisappear, after: D.viewDidAppear(_:), occurrence: [2, 1]}",
        "  - {absent: pc:D.presentationTransitionWillBegin}",
        "  - {present: UIKit.warning, argContains: 'is already presenting', result: false}",
        "  - {count: D.viewIsAppearing, n: 0, profiles: [uikit-13, uikit-17]}",
        "  - {absent: coordinator:window.alongsideAnimation, result: 0.30}",
      ]), path: "x.yaml"
    ).scenario
    #expect(
      scenario.facts.map(\.description) == [
        "before: nav.viewWillDisappear, after: D.viewDidAppear(_:), occurrence: [2, 1]",
        "absent: pc:D.presentationTransitionWillBegin",
        #"present: UIKit.warning, argContains: "is already presenting", result: false"#,
        "count: D.viewIsAppearing, n: 0, profiles: [uikit-13, uikit-17]",
        "absent: coordinator:window.alongsideAnimation, result: 0.3",
      ])
    #expect(scenario.facts.map(\.location.line) == [10, 11, 12, 13, 14])
    #expect(scenario.source == nil)
  }

  @Test func anEmptyListSaysNothing() throws {
    #expect(try ScenarioFile.parse(Self.scenario(["expect: []"]), path: "x.yaml").scenario.facts.isEmpty)
  }

  @Test func everyMistakeIsReportedAtItsPlace() {
    let found = problems(
      in: Self.scenario([
        "expect:",
        "  - {before: nav.viewWillDisappear}",  // 10: no after
        "  - {after: D.viewDidAppear}",  // 11: after without before
        "  - {absent: Dx.viewDidAppear}",  // 12: unknown receiver
        "  - {absent: D.viewDidApear}",  // 13: unknown member
        "  - {absent: D}",  // 14: not receiver.member
        "  - {count: D.viewDidAppear}",  // 15: no n
        "  - {count: D.viewDidAppear, n: -1}",  // 16: negative n
        "  - {before: D.viewWillAppear, after: D.viewDidAppear, occurrence: [0, 1]}",  // 17
        "  - {before: D.viewWillAppear, after: D.viewDidAppear, occurrence: 2}",  // 18
        "  - {absent: D.viewDidAppear, profiles: [uikit-9]}",  // 19
        "  - {absent: D.viewDidAppear, n: 2}",  // 20: n does not apply
        "  - {absent: D.viewDidAppear, present: D.viewDidAppear}",  // 21: two claims
        "  - {absnt: D.viewDidAppear}",  // 22: unknown key
        "  - {present: UIKit.warning, argContains: ''}",  // 23: empty text
        "  - {absent: pc:D#1.presentedView}",  // 24: generation 1 is never written
        "  - 3",  // 25: not a mapping
      ]))
    #expect(
      found == [
        "10:5: fact 1 of 'expect': 'before' needs 'after', the event that must come later",
        "11:5: fact 2 of 'expect' has 'after' but no 'before'; an order needs both",
        "12:14: 'absent' in fact 3 of 'expect': unknown receiver 'Dx'; did you mean 'D'? (a receiver is a declared "
          + "controller or delegate id, 'UIKit', or an object the engine names after a controller, such as 'pc:D' or 'animator:D')",
        "13:14: 'absent' in fact 4 of 'expect': 'viewDidApear' is not a member a timeline has; did you mean "
          + "'viewDidAppear'? (write it as the timeline's 'call' spells it, such as 'viewWillAppear(_:)', or its base "
          + "name, 'viewWillAppear'; Docs/timeline-format.md)",
        "14:14: 'absent' in fact 5 of 'expect': expected 'receiver.member', such as 'detail.viewWillAppear(_:)', "
          + "'detail.viewWillAppear' or 'UIKit.warning', found 'D'",
        "15:5: fact 6 of 'expect': 'count' needs 'n', how many times the event happens",
        "16:33: 'n' in fact 7 of 'expect': expected a whole number >= 0, found '-1'",
        "17:69: 'occurrence' in fact 8 of 'expect': expected a whole number from 1 (occurrences count from 1), found '0'",
        "18:68: 'occurrence' in fact 9 of 'expect': expected two whole numbers from 1, such as [1, 2] (the occurrences "
          + "of 'before' and of 'after'), found '2'",
        "19:42: 'profiles' in fact 10 of 'expect': unknown profile 'uikit-9'; did you mean 'uikit-7'? (the profiles "
          + "are uikit-7, uikit-8, uikit-13, uikit-17)",
        "20:31: 'n' does not apply to 'absent' in fact 11 of 'expect'; 'absent' takes 'result' and 'profiles'",
        "21:31: fact 12 of 'expect' has a second claim 'present' after 'absent'; give each claim its own fact",
        "22:6: unknown key 'absnt' in fact 13 of 'expect'; did you mean 'absent'?",
        "23:43: 'argContains' in fact 14 of 'expect': the text is empty; every argument contains it",
        "24:14: 'absent' in fact 15 of 'expect': unknown receiver 'pc:D#1' (a receiver is a declared controller or "
          + "delegate id, 'UIKit', or an object the engine names after a controller, such as 'pc:D' or 'animator:D')",
        "25:5: fact 16 of 'expect': expected a mapping with one of 'before', 'absent', 'present' or 'count', such as "
          + "'absent: D.viewWillDisappear', found '3'",
      ], "\(found.joined(separator: "\n"))")
  }

  @Test func theSourceReadsIntoTheModel() throws {
    let scenario = try ScenarioFile.parse(
      Self.scenario([
        "source:",
        "  url: https://github.com/lionheart/openradar-mirror/issues/16815",
        "  title: \"Double dismiss\"",
        "  date: 2017-01-30",
        "  ios: 10.2",
        "  device: iPhone 7",
        "  feature: dismiss",
        "  quote: |",
        "    After that it will dismiss itself",
      ]), path: "x.yaml"
    ).scenario
    #expect(
      scenario.source
        == ScenarioSource(
          url: "https://github.com/lionheart/openradar-mirror/issues/16815", title: "Double dismiss",
          date: "2017-01-30", ios: "10.2", device: "iPhone 7", feature: .dismiss,
          quote: "After that it will dismiss itself\n", location: SourceLocation(line: 9, column: 1)))
    #expect(scenario.source?.iosMajorVersion == 10)
  }

  /// Sources name betas as they were: `13 beta`, `11 beta 10`; the era is the version's major.
  @Test(arguments: [
    ("13 beta", 13, true), ("11 beta 10", 11, true), ("8.0 beta 4", 8, true), ("13 beta x", 0, false),
    ("beta", 0, false),
  ])
  func aBetaIsAnIOSVersion(written: String, major: Int, valid: Bool) throws {
    let text = Self.scenario(["source:", "  url: https://example.com/a", "  ios: \(written)"])
    let found = problems(in: text)
    #expect(found.isEmpty == valid, "\(found)")
    if valid {
      #expect(try ScenarioFile.parse(text, path: "x.yaml").scenario.source?.iosMajorVersion == major)
    }
  }

  @Test func everySourceMistakeIsReportedAtItsPlace() {
    let found = problems(
      in: Self.scenario([
        "source:",
        "  url: github.com/x",  // 10
        "  date: 2017-2-30",  // 11
        "  ios: 10.x",  // 12
        "  feature: sheets",  // 13
        "  quote: '  '",  // 14
        "  author: me",  // 15
      ]))
    #expect(
      found == [
        "10:8: 'url' in 'source': expected an http or https address, such as 'https://github.com/owner/repo/issues/1', found 'github.com/x'",
        "11:9: 'date' in 'source': expected a date: YYYY-MM-DD, YYYY-MM or YYYY, such as 2017-02-03, found '2017-2-30'",
        "12:8: 'ios' in 'source': expected an iOS version such as \"10.2\", \"17\", \"26.1\" or \"13 beta 5\", found '10.x'",
        "13:12: 'feature' in 'source': expected appearance, present, dismiss, custom, interactive, sheet, adaptive, "
          + "popover, alert, error, container or traits, found 'sheets'; did you mean 'sheet'?",
        "14:10: 'quote' in 'source' is empty; leave it out or say what it is",
        "15:3: unknown key 'author' in 'source'; expected 'url', 'title', 'date', 'ios', 'device', 'feature' or 'quote'",
      ], "\(found.joined(separator: "\n"))")
    #expect(
      problems(in: Self.scenario(["source: {title: x}"]))
        == ["9:9: missing required key 'url' in 'source': where the source can be read"])
  }
}
