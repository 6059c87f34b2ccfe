import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogRunner

/// The set write's journal: what a kill leaves is finished (after the commit point) or discarded
/// (before it) by the next `recover`, and nothing stays behind.
@Suite(.tags(.small))
struct FileSetWriteTests {
  @Test func aSetIsWrittenWholeAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.timeline", "old a\n")
    try FileSetWrite.write(
      [("a.timeline", Array("new a\n".utf8)), ("b.timeline", Array("new b\n".utf8))], into: folder.path)
    #expect(try folder.entries() == ["a.timeline", "b.timeline"])
    #expect(try folder.read("a.timeline") == "new a\n")
    #expect(try folder.read("b.timeline") == "new b\n")
  }

  @Test func aCommittedSetIsFinishedByRecovery() throws {
    // A kill after the journal was renamed into place, before any file was moved.
    let folder = try TemporaryFolder()
    try folder.write("a.timeline", "old a\n")
    try folder.write("b.timeline", "old b\n")
    try folder.write(".a.timeline.catalog-set", "new a\n")
    try folder.write(".b.timeline.catalog-set", "new b\n")
    try folder.write(".catalog-set.journal", "a.timeline\nb.timeline\n")
    let recovery = try FileSetWrite.recover(folder.path)
    #expect(recovery == .init(completed: ["a.timeline", "b.timeline"], discarded: []))
    #expect(try folder.entries() == ["a.timeline", "b.timeline"])
    #expect(try folder.read("a.timeline") == "new a\n")
    #expect(try folder.read("b.timeline") == "new b\n")
  }

  @Test func anUncommittedSetIsDiscardedByRecovery() throws {
    // A kill while the temporary files or the journal's temporary file were being written.
    let folder = try TemporaryFolder()
    try folder.write("a.timeline", "old a\n")
    try folder.write(".a.timeline.catalog-set", "new a\n")
    try folder.write(".catalog-set.journal.tmp", "a.timeline\n")
    let recovery = try FileSetWrite.recover(folder.path)
    #expect(recovery.discarded == [".a.timeline.catalog-set", ".catalog-set.journal.tmp"])
    #expect(try folder.entries() == ["a.timeline"])
    #expect(try folder.read("a.timeline") == "old a\n")
  }

  @Test func aSymbolicLinkTargetIsRefusedBeforeAnythingIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("elsewhere.txt", "keep\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("a.timeline"), withDestinationPath: folder.file("elsewhere.txt"))
    #expect(throws: RunnerError.self) {
      try FileSetWrite.write(
        [("b.timeline", Array("b\n".utf8)), ("a.timeline", Array("a\n".utf8))], into: folder.path)
    }
    #expect(try folder.entries() == ["a.timeline", "elsewhere.txt"])
    #expect(try folder.read("elsewhere.txt") == "keep\n")
  }
}
