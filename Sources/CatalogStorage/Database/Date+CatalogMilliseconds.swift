import Foundation

// MARK: - Times as stored

extension Date {
  /// The date as the catalog stores it: whole milliseconds since 1970-01-01 UTC.
  ///
  /// Integers keep rows small and compare exactly; a millisecond is finer than any time the
  /// catalog shows.
  var catalogMilliseconds: Int64 {
    Int64((timeIntervalSince1970 * 1000).rounded())
  }

  /// The date stored as whole milliseconds since 1970-01-01 UTC.
  init(catalogMilliseconds milliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
