import CatalogModel
import CatalogRunner

/// How text reports are decorated on a terminal: the command line makes one from its colour
/// settings; `plain` leaves text as it is (pipes, files, `NO_COLOR`, tests).
///
/// The runner renders every report through a style, so colour never changes what a report
/// says, only how it looks.
package struct TextStyle: Sendable {
  package typealias Paint = @Sendable (String) -> String

  /// Whether any decoration is applied.
  package var isColored: Bool
  package var bold: Paint
  package var dim: Paint
  package var red: Paint
  package var green: Paint
  package var yellow: Paint
  package var cyan: Paint
  package var magenta: Paint
  package var blue: Paint

  package init(
    isColored: Bool, bold: @escaping Paint, dim: @escaping Paint, red: @escaping Paint, green: @escaping Paint,
    yellow: @escaping Paint, cyan: @escaping Paint, magenta: @escaping Paint, blue: @escaping Paint
  ) {
    self.isColored = isColored
    self.bold = bold
    self.dim = dim
    self.red = red
    self.green = green
    self.yellow = yellow
    self.cyan = cyan
    self.magenta = magenta
    self.blue = blue
  }

  /// No decoration at all.
  package static let plain: TextStyle = {
    let identity: Paint = { $0 }
    return TextStyle(
      isColored: false, bold: identity, dim: identity, red: identity, green: identity, yellow: identity,
      cyan: identity, magenta: identity, blue: identity)
  }()

  /// The colour of an event of `kind` in a timeline.
  package func paint(_ text: String, kind: EventKind) -> String {
    switch kind {
    case .call: bold(text)
    case .callback: text
    case .query: cyan(text)
    case .block: magenta(text)
    case .lifecycle: blue(text)
    case .warning: yellow(text)
    case .exception: bold(red(text))
    }
  }

  /// The canonical text of `timeline`, each event coloured by kind when the style has colour.
  ///
  /// - Parameter numbered: Whether each line starts with the event's number, its position from 0
  ///   (what `catalog explain --event N` takes); the canonical text alone otherwise.
  package func timeline(_ timeline: Timeline, numbered: Bool = false) -> String {
    guard isColored || numbered else { return timeline.canonicalText() }
    let width = String(max(timeline.events.count - 1, 0)).count
    var out = ""
    for index in timeline.events.indices {
      let line = timeline.canonicalLine(index)
      if numbered { out += dim(Self.eventNumber(index, width: width)) }
      out += dim(String(line.prefix(8))) + paint(String(line.dropFirst(8)), kind: timeline.events[index].kind) + "\n"
    }
    return out
  }

  /// `#12 ` padded to `width` digits: the number column of a numbered timeline.
  package static func eventNumber(_ index: Int, width: Int) -> String {
    let digits = String(index)
    return "#" + digits + String(repeating: " ", count: max(0, width - digits.count)) + " "
  }
}
