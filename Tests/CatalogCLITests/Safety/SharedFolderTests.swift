import CatalogTestSupport
import Foundation
import Testing

/// Issue 24 item 6: a catalog in a folder several users share. A colleague who may read the
/// catalog but not write it ran `catalog list`; SQLite left its `-wal` and `-shm` files behind,
/// owned by the colleague, and the owner's next write failed (exit 3, "attempt to write a readonly
/// database"). Now such a reader removes them when it is done, and a writer that still meets
/// companions it cannot write (a reader was killed, or still reading) says whose they are and
/// what to do.
///
/// Two unprivileged system users play the owner and the colleague (made on first use, as
/// Scripts/postgres-cluster.sh makes its user), so the tests need root; without it they are
/// skipped.
@Suite(.tags(.large), .enabled(if: getuid() == 0, "switching users needs root"))
struct SharedFolderTests {
  static let owner = "catalog-owner"
  static let colleague = "catalog-reader"

  /// The built catalog, linked (or copied) into `folder/.bin`, where every user may execute it:
  /// the clone may sit in a folder only its owner can enter (`git clone . $(mktemp -d)/fresh`),
  /// and the other users could not execute `.build/…/catalog` there. It goes with the folder.
  static func executable(in folder: TemporaryFolder) throws -> String {
    let bin = folder.file(".bin")
    let copy = bin + "/catalog"
    guard !FileManager.default.fileExists(atPath: copy) else { return copy }
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    chmod(bin, 0o755)
    let built = try CatalogProcess.executableURL().path
    if link(built, copy) != 0 { try FileManager.default.copyItem(atPath: built, toPath: copy) }
    chmod(copy, 0o755)
    return copy
  }

  /// Runs the built catalog as `user` in `folder`.
  static func run(_ arguments: [String], as user: String, in folder: TemporaryFolder) throws -> CatalogProcess.Result {
    let catalog = try executable(in: folder)
    let quoted = ([catalog] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try CatalogProcess.shell(
      "exec /usr/sbin/runuser -u \(user) -- " + quoted.joined(separator: " "), in: folder.path)
  }

  /// Makes the system users when they are missing.
  static func makeUsers() throws {
    for user in [owner, colleague] {
      let exists = Process()
      exists.executableURL = URL(fileURLWithPath: "/usr/bin/id")
      exists.arguments = [user]
      exists.standardOutput = FileHandle.nullDevice
      exists.standardError = FileHandle.nullDevice
      try exists.run()
      exists.waitUntilExit()
      guard exists.terminationStatus != 0 else { continue }
      let add = Process()
      add.executableURL = URL(fileURLWithPath: "/usr/sbin/useradd")
      add.arguments = [
        "--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", user,
      ]
      try add.run()
      add.waitUntilExit()
      // Another test process may have made it meanwhile.
      try #require(add.terminationStatus == 0 || add.terminationStatus == 9, "useradd \(user)")
    }
  }

  /// A folder every user may write (as a shared folder is), holding the owner's catalog of one
  /// scenario: the catalog itself is the owner's, readable by all, writable by the owner only.
  static func sharedCatalog() throws -> TemporaryFolder {
    try makeUsers()
    let folder = try TemporaryFolder()
    chmod(folder.path, 0o777)
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    let added = try run(["add", "alpha.yaml"], as: owner, in: folder)
    try #require(added.exitCode == 0, "\(added)")
    return folder
  }

  static func companions(in folder: TemporaryFolder) throws -> [String] {
    try folder.entries().filter { $0.hasPrefix("catalog.sqlite-") }
  }

  @Test func aColleaguesReadLeavesNothingTheOwnerCannotWrite() throws {
    let folder = try Self.sharedCatalog()
    for arguments in [["list"], ["show", "alpha"], ["baselines"], ["add", "alpha.yaml"]] {
      _ = try Self.run(arguments, as: Self.colleague, in: folder)
      #expect(try Self.companions(in: folder).isEmpty, "\(arguments)")
    }
    let run = try Self.run(["run", "--all"], as: Self.owner, in: folder)
    #expect(run.exitCode == 0, "\(run)")
  }

  @Test func companionsTheOwnerCannotWriteAreExplained() throws {
    let folder = try Self.sharedCatalog()
    // What a colleague's reader killed while reading leaves: an empty WAL and the WAL index.
    let left = try CatalogProcess.shell(
      "/usr/sbin/runuser -u \(Self.colleague) -- sh -c ': > catalog.sqlite-wal; head -c 32768 /dev/zero > catalog.sqlite-shm'",
      in: folder.path)
    try #require(left.exitCode == 0, "\(left)")
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite")))
    let run = try Self.run(["run", "--all"], as: Self.owner, in: folder)
    #expect(run.exitCode == 3, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "error: the catalog database 'catalog.sqlite' is read-only: its companion file 'catalog.sqlite-wal' belongs to user '\(Self.colleague)'"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("Nothing was written."), "\(run.stderr)")
    #expect(run.stderr.contains("remove 'catalog.sqlite-wal' and 'catalog.sqlite-shm'"), "\(run.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite"))) == before)
    // Doing what it says mends it.
    let removed = try CatalogProcess.shell(
      "/usr/sbin/runuser -u \(Self.colleague) -- rm catalog.sqlite-wal catalog.sqlite-shm", in: folder.path)
    #expect(removed.exitCode == 0)
    #expect(try Self.run(["run", "--all"], as: Self.owner, in: folder).exitCode == 0)
  }

  @Test func aReaderLeavesTheFilesOfAnotherReaderStillReading() throws {
    let folder = try Self.sharedCatalog()
    // The colleague reads the catalog in another program that keeps it open (here Python's
    // sqlite3, inside a read transaction): the catalog's reader, closing first, must not remove
    // the files that connection uses, though they are the colleague's.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
    holder.arguments = [
      "-u", Self.colleague, "--", "/usr/bin/python3", "-c",
      """
      import sqlite3, sys, time
      c = sqlite3.connect('file:catalog.sqlite?mode=ro', uri=True, isolation_level=None)
      c.execute('BEGIN'); c.execute('SELECT COUNT(*) FROM scenario').fetchall()
      print('ready', flush=True); sys.stdin.read()
      c.execute('SELECT COUNT(*) FROM scenario').fetchall(); c.execute('COMMIT'); c.close()
      print('read', flush=True)
      """,
    ]
    holder.currentDirectoryURL = folder.url
    let output = Pipe()
    let input = Pipe()
    holder.standardOutput = output
    holder.standardInput = input
    try holder.run()
    defer {
      if holder.isRunning { holder.terminate() }
      holder.waitUntilExit()
    }
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    try #require(line.hasPrefix("ready"), "\(line)")
    try #require(try Self.companions(in: folder).sorted() == ["catalog.sqlite-shm", "catalog.sqlite-wal"])
    let listed = try Self.run(["list"], as: Self.colleague, in: folder)
    #expect(listed.exitCode == 0, "\(listed)")
    #expect(try Self.companions(in: folder).sorted() == ["catalog.sqlite-shm", "catalog.sqlite-wal"])
    // The other program reads on, and closes last; its own SQLite leaves the files (it may not
    // write the catalog), and the next reader of the catalog removes them.
    try input.fileHandleForWriting.close()
    holder.waitUntilExit()
    let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(holder.terminationStatus == 0 && rest.contains("read"), "\(rest)")
    _ = try Self.run(["list"], as: Self.colleague, in: folder)
    #expect(try Self.companions(in: folder).isEmpty)
  }
}
