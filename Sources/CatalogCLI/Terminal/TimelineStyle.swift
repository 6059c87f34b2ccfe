import CatalogModel
@preconcurrency import Rainbow

/// Colours for the canonical text on a terminal; Rainbow leaves text plain when standard output
/// is not a terminal, when `TERM=dumb`, or when `NO_COLOR` is set (and `FORCE_COLOR` is not).
enum TimelineStyle {
  /// The canonical text of `timeline`, coloured by event kind where colour is on.
  static func render(_ timeline: Timeline) -> String {
    guard colorIsOn else { return timeline.canonicalText() }
    var out = ""
    for index in timeline.events.indices {
      let line = timeline.canonicalLine(index)
      let time = String(line.prefix(8))
      let rest = String(line.dropFirst(8))
      out += time.dim + paint(rest, kind: timeline.events[index].kind) + "\n"
    }
    return out
  }

  static var colorIsOn: Bool { Rainbow.enabled && Rainbow.outputTarget == .console }

  static func paint(_ text: String, kind: EventKind) -> String {
    switch kind {
    case .call: text.bold
    case .callback: text
    case .query: text.cyan
    case .block: text.magenta
    case .lifecycle: text.blue
    case .warning: text.yellow
    case .exception: text.red.bold
    }
  }
}
