import Dispatch
import Foundation

/// Prints how long each phase of an operation took, on standard error, when `CATALOG_TRACE=1`:
/// for finding out where a slow `check` spends its time. Silent otherwise.
package struct PhaseTrace {
  private let enabled = ProcessInfo.processInfo.environment["CATALOG_TRACE"] == "1"
  private let operation: String
  private var last = DispatchTime.now().uptimeNanoseconds

  package init(_ operation: String) {
    self.operation = operation
  }

  /// Ends the current phase, naming it.
  package mutating func mark(_ phase: String) {
    guard enabled else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    FileHandle.standardError.write(
      Data(
        "trace: \(operation): \(phase) \(String(format: "%.1f", Double(now - last) / 1e6)) ms\(Self.residentMemory)\n"
          .utf8))
    last = now
  }

  /// ", 74 MB resident": the process's resident memory now (Linux), or nothing where it is not
  /// known.
  private static var residentMemory: String {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return "" }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return "" }
    let (bytes, overflow) = pages.multipliedReportingOverflow(by: sysconf(Int32(_SC_PAGESIZE)))
    return overflow ? "" : ", \(bytes / 1_048_576) MB resident"
  }
}
