import CatalogRunner
import CatalogTestSupport
import Foundation
import GRDB
import Testing
import TransitionEngine

/// Issue 16 items 7, 9 and 13: the catalog reads only regular files and writes only catalogs.
///
/// A FIFO given as a scenario file, found in a folder, reached through a symbolic link or given
/// as `--db` used to block forever (each run here is killed after 20 s, which fails the test);
/// `import` followed symbolic links out of its folder and quoted the target's first line;
/// `--db /dev/null` left `/dev/null-journal`; `list` migrated any SQLite file into a catalog.
@Suite(.tags(.medium))
struct SpecialFileTests {
  static let fifoMessage = "is a FIFO (named pipe), not a"

  private func folderWithFIFO(_ name: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try #require(mkfifo(folder.file(name), 0o600) == 0)
    return folder
  }

  @Test(arguments: [
    ["add", "pipe.yaml"], ["run", "pipe.yaml"], ["add", "link.yaml"], ["add", "."], ["check", "."],
    ["diff", "pipe.yaml"],
  ])
  func aFIFOIsRefusedWithoutWaiting(arguments: [String]) throws {
    let folder = try folderWithFIFO("pipe.yaml")
    try FileManager.default.createSymbolicLink(atPath: folder.file("link.yaml"), withDestinationPath: "pipe.yaml")
    let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 20)
    #expect(!result.wasSignaled, "the command blocked: \(result)")
    #expect([1, 2].contains(result.exitCode), "\(result)")
    #expect(result.stderr.contains(Self.fifoMessage) || result.stdout.contains(Self.fifoMessage), "\(result)")
  }

  @Test func aFIFOBaselineInACheckedFolderIsReportedNotRead() throws {
    let folder = try folderWithFIFO("alpha.uikit-17.timeline")
    let result = try CatalogProcess.run(["check", "."], in: folder.path, timeout: 20)
    #expect(!result.wasSignaled, "the command blocked: \(result)")
    #expect(result.stdout.contains(Self.fifoMessage), "\(result)")
  }

  @Test func anUnreadableBaselineIsOneFailedResultNotAnInternalError() throws {
    // It used to be reported twice (failed, and the replay as new): exit 3, "two check results".
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("alpha.uikit-17.timeline", "garbage\n")
    let result = try CatalogProcess.run(["check", "."], in: folder.path, timeout: 20)
    #expect(result.exitCode == 1, "\(result)")
    #expect(result.stdout.contains("1 result for '.'"), "\(result)")
    #expect(result.stdout.contains("alpha @ uikit-17: the baseline file is unreadable: 1:1:"), "\(result)")
  }

  @Test(arguments: [["list"], ["add", "a.yaml"], ["show", "alpha"]])
  func aFIFOAsTheDatabaseIsRefused(arguments: [String]) throws {
    let folder = try folderWithFIFO("catalog.sqlite")
    let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 20)
    #expect(!result.wasSignaled, "the command blocked: \(result)")
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("the catalog path 'catalog.sqlite' is a FIFO (named pipe), not a regular file"))
    #expect(try folder.entries() == ["a.yaml", "catalog.sqlite"])
  }

  @Test(.enabled(if: DeviceNode.canMake, "mknod needs root"))
  func aDeviceAsTheDatabaseIsRefusedAndGetsNoJournal() throws {
    // A copy of the null device in the test's own folder: '--db /dev/null' used to leave
    // '/dev/null-journal'.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try #require(DeviceNode.makeNull(at: folder.file("null")))
    for arguments in [["add", "a.yaml"], ["list"]] {
      let result = try CatalogProcess.run(arguments + ["--db", "null"], in: folder.path, timeout: 20)
      #expect(result.exitCode == 2, "\(result)")
      #expect(result.stderr.contains("'null' is a character device, not a regular file"), "\(result)")
    }
    #expect(try folder.entries() == ["a.yaml", "null"])
  }

  @Test func aFolderAcceptNeverRewritesWhatASymbolicLinkPointsAt() throws {
    // The baseline file is a link to a file elsewhere: the catalog accepts, the folder's files
    // are left alone, and the message says exactly that (issue 16 items 1 and 6).
    let folder = try TemporaryFolder()
    try folder.write("dir/a.yaml", ScenarioTexts.valid("alpha"))
    let first = try CatalogProcess.run(["check", "dir", "--accept", "--profile", "uikit-17"], in: folder.path)
    try #require(first.exitCode == 0, "\(first)")
    try FileManager.default.moveItem(
      atPath: folder.file("dir/alpha.uikit-17.timeline"), toPath: folder.file("elsewhere.timeline"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("dir/alpha.uikit-17.timeline"), withDestinationPath: folder.file("elsewhere.timeline"))
    let elsewhere = try folder.read("elsewhere.timeline")
    try folder.write("dir/a.yaml", ScenarioTexts.valid("alpha", variant: 1))
    let result = try CatalogProcess.run(["check", "dir", "--accept"], in: folder.path)
    #expect(result.exitCode == 3, "\(result)")
    #expect(result.stderr.contains("it is a symbolic link"), "\(result)")
    #expect(
      result.stderr.contains(
        "note: the catalog accepted 1 baseline, but the folder 'dir' still holds its old baseline files"),
      "\(result)")
    #expect(try folder.read("elsewhere.timeline") == elsewhere)
    #expect(FileManager.default.fileExists(atPath: folder.file("dir/alpha.uikit-17.timeline")))
    #expect(try folder.entries("dir") == ["a.yaml", "alpha.uikit-17.timeline"])
  }

  // MARK: - Import

  /// A folder as `export` writes it: one scenario and its uikit-17 baseline.
  private func exportedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "a.yaml"], ["check", "--all", "--accept"], ["export", "--to", "out"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(result)")
    }
    return folder
  }

  @Test func importRefusesSymbolicLinksWithoutReadingTheirTargets() throws {
    let folder = try exportedFolder()
    try folder.write("secret.txt", "root:x:0:0:secret first line\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("out/beta.uikit-17.timeline"), withDestinationPath: folder.file("secret.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("out/gamma.yaml"), withDestinationPath: folder.file("secret.txt"))
    let result = try CatalogProcess.run(["import", "out", "--db", "new.sqlite"], in: folder.path, timeout: 20)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "out/beta.uikit-17.timeline:1:1: error: is a symbolic link; 'catalog import' reads only the folder's own files")
    )
    #expect(result.stderr.contains("out/gamma.yaml:1:1: error: is a symbolic link"))
    #expect(!result.stderr.contains("secret first line"))
    #expect(!folder.exists("new.sqlite"))
  }

  @Test func importRefusesAFIFOWithoutWaiting() throws {
    let folder = try exportedFolder()
    try #require(mkfifo(folder.file("out/beta.uikit-17.timeline"), 0o600) == 0)
    let result = try CatalogProcess.run(["import", "out", "--db", "new.sqlite"], in: folder.path, timeout: 20)
    #expect(!result.wasSignaled, "the command blocked: \(result)")
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("out/beta.uikit-17.timeline:1:1: error: is a FIFO (named pipe), not a regular file"))
  }

  @Test func importRefusesARulesVersionNoProfileHas() throws {
    let folder = try exportedFolder()
    let name = "out/alpha.uikit-17.timeline"
    let text = try folder.read(name)
    let rules = "(rules \(EngineProfile.uikit17.rulesVersion))"
    try #require(text.hasPrefix("# baseline alpha @ uikit-17 \(rules)\n"))
    try folder.write(name, text.replacingOccurrences(of: rules, with: "(rules 999)"))
    let result = try CatalogProcess.run(["import", "out", "--db", "new.sqlite"], in: folder.path, timeout: 20)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "\(name):1:1: error: the header says rules 999 of uikit-17, but this catalog's uikit-17 has rules \(EngineProfile.uikit17.rulesVersion) at most"
      ))
    #expect(!folder.exists("new.sqlite"))
  }

  // MARK: - Foreign and empty databases

  @Test(arguments: [["list"], ["add", "a.yaml"], ["check", "--all"], ["import", "out"]])
  func aForeignSQLiteFileIsRefusedAndLeftByteIdentical(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("out/a.yaml", ScenarioTexts.valid("alpha"))
    let path = folder.file("other.sqlite")
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try CatalogProcess.run(arguments + ["--db", "other.sqlite"], in: folder.path, timeout: 20)
    #expect(result.exitCode == 3, "\(result)")
    #expect(result.stderr.contains("'other.sqlite' is a SQLite database that is not a catalog"), "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folder.entries().filter { $0.hasPrefix("other") } == ["other.sqlite"])
  }

  @Test func anEmptyFileBecomesACatalogOnlyForACommandThatWrites() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("catalog.sqlite", "")
    let listed = try CatalogProcess.run(["list"], in: folder.path, timeout: 20)
    #expect(listed.exitCode == 0, "\(listed)")
    #expect(listed.stderr.contains("no catalog at 'catalog.sqlite' yet"), "\(listed)")
    #expect(try folder.entries() == ["a.yaml", "catalog.sqlite"])
    #expect(try folder.read("catalog.sqlite").isEmpty)
    let added = try CatalogProcess.run(["add", "a.yaml"], in: folder.path, timeout: 20)
    #expect(added.exitCode == 0, "\(added)")
    #expect(try CatalogProcess.run(["list"], in: folder.path).stdout.contains("alpha"))
  }

  // MARK: - The audit's smaller items (G10)

  @Test(arguments: [["list"], ["add", "a.yaml"], ["show", "alpha"]])
  func aForeignWALDatabaseIsLeftWithoutCompanionFiles(arguments: [String]) throws {
    // A reader of a WAL database leaves -wal and -shm files: 'list' left them beside another
    // program's database it refused.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let pool = try DatabasePool(path: folder.file("theirs.sqlite"))
    try pool.write { db in try db.execute(sql: "CREATE TABLE mine (x); INSERT INTO mine VALUES (1)") }
    try pool.close()
    try #require(try folder.entries() == ["a.yaml", "theirs.sqlite"])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file("theirs.sqlite")))
    let result = try CatalogProcess.run(arguments + ["--db", "theirs.sqlite"], in: folder.path)
    #expect(result.exitCode == 3 && result.stderr.contains("is a SQLite database that is not a catalog"), "\(result)")
    #expect(try folder.entries() == ["a.yaml", "theirs.sqlite"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("theirs.sqlite"))) == bytes)
  }

  @Test(arguments: ["-wal", "-shm", "-journal"])
  func aFIFOBesideTheCatalogIsRefusedNotReplaced(suffix: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
    try #require(mkfifo(folder.file("catalog.sqlite" + suffix), 0o600) == 0)
    for arguments in [["list"], ["add", "a.yaml"], ["check", "--all"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 20)
      #expect(result.exitCode == 2, "\(arguments): \(result)")
      #expect(
        result.stderr.contains("'catalog.sqlite\(suffix)' beside the catalog is a FIFO (named pipe)"), "\(result)")
      #expect(FileKind.of(folder.file("catalog.sqlite" + suffix)) == .fifo)
    }
  }

  @Test(arguments: ["-wal", "-shm", "-journal"])
  func aSymbolicLinkBesideTheCatalogIsRefusedAndLeftAlone(suffix: String) throws {
    // It was exit 3 "cannot open the catalog database 'catalog.sqlite': unable to open database
    // file" (SQLite refuses a linked companion file), naming neither the link nor what to do.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
    let link = folder.file("catalog.sqlite" + suffix)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.file("elsewhere"))
    for arguments in [["list"], ["add", "a.yaml"], ["check", "--all"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 20)
      #expect(result.exitCode == 2, "\(arguments): \(result)")
      #expect(
        result.stderr.contains(
          "'catalog.sqlite\(suffix)' beside the catalog is a symbolic link; SQLite will not open the catalog beside it"),
        "\(result)")
      #expect(FileKind.isSymbolicLink(link))
      #expect(!FileManager.default.fileExists(atPath: folder.file("elsewhere")))
    }
  }

  @Test(
    .enabled(if: DeviceNode.canMake, "mknod needs root"), arguments: [["check", "--all"], ["run", "--all"], ["gc"]])
  func aDeviceAsTheDatabaseIsNamedByCommandsThatNeedACatalog(arguments: [String]) throws {
    // 'check --all --db <device>' used to say "no catalog at 'dev'".
    let folder = try TemporaryFolder()
    try #require(DeviceNode.makeNull(at: folder.file("dev")))
    let result = try CatalogProcess.run(arguments + ["--db", "dev"], in: folder.path, timeout: 20)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("the catalog path 'dev' is a character device"), "\(result)")
  }

  @Test func aSocketALinkLoopAndAnEmptyFolderAreNamed() throws {
    // A socket in a folder said "cannot open file: no such device or address", a link loop "no
    // such file or folder", and 'run EMPTYDIR/' printed nothing with exit 0.
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.file("d"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.file("d/loop1.yaml"), withDestinationPath: "loop2.yaml")
    try FileManager.default.createSymbolicLink(atPath: folder.file("d/loop2.yaml"), withDestinationPath: "loop1.yaml")
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = folder.file("d/sock.yaml")
    try #require(path.utf8.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    let folderRun = try CatalogProcess.run(["run", "d"], in: folder.path, timeout: 20)
    #expect(folderRun.exitCode == 2, "\(folderRun)")
    #expect(folderRun.stderr.contains("d/sock.yaml:1:1: error: is a socket, not a regular file"), "\(folderRun)")
    let loop = try CatalogProcess.run(["run", "d/loop1.yaml"], in: folder.path, timeout: 20)
    #expect(loop.exitCode == 2 && loop.stderr.contains("is a symbolic link that leads nowhere"), "\(loop)")
    let empty = try CatalogProcess.run(["run", "empty/"], in: folder.path, timeout: 20)
    #expect(empty.exitCode == 2 && empty.stderr.contains("the folder holds no scenario file"), "\(empty)")
  }

  @Test(arguments: ["PRAGMA user_version = 7", "PRAGMA application_id = 1234"])
  func aSQLiteFileWithoutTablesButAnotherProgramsMarkIsForeign(mark: String) throws {
    // Only an empty or absent file may become a catalog: one with no table yet but another
    // program's user_version or application_id used to be migrated into a catalog.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let queue = try DatabaseQueue(path: folder.file("theirs.sqlite"))
    try queue.writeWithoutTransaction { db in try db.execute(sql: mark) }
    try queue.close()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file("theirs.sqlite")))
    let result = try CatalogProcess.run(["add", "a.yaml", "--db", "theirs.sqlite"], in: folder.path)
    #expect(result.exitCode == 3 && result.stderr.contains("is a SQLite database that is not a catalog"), "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("theirs.sqlite"))) == bytes)
  }
}
