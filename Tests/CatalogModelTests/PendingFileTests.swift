import CatalogModel
import Testing

/// Issue 26 item 5: a pending file reads back as it was written, header included, and becomes its
/// baseline file's name and header.
@Suite(.tags(.small))
struct PendingFileTests {
  @Test func aPendingFileRoundTrips() throws {
    let timeline = try Timeline(canonicalText: "   0.000  A.present(D, animated: true)\n   0.350  A.completion\n")
    let header = PendingFile(
      scenario: "checkout", profile: "uikit-17", rulesVersion: 3, outcome: .changed, checkedAt: "2026-11-28T09:12:00Z",
      catalogVersion: "0.1.0", change: "4f1c2a3b4c5d6e7f", group: 2, summary: "2 events removed")
    let text = header.render(timeline)
    #expect(
      text.hasPrefix(
        "# pending checkout @ uikit-17 (rules 3)\n# changed at 2026-11-28T09:12:00Z with catalog 0.1.0\n"
          + "# group 2, change 4f1c2a3b4c5d6e7f: 2 events removed\n   0.000  A.present"))
    let (read, events) = try PendingFile.parse(text)
    #expect(read == header)
    #expect(events.canonicalText() == timeline.canonicalText())
    #expect(PendingFile.fileName(scenario: "checkout", profile: "uikit-17") == "checkout.uikit-17.timeline.new")
    #expect(PendingFile.parseFileName("checkout.uikit-17.timeline.new")?.profile == "uikit-17")
    #expect(PendingFile.baselineFileName(of: "checkout.uikit-17.timeline.new") == "checkout.uikit-17.timeline")
    #expect(header.baseline(acceptedBy: "ana", acceptedAt: "2026-11-28T10:00:00Z").rulesVersion == 3)
  }

  @Test func aNewResultHasNoChangeLine() throws {
    let header = PendingFile(
      scenario: "a", profile: "uikit-8", rulesVersion: 3, outcome: .new, checkedAt: "2026-11-28T09:12:00Z",
      catalogVersion: "0.1.0")
    let (read, _) = try PendingFile.parse(header.render(Timeline()))
    #expect(read == header)
  }

  @Test func aFileWithoutThePendingHeaderIsRefused() {
    #expect(throws: TimelineFormatError.self) { try PendingFile.parse("   0.000  A.present(D, animated: true)\n") }
  }
}
