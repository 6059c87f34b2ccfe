import CatalogFuzzTargets
import Foundation

// `catalog-fuzz`: the fuzz targets as a program, in one of two builds.
//
// - Built with libFuzzer (`swift build --product catalog-fuzz --sanitize fuzzer
//   -Xswiftc -DCATALOG_LIBFUZZER`, as `Scripts/fuzz.sh` does), libFuzzer's own `main` drives
//   `LLVMFuzzerTestOneInput` below: coverage-guided mutation, a timeout per input (`-timeout=N`),
//   crashing and hanging inputs written as `crash-…` and `timeout-…` files. The target is chosen
//   by the environment variable `CATALOG_FUZZ_TARGET` (a `FuzzTarget` name: scenario, timeline,
//   engine, console, recording, baseline or configuration).
// - Built normally, `catalog-fuzz TARGET FILE|FOLDER…` runs each file through the target, each
//   under a watchdog (`--timeout SECONDS`, 10 by default): the way to replay regression files
//   and corpora without libFuzzer. Exit 0 when every input passed, 1 for a finding, 70 for a
//   hang, 64 for a usage error; a crash ends the program as it would end the catalog.

/// The target a libFuzzer build runs, read once from `CATALOG_FUZZ_TARGET`.
private let libFuzzerTarget: FuzzTarget? = ProcessInfo.processInfo.environment["CATALOG_FUZZ_TARGET"].flatMap(
  FuzzTarget.init(rawValue:))

/// libFuzzer's entry point: one input through the chosen target; a finding aborts, so that
/// libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let target = libFuzzerTarget else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("catalog-fuzz: set CATALOG_FUZZ_TARGET to one of \(names)\n".utf8))
    exit(64)
  }
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let finding = target.run(bytes) {
    FileHandle.standardError.write(Data("catalog-fuzz: \(finding)\n".utf8))
    abort()
  }
  return 0
}

#if !CATALOG_LIBFUZZER
/// The replay driver of a normal build.
@main
struct CatalogFuzz {
  static let usage = """
    usage: catalog-fuzz scenario|timeline|engine|console|recording|baseline|configuration [--timeout SECONDS] FILE|FOLDER…
      Runs each file (each file of a folder) through the fuzz target, each under a watchdog.
      Exit 0: every input passed; 1: a finding; 70: an input ran longer than the timeout.
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var timeout = 10.0
    if let index = arguments.firstIndex(of: "--timeout"), index + 1 < arguments.count {
      guard let seconds = Double(arguments[index + 1]), seconds > 0, seconds <= 3600 else { fail(usage) }
      timeout = seconds
      arguments.removeSubrange(index...(index + 1))
    }
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
      fail(usage)
    }
    var inputs = 0
    var findings = 0
    for path in arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          fail("catalog-fuzz: cannot read '\(file)'")
        }
        inputs += 1
        switch watched(target, [UInt8](data), timeout: timeout) {
        case .passed: break
        case .finding(let finding):
          findings += 1
          print("\(file): \(finding)")
        case .hang:
          print("\(file): \(target.rawValue): still running after \(timeout) s (a hang)")
          exit(70)
        }
      }
    }
    print("catalog-fuzz \(target.rawValue): \(inputs) inputs, \(findings) findings")
    exit(findings == 0 ? 0 : 1)
  }

  enum Outcome: Sendable {
    case passed
    case finding(FuzzFinding)
    case hang
  }

  /// Runs one input on a thread of its own and waits for it at most `timeout` seconds.
  static func watched(_ target: FuzzTarget, _ bytes: [UInt8], timeout: Double) -> Outcome {
    let done = DispatchSemaphore(value: 0)
    let result = OutcomeBox()
    let thread = Thread {
      result.set(target.run(bytes).map(Outcome.finding) ?? .passed)
      done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    guard done.wait(timeout: .now() + timeout) == .success else { return .hang }
    return result.get()
  }

  /// The regular files at `path`: the file itself, or a folder's files (not its subfolders'),
  /// sorted; a README is not an input.
  static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      fail("catalog-fuzz: no file or folder '\(path)'")
    }
    guard isFolder.boolValue else { return [path] }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.sorted().filter { $0 != "README.md" && !$0.hasPrefix(".") }.map { path + "/" + $0 }.filter {
      var isEntryFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &isEntryFolder) && !isEntryFolder.boolValue
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
  }
}

/// The outcome a watched thread hands back.
final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var outcome: CatalogFuzz.Outcome = .passed

  func set(_ value: CatalogFuzz.Outcome) { lock.withLock { outcome = value } }
  func get() -> CatalogFuzz.Outcome { lock.withLock { outcome } }
}
#endif
