import CatalogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Issue 11 item 3: `catalog review` in a real terminal (tmux: `send-keys`, `capture-pane`).
/// `Scripts/test.sh` installs tmux when it is missing.
@Suite(.tags(.medium), .serialized)
struct ReviewTerminalTests {
  /// A tmux server of its own (a private socket) running one command in a 200×50 terminal,
  /// killed when the value goes away.
  final class Terminal {
    let name = "catalog-review-\(UUID().uuidString.prefix(8))"

    init(command: String, in directory: String, rows: Int = 50) throws {
      try tmux(["new-session", "-d", "-s", name, "-x", "200", "-y", "\(rows)", "-c", directory, command])
    }

    /// Killing the one session ends the server (tmux 3.3 left a server alive after `kill-server`
    /// while its pane was still running); `kill-server` is then a no-op kept for safety.
    deinit {
      _ = try? tmux(["kill-session", "-t", name])
      _ = try? tmux(["kill-server"])
    }

    func send(_ keys: String) throws { try tmux(["send-keys", "-t", name, keys, "Enter"]) }

    /// Presses one key, such as `C-c`, without Return.
    func press(_ key: String) throws { try tmux(["send-keys", "-t", name, key]) }

    /// The screen and its scrollback, as text.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-S", "-2000", "-t", name]) }

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

    /// Runs `tmux -L <name> arguments` and returns what it printed.
    ///
    /// The first command forks the tmux server, which lives on after the client exits and keeps
    /// every descriptor the client inherited. Foundation's `Process` learns that a child exited
    /// from a descriptor the child inherits, and the test runner's output is a pipe: a server
    /// holding either would make the wait (and CI, which reads the pipe to its end) hang
    /// forever. So the client is started with `posix_spawn`, every descriptor above standard
    /// error closed, output to a file, and waited for with `waitpid`.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
      let capture = NSTemporaryDirectory() + "catalog-tmux-\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: capture) }
      #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      #else
      var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      try Self.closeFrom(3, &actions)
      let argv = ["tmux", "-L", name] + arguments
      var cArguments = argv.map { strdup($0) } + [nil]
      defer { for argument in cArguments { free(argument) } }
      var pid = pid_t()
      var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for variable in environment { free(variable) } }
      let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, &environment)
      guard spawned == 0 else {
        throw CocoaError(
          .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "tmux: \(String(cString: strerror(spawned)))"])
      }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      return String(decoding: FileManager.default.contents(atPath: capture) ?? Data(), as: UTF8.self)
    }

    #if canImport(Darwin)
    /// Darwin has no `addclosefrom`; its `POSIX_SPAWN_CLOEXEC_DEFAULT` attribute would be the
    /// way. These tests are run on Linux (Scripts/test.sh); on macOS they compile, and tmux
    /// keeps what it inherits.
    private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t?) throws {}
    #else
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare (it is behind `_GNU_SOURCE`): looked up by name.
    private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t) throws {
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "glibc 2.34 or later is needed"])
      }
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
    }
    #endif
  }

  /// A folder with alpha and beta accepted under uikit-17, then both edited and checked: two results pending.
  ///
  /// - Parameter db: `--db` and a catalog for every command, or nothing for the default file.
  private func folderWithTwoPendingResults(_ db: [String] = []) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    try #require(
      try CatalogProcess.run(["check", "fx", "--accept", "--profile", "uikit-17"] + db, in: folder.path).exitCode == 0)
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    try #require(try CatalogProcess.run(["check", "fx"] + db, in: folder.path).exitCode == 1)
    return folder
  }

  /// `catalog <arguments>` started in a real terminal in `folder` (CI unset, no colour, the folder
  /// as HOME); the terminal shows `EXITED <status>` when the command ends, then the terminal's
  /// line discipline as `stty` reports it (`icanon` and `echo` once restored, `-icanon` and
  /// `-echo` if the review left single-key mode on). The process's id is written to `review.pid`
  /// (`exec` keeps it), for a test to signal it.
  private func catalogInTerminal(
    _ arguments: String, in folder: TemporaryFolder, environment: String = "", rows: Int = 50
  ) throws -> Terminal {
    let executable = try CatalogProcess.executableURL().path
    let command =
      "env -u CI NO_COLOR=1 HOME='\(folder.path)' \(environment) sh -c 'echo $$ > review.pid; exec \"$0\" \"$@\"' "
      + "'\(executable)' \(arguments); echo EXITED $?; echo TERMINAL $(stty -a | tr ' ;' '\\n\\n' | grep -E -x -- '-?(icanon|echo)' | tr '\\n' ' '); sleep 60"
    return try Terminal(command: command, in: folder.path, rows: rows)
  }

  /// `catalog review --by ana` over `folderWithTwoPendingResults(db)`, at its first prompt (alpha),
  /// with alpha's baseline file as it was before the review.
  private func reviewOfTwoPendingResults(_ db: [String] = []) throws -> (
    folder: TemporaryFolder, alphaBefore: String, terminal: Terminal
  ) {
    let folder = try folderWithTwoPendingResults(db)
    let alphaBefore = try folder.read("fx/alpha.uikit-17.timeline")
    let terminal = try catalogInTerminal("review --by ana" + Self.shell(db), in: folder)
    try terminal.waitFor("[1/2] alpha @ uikit-17")
    try terminal.waitFor(ReviewPrompt.text)
    return (folder, alphaBefore, terminal)
  }

  /// `arguments` quoted for the shell, each after a space.
  private static func shell(_ arguments: [String]) -> String {
    arguments.map { " '\($0)'" }.joined()
  }

  /// On the default SQLite file, and on a PostgreSQL database (the review's rejections, accepts
  /// and the next check's finding them again go through the PostgreSQL backend).
  @Test(arguments: StorageKind.allCases) func acceptRejectAndToggleTheDiffInARealTerminal(_ kind: StorageKind) throws {
    // The catalog's review (issue 11), so with a catalog named: without one, a folder check's
    // review works from pending files (issue 26; `PendingFilesReviewTests`).
    let db = kind == .sqlite ? ["--db", "catalog.sqlite"] : ["--db", try TestPostgres.freshURL()]
    let (folder, alphaBefore, terminal) = try reviewOfTwoPendingResults(db)
    let before = try folder.read("fx/beta.uikit-17.timeline")
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

    // alpha's baseline file changed and it is no longer pending; beta is left as it was, and its
    // rejection is remembered: neither 'pending' nor the next review offers it.
    #expect(try folder.read("fx/alpha.uikit-17.timeline") != alphaBefore)
    #expect(try folder.read("fx/beta.uikit-17.timeline") == before)
    let pending = try CatalogProcess.run(["pending"] + db, in: folder.path)
    #expect(pending.stdout.hasPrefix("Nothing awaits review"), "\(pending)")
    #expect(pending.stdout.contains("1 rejected in review"), "\(pending)")
    let json = try CatalogProcess.run(["pending", "--format", "json"] + db, in: folder.path)
    #expect(json.stdout.contains("\"rejected\" : 1") || json.stdout.contains("\"rejected\": 1"), "\(json)")
    let again = try catalogInTerminal("review" + Self.shell(db), in: folder)
    let second = try again.waitFor("EXITED 0")
    #expect(second.contains("Nothing awaits review"), "\(second)")
    // A later check that finds the change again offers it again.
    #expect(try CatalogProcess.run(["check", "fx"] + db, in: folder.path).exitCode == 1)
    let found = try CatalogProcess.run(["pending"] + db, in: folder.path)
    #expect(found.stdout.hasPrefix("beta @ uikit-17  group"), "\(found)")
  }

  /// Ctrl-C after an accept: the accepted result is written (and its file), the rest stays
  /// pending, and the command says so and exits 130.
  @Test func anInterruptKeepsWhatWasAccepted() throws {
    let (folder, alphaBefore, terminal) = try reviewOfTwoPendingResults()
    try terminal.send("a")
    try terminal.waitFor("[2/2] beta @ uikit-17")
    try terminal.press("C-c")
    let end = try terminal.waitFor("EXITED 130")
    #expect(end.contains("Interrupted: keeping what was decided."), "\(end)")
    #expect(end.contains("Wrote 1 baseline file in 'fx'"), "\(end)")
    #expect(end.contains("Reviewed 2: accepted 1, rejected 0, skipped 1."), "\(end)")
    #expect(try folder.read("fx/alpha.uikit-17.timeline") != alphaBefore)
    let pending = try CatalogProcess.run(["pending"], in: folder.path)
    #expect(pending.stdout.hasPrefix("beta @ uikit-17  group"), "\(pending)")
    #expect(!pending.stdout.contains("alpha"), "\(pending)")
  }

  /// Against the store (no folder): the whole old and new timelines, skip, quit, and in a second
  /// review accept all.
  @Test func storeReviewShowsTimelinesSkipsQuitsAndAcceptsAll() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("beta.yaml", ScenarioTexts.valid("beta"))
    for arguments in [["add", "alpha.yaml", "beta.yaml"], ["check", "--all", "--accept"]] {
      try #require(try CatalogProcess.run(arguments, in: folder.path).exitCode == 0)
    }
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try folder.write("beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    try #require(try CatalogProcess.run(["add", "alpha.yaml", "beta.yaml"], in: folder.path).exitCode == 0)
    try #require(try CatalogProcess.run(["check", "--all"], in: folder.path).exitCode == 1)
    let terminal = try catalogInTerminal("review --by ana", in: folder)
    try terminal.waitFor("[1/2] alpha @ uikit-17")
    try terminal.send("o")
    try terminal.waitFor("OLD alpha @ uikit-17")
    try terminal.send("n")
    try terminal.waitFor("NEW alpha @ uikit-17")
    try terminal.send("x")
    try terminal.waitFor("unknown key 'x'; type a, r, s, g, G, A, d, o, n, p, ? or q")
    try terminal.send("s")
    try terminal.waitFor("[2/2] beta @ uikit-17")
    try terminal.send("q")
    let end = try terminal.waitFor("EXITED 0")
    #expect(end.contains("Reviewed 2: accepted 0, rejected 0, skipped 2."), "\(end)")
    #expect(!end.contains("Wrote"), "\(end)")
    let skipped = try CatalogProcess.run(["pending"], in: folder.path)
    #expect(skipped.stdout.contains("alpha @ uikit-17") && skipped.stdout.contains("beta @ uikit-17"), "\(skipped)")

    let second = try catalogInTerminal("review --by ana", in: folder)
    try second.waitFor("[1/2] alpha @ uikit-17")
    try second.send("A")
    let accepted = try second.waitFor("EXITED 0")
    #expect(accepted.contains("2 baselines accepted"), "\(accepted)")
    #expect(accepted.contains("Reviewed 2: accepted 2, rejected 0, skipped 0."), "\(accepted)")
    let none = try CatalogProcess.run(["pending"], in: folder.path)
    #expect(none.stdout.hasPrefix("Nothing awaits review"), "\(none)")
    #expect(try CatalogProcess.run(["check", "--all"], in: folder.path).exitCode == 0)
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

  // MARK: - Issue 26: single keys, groups, a pager, the header, the terminal restored

  /// A folder with alpha, beta and gamma accepted under uikit-17, then alpha and beta changed the
  /// same way (one change group) and gamma another way: three pending files, two groups.
  private func folderWithTwoGroupsPending() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in ["alpha", "beta", "gamma"] { try folder.write("ui/\(name).yaml", ScenarioTexts.valid(name)) }
    try #require(
      try CatalogProcess.run(["check", "ui", "--accept", "--profile", "uikit-17"], in: folder.path).exitCode == 0)
    try folder.write("ui/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try folder.write("ui/beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    try folder.write(
      "ui/gamma.yaml", ScenarioTexts.valid("gamma").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
    try #require(try CatalogProcess.run(["check", "ui"], in: folder.path).exitCode == 1)
    return folder
  }

  /// One key decides, without Return; the header names what is reviewed (pending files here).
  @Test func aSingleKeyDecidesWithoutReturn() throws {
    let folder = try folderWithTwoGroupsPending()
    let before = try folder.read("ui/alpha.uikit-17.timeline")
    let terminal = try catalogInTerminal("review --by ana", in: folder)
    let first = try terminal.waitFor("[1/3] alpha @ uikit-17  group 1 (2 results)")
    #expect(first.contains("Reviewing the pending files in '.': 3 results in 2 change groups."), "\(first)")
    try terminal.press("a")
    try terminal.waitFor("[2/3] beta @ uikit-17")
    try terminal.press("s")
    try terminal.waitFor("[3/3] gamma @ uikit-17")
    try terminal.press("q")
    let end = try terminal.waitFor("TERMINAL")
    #expect(end.contains("EXITED 0"), "\(end)")
    #expect(end.contains("Reviewed 3: accepted 1, rejected 0, skipped 2."), "\(end)")
    #expect(end.contains("TERMINAL icanon echo") || end.contains("TERMINAL echo icanon"), "\(end)")
    #expect(try folder.read("ui/alpha.uikit-17.timeline") != before)
    #expect(!folder.exists("ui/alpha.uikit-17.timeline.new") && folder.exists("ui/beta.uikit-17.timeline.new"))
  }

  /// `g` accepts every undecided result of the change group; `G` rejects them (their pending
  /// files go, their baselines stay).
  @Test func groupKeysAcceptAndRejectAWholeChangeGroup() throws {
    let folder = try folderWithTwoGroupsPending()
    let gammaBefore = try folder.read("ui/gamma.uikit-17.timeline")
    let terminal = try catalogInTerminal("review --by ana", in: folder)
    try terminal.waitFor("[1/3] alpha @ uikit-17  group 1 (2 results)")
    try terminal.press("g")
    try terminal.waitFor("accepted 2 results of group 1")
    try terminal.waitFor("[3/3] gamma @ uikit-17  group 2 (1 result)")
    try terminal.press("G")
    let end = try terminal.waitFor("EXITED 0")
    #expect(end.contains("rejected 1 result of group 2"), "\(end)")
    #expect(end.contains("Reviewed 3: accepted 2, rejected 1, skipped 0."), "\(end)")
    #expect(end.contains("Wrote 2 baseline files in 'ui'"), "\(end)")
    #expect(try folder.entries("ui").filter { $0.hasSuffix(".new") }.isEmpty)
    #expect(try folder.read("ui/gamma.uikit-17.timeline") == gammaBefore)
    #expect(try CatalogProcess.run(["check", "ui", "--profile", "uikit-17"], in: folder.path).exitCode == 1)
  }

  /// A timeline longer than the terminal goes through $PAGER; `p` pages the diff.
  @Test func longTimelinesGoThroughThePager() throws {
    let folder = try folderWithTwoGroupsPending()
    let terminal = try catalogInTerminal(
      "review", in: folder, environment: "PAGER='cat > paged.txt; echo PAGER-DONE'", rows: 12)
    try terminal.waitFor("[1/3] alpha @ uikit-17")
    try terminal.press("o")
    try terminal.waitFor("PAGER-DONE")
    #expect(try folder.read("paged.txt").hasPrefix("OLD alpha @ uikit-17\n   0.000  A.present(D, animated: true)"))
    try terminal.press("p")
    try terminal.waitFor("the diff in the pager") { _ in
      (try? folder.read("paged.txt"))?.hasPrefix("\n[1/3] alpha") ?? false
    }
    try terminal.press("q")
    let end = try terminal.waitFor("TERMINAL")
    #expect(end.contains("EXITED 0"), "\(end)")
  }

  /// The terminal is put back as it was when the review is interrupted: Ctrl-C (130) and SIGTERM
  /// (143) keep what was decided, and the shell gets canonical mode and echo back.
  @Test(arguments: ["C-c", "SIGTERM"]) func theTerminalIsRestoredOnEveryWayOut(_ signal: String) throws {
    let folder = try folderWithTwoGroupsPending()
    let terminal = try catalogInTerminal("review --by ana", in: folder)
    try terminal.waitFor("[1/3] alpha @ uikit-17")
    try terminal.press("a")
    try terminal.waitFor("[2/3] beta @ uikit-17")
    if signal == "C-c" {
      try terminal.press("C-c")
    } else {
      let pid = try #require(Int32(try folder.read("review.pid").trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(kill(pid, SIGTERM) == 0)
    }
    let end = try terminal.waitFor("TERMINAL")
    #expect(end.contains(signal == "C-c" ? "EXITED 130" : "EXITED 143"), "\(end)")
    #expect(end.contains("Interrupted: keeping what was decided."), "\(end)")
    #expect(end.contains("Reviewed 3: accepted 1, rejected 0, skipped 2."), "\(end)")
    #expect(end.contains("TERMINAL icanon echo") || end.contains("TERMINAL echo icanon"), "\(end)")
    #expect(!folder.exists("ui/alpha.uikit-17.timeline.new"))
  }

  /// In a review of the catalog's last check, the header names the catalog and the folder.
  @Test func theHeaderNamesTheCatalogItReviews() throws {
    let db = ["--db", "catalog.sqlite"]
    let folder = try folderWithTwoPendingResults(db)
    let terminal = try catalogInTerminal("review" + Self.shell(db), in: folder)
    let first = try terminal.waitFor("[1/2] alpha @ uikit-17")
    #expect(
      first.contains(
        "Reviewing the last check of 'fx' (batch 2) in the catalog 'catalog.sqlite': 2 results in 1 change group."),
      "\(first)")
    try terminal.press("?")
    try terminal.waitFor("g  accept every result of this change group")
    try terminal.press("q")
    try terminal.waitFor("EXITED 0")
  }
}

/// The prompt `catalog review` prints, as the terminal shows it (trailing space trimmed).
enum ReviewPrompt {
  static let text = "a accept · r reject · s skip · g/G accept/reject group · A all · ? keys · q quit >"
}
