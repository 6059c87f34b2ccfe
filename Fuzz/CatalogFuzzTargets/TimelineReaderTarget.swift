import CatalogModel

/// The timeline readers' fuzz target: bytes as a timeline file, read as canonical text, as a
/// baseline file (header and canonical text) and as JSON Lines. What a reader accepts must come
/// back unchanged through its writer and the reader again: a baseline file the catalog writes
/// is one it can read.
enum TimelineReaderTarget {
  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    if let timeline = try? Timeline(canonicalTextBytes: bytes),
      let problem = roundTrip(
        timeline, "canonical text", write: { $0.canonicalText() }, read: Timeline.init(canonicalText:))
    {
      return problem
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let (header, timeline) = try? BaselineFile.parse(text), let header {
      let written = header.render(timeline)
      guard let (again, back) = try? BaselineFile.parse(written) else {
        return FuzzFinding(
          target: .timeline, message: "a baseline file the writer wrote does not read back:\n\(written.prefix(500))")
      }
      // Written again the same (a header's control characters are written escaped, so the
      // header read back may differ from the one read first, but not from then on).
      guard again?.render(back) == written, back.canonicalText() == timeline.canonicalText() else {
        return FuzzFinding(
          target: .timeline, message: "a baseline file changes through writing and reading:\n\(written.prefix(500))")
      }
    }
    if let timeline = try? Timeline(jsonLines: text),
      let problem = roundTrip(timeline, "JSON Lines", write: { $0.jsonLines() }, read: Timeline.init(jsonLines:))
    {
      return problem
    }
    return nil
  }

  /// A finding when `timeline`, written and read again, is not the timeline it was.
  private static func roundTrip(
    _ timeline: Timeline, _ form: String, write: (Timeline) -> String, read: (String) throws -> Timeline
  ) -> FuzzFinding? {
    let written = write(timeline)
    guard let again = try? read(written) else {
      return FuzzFinding(
        target: .timeline, message: "\(form) the writer wrote does not read back:\n\(written.prefix(500))")
    }
    guard write(again) == written, again.canonicalText() == timeline.canonicalText() else {
      return FuzzFinding(
        target: .timeline, message: "\(form) changes through writing and reading:\n\(written.prefix(500))")
    }
    return nil
  }
}
