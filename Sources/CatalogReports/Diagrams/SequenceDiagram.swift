import CatalogDiff
import CatalogModel
import CatalogRunner

/// Timelines and diffs as Mermaid `sequenceDiagram` text, which GitHub renders in Markdown (job
/// summaries, pull-request comments) inside a ```` ```mermaid ```` block.
///
/// Every event is one message: the scenario's own actions (`call`) come from `App`, everything
/// UIKit does (callbacks, queries, blocks, lifecycle) from `UIKit`, each to the object it
/// addresses; warnings and exceptions are notes over `UIKit`. A message reads as the canonical
/// text without its receiver, after the event's time: `0.350 viewDidAppear(true)`. Participants
/// are `App`, `UIKit`, then the receivers in the scenario's hierarchy order when it is known
/// (`ParticipantOrder`: the window's root and its children, then the other controllers, then the
/// objects UIKit makes for each, then the delegates), else controllers in the order they first
/// appear followed by the objects UIKit makes and the delegates; each has a short id (`p1`, `p2`,
/// …) and its name as the label, since names such as `pc:red` hold a colon. The phases of each
/// transition (A, B, C, D), when given, are notes across the diagram where they start.
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
package enum SequenceDiagram {
  /// The diagram of `timeline`, with `title` as its first note when given, participants in
  /// `order` (`ParticipantOrder(scenario)`) and a
  /// note where each of `phases` starts.
  package static func timeline(
    _ timeline: Timeline, title: String? = nil, order: ParticipantOrder = ParticipantOrder(),
    phases: [TransitionPhase] = []
  ) -> String {
    var diagram = Builder(order: order)
    var lines = CanonicalRenderer(timeline)
    for index in timeline.events.indices {
      diagram.register(timeline.string(timeline.events[index].receiver))
    }
    diagram.start(title: title)
    guard !timeline.events.isEmpty else {
      diagram.note("no events")
      return diagram.text
    }
    var starting: [Int: [TransitionPhase]] = [:]
    for phase in phases { starting[phase.first, default: []].append(phase) }
    for index in timeline.events.indices {
      for phase in starting[index] ?? [] {
        let when =
          phase.letter == .c
          ? ", \(timeline.events[phase.first].time.decimalString) → \(timeline.events[phase.last].time.decimalString) s"
          : ""
        diagram.phaseNote("Phase \(phase.title)\(when)")
      }
      diagram.message(timeline, index, text: lines.line(index))
    }
    return diagram.text
  }

  /// A valid diagram that says why there is no timeline (a run the profile could not replay).
  package static func empty(title: String, reason: String) -> String {
    var diagram = Builder()
    diagram.start(title: title)
    diagram.note(reason)
    return diagram.text
  }

  /// The diagram of a diff's hunks: context events as plain messages, removed events in a red
  /// band (`removed:`), added and changed ones in a green band (`added:`, `changed, was …:`), and a
  /// note at the start of each hunk. Equal timelines give a diagram with one note saying so.
  ///
  /// A run of events that differ only by the same time shift is one note (`~ times from event N
  /// shift by +X s …`) followed by its events as plain messages, as the text renderings show it.
  package static func diff(_ diff: TimelineDiff, title: String? = nil, order: ParticipantOrder = ParticipantOrder())
    -> String
  {
    var diagram = Builder(order: order)
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
      var index = 0
      while index < hunk.lines.count {
        if let shift = diff.timeShift(startingAt: index, in: hunk.lines) {
          diagram.band(Builder.shiftedColor) { band in
            band.note("~ " + shift.description)
            for line in hunk.lines[index..<(index + shift.count)] {
              if let j = line.right { band.message(diff.right, j, text: right.line(j)) }
            }
          }
          index += shift.count
          continue
        }
        let line = hunk.lines[index]
        index += 1
        switch line {
        case .context(_, let j):
          diagram.message(diff.right, j, text: right.line(j))
        case .removed(let i):
          let moved = diff.moves.rightOfLeft[i].map { " (moved to event \(diff.rightPosition($0)))" } ?? ""
          diagram.band(Builder.removedColor) {
            $0.message(diff.left, i, text: left.line(i), label: "removed\(moved):")
          }
        case .added(let j):
          let moved = diff.moves.leftOfRight[j].map { " (moved from event \(diff.leftPosition($0)))" } ?? ""
          diagram.band(Builder.addedColor) {
            $0.message(diff.right, j, text: right.line(j), label: "added\(moved):")
          }
        case .changed(let i, let j, let parts):
          if parts == .time, let delta = diff.timeDelta(line) {
            let shift = TimeShift(
              left: i, right: j, count: 1, milliseconds: delta, from: diff.left.events[i].time,
              to: diff.right.events[j].time)
            diagram.band(Builder.shiftedColor) {
              $0.message(diff.right, j, text: right.line(j), label: "shifted \(shift.amount):")
            }
            continue
          }
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
    static let shiftedColor = "rgba(210, 153, 34, 0.15)"

    private(set) var text = "sequenceDiagram\n"
    private var ids: [String: String] = [:]
    /// The participants in the order they were registered (first appearance).
    private var seen: [String] = []
    /// The known order of controllers and delegates.
    private let order: ParticipantOrder

    init(order: ParticipantOrder = ParticipantOrder()) {
      self.order = order
    }

    /// Whether the user's gestures appear: the `User` participant draws them.
    private var hasUser = false

    /// Notes a participant for `name` unless it has one (`UIKit`, the receiver of console
    /// messages, is always one). A user's gesture on a controller (`user:D`) is drawn from the
    /// `User` participant to that controller.
    mutating func register(_ name: String) {
      if let target = Self.userTarget(name) {
        hasUser = true
        register(target)
        return
      }
      guard ids[name] == nil, name != "UIKit" else { return }
      ids[name] = ""
      seen.append(name)
    }

    /// `D` of `user:D`, the controller a user's gesture acts on.
    static func userTarget(_ receiver: String) -> String? {
      receiver.hasPrefix("user:") ? String(receiver.dropFirst("user:".count)) : nil
    }

    /// The participant lines, then the title note.
    mutating func start(title: String?) {
      text += "  participant App\n" + (hasUser ? "  participant User\n" : "") + "  participant UIKit\n"
      for (index, name) in order.sorted(seen).enumerated() {
        ids[name] = "p\(index + 1)"
        text += "  participant p\(index + 1) as \(Self.escaped(name))\n"
      }
      if let title { note(title) }
    }

    mutating func note(_ content: String) {
      text += "  Note over UIKit: \(Self.escaped(content))\n"
    }

    /// A note across every participant: a phase of a transition.
    mutating func phaseNote(_ content: String) {
      let last = seen.isEmpty ? "UIKit" : "p\(seen.count)"
      text += "  Note over App,\(last): \(Self.escaped(content))\n"
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
        let receiver = timeline.string(event.receiver)
        if let target = Self.userTarget(receiver) {
          text += "  User->>\(ids[target] ?? "UIKit"): \(Self.escaped(content))\n"
        } else {
          text += "  App->>\(ids[receiver] ?? "UIKit"): \(Self.escaped(content))\n"
        }
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
