import CatalogModel

/// The baseline reader's fuzz target: bytes as a baseline file (`BaselineFile`: a `#` header and
/// canonical text), as `import DIR` and `check DIR` read them. Whatever it accepts, the file the
/// catalog writes from it must hold no control character (a name in the header reaches terminals
/// and diffs), must read back, write again the same, and keep times that never go back.
enum BaselineReaderTarget {
  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    guard let text = String(validating: bytes, as: UTF8.self), let (header, timeline) = try? BaselineFile.parse(text)
    else { return nil }
    if let back = timeline.events.indices.dropFirst().first(where: {
      timeline.events[$0].time < timeline.events[$0 - 1].time
    }) {
      return FuzzFinding(target: .baseline, message: "the reader accepted a time going back at event \(back)")
    }
    guard let header else { return nil }
    let written = header.render(timeline)
    let headerLines = written.split(separator: "\n").prefix(2)
    let headerText = headerLines.joined(separator: "\n")
    if headerLines.contains(where: { line in
      line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }) {
      return FuzzFinding(target: .baseline, message: "a written header holds a control character:\n\(headerText)")
    }
    guard let (again, back) = try? BaselineFile.parse(written), let again else {
      return FuzzFinding(
        target: .baseline, message: "a baseline file the writer wrote does not read back:\n\(written.prefix(500))")
    }
    guard again.render(back) == written else {
      return FuzzFinding(
        target: .baseline, message: "a baseline file changes through writing and reading:\n\(written.prefix(500))")
    }
    return nil
  }
}
