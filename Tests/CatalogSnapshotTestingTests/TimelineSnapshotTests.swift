import CatalogSnapshotTesting
import CatalogTestSupport
import Foundation
import SnapshotTesting
import Testing

/// Issue 23 item 2: timelines as swift-snapshot-testing snapshots.
@Suite(.tags(.small))
struct TimelineSnapshotTests {
  static let sheet = TransitionScenario("sheet-over-nav", window: "nav") {
    Controller("nav", type: .navigation, children: ["list"])
    Controller("list")
    Controller("detail", modalPresentationStyle: .pageSheet)
  } steps: {
    Present("detail", from: "list")
    Dismiss("detail")
  }

  /// The committed snapshot in `__Snapshots__` matches (never recorded under CI).
  @Test func aTimelineMatchesItsCommittedSnapshot() {
    assertSnapshot(of: Self.sheet, as: .timeline(profile: .uikit17), record: .never)
  }

  @Test func aMissingSnapshotIsRecordedAndAChangeFailsWithTheLinesThatChanged() throws {
    let folder = try TemporaryFolder()
    let recorded = verifySnapshot(
      of: Self.sheet, as: .timeline(profile: .uikit13), named: "sheet", record: .missing,
      snapshotDirectory: folder.path)
    #expect(recorded?.contains("No reference was found on disk") == true)
    let file = try Self.snapshotFile(named: "sheet", in: folder)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("list.present(detail, animated: true)"))
    #expect(
      verifySnapshot(
        of: Self.sheet, as: .timeline(profile: .uikit13), named: "sheet", record: .never, snapshotDirectory: folder.path
      )
        == nil)

    let changed = TransitionScenario("sheet-over-nav", window: "nav") {
      Controller("nav", type: .navigation, children: ["list"])
      Controller("list")
      Controller("detail", modalPresentationStyle: .fullScreen)
    } steps: {
      Present("detail", from: "list")
      Dismiss("detail")
    }
    let failure = verifySnapshot(
      of: changed, as: .timeline(profile: .uikit13), named: "sheet", record: .never, snapshotDirectory: folder.path)
    #expect(failure?.contains("+   0.000  nav.viewWillDisappear(true)") == true)
  }

  @Test func allProfilesSnapshotTogetherAndAnInvalidScenarioShowsItsProblems() throws {
    let folder = try TemporaryFolder()
    _ = verifySnapshot(
      of: Self.sheet, as: .timeline(profile: .all), named: "all", record: .missing, snapshotDirectory: folder.path)
    let text = try String(contentsOfFile: try Self.snapshotFile(named: "all", in: folder), encoding: .utf8)
    #expect(["uikit-7", "uikit-8", "uikit-13", "uikit-17"].allSatisfy { text.contains("# \($0)\n") })

    let invalid = TransitionScenario("bad", window: "A") {
      Controller("A")
    } steps: {
      Present("nobody")
    }
    let failure = verifySnapshot(
      of: invalid, as: .timeline(profile: .uikit17), named: "bad", record: .never, snapshotDirectory: folder.path)
    #expect(failure != nil)
  }

  /// The file swift-snapshot-testing wrote for the snapshot `name` (`<test>.<name>.timeline`).
  static func snapshotFile(named name: String, in folder: TemporaryFolder) throws -> String {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return folder.file(try #require(files.first { $0.hasSuffix(".\(name).timeline") }))
  }
}
