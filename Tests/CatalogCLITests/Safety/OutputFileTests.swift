import CatalogRunner
import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 1 (and the audit's G1 and G10): `--junit`, `--summary`, `--html` and
/// `report --output` write through to what is not a regular file, never truncate what the shell
/// opened, never replace a symbolic link, replace a regular file atomically, and refuse the
/// catalog database itself.
///
/// `--junit /dev/stdout` used to follow `/dev/stdout` to `/proc/self/fd/1` and read that link's
/// text: on a pipe it failed ("could not write '/dev/stdout'", exit 3), and with standard output
/// redirected to a file (`>> ci.log`) it renamed a new file over it, losing what it held.
/// Devices and FIFOs here are made by the test in its own folder, never the system's.
@Suite(.tags(.medium))
struct OutputFileTests {
  /// The catalog every command of these tests uses, chosen as a user would with `CATALOG_DB`: a
  /// folder check without one keeps its catalog in the cache (issue 26), and these tests are
  /// about output files beside a catalog file they can inspect.
  static let catalogDB = ["CATALOG_DB": "catalog.sqlite"]

  /// A folder with the fixtures added and accepted in `catalog.sqlite`, so a check passes.
  private func checkedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file("fixtures"), withIntermediateDirectories: false)
    for name in ["dimming-presentation", "mail-compose-sheet"] {
      try FileManager.default.copyItem(
        atPath: fixturesFolder.appendingPathComponent("\(name).yaml").path, toPath: folder.file("fixtures/\(name).yaml")
      )
    }
    // New scenarios get baselines under every profile that can replay them.
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--accept"], in: folder.path, environment: Self.catalogDB)
    try #require(result.exitCode == 0, "\(result)")
    return folder
  }

  /// Runs `script` with `/bin/sh` in `folder` (`$CATALOG` names the built binary) and expects it
  /// to exit with 0.
  private func runSucceeding(
    _ script: String, in folder: TemporaryFolder, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let result = try CatalogProcess.shell(script, in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 0, "\(result)", sourceLocation: sourceLocation)
  }

  private func inode(_ path: String) -> UInt64? {
    var info = stat()
    return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  private func batches(_ folder: TemporaryFolder) throws -> Int {
    try CatalogInspection(path: folder.file("catalog.sqlite")).batches
  }

  // MARK: - The process's own descriptors

  @Test(arguments: ["--junit", "--summary", "--html"])
  func devStdoutOnAPipeGetsTheReport(option: String) throws {
    let folder = try checkedFolder()
    try runSucceeding("\"$CATALOG\" check fixtures \(option) /dev/stdout | cat > piped.txt", in: folder)
    let piped = try folder.read("piped.txt")
    let mark = ["--junit": "<testsuites", "--summary": "## catalog check: passed", "--html": "<!doctype html>"][option]
    #expect(piped.contains(mark ?? "?"), "\(piped.prefix(300))")
    #expect(piped.contains("PASSED: every result equals its baseline."))
  }

  @Test(arguments: ["--junit", "--summary"])
  func devStdoutAppendedToALogKeepsWhatTheLogHeld(option: String) throws {
    let folder = try checkedFolder()
    try folder.write("ci.log", "EARLIER LOG\n")
    let before = inode(folder.file("ci.log"))
    try runSucceeding("\"$CATALOG\" check fixtures \(option) /dev/stdout >> ci.log", in: folder)
    let log = try folder.read("ci.log")
    #expect(log.hasPrefix("EARLIER LOG\n"), "\(log.prefix(200))")
    #expect(log.contains(option == "--junit" ? "<testsuites" : "## catalog check"))
    #expect(log.contains("PASSED: every result equals its baseline."))
    #expect(inode(folder.file("ci.log")) == before, "the log was replaced, not written to")
  }

  @Test func devFdOfARedirectedFileIsWrittenAtItsPosition() throws {
    let folder = try checkedFolder()
    try runSucceeding(
      "exec 3> three.txt; echo FIRST >&3; \"$CATALOG\" check fixtures --junit /dev/fd/3 > /dev/null", in: folder)
    let text = try folder.read("three.txt")
    #expect(text.hasPrefix("FIRST\n<?xml"), "\(text.prefix(100))")
  }

  @Test func reportOutputToDevStdoutOnAPipe() throws {
    let folder = try checkedFolder()
    try runSucceeding(
      "\"$CATALOG\" report fixtures/dimming-presentation.yaml --output /dev/stdout | cat > page.html", in: folder)
    #expect(try folder.read("page.html").hasPrefix("<!doctype html>"))
  }

  /// A reader that stops early (`| head -c 100`) is not a failure for an output file written
  /// through the process's standard output, as it is not for standard output itself (README "Exit
  /// codes"); the check's page is larger than a pipe's buffer, so the write meets the closed pipe.
  @Test func devStdoutWhoseReaderStopsEarlyIsNotAFailure() throws {
    let folder = try checkedFolder()
    let result = try CatalogProcess.shell(
      "{ \"$CATALOG\" check fixtures --html /dev/stdout; echo \"status $?\" > status.txt; } | head -c 100 > head.txt",
      in: folder.path, environment: Self.catalogDB)
    #expect(try folder.read("status.txt") == "status 0\n", "\(result)")
    #expect(!result.stderr.contains("Broken pipe"), "\(result)")
    #expect(try folder.read("head.txt").hasPrefix("<!doctype html>"))
  }

  // MARK: - FIFOs and devices

  @Test func aFIFOWithAReaderGetsTheReportAndStaysAFIFO() throws {
    let folder = try checkedFolder()
    try #require(mkfifo(folder.file("pipe"), 0o600) == 0)
    let background = try CatalogProcess.start(
      ["-c", "cat pipe > received.txt"], in: folder.path, executable: URL(fileURLWithPath: "/bin/sh"))
    Thread.sleep(forTimeInterval: 0.3)
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--junit", "pipe"], in: folder.path, environment: Self.catalogDB, timeout: 60)
    _ = try background.wait(timeout: 30)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try folder.read("received.txt").contains("<testsuites"))
    #expect(FileKind.of(folder.file("pipe")) == .fifo)
  }

  @Test func aFIFOWithoutAReaderIsAnErrorNotAWait() throws {
    let folder = try checkedFolder()
    try #require(mkfifo(folder.file("pipe"), 0o600) == 0)
    let before = try batches(folder)
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--junit", "pipe"], in: folder.path, environment: Self.catalogDB, timeout: 30)
    #expect(!result.wasSignaled, "the command waited for a reader: \(result)")
    #expect(result.exitCode == 3, "\(result)")
    #expect(result.stderr.contains("it is a FIFO (named pipe) that no process is reading"), "\(result)")
    // The check ran and was recorded, and the message says so.
    #expect(result.stderr.contains("the check itself was recorded"), "\(result)")
    // …as a note after the error, not as a second error.
    #expect(result.stderr.contains("\nnote: the check itself was recorded"), "\(result)")
    #expect(!result.stderr.contains("error: note:"), "\(result)")
    #expect(try batches(folder) == before + 1)
    #expect(FileKind.of(folder.file("pipe")) == .fifo)
  }

  @Test(.enabled(if: DeviceNode.canMake, "mknod needs root"))
  func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
    let folder = try checkedFolder()
    // A copy of the null device (major 1, minor 3), in the test's own folder.
    try #require(DeviceNode.makeNull(at: folder.file("null")))
    for option in ["--junit", "--summary", "--html"] {
      let result = try CatalogProcess.run(
        ["check", "fixtures", option, "null"], in: folder.path, environment: Self.catalogDB)
      #expect(result.exitCode == 0, "\(option): \(result)")
      #expect(FileKind.of(folder.file("null")) == .characterDevice, "\(option) replaced the device")
    }
    #expect(try folder.entries().filter { $0.contains("catalog-") }.isEmpty, "a temporary file was left")
  }

  // MARK: - Symbolic links and regular files

  @Test func aSymbolicLinkStaysALinkAndTheNoteNamesTheFileWritten() throws {
    let folder = try checkedFolder()
    try FileManager.default.createDirectory(atPath: folder.file("reports"), withIntermediateDirectories: false)
    try folder.write("reports/junit.xml", "old\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("junit.xml"), withDestinationPath: "reports/junit.xml")
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--junit", "junit.xml"], in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 0, "\(result)")
    #expect(FileKind.isSymbolicLink(folder.file("junit.xml")))
    #expect(try folder.read("reports/junit.xml").hasPrefix("<?xml"))
    #expect(
      result.stderr.contains(
        "note: 'junit.xml' is a symbolic link; wrote the file it points to, 'reports/junit.xml'"), "\(result)")
  }

  @Test func aSummaryThroughASymbolicLinkIsAppendedToItsTarget() throws {
    let folder = try checkedFolder()
    try folder.write("summary.md", "# Earlier step\n")
    try FileManager.default.createSymbolicLink(atPath: folder.file("step.md"), withDestinationPath: "summary.md")
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--summary", "step.md"], in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 0, "\(result)")
    #expect(FileKind.isSymbolicLink(folder.file("step.md")))
    let text = try folder.read("summary.md")
    #expect(text.hasPrefix("# Earlier step\n## catalog check: passed"), "\(text.prefix(100))")
  }

  @Test func aRegularFileIsReplacedAtomicallyWithItsPermissions() throws {
    let folder = try checkedFolder()
    try folder.write("junit.xml", "old\n")
    chmod(folder.file("junit.xml"), 0o640)
    let before = inode(folder.file("junit.xml"))
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--junit", "junit.xml"], in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try folder.read("junit.xml").hasPrefix("<?xml"))
    // Replaced by a rename (a new file), so a reader sees the old bytes or the new ones.
    #expect(inode(folder.file("junit.xml")) != before)
    let mode = (try FileManager.default.attributesOfItem(atPath: folder.file("junit.xml"))[.posixPermissions] as? Int)
    #expect(mode == 0o640)
    #expect(try folder.entries().filter { $0.contains("catalog-") }.isEmpty, "a temporary file was left")
  }

  // MARK: - Refused before the check runs

  @Test(arguments: ["catalog.sqlite", "link.sqlite", "./catalog.sqlite"])
  func theCatalogDatabaseItselfIsRefused(path: String) throws {
    let folder = try checkedFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.sqlite"), withDestinationPath: "catalog.sqlite")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite")))
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--junit", path], in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains("refusing to write '\(path)': it is the catalog database 'catalog.sqlite'"), "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite"))) == bytes)
  }

  @Test func theCatalogIsRefusedAsAReportPage() throws {
    let folder = try checkedFolder()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite")))
    let result = try CatalogProcess.run(
      ["report", "fixtures/dimming-presentation.yaml", "--output", "catalog.sqlite"], in: folder.path,
      environment: Self.catalogDB)
    #expect(result.exitCode == 2, "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("catalog.sqlite"))) == bytes)
  }

  @Test(arguments: [["--junit", "nodir/x.xml"], ["--summary", "nodir/s.md"], ["--html", "."]])
  func anOutputPathThatCannotBeWrittenIsRefusedBeforeTheCheck(arguments: [String]) throws {
    let folder = try checkedFolder()
    let before = try batches(folder)
    let result = try CatalogProcess.run(
      ["check", "fixtures"] + arguments, in: folder.path, environment: Self.catalogDB)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("cannot write '\(arguments[1])'"), "\(result)")
    #expect(try batches(folder) == before, "the check ran and was recorded")
  }
}
