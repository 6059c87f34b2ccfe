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

/// Runs a program to completion with its output discarded, through `posix_spawn` and `wait4`:
/// Foundation's `Process.waitUntilExit()` polls a run loop on Linux, which would add tens of
/// milliseconds to every process the benchmarks time; `wait4` also gives the child's peak memory.
enum Subprocess {
  /// How a run went: its exit status, wall time and peak resident memory.
  struct Outcome {
    var status: Int32
    var seconds: Double
    /// The child's peak resident set size, in bytes (`ru_maxrss`).
    var peakBytes: Int
  }

  @discardableResult
  static func run(_ path: String, _ arguments: [String], standardOutput: String = "/dev/null") -> Int32 {
    measure(path, arguments, standardOutput: standardOutput).status
  }

  /// Runs `path` with `arguments`, its standard output to `standardOutput`, and measures it:
  /// through `catalog-measure` (built beside this benchmark) when it is there, so that the peak
  /// memory is the command's own; else directly, without a peak.
  static func measure(_ path: String, _ arguments: [String], standardOutput: String = "/dev/null") -> Outcome {
    if FileManager.default.isExecutableFile(atPath: measurer) {
      // A name of its own: measurements may run at once (the team benchmark's four shards).
      let report = NSTemporaryDirectory() + "catalog-measure-\(getpid())-\(UUID().uuidString).txt"
      defer { try? FileManager.default.removeItem(atPath: report) }
      let status = spawn(measurer, [standardOutput, path] + arguments, standardOutput: report).status
      let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ")
      guard status == 0, fields.count == 3, let code = Int32(fields[0]), let seconds = Double(fields[1]),
        let peak = Int(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
      else { Failure.exit("catalog-measure failed on '\(path)'") }
      return Outcome(status: code, seconds: seconds, peakBytes: peak)
    }
    var outcome = spawn(path, arguments, standardOutput: standardOutput)
    outcome.peakBytes = 0
    return outcome
  }

  /// `catalog-measure` beside this benchmark.
  static let measurer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("catalog-measure").path

  /// The variables that name an earlier build to measure beside this one.
  static let earlierBuildVariables: Set<String> = ["CATALOG_BENCHMARK_BEFORE", "CATALOG_BENCHMARK_BEFORE_ENGINE"]

  /// Spawns `path` and waits for it.
  private static func spawn(_ path: String, _ arguments: [String], standardOutput: String) -> Outcome {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeFrom(3, &actions)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    // Without the variables naming earlier builds: an earlier catalog-benchmark that knows them
    // (started by `EngineComparison`) would start itself again, and again, without end.
    let environment =
      ProcessInfo.processInfo.environment.filter { !earlierBuildVariables.contains($0.key) }
      .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in environment { free(variable) } }
    guard posix_spawn(&pid, path, &actions, nil, argv, environment) == 0 else {
      return Outcome(status: -1, seconds: 0, peakBytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return Outcome(status: code, seconds: seconds, peakBytes: peak)
  }

  /// The median wall time and the largest peak memory of `rounds` runs of each command, run
  /// interleaved (A, B, A, B, …) so that both see the same machine; every run must exit with one
  /// of `expected`.
  static func interleaved(
    _ commands: [(path: String, arguments: [String])], rounds: Int, expected: Set<Int32> = [0]
  ) -> [(seconds: Double, peakBytes: Int)] {
    var times = Array(repeating: [Double](), count: commands.count)
    var peaks = Array(repeating: 0, count: commands.count)
    for _ in 0..<rounds {
      for (index, command) in commands.enumerated() {
        let outcome = measure(command.path, command.arguments)
        guard expected.contains(outcome.status) else {
          Failure.exit(
            "'\(([command.path] + command.arguments).joined(separator: " "))' exited \(outcome.status), expected \(expected.sorted())"
          )
        }
        times[index].append(outcome.seconds)
        peaks[index] = max(peaks[index], outcome.peakBytes)
      }
    }
    return zip(times, peaks).map { (Measure.median($0), $1) }
  }

  /// Closes every descriptor from `first` up in the child: a server the child starts (the
  /// benchmark's PostgreSQL cluster) must not keep one of ours open. glibc's
  /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does
  /// not declare, looked up by name; without it, nothing is closed. Darwin has no such call (the
  /// benchmarks are measured on Linux; on macOS they build and run without closing).
  #if canImport(Darwin)
  private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t?) {}
  #else
  private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
  }
  #endif
}

extension Measure {
  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `bytes` as megabytes with one decimal: `"74.3 MB"`; a peak of 0 is one that was not
  /// measured (`catalog-measure` is not built).
  static func megabytes(_ bytes: Int) -> String {
    bytes == 0 ? "not measured" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  /// `verdict(_:atMost:)` of a peak memory, or "not measured" when it was not (0 bytes): a goal
  /// is never said to be met by a figure nobody took.
  static func memoryVerdict(_ bytes: Int, atMost goal: Double) -> String {
    bytes == 0
      ? "not measured ('swift build -c release --product catalog-measure')" : verdict(Double(bytes), atMost: goal)
  }

  /// `seconds` as milliseconds or seconds, whichever reads better.
  static func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.0f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }

  /// A ratio line: "2.1×".
  static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
}
