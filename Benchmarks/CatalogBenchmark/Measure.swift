import Foundation

/// Timing and number formatting for the benchmarks.
enum Measure {
  /// Seconds taken by `body`.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// `1234567.8` as `1,234,568`.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int64(value.rounded()))
    var out = ""
    for (offset, character) in digits.reversed().enumerated() {
      if offset > 0 && offset % 3 == 0 && character != "-" { out.append(",") }
      out.append(character)
    }
    return String(out.reversed())
  }

  /// A goal line: "met" or "missed by N%".
  static func verdict(_ value: Double, atLeast goal: Double) -> String {
    value >= goal ? "met" : "MISSED by \(String(format: "%.0f", (1 - value / goal) * 100))%"
  }

  static func verdict(_ value: Double, atMost goal: Double) -> String {
    value <= goal ? "met" : "MISSED by \(String(format: "%.0f", (value / goal - 1) * 100))%"
  }
}

/// Runs a program to completion with its output discarded, through `posix_spawn` and `waitpid`:
/// Foundation's `Process.waitUntilExit()` polls a run loop on Linux, which would add tens of
/// milliseconds to every process the benchmarks time.
enum Subprocess {
  /// Runs `path` with `arguments`; standard output goes to `output` (a file, created or
  /// truncated) or is discarded.
  @discardableResult
  static func run(_ path: String, _ arguments: [String], output: String = "/dev/null") -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeFrom(3, &actions)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// Closes every descriptor from `first` up in the child: a server the child starts (the
  /// benchmark's PostgreSQL cluster) must not keep one of ours open. glibc's
  /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does
  /// not declare, looked up by name; without it, nothing is closed.
  private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
  }
}
