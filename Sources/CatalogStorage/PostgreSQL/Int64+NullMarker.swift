#if PostgreSQL
// MARK: - NULL in arrays of ids

extension Int64 {
  /// Stands for NULL in an array of optional ids (`NULLIF(x, -9223372036854775808)`): no id or
  /// number the catalog stores is this small.
  static let nullMarker = Int64.min
  static let nullMarkerSQL = "-9223372036854775808"
}
#endif
