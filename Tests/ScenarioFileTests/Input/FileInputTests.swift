import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import ScenarioFile

/// Reading files: size before reading, encoding before parsing, and clear messages for each.
@Suite(.tags(.medium))
struct FileInputTests {
  /// A fresh directory for one test's files, removed with the test.
  private let folder: TemporaryFolder
  private var directory: URL { folder.url }

  init() throws {
    folder = try TemporaryFolder()
  }

  private func write(_ bytes: [UInt8], to name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  private func loadProblems(_ path: String) -> [String] {
    do {
      _ = try ScenarioFile.load(contentsOf: path)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aValidFileLoads() throws {
    let path = try write(Array(minimal().utf8), to: "ok.yaml")
    let loaded = try ScenarioFile.load(contentsOf: path)
    #expect(loaded.scenario.name == "minimal")
    #expect(loaded.path == path)
    #expect(loaded.source == minimal())
  }

  @Test func aJSONFileLoadsAsJSON() throws {
    let json =
      #"{"name": "j", "window": "A", "controllers": {"A": {}}, "steps": [{"inspect": ["A"]}]}"#
    let path = try write(Array(json.utf8), to: "ok.json")
    let loaded = try ScenarioFile.load(contentsOf: path)
    #expect(loaded.format == .json)
    #expect(loaded.scenario.steps.map(\.action) == [.inspect([InspectItem(ControllerID(0))])])
  }

  @Test func aMissingFileSaysSo() {
    let path = directory.appendingPathComponent("absent.yaml").path
    #expect(loadProblems(path) == ["1:1: cannot open file: no such file or directory"])
  }

  @Test func aDirectoryIsNotAScenario() {
    #expect(
      loadProblems(directory.path) == [
        "1:1: is a directory; expected a scenario file (.yaml, .yml or .json)"
      ])
  }

  @Test func aFileOverTheLimitFailsFastBeforeBeingRead() throws {
    // Given a 50 MB file (sparse, so the test writes almost nothing)
    let url = directory.appendingPathComponent("huge.yaml")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 50 * 1024 * 1024)
    try handle.close()

    // When it is loaded
    let clock = ContinuousClock()
    var found: [String] = []
    let elapsed = clock.measure { found = loadProblems(url.path) }

    // Then the size is refused at once
    #expect(
      found == [
        "1:1: file is too large: 52428800 bytes; scenario files are limited to 4194304 bytes (4 MB)"
      ])
    #expect(elapsed < .milliseconds(500))
  }

  @Test func aFileExactlyAtTheLimitIsRead() throws {
    // A comment padded to exactly the limit: read, then rejected only for what it says.
    let header = Array(minimal().utf8) + Array("#".utf8)
    let padding = [UInt8](
      repeating: UInt8(ascii: "x"), count: ScenarioFile.maximumFileSize - header.count)
    let path = try write(header + padding, to: "limit.yaml")
    #expect(loadProblems(path) == [])
  }

  @Test func aDeviceIsRefusedBeforeAnythingIsRead() throws {
    // /dev/zero reports no size and never ends: it is refused by kind, not read to a limit.
    try #require(FileManager.default.fileExists(atPath: "/dev/zero"))
    #expect(
      loadProblems("/dev/zero") == [
        "1:1: is a character device, not a regular file; expected a scenario file (.yaml, .yml or .json)"
      ])
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    // Opening a FIFO for reading blocks until a writer comes; the reader must not wait.
    let path = directory.appendingPathComponent("pipe.yaml").path
    try #require(mkfifo(path, 0o600) == 0)
    #expect(
      loadProblems(path) == [
        "1:1: is a FIFO (named pipe), not a regular file; expected a scenario file (.yaml, .yml or .json)"
      ])
  }

  @Test func aSymbolicLinkToAFIFOIsRefusedToo() throws {
    let path = directory.appendingPathComponent("pipe.yaml").path
    try #require(mkfifo(path, 0o600) == 0)
    let link = directory.appendingPathComponent("link.yaml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    #expect(
      loadProblems(link) == [
        "1:1: is a FIFO (named pipe), not a regular file; expected a scenario file (.yaml, .yml or .json)"
      ])
  }

  @Test func aBinaryFileNamesTheFirstNULByte() throws {
    let path = try write(Array("name: x\nwin".utf8) + [0, 1, 2], to: "binary.yaml")
    #expect(
      loadProblems(path) == [
        "2:4: binary file: NUL byte at byte offset 11; scenario files are UTF-8 text"
      ])
  }

  @Test func anImageIsABinaryFile() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
    let path = try write(png, to: "image.yaml")
    #expect(
      loadProblems(path) == [
        "3:1: binary file: NUL byte at byte offset 8; scenario files are UTF-8 text"
      ])
  }

  @Test func invalidUTF8NamesTheByteAndItsOffset() throws {
    let path = try write(Array("name: caf".utf8) + [0xE9] + Array("\n".utf8), to: "latin1.yaml")
    #expect(
      loadProblems(path) == [
        "1:10: not UTF-8: invalid byte 0xE9 at byte offset 9; save the file as UTF-8"
      ])
  }

  @Test func utf16IsRecognizedByItsByteOrderMark() throws {
    let path = try write([0xFF, 0xFE] + Array("n\0a\0".utf8), to: "wide.yaml")
    #expect(
      loadProblems(path) == [
        "1:1: UTF-16 text (byte-order mark at byte offset 0); save the file as UTF-8"
      ])
  }

  @Test func utf16WithoutByteOrderMarkGetsAHint() throws {
    let path = try write(Array("n\0a\0m\0e\0".utf8), to: "wide.yaml")
    #expect(
      loadProblems(path) == [
        "1:2: binary file: NUL byte at byte offset 1; scenario files are UTF-8 text (it looks like UTF-16; save it as UTF-8)"
      ])
  }

  @Test func aUTF8ByteOrderMarkIsIgnored() throws {
    let path = try write([0xEF, 0xBB, 0xBF] + Array(minimal().utf8), to: "bom.yaml")
    let loaded = try ScenarioFile.load(contentsOf: path)
    #expect(loaded.source == minimal())
    #expect(
      loaded.scenario.steps.first?.location == CatalogModel.SourceLocation(line: 8, column: 5))
  }

  @Test func anEmptyFileSaysWhatItShouldHold() throws {
    let path = try write([], to: "empty.yaml")
    #expect(
      loadProblems(path) == [
        "1:1: empty file: expected a mapping with 'name', 'window', 'controllers' and 'steps'"
      ])
  }
}
