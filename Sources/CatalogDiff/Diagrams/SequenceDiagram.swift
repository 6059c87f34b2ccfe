import CatalogModel

/// Timelines and diffs as Mermaid `sequenceDiagram` text, which GitHub renders in Markdown (job
/// summaries, pull-request comments) inside a ```` ```mermaid ```` block.
///
/// Every event is one message: the scenario's own actions (`call`) come from `App`, everything
/// UIKit does (callbacks, queries, blocks, lifecycle) from `UIKit`, each to the object it
/// addresses; warnings and exceptions are notes over `UIKit`. A message reads as the canonical
/// text without its receiver, after the event's time: `0.350 viewDidAppear(true)`. Participants
/// are `App`, `UIKit`, then the receivers in the order they first appear; each has a short id
/// (`p1`, `p2`, …) and its name as the label, since names such as `pc:red` hold a colon.
/// Characters Mermaid reads as syntax in message text (`;`, `#`, and `<`, which would start an
/// HTML tag) are written as entity codes (`#59;`, `#35;`, `#lt;`).
///
/// For example:
/// ```
/// sequenceDiagram
///   participant App
///   participant UIKit
///   participant p1 as yellow
///   participant p2 as red
///   App->>p1: 0.000 present(red, animated: true)
///   UIKit->>p2: 0.000 viewWillAppear(true)
/// ```
public enum SequenceDiagram {
  /// The diagram of `timeline`, with `title` as its first note when given.
  public static func timeline(_ timeline: Timeline, title: String? = nil) -> String {
    var diagram = Builder()
    var lines = CanonicalRenderer(timeline)
    for index in timeline.events.indices {
      diagram.register(timeline.string(timeline.events[index].receiver))
    }
    diagram.start(title: title)
    for index in timeline.events.indices {
      diagram.message(timeline, index, text: lines.line(index))
    }
    return diagram.text
  }

  /// The diagram of a diff's hunks: context events as plain messages, removed events in a red
  /// band (`removed:`), added and changed ones in a green band (`added:`, `changed, was …:`), and a
  /// note at the start of each hunk. Equal timelines give a diagram with one note saying so.
  public static func diff(_ diff: TimelineDiff, title: String? = nil) -> String {
    var diagram = Builder()
    for line in diff.hunks.flatMap(\.lines) {
      if let i = line.left { diagram.register(diff.left.string(diff.left.events[i].receiver)) }
      if let j = line.right { diagram.register(diff.right.string(diff.right.events[j].receiver)) }
    }
    diagram.start(title: title)
    guard !diff.isEqual else {
      diagram.note("timelines are equal")
      return diagram.text
    }
    var left = CanonicalRenderer(diff.left)
    var right = CanonicalRenderer(diff.right)
    for hunk in diff.hunks {
      diagram.note(hunk.header)
      for line in hunk.lines {
        switch line {
        case .context(_, let j):
          diagram.message(diff.right, j, text: right.line(j))
        case .removed(let i):
          let moved = diff.moves.rightOfLeft[i].map { " (moved to event \($0))" } ?? ""
          diagram.band(Builder.removedColor) {
            $0.message(diff.left, i, text: left.line(i), label: "removed\(moved):")
          }
        case .added(let j):
          let moved = diff.moves.leftOfRight[j].map { " (moved from event \($0))" } ?? ""
          diagram.band(Builder.addedColor) {
            $0.message(diff.right, j, text: right.line(j), label: "added\(moved):")
          }
        case .changed(let i, let j, _):
          let old = Builder.messageText(diff.left, i, line: left.line(i))
          diagram.band(Builder.addedColor) {
            $0.message(diff.right, j, text: right.line(j), label: "changed, was \(old):")
          }
        }
      }
    }
    return diagram.text
  }

  /// Accumulates the diagram's lines.
  private struct Builder {
    static let removedColor = "rgba(255, 80, 80, 0.2)"
    static let addedColor = "rgba(60, 180, 75, 0.2)"

    private(set) var text = "sequenceDiagram\n"
    private var ids: [String: String] = [:]
    private var order: [String] = []

    /// Adds a participant for `name` unless it has one (`UIKit`, the receiver of console
    /// messages, is always one).
    mutating func register(_ name: String) {
      guard ids[name] == nil, name != "UIKit" else { return }
      ids[name] = "p\(order.count + 1)"
      order.append(name)
    }

    /// The participant lines, then the title note.
    mutating func start(title: String?) {
      text += "  participant App\n  participant UIKit\n"
      for name in order {
        text += "  participant \(ids[name] ?? "UIKit") as \(Self.escaped(name))\n"
      }
      if let title { note(title) }
    }

    mutating func note(_ content: String) {
      text += "  Note over UIKit: \(Self.escaped(content))\n"
    }

    /// Appends the lines `body` adds inside a coloured `rect`.
    mutating func band(_ color: String, _ body: (inout Builder) -> Void) {
      text += "  rect \(color)\n"
      body(&self)
      text += "  end\n"
    }

    /// Event `index` of `timeline` as a message (or a note, for warnings and exceptions), its
    /// canonical line being `text`, after `label` when given.
    mutating func message(_ timeline: Timeline, _ index: Int, text line: String, label: String? = nil) {
      let event = timeline.events[index]
      let content = (label.map { $0 + " " } ?? "") + Self.messageText(timeline, index, line: line)
      switch event.kind {
      case .warning, .exception:
        note(content)
      case .call:
        text += "  App->>\(ids[timeline.string(event.receiver)] ?? "UIKit"): \(Self.escaped(content))\n"
      case .callback, .query, .block, .lifecycle:
        text += "  UIKit->>\(ids[timeline.string(event.receiver)] ?? "UIKit"): \(Self.escaped(content))\n"
      }
    }

    /// `0.350 viewDidAppear(true)`: the time and the canonical text after `receiver.`.
    static func messageText(_ timeline: Timeline, _ index: Int, line: String) -> String {
      let trimmed = line.drop { $0 == " " }
      let time = trimmed.prefix { $0 != " " }
      let rest = trimmed.dropFirst(time.count).drop { $0 == " " }
      let receiver = timeline.string(timeline.events[index].receiver) + "."
      let member = rest.hasPrefix(receiver) ? rest.dropFirst(receiver.count) : rest
      return time + " " + member
    }

    /// `text` with the characters Mermaid reads as syntax written as entity codes.
    static func escaped(_ text: String) -> String {
      var out = ""
      for character in text {
        switch character {
        case "#": out += "#35;"
        case ";": out += "#59;"
        case "<": out += "#lt;"
        case "\n", "\r": out += " "
        default: out.append(character)
        }
      }
      return out
    }
  }
}
