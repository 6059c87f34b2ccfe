import ArgumentParser

/// A number given on the command line, checked against the range the command computes with:
/// outside it is a usage error (exit 64) that names the range, never a crash or an endless run
/// (`diff --side-by-side --width 100000000000` used to abort allocating 50 GB).
enum NumberOption {
  static func require(_ value: Int, in range: ClosedRange<Int>, for option: String) throws {
    guard !range.contains(value) else { return }
    throw ValidationError("'\(option)' must be from \(range.lowerBound) to \(range.upperBound); got \(value).")
  }
}
