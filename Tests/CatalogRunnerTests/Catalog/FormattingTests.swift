import CatalogModel
import CatalogReports
import CatalogRunner
import CatalogTestSupport
import Foundation
import Testing

@Suite(.tags(.small))
struct FormattingTests {
  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"),
    (1_800_000_000.999, "2027-01-15T08:00:00Z"),
    (951_782_400, "2000-02-29T00:00:00Z"),
    (-1, "1969-12-31T23:59:59Z"),
  ])
  func timestampsAreUTCWholeSecondsAndReadBack(seconds: Double, text: String) {
    #expect(Date(timeIntervalSince1970: seconds).timestamp == text)
    #expect(
      Date(timestamp: text) == Date(timeIntervalSince1970: seconds.rounded(.down)))
  }

  @Test(arguments: [
    "2026-02-30T00:00:00Z", "2026-11-22 12:00:00Z", "2026-11-22T12:00:00", "2026-11-22T24:00:00Z",
    "",
  ])
  func malformedTimestampsAreRefused(text: String) {
    #expect(Date(timestamp: text) == nil)
  }

  @Test func relativeTimesTurnIntoDatesAfterAWeek() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(RelativeTime.string(for: now.addingTimeInterval(30), now: now) == "just now")
    #expect(RelativeTime.string(for: now.addingTimeInterval(-59), now: now) == "just now")
    #expect(RelativeTime.string(for: now.addingTimeInterval(-600), now: now) == "10m ago")
    #expect(RelativeTime.string(for: now.addingTimeInterval(-7200), now: now) == "2h ago")
    #expect(RelativeTime.string(for: now.addingTimeInterval(-3 * 86_400), now: now) == "3d ago")
    #expect(RelativeTime.string(for: now.addingTimeInterval(-8 * 86_400), now: now) == "2027-01-07")
  }

  @Test func nearestNamesAllowATypoOrAPrefix() {
    let names = ["dimming-presentation", "popover-compact-none", "popover-compact-fullscreen"]
    #expect(Suggestion.nearest(to: "dimming-presentaton", among: names, allowingPrefix: true) == "dimming-presentation")
    #expect(Suggestion.nearest(to: "dimming", among: names, allowingPrefix: true) == "dimming-presentation")
    #expect(Suggestion.nearest(to: "sheet", among: names, allowingPrefix: true) == nil)
    #expect(Suggestion.nearest(to: "", among: names) == nil)
  }
}
