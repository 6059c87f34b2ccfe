import Foundation

// MARK: - Times as stored

extension Date {
  /// The date as the catalog stores it: whole milliseconds since 1970-01-01 UTC.
  ///
  /// Integers keep rows small and compare exactly; a millisecond is finer than any time the
  /// catalog shows. Total: a date beyond what 64 bits of milliseconds hold (about 292 million
  /// years) is clamped rather than trapping.
  var catalogMilliseconds: Int64 {
    let milliseconds = (timeIntervalSince1970 * 1000).rounded()
    guard milliseconds.isFinite else { return milliseconds > 0 ? .max : .min }
    return Int64(exactly: milliseconds) ?? (milliseconds > 0 ? .max : .min)
  }

  /// The date stored as whole milliseconds since 1970-01-01 UTC.
  init(catalogMilliseconds milliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
