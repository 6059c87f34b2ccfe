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
