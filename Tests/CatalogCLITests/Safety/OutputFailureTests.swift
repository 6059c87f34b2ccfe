import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 3: a command whose standard output cannot be written does not crash (it used to
/// trap in Foundation's `FileHandle.write`, exit 132): a full device or a closed descriptor is an
/// error on standard error with exit 3; a reader that stops reading (`| head`) is a quiet success.
@Suite(.tags(.medium))
struct OutputFailureTests {
  /// Runs `script` in bash with `CATALOG` set to the built binary; returns the exit code and stderr.
  static func shell(_ script: String, in folder: TemporaryFolder) throws -> (code: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-o", "pipefail", "-c", script]
    process.currentDirectoryURL = folder.url
    process.environment = [
      "CATALOG": try CatalogProcess.executableURL().path, "PATH": "/usr/bin:/bin", "HOME": folder.path,
      "NO_COLOR": "1",
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  @Test func aFullDeviceIsExit3WithAMessage() throws {
    let folder = try TemporaryFolder()
    let result = try Self.shell(#""$CATALOG" profiles > /dev/full"#, in: folder)
    #expect(result.code == 3)
    #expect(result.stderr == "error: cannot write to standard output: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsExit3NotACrash() throws {
    let folder = try TemporaryFolder()
    let result = try Self.shell(#""$CATALOG" profiles >&-"#, in: folder)
    #expect(result.code == 3)
    #expect(result.stderr.hasPrefix("error: cannot write to standard output: "))
  }

  /// Issue 24 item 7: a command that committed its changes and then cannot print its report
  /// says that they were committed (they stay), as the other failures after a commit do.
  @Test(arguments: ["add a.yaml", "run --all", "check --all", "accept --all --by ci", "rm alpha"])
  func aFailedReportAfterACommitSaysTheChangesWereCommitted(command: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    if command != "add a.yaml" {
      _ = try Self.shell(#""$CATALOG" add a.yaml > /dev/null && "$CATALOG" run --all > /dev/null"#, in: folder)
    }
    let result = try Self.shell(#""$CATALOG" "# + command + " > /dev/full", in: folder)
    #expect(result.code == 3, "\(command): \(result.stderr)")
    #expect(
      result.stderr == "error: cannot write to standard output: No space left on device\n"
        + "note: the command's changes were committed to 'catalog.sqlite' before the failure, and stay: "
        + "'catalog list' and 'catalog show NAME' show them\n", "\(command)")
    // They did stay.
    let list = try Self.shell(#""$CATALOG" list --format json > list.json"#, in: folder)
    #expect(list.code == 0, "\(list.stderr)")
    let listed = try folder.read("list.json")
    #expect(listed.contains("\"alpha\"") == (command != "rm alpha"), "\(command): \(listed)")
  }

  @Test func aFailedReportOfACommandThatCommittedNothingSaysNothingMore() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    _ = try Self.shell(#""$CATALOG" add a.yaml > /dev/null"#, in: folder)
    for command in ["list", "show alpha", "run a.yaml"] {
      let result = try Self.shell(#""$CATALOG" "# + command + " > /dev/full", in: folder)
      #expect(result.code == 3)
      #expect(result.stderr == "error: cannot write to standard output: No space left on device\n", "\(command)")
    }
  }

  @Test func aReaderThatStopsEarlyIsAQuietSuccess() throws {
    let folder = try TemporaryFolder()
    // Every fixture as JSON Lines: far more than a pipe holds (the folder's catalog.yaml is its
    // configuration, not a scenario).
    let fixtures = ScenarioTexts.fixtures
    let result = try Self.shell(
      #""$CATALOG" run $(ls ""# + fixtures
        + #""/*.yaml | grep -v '/catalog\.yaml$') --profile uikit-17 --format jsonl | head -c 10 > /dev/null"#,
      in: folder)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("error"))
  }

  @Test(.enabled(if: DeviceNode.canMake, "mknod needs root"), arguments: ["--help", "--version", "list --help"])
  func whatTheArgumentParserPrintsFailsLikeTheRest(arguments: String) throws {
    // swift-argument-parser prints help and the version itself, through C's buffered standard
    // output: '--help > /dev/full' used to exit 0 having written nothing. (A copy of the full
    // device, in the test's folder.)
    let folder = try TemporaryFolder()
    try #require(DeviceNode.makeFull(at: folder.file("full")))
    let result = try Self.shell(#""$CATALOG" "# + arguments + " > full", in: folder)
    #expect(result.code == 3, "\(result.stderr)")
    #expect(result.stderr == "error: cannot write to standard output: No space left on device\n")
    let piped = try Self.shell(#""$CATALOG" "# + arguments + " | head -c 1 > /dev/null", in: folder)
    #expect(piped.code == 0, "\(piped.stderr)")
  }
}
