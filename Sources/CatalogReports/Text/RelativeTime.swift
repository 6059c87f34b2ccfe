import CatalogModel
import CatalogRunner
import Foundation

/// How long ago something happened, as `catalog list` shows it: `just now`, `5m ago`, `3h ago`,
/// `2d ago`, and from a week on the UTC date, `2026-11-02`.
///
/// For example:
/// ```swift
/// RelativeTime.string(for: start, now: start.addingTimeInterval(300))  // "5m ago"
/// ```
package enum RelativeTime {
  /// `date` relative to `now`; a date in the future (another machine's clock) is `just now`.
  package static func string(for date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded(.down))
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return "\(seconds / 60)m ago"
    case ..<86_400: return "\(seconds / 3600)h ago"
    case ..<(7 * 86_400): return "\(seconds / 86_400)d ago"
    default: return String(date.timestamp.prefix(10))
    }
  }
}
