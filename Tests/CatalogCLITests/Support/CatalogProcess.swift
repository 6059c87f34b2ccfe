import Foundation

/// Runs the built `catalog` executable as a subprocess, for end-to-end tests that assert what a
/// user sees: standard output, standard error and the exit code.
///
/// The executable is found, in order: at `$CATALOG_EXECUTABLE`; next to the running test
/// bundle (the products folder `swift test` builds into, which holds `catalog` too, whatever
/// the configuration or triple); at `<package>/.build/debug/catalog`. Each run gets a clean
/// environment (`PATH`, `HOME`, `NO_COLOR=1`, `TERM=dumb`, no `CATALOG_DB` unless given) and
/// its own working directory, so tests never touch the user's catalog.
///
/// For example:
/// ```swift
/// let result = try CatalogProcess.run(["list", "--format", "json"], in: folder.path)
/// #expect(result.exitCode == 0)
/// #expect(result.stdout == "[]\n")
/// ```
enum CatalogProcess {
  /// What a run printed and how it exited.
  struct Result: CustomStringConvertible {
    var stdout: String
    var stderr: String
    /// The exit status, or the signal's number when `wasSignaled`.
    var exitCode: Int32
    /// Whether a signal ended the process (e.g. a test's SIGKILL) rather than an exit.
    var wasSignaled = false

    var description: String {
      "\(wasSignaled ? "signal" : "exit") \(exitCode)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
  }

  /// Why the executable could not be run.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `catalog` with `arguments` in `directory`.
  ///
  /// - Parameters:
  ///   - environment: Variables added to the clean environment, e.g. `CATALOG_DB`.
  ///   - executable: Another `catalog` executable to run, e.g. a copy; the built one by default.
  ///   - timeout: How long the command may take before it is killed (`SIGKILL`), so that a
  ///     hang fails its test (`wasSignaled`) instead of blocking the suite.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    executable: URL? = nil, timeout: TimeInterval = 120
  ) throws -> Result {
    try start(arguments, in: directory, environment: environment, executable: executable).wait(timeout: timeout)
  }

  /// Runs `script` with `/bin/sh -c` in `directory`, `$CATALOG` naming the built `catalog`: for
  /// tests of what a shell does around the command (pipes, `>> file` redirections).
  ///
  /// For example:
  /// ```swift
  /// let result = try CatalogProcess.shell("\"$CATALOG\" list | cat > out.txt", in: folder.path)
  /// ```
  static func shell(
    _ script: String, in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 120
  ) throws -> Result {
    var variables = environment
    variables["CATALOG"] = try executableURL().path
    return try start(
      ["-c", script], in: directory, environment: variables, executable: URL(fileURLWithPath: "/bin/sh")
    ).wait(timeout: timeout)
  }

  /// Starts `catalog` with `arguments` in `directory` and returns at once, so that a test can
  /// run processes side by side or kill one; `wait()` collects its result.
  ///
  /// For example:
  /// ```swift
  /// let running = try CatalogProcess.start(["run", "--all"], in: folder.path)
  /// Thread.sleep(forTimeInterval: 0.2)
  /// running.kill()
  /// let result = try running.wait()
  /// ```
  static func start(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    executable: URL? = nil
  ) throws -> Running {
    let process = Process()
    process.executableURL = try executable ?? executableURL()
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var variables = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": directory, "NO_COLOR": "1", "TERM": "dumb",
    ]
    variables.merge(environment) { $1 }
    process.environment = variables
    return try Running(process)
  }

  /// A started `catalog` process.
  final class Running {
    private let process: Process
    private let outputPath: String
    private let errorPath: String
    private let output: FileHandle
    private let error: FileHandle

    fileprivate init(_ process: Process) throws {
      self.process = process
      // Files rather than pipes: a pipe fills up at 64 KB and blocks a chatty child.
      // They live outside the working directory, which the command may list or export into.
      outputPath = NSTemporaryDirectory() + "catalog-stdout-\(UUID().uuidString)"
      errorPath = NSTemporaryDirectory() + "catalog-stderr-\(UUID().uuidString)"
      guard FileManager.default.createFile(atPath: outputPath, contents: nil),
        FileManager.default.createFile(atPath: errorPath, contents: nil)
      else {
        throw Failure(
          description:
            "cannot create the files that capture the output in \(NSTemporaryDirectory())")
      }
      output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
      error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
      process.standardOutput = output
      process.standardError = error
      process.standardInput = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorPath)
        throw error
      }
    }

    /// What the process has printed to standard output so far (a server's URL, for instance).
    func standardOutputSoFar() -> String {
      String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    }

    /// Whether the process is still running.
    var isRunning: Bool { process.isRunning }

    /// Sends `signal` (SIGKILL by default) to the process, unless it has already exited.
    func kill(_ signal: Int32 = SIGKILL) {
      guard process.isRunning else { return }
      _ = Foundation.kill(process.processIdentifier, signal)
    }

    /// Waits for the process to exit and returns what it printed and how it ended; after
    /// `timeout` seconds it is killed.
    func wait(timeout: TimeInterval? = nil) throws -> Result {
      if let timeout {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        kill()
      }
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorPath)
      }
      try output.close()
      try error.close()
      return Result(
        stdout: String(
          decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self),
        stderr: String(
          decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self),
        exitCode: process.terminationStatus,
        wasSignaled: process.terminationReason == .uncaughtSignal)
    }
  }

  /// The `catalog` executable to test.
  static func executableURL() throws -> URL {
    let files = FileManager.default
    if let explicit = ProcessInfo.processInfo.environment["CATALOG_EXECUTABLE"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    var folders: [URL] = []
    // Linux: the test bundle is itself an executable in the products folder.
    folders.append(
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
    // macOS: the .xctest bundle sits in the products folder.
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root.deleteLastPathComponent() }
    folders.append(root.appendingPathComponent(".build/debug"))
    for folder in folders {
      let candidate = folder.appendingPathComponent("catalog")
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        files.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw Failure(
      description:
        "no 'catalog' executable next to the test bundle or in .build/debug (looked in \(folders.map(\.path))); "
        + "build it with 'swift build', or set CATALOG_EXECUTABLE")
  }
}
