import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTesting

/// Issue 23 item 2: `expectTimeline` in a team's own tests, against baseline files beside the
/// scenario, recorded when missing, never written under CI.
@Suite(.tags(.small))
struct ExpectTimelineTests {
  /// A test file's folder with `fixtures/ios13-default-style.yaml` copied into `Transitions/`.
  private func folderWithScenario() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("ios13-default-style.yaml"), encoding: .utf8)
    try folder.write("Transitions/ios13-default-style.yaml", text)
    return folder
  }

  @Test func aMissingBaselineIsRecordedAndTheTestFailsOnceSayingSo() throws {
    let folder = try folderWithScenario()
    let baseline = folder.file("Transitions/ios13-default-style.uikit-17.timeline")
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: "uikit-17", record: nil,
        environment: ["CATALOG_USER": "ana"], testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "recorded a new baseline for 'ios13-default-style' under uikit-17")
    }
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(text.hasPrefix("# baseline ios13-default-style @ uikit-17 (rules "))
    #expect(text.contains("# accepted by ana at "))
    #expect(text.contains("list.present(detail, animated: true)"))
    // The second run compares with it and passes.
    try CatalogTesting.expectTimeline(
      of: "Transitions/ios13-default-style.yaml", profile: "uikit-17", record: nil, environment: [:],
      testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
  }

  @Test func aChangedTimelineFailsWithTheDiffAndHowToAcceptIt() throws {
    let folder = try folderWithScenario()
    try record(folder, "uikit-17")
    let path = folder.file("Transitions/ios13-default-style.yaml")
    try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "  - dismiss: detail\n", with: "")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let baseline = folder.file("Transitions/ios13-default-style.uikit-17.timeline")
    let before = try String(contentsOfFile: baseline, encoding: .utf8)
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: .uikit17, record: nil, environment: [:],
        testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("differs from its baseline") && text.contains("-   0.350  detail.dismiss(animated: true)")
        && text.contains("CATALOG_RECORD=failed")
        && text.contains("catalog accept ios13-default-style --profile uikit-17")
    }
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == before)
  }

  @Test func recordModeFailedRewritesAChangedBaselineAndFailsOnce() throws {
    let folder = try folderWithScenario()
    try record(folder, "uikit-13")
    let path = folder.file("Transitions/ios13-default-style.yaml")
    try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "  - dismiss: detail\n", with: "")
      .write(toFile: path, atomically: true, encoding: .utf8)
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: .uikit13, record: nil,
        environment: ["CATALOG_RECORD": "failed"], testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("record mode 'failed' rewrote")
    }
    try CatalogTesting.expectTimeline(
      of: "Transitions/ios13-default-style.yaml", profile: .uikit13, record: nil, environment: [:],
      testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
  }

  @Test func underCINothingIsWrittenAndAMissingBaselineFails() throws {
    let folder = try folderWithScenario()
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: .uikit17, record: .all, environment: ["CI": "true"],
        testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("it is not recorded under CI")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("Transitions/ios13-default-style.uikit-17.timeline")))
  }

  @Test(arguments: [
    ("12.4", ["uikit-8"]), ("iOS 12.4", ["uikit-8"]), ("ios17", ["uikit-17"]), ("13", ["uikit-13"]),
    ("uikit-7", ["uikit-7"]), ("all", ["uikit-7", "uikit-8", "uikit-13", "uikit-17"]),
  ])
  func aProfileIsANameAnIOSVersionOrAll(written: String, profiles: [String]) throws {
    let folder = try folderWithScenario()
    try record(folder, TimelineProfile(written))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("Transitions")).filter {
      $0.hasSuffix(".timeline")
    }
    #expect(files.sorted() == profiles.map { "ios13-default-style.\($0).timeline" }.sorted())
  }

  @Test(arguments: ["uikit17", "6", "ios", "17.x", ""])
  func anUnknownProfileIsAnErrorNamingWhatIsAccepted(written: String) throws {
    let folder = try folderWithScenario()
    let error = try #require(throws: TimelineExpectationError.self) {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: TimelineProfile(written), record: nil, environment: [:],
        testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    }
    #expect(error.description.contains("an iOS version from 7 on"))
  }

  @Test func anInvalidScenarioThrowsWithItsPositions() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.yaml", "name: bad\nwindow: A\ncontrollers: {A: {}}\nsteps:\n  - present: Z\n")
    let error = try #require(throws: TimelineExpectationError.self) {
      try CatalogTesting.expectTimeline(
        of: "bad.yaml", profile: .uikit17, record: nil, environment: [:], testFolder: folder.path,
        at: (#fileID, #filePath, #line, #column))
    }
    #expect(error.description.contains("bad.yaml:5:"))
  }

  @Test func aProfileThatCannotReplayTheScenarioIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "swipe.yaml",
      "name: swipe\nwindow: A\ncontrollers: {A: {}, S: {}}\nsteps:\n  - present: S\n  - swipeDown: S\n    progress: [0.5]\n"
    )
    let error = try #require(throws: TimelineExpectationError.self) {
      try CatalogTesting.expectTimeline(
        of: "swipe.yaml", profile: "12.4", record: nil, environment: [:], testFolder: folder.path,
        at: (#fileID, #filePath, #line, #column))
    }
    #expect(error.description.contains("profile uikit-8 cannot replay scenario 'swipe'"))
  }

  @Test func aScenarioInSwiftKeepsItsBaselinesBesideTheTestFile() throws {
    let folder = try TemporaryFolder()
    let scenario = TransitionScenario("sheet-over-nav", window: "nav") {
      Controller("nav", type: .navigation, children: ["list"])
      Controller("list")
      Controller("detail", modalPresentationStyle: .pageSheet)
    } steps: {
      Present("detail", from: "list")
    }
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: scenario, profile: .uikit13, record: nil, environment: [:], testFolder: folder.path,
        at: (#fileID, #filePath, #line, #column))
    } matching: { _ in
      true
    }
    #expect(FileManager.default.fileExists(atPath: folder.file("__Timelines__/sheet-over-nav.uikit-13.timeline")))
    let timelines = try CatalogTesting.expectTimeline(
      of: scenario, profile: .uikit13, record: nil, environment: [:], testFolder: folder.path,
      at: (#fileID, #filePath, #line, #column))
    #expect(timelines.first?.canonicalText().contains("list.present(detail, animated: true)") == true)
  }

  @Test func aBaselineThatIsASymbolicLinkIsNeverWrittenThrough() throws {
    let folder = try folderWithScenario()
    try record(folder, .uikit17)
    // The baseline moves elsewhere, a link to it takes its place, and the scenario changes.
    let baseline = folder.file("Transitions/ios13-default-style.uikit-17.timeline")
    try FileManager.default.moveItem(atPath: baseline, toPath: folder.file("elsewhere.timeline"))
    try FileManager.default.createSymbolicLink(atPath: baseline, withDestinationPath: folder.file("elsewhere.timeline"))
    let kept = try String(contentsOfFile: folder.file("elsewhere.timeline"), encoding: .utf8)
    let path = folder.file("Transitions/ios13-default-style.yaml")
    try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "  - dismiss: detail\n", with: "")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let error = try #require(throws: TimelineExpectationError.self) {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: .uikit17, record: .failed, environment: [:],
        testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    }
    #expect(error.description.contains("is not a regular file"))
    #expect(try String(contentsOfFile: folder.file("elsewhere.timeline"), encoding: .utf8) == kept)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: baseline)) != nil)
  }

  /// Records the baselines of the copied fixture under `profile`, expecting the one failure that
  /// recording makes.
  private func record(_ folder: TemporaryFolder, _ profile: TimelineProfile) throws {
    try withKnownIssue {
      try CatalogTesting.expectTimeline(
        of: "Transitions/ios13-default-style.yaml", profile: profile, record: nil, environment: [:],
        testFolder: folder.path, at: (#fileID, #filePath, #line, #column))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("recorded a new baseline")
    }
  }
}
