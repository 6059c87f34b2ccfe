import CatalogTestSupport
import Foundation
import Testing

/// Issue 11 item 3: `catalog review` in a real terminal (tmux: `send-keys`, `capture-pane`).
/// `Scripts/test.sh` installs tmux when it is missing.
@Suite(.tags(.medium), .serialized)
struct ReviewTerminalTests {
  /// A tmux session running one command in a 200×50 terminal, killed when the value goes away.
  final class Terminal {
    let name = "catalog-review-\(UUID().uuidString.prefix(8))"

    init(command: String, in directory: String) throws {
      try Self.tmux(["new-session", "-d", "-s", name, "-x", "200", "-y", "50", "-c", directory, command])
    }

    deinit { _ = try? Self.tmux(["kill-session", "-t", name]) }

    func send(_ keys: String) throws { try Self.tmux(["send-keys", "-t", name, keys, "Enter"]) }

    /// The screen and its scrollback, as text.
    func screen() throws -> String { try Self.tmux(["capture-pane", "-p", "-S", "-2000", "-t", name]) }

    /// Waits up to 20 s for `text` to appear on the screen.
    @discardableResult
    func waitFor(_ text: String) throws -> String {
      try waitFor("'\(text)'") { $0.contains(text) }
    }

    /// Waits up to 20 s for the screen to satisfy `isReady` (described by `what` if it never does).
    @discardableResult
    func waitFor(_ what: String, until isReady: (String) -> Bool) throws -> String {
      let deadline = Date().addingTimeInterval(20)
      var last = ""
      while Date() < deadline {
        last = try screen()
        if isReady(last) { return last }
        Thread.sleep(forTimeInterval: 0.1)
      }
      Issue.record("\(what) did not appear; the screen:\n\(last)")
      return last
    }

    /// Runs `tmux arguments`; its output is captured in a file, not a pipe: the tmux server
    /// that the first command starts would inherit a pipe and keep it open.
    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
      let capture = NSTemporaryDirectory() + "catalog-tmux-\(UUID().uuidString)"
      guard FileManager.default.createFile(atPath: capture, contents: nil) else { return "" }
      defer { try? FileManager.default.removeItem(atPath: capture) }
      let output = try FileHandle(forWritingTo: URL(fileURLWithPath: capture))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["tmux"] + arguments
      process.standardOutput = arguments.first == "capture-pane" ? output : FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try output.close()
      return String(decoding: FileManager.default.contents(atPath: capture) ?? Data(), as: UTF8.self)
    }
  }

  /// A folder with alpha and beta accepted, then both edited and checked: two results pending.
  private func folderWithTwoPendingResults() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    try #require(try CatalogProcess.run(["check", "fx", "--accept"], in: folder.path).exitCode == 0)
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    try #require(try CatalogProcess.run(["check", "fx"], in: folder.path).exitCode == 1)
    return folder
  }

  @Test func acceptRejectAndToggleTheDiffInARealTerminal() throws {
    let folder = try folderWithTwoPendingResults()
    let before = try folder.read("fx/beta.uikit-17.timeline")
    let alphaBefore = try folder.read("fx/alpha.uikit-17.timeline")
    let executable = try CatalogProcess.executableURL().path
    let terminal = try Terminal(
      command: "env -u CI NO_COLOR=1 HOME='\(folder.path)' '\(executable)' review --by ana; echo EXITED $?; sleep 60",
      in: folder.path)

    try terminal.waitFor("[1/2] alpha @ uikit-17")
    try terminal.waitFor(ReviewPrompt.text)
    // Side by side: the page is shown again with both labels on one line. (Waiting for the page's
    // header alone would race: the first page already shows it.)
    try terminal.send("d")
    try terminal.waitFor("the side-by-side page") { screen in
      screen.split(separator: "\n").contains { $0.contains("baseline alpha @ uikit-17") && $0.contains("now alpha") }
    }
    try terminal.waitFor(ReviewPrompt.text)
    try terminal.send("a")
    try terminal.waitFor("[2/2] beta @ uikit-17")
    try terminal.send("r")
    let end = try terminal.waitFor("EXITED 0")
    #expect(end.contains("Reviewed 2: accepted 1, rejected 1, skipped 0."), "\(end)")
    #expect(end.contains("Wrote 1 baseline file in 'fx'"), "\(end)")

    // alpha's baseline file changed and it is no longer pending; beta is left as it was.
    #expect(try folder.read("fx/alpha.uikit-17.timeline") != alphaBefore)
    #expect(try folder.read("fx/beta.uikit-17.timeline") == before)
    let pending = try CatalogProcess.run(["pending"], in: folder.path)
    #expect(pending.stdout.hasPrefix("beta @ uikit-17  group"), "\(pending)")
    #expect(!pending.stdout.contains("alpha"), "\(pending)")
  }

  @Test func reviewIsRefusedUnderCIOrWithoutATerminal() throws {
    let folder = try folderWithTwoPendingResults()
    // CatalogProcess gives the command /dev/null as standard input.
    let piped = try CatalogProcess.run(["review"], in: folder.path)
    #expect(piped.exitCode == 2, "\(piped)")
    #expect(piped.stderr.contains("standard input is not a terminal"), "\(piped)")
    let ci = try CatalogProcess.run(["review"], in: folder.path, environment: ["CI": "true"])
    #expect(ci.exitCode == 2, "\(ci)")
    #expect(ci.stderr.contains("CI is set"), "\(ci)")
  }
}

/// The prompt `catalog review` prints, as the terminal shows it (trailing space trimmed).
enum ReviewPrompt {
  static let text = "a accept · r reject · s skip · A accept all · d unified/side by side · o old · n new · q quit >"
}
