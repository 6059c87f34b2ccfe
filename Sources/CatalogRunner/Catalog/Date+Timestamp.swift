import CatalogModel
import Foundation

extension Date {
  /// `2026-11-22T12:08:29Z`: UTC, whole seconds (see `Timestamp`).
  package var timestamp: String { Timestamp.string(secondsSince1970: timeIntervalSince1970) }

  /// Reads a `Timestamp` string.
  package init?(timestamp: String) {
    guard let seconds = Timestamp.secondsSince1970(timestamp) else { return nil }
    self.init(timeIntervalSince1970: seconds)
  }
}
