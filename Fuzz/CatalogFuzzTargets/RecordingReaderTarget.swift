import CatalogModel
import RecordingFile

/// The recording reader's fuzz target: bytes as a recording file (a JSON header line, then JSON
/// Lines), read without a scenario to check it against. What the reader accepts must come back
/// unchanged through the writer and the reader again.
enum RecordingReaderTarget {
  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let recording = try? RecordingFile.parse(text, path: "input.recording") else { return nil }
    let written = RecordingFile.render(recording)
    guard let again = try? RecordingFile.parse(written, path: "input.recording") else {
      return FuzzFinding(
        target: .recording, message: "a recording file the writer wrote does not read back:\n\(written.prefix(500))")
    }
    guard again.header == recording.header, again.timeline.canonicalText() == recording.timeline.canonicalText(),
      RecordingFile.render(again) == written
    else {
      return FuzzFinding(
        target: .recording, message: "a recording file changes through writing and reading:\n\(written.prefix(500))")
    }
    return nil
  }
}
