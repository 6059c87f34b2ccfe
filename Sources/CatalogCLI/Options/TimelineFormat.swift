import ArgumentParser

/// How a command prints timelines.
enum TimelineFormat: String, ExpressibleByArgument, CaseIterable {
  /// The canonical text (FORMATS 2.2), coloured on a terminal.
  case text
  /// JSON Lines, one event object per line (FORMATS 2.1).
  case jsonl
}
