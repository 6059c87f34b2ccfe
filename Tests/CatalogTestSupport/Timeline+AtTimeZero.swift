import CatalogModel

extension Timeline {
  /// A made-up timeline whose events are `lines` (each a canonical call, such as
  /// `"b.viewWillAppear(true)"`), all at time zero, in that order.
  package static func atTimeZero(_ lines: String...) throws -> Timeline {
    try Timeline(canonicalText: lines.map { "   0.000  " + $0 + "\n" }.joined())
  }
}
