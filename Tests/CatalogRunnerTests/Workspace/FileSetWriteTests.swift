import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogRunner

/// The set write's journal: what a kill leaves is finished (after the commit point) or discarded
/// (before it) by the next `recover`, and nothing stays behind.
@Suite(.tags(.small))
struct FileSetWriteTests {
  /// A folder holding `files` (name → text).
  private func folder(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (name, text) in files { try folder.write(name, text) }
    return folder
  }

  /// Every entry of `folder` (hidden ones included) with its text.
  private func contents(_ folder: TemporaryFolder) throws -> [String: String] {
    Dictionary(uniqueKeysWithValues: try folder.entries().map { ($0, try folder.read($0)) })
  }

  @Test func aSetIsWrittenWholeAndLeavesNoTemporaryFile() throws {
    let folder = try folder(["a.timeline": "old a\n"])
    try FileSetWrite.write(
      [("a.timeline", Array("new a\n".utf8)), ("b.timeline", Array("new b\n".utf8))], into: folder.path)
    #expect(try contents(folder) == ["a.timeline": "new a\n", "b.timeline": "new b\n"])
  }

  @Test func aCommittedSetIsFinishedByRecovery() throws {
    // A kill after the journal was renamed into place, before any file was moved.
    let folder = try folder([
      "a.timeline": "old a\n", "b.timeline": "old b\n", ".a.timeline.catalog-set": "new a\n",
      ".b.timeline.catalog-set": "new b\n", ".catalog-set.journal": "a.timeline\nb.timeline\n",
    ])
    let recovery = try FileSetWrite.recover(folder.path)
    #expect(recovery == .init(completed: ["a.timeline", "b.timeline"], discarded: []))
    #expect(try contents(folder) == ["a.timeline": "new a\n", "b.timeline": "new b\n"])
  }

  @Test func anUncommittedSetIsDiscardedByRecovery() throws {
    // A kill while the temporary files or the journal's temporary file were being written.
    let folder = try folder([
      "a.timeline": "old a\n", ".a.timeline.catalog-set": "new a\n", ".catalog-set.journal.tmp": "a.timeline\n",
    ])
    let recovery = try FileSetWrite.recover(folder.path)
    #expect(recovery.discarded == [".a.timeline.catalog-set", ".catalog-set.journal.tmp"])
    #expect(try contents(folder) == ["a.timeline": "old a\n"])
  }

  @Test func aSymbolicLinkTargetIsRefusedBeforeAnythingIsWritten() throws {
    let folder = try folder(["elsewhere.txt": "keep\n"])
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("a.timeline"), withDestinationPath: folder.file("elsewhere.txt"))
    #expect(throws: RunnerError.self) {
      try FileSetWrite.write(
        [("b.timeline", Array("b\n".utf8)), ("a.timeline", Array("a\n".utf8))], into: folder.path)
    }
    #expect(try contents(folder) == ["a.timeline": "keep\n", "elsewhere.txt": "keep\n"])
  }
}
