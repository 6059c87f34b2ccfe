import CatalogModel
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

@testable import CatalogReports
@testable import CatalogRunner

/// Issue 30: what `catalog serve` shows and decides, without a server: the groups of a check,
/// the keys a request may name (and nothing else), the version that changes with what awaits
/// review, and decisions that write what `catalog accept` writes.
@Suite(.tags(.medium))
struct ReviewBoardTests {
  /// A folder of alpha and beta accepted under uikit-17, then edited two ways and checked: two
  /// change groups.
  static func checkedTwice() throws -> (TemporaryCatalog, TemporaryFolder) {
    let catalog = try TemporaryCatalog()
    let work = try TemporaryFolder()
    try work.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try work.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    let request = CheckRequest(folder: work.file("fx"), profiles: [.uikit17], allowNew: true)
    let first = try request.run(at: catalog.location)
    _ = try AcceptCheck(first, acceptedBy: "ana").run(at: catalog.location)
    try work.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 2))
    try work.write(
      "fx/beta.yaml", ScenarioTexts.valid("beta").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
    let second = try request.run(at: catalog.location)
    #expect(second.groups.count == 2)
    return (catalog, work)
  }

  @Test func aBoardHasAGroupPerChangeGroupAndKnowsOnlyItsOwnKeys() throws {
    let (catalog, work) = try Self.checkedTwice()
    let board = ReviewBoard(try ReviewSession(location: catalog.location))
    #expect(board.keys == ["g1", "g2"])
    #expect(board.count == 2)
    #expect(board.groups.allSatisfy { $0.entries.count == 1 && !$0.title.isEmpty })
    #expect(board.selection("r:alpha @ uikit-17")?.map(\.title) == ["alpha @ uikit-17"])
    for unknown in ["g3", "new", "g", "r:", "r:alpha", "r:../../etc/passwd @ uikit-17", "/etc/passwd", "G1 "] {
      #expect(board.selection(unknown) == nil, "\(unknown)")
    }
    // The same catalog reads to the same version; the subject names the check and the folder.
    #expect(ReviewBoard(try ReviewSession(location: catalog.location)).version == board.version)
    #expect(ReviewBoard.subject(of: board.session).hasPrefix("the last check of '"))
    _ = work
  }

  @Test func decisionsWriteWhatAcceptWritesAndChangeTheVersion() throws {
    let (catalog, work) = try Self.checkedTwice()
    let alphaBefore = try work.read("fx/alpha.uikit-17.timeline")
    let betaBefore = try work.read("fx/beta.uikit-17.timeline")
    let board = ReviewBoard(try ReviewSession(location: catalog.location))
    let beta = try #require(board.selection("r:beta @ uikit-17"))
    let rejected = try board.decide(.reject, beta, by: "ana")
    #expect(rejected.results == ["beta @ uikit-17"] && rejected.files.isEmpty)
    #expect(try work.read("fx/beta.uikit-17.timeline") == betaBefore)
    let after = ReviewBoard(try ReviewSession(location: catalog.location))
    #expect(after.version != board.version)
    #expect(after.keys.count == 1 && after.selection("r:beta @ uikit-17") == nil)

    let alphaKey = try #require(after.groups.first?.key)
    let accepted = try after.decide(.accept, try #require(after.selection(alphaKey)), by: "ana")
    #expect(accepted.files == ["alpha.uikit-17.timeline"], "\(accepted)")
    #expect(accepted.message.contains("Wrote 1 baseline file"), "\(accepted.message)")
    let alpha = try work.read("fx/alpha.uikit-17.timeline")
    #expect(alpha != alphaBefore && alpha.contains("2.850"), "\(alpha)")
    #expect(alpha.contains("# accepted by ana"), "\(alpha)")
    let last = ReviewBoard(try ReviewSession(location: catalog.location))
    #expect(last.count == 0 && last.groups.isEmpty)
    // A check of the folder now finds beta's rejected change again, and nothing else.
    let again = try CheckRequest(folder: work.file("fx"), profiles: [.uikit17], allowNew: true).run(
      at: catalog.location)
    #expect(again.items.filter { $0.outcome == .changed }.map(\.scenario) == ["beta"])
  }

  @Test func aFolderNamedMustBeTheOneTheLastCheckChecked() throws {
    let (catalog, work) = try Self.checkedTwice()
    #expect(try ReviewBoard.session(at: catalog.location, folder: work.file("fx")).entries.count == 2)
    #expect(throws: RunnerError.self) { try ReviewBoard.session(at: catalog.location, folder: work.file("other")) }
  }
}
