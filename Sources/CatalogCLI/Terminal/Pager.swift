import CatalogModel
import Foundation

/// Long text in `catalog review` (a whole timeline, a long diff) through a pager, as `git` and
/// `cargo insta review` show theirs: `$PAGER`, else `less -R` (which keeps the catalog's colours).
/// Text that fits the terminal, output that is not a terminal, and a pager that cannot be started
/// print the text directly instead.
///
/// While the pager runs the terminal is out of single-key mode and Ctrl-C belongs to the pager.
enum Pager {
  /// Shows `text`, through the pager when it is taller than the terminal (or `always`, when the
  /// reviewer asked for the pager).
  static func show(_ text: String, always: Bool = false) {
    let visible = VisibleText.forTerminal(text, keepingStyles: Console.isStyled)
    let lines = visible.reduce(into: 0) { count, character in if character == "\n" { count += 1 } }
    guard isatty(STDOUT_FILENO) == 1, always || lines >= terminalRows() - 1 else {
      Console.outRaw(visible)
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let command =
      environment["PAGER"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? "less -R"
    let wasRaw = RawTerminal.isActive
    RawTerminal.restore()
    defer { if wasRaw { RawTerminal.enter() } }
    let shown = Interruption.ignoringInterrupts { run(command, input: Array(visible.utf8)) }
    if !shown { Console.outRaw(visible) }
  }

  /// The terminal's height: the window size of standard output, else `$LINES`, else 24.
  static func terminalRows() -> Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
    return ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init) ?? 24
  }

  /// Runs `/bin/sh -c command` with `input` on its standard input and the terminal as its output;
  /// false when it could not be started or the shell could not run it (exit 126 or 127).
  private static func run(_ command: String, input: [UInt8]) -> Bool {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return false }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let arguments = ["/bin/sh", "-c", command]
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    // The pager gets Ctrl-C as usual: this process ignores it meanwhile, the child must not.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &cArguments, environ)
    close(readEnd)
    guard spawned == 0 else {
      close(writeEnd)
      return false
    }
    // A pager that quits early closes the pipe: the rest is not wanted (SIGPIPE is ignored).
    input.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = write(writeEnd, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
    }
    close(writeEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exited = (status & 0x7f) == 0
    let code = (status >> 8) & 0xff
    return !(exited && (code == 126 || code == 127))
  }
}
