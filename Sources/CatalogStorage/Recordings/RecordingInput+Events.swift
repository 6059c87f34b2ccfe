extension RecordingInput {
  /// What follows the recording file's header line: its events (the whole text when it has no
  /// line break). Two recordings with the same events, iOS version, SDK and device are the same
  /// recording to both backends, whatever else their headers say.
  var events: String {
    guard let newline = content.utf8.firstIndex(of: 10) else { return content }
    return String(content[content.utf8.index(after: newline)...])
  }
}
