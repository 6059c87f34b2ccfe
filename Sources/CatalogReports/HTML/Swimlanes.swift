import CatalogDiff
import CatalogModel
import CatalogRunner
import TransitionEngine

/// One timeline drawn as swimlanes: a lane per object (in the scenario's hierarchy order when it
/// is known, `ParticipantOrder`), each event a mark placed on virtual time (`TimelineLayout`),
/// run-loop turns as bands, the phases of each presentation and dismissal (A request, B deferred
/// start, C animation, D completion) as spans on a lane of their own, transitions and animations
/// as spans on the object that hears them.
///
/// The page holds the lanes' names and one compact JSON record of the events (positions, kinds,
/// texts, rules, marks); its script draws the marks of the part of the axis in view, so a page of
/// 100,000 events has a few hundred marks in its document at a time. Marks are links
/// (`#t1-e42`), focusable in order, with the event's details in `data-` attributes and `title`.
struct Swimlanes {
  /// How an event is marked in a diff.
  enum Mark: String, CaseIterable {
    case removed, added, changed, moved, shifted

    /// The sign the page puts on a marked event (and the legend beside the mark's name).
    var glyph: String {
      switch self {
      case .removed: "\u{2212}"
      case .added: "+"
      case .changed: "~"
      case .moved: "\u{21C5}"
      case .shifted: "\u{2192}"
      }
    }
  }

  let id: String
  let title: String
  let timeline: Timeline
  /// The explained replay that gave this timeline, for the rules, their chains and the phases.
  var explanation: ReplayExplanation? = nil
  var order = ParticipantOrder()
  var marks: [Int: Mark] = [:]
  /// A sentence per marked event: "moved to event 6", "time shifted by +0.100 s".
  var notes: [Int: String] = [:]
  /// Said under the title: why the rules are not shown, for instance.
  var caption: String? = nil

  /// Marks event `index` as `mark`, a line only one side of a diff has, or as moved with
  /// `movedTo`, the note that says where the other side has it.
  mutating func mark(_ index: Int, _ mark: Mark, movedTo note: String?) {
    marks[index] = note == nil ? mark : .moved
    if let note { notes[index] = note }
  }

  /// The lanes' objects: the receivers in `order`, `UIKit` last.
  func lanes() -> [String] {
    var seen: [String] = []
    var known: Set<Name> = []
    for event in timeline.events where known.insert(event.receiver).inserted {
      seen.append(timeline.string(event.receiver))
    }
    let uiKit = seen.contains("UIKit")
    return order.sorted(seen.filter { $0 != "UIKit" }) + (uiKit ? ["UIKit"] : [])
  }

  func html() -> String {
    let lanes = lanes()
    let layout = TimelineLayout(timeline)
    let phases = explanation.map { TransitionPhases.of(timeline, $0) } ?? []
    var out =
      "<section class=\"timeline\(marks.isEmpty ? "" : " diff")\" id=\"\(id)\" data-events=\"\(timeline.count)\" "
    out += "aria-label=\"\(MarkupText.escaped(title))\">\n"
    out += "<h3>\(MarkupText.escaped(title)) <small>\(timeline.count) event\(timeline.count == 1 ? "" : "s")"
    if let caption { out += " · \(MarkupText.escaped(caption))" }
    out += "</small></h3>\n"
    // The names' column is as wide as the longest name, within 8 to 28 characters; a longer
    // name is cut with an ellipsis and said whole by its title.
    // (12 px monospace: about 7.3 px a character, and the name's padding.)
    // 7.3 pixels a character, rounded to the nearest pixel, in whole numbers.
    let nameWidth = (min(28, max(8, lanes.map(\.count).max() ?? 0)) * 73 + 5) / 10 + 14
    out +=
      "<div class=\"scroll\" tabindex=\"-1\"><div class=\"lanes\" style=\"--w:\(layout.width)px;--nw:\(nameWidth)px\">\n"
    out += "<div class=\"lane ruler\"><div class=\"name\">time (s)</div><div class=\"track\"></div></div>\n"
    if !phases.isEmpty {
      out += "<div class=\"lane phases\"><div class=\"name\">phases</div><div class=\"track\"></div></div>\n"
    }
    for name in lanes {
      out +=
        "<div class=\"lane obj\" data-object=\"\(MarkupText.escaped(name))\"><div class=\"name\" title=\"\(MarkupText.escaped(name))\">"
      out += "\(MarkupText.escaped(name))</div><div class=\"track\"></div></div>\n"
    }
    out += "</div></div>\n<script type=\"application/json\" class=\"tl\">"
    out += data(lanes: lanes, layout: layout, phases: phases)
    out += "</script>\n</section>\n"
    return out
  }

  /// A mark's label: the member an event names, short enough to stand beside the mark. The Swift
  /// base name (`viewWillAppear(_:)` is `viewWillAppear`); for a delegate method whose base name
  /// only names its subject (`navigationController(_:willShow:animated:)`), the label that says
  /// what it asks (`willShow`); for one whose first label is part of its name
  /// (`animationController(forPresented:presenting:source:)`), that label in parentheses.
  static func memberLabel(_ call: String) -> String {
    guard let open = call.firstIndex(of: "(") else { return call }
    let base = String(call[..<open])
    let labels = call[call.index(after: open)...].split(separator: ":").map {
      String($0.filter { $0.isLetter || $0.isNumber || $0 == "_" })
    }.filter { !$0.isEmpty }
    guard base.hasSuffix("Controller"), let first = labels.first else { return base }
    if first == "_" { return labels.count > 1 ? labels[1] : base }
    return "\(base)(\(first))"
  }

  /// The events' record: `n` events; per event its column `x`, lane `l`, kind `k`, time in ms `t`,
  /// turn `u`, text without time `s`, label `a` (into `A`, `memberLabel`), and when known its rule
  /// `r` (into `R`), chain `c` (into `C`), mark `m` (into `M`) and note `o`; the width `w`, the
  /// ruler `g`, the alternate turns' bands `b`, the phases `p` (from, to, letter, label, title,
  /// first event) and the spans `z`.
  func data(lanes: [String], layout: TimelineLayout, phases: [TransitionPhase]) -> String {
    let events = timeline.events
    var json = PageJSON(capacity: events.count * 64 + 256)
    let laneIndex = Dictionary(lanes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    var laneOf: [Name: Int] = [:]
    for event in events where laneOf[event.receiver] == nil {
      laneOf[event.receiver] = laneIndex[timeline.string(event.receiver)] ?? 0
    }
    json.raw("{")
    json.key("n")
    json.int(events.count)
    json.key("w")
    json.int(layout.width)
    json.key("x")
    json.ints(layout.x)
    json.key("l")
    json.ints(events.map { laneOf[$0.receiver] ?? 0 })
    let kinds = EventKind.allCases
    json.key("K")
    json.strings(kinds.map(\.rawValue))
    json.key("k")
    json.ints(events.map { event in kinds.firstIndex(of: event.kind) ?? 0 })
    json.key("t")
    json.ints(events.map { Int(clamping: $0.time.milliseconds) })
    json.key("u")
    json.ints(events.map { Int($0.turn) })
    json.key("s")
    var lines = CanonicalRenderer(timeline)
    json.strings(events.indices.map { String(TraceEvents.withoutTime(lines.line($0))) })
    // Each mark's label: its member, as `memberLabel` shortens it; the page abbreviates it
    // further where the marks of a lane crowd.
    var labelIndex: [Name: Int] = [:]
    var labels: [String] = []
    var labelOf: [Int] = []
    labelOf.reserveCapacity(events.count)
    for event in events {
      if let known = labelIndex[event.call] {
        labelOf.append(known)
      } else {
        labelIndex[event.call] = labels.count
        labelOf.append(labels.count)
        labels.append(Self.memberLabel(timeline.string(event.call)))
      }
    }
    json.key("A")
    json.strings(labels)
    json.key("a")
    json.ints(labelOf)
    if let explanation, explanation.causes.count == events.count {
      var ruleIndex: [BehaviourRule: Int] = [:]
      var rules: [BehaviourRule] = []
      var chainIndex: [String: Int] = [:]
      var chains: [String] = []
      var r: [Int] = []
      var c: [Int] = []
      for cause in explanation.causes {
        let rule = cause.rule
        if ruleIndex[rule] == nil {
          ruleIndex[rule] = rules.count
          rules.append(rule)
        }
        r.append(ruleIndex[rule] ?? 0)
        let chain = cause.chain.map(\.id).joined(separator: " → ")
        if chainIndex[chain] == nil {
          chainIndex[chain] = chains.count
          chains.append(chain)
        }
        c.append(chainIndex[chain] ?? 0)
      }
      json.key("R")
      json.raw("[")
      for (index, rule) in rules.enumerated() {
        if index > 0 { json.raw(",") }
        json.strings([rule.id, rule.title])
      }
      json.raw("]")
      json.key("r")
      json.ints(r)
      json.key("C")
      json.strings(chains)
      json.key("c")
      json.ints(c)
    }
    if !marks.isEmpty {
      let names = Mark.allCases
      json.key("M")
      json.strings(names.map(\.rawValue))
      json.key("m")
      json.ints(events.indices.map { index in marks[index].flatMap { names.firstIndex(of: $0) } ?? -1 })
    }
    if !notes.isEmpty {
      json.key("o")
      json.raw("{")
      for (position, seq) in notes.keys.sorted().enumerated() {
        if position > 0 { json.raw(",") }
        json.raw("\"\(seq)\":")
        json.string(notes[seq] ?? "")
      }
      json.raw("}")
    }
    json.key("g")
    var lastLabel = -1_000
    let labelled = layout.moments.filter { moment in
      guard moment.x - lastLabel >= 44 || moment.broken else { return false }
      lastLabel = moment.x
      return true
    }
    json.array(labelled) { json, moment in
      json.raw("[\(moment.x),")
      json.string(moment.label)
      json.raw(",\(moment.broken ? 1 : 0)]")
    }
    json.key("b")
    json.array(layout.turns.indices.filter { $0 % 2 == 1 }) { json, index in
      json.ints([layout.turns[index].from, layout.turns[index].to])
    }
    json.key("p")
    json.array(phases) { json, phase in
      let from = phase.letter == .c ? layout.x[phase.first] + TimelineLayout.column : layout.x[phase.first]
      let to = phase.letter == .c ? layout.x[phase.last] : layout.x[phase.last] + TimelineLayout.column
      json.raw("[\(from),\(max(to, from + 2)),")
      json.string(phase.letter.rawValue)
      json.raw(",")
      json.string(phase.label)
      json.raw(",")
      json.string(
        phase.title
          + ", \(timeline.events[phase.first].time.decimalString) → \(timeline.events[phase.last].time.decimalString) s"
      )
      json.raw(",\(phase.first)]")
    }
    json.key("z")
    let spans = TransitionSpan.spans(in: timeline).compactMap { span in laneOf[span.receiver].map { (span, $0) } }
    json.array(spans) { json, laned in
      let (span, lane) = laned
      json.raw("[\(lane),\(layout.x[span.first]),\(layout.x[span.last] + TimelineLayout.column),")
      json.string(span.name)
      json.raw("]")
    }
    json.raw("}")
    return json.text
  }
}
