import CatalogModel

/// The role each controller plays in a scenario, read from its timelines, so that a change
/// signature names `<presented>.viewWillAppear(_:)` instead of `red.viewWillAppear(_:)`.
///
/// The same engine change in two scenarios whose controllers have different ids then has the same
/// signature and forms one group. Roles come from the scenario's own `present` calls, in order:
/// the first call's receiver is `<presenter>` and its argument `<presented>`, the second's
/// `<presenter 2>` and `<presented 2>`, and so on; a controller keeps the first role it gets. A
/// controller that dismisses without having a role is `<dismisser>`. Objects that belong to a
/// controller (`pc:red`, `animator:red#2`) take its role after their prefix (`pc:<presented>`);
/// everything else (delegates, containers' children, `UIKit`) keeps its id.
struct ReceiverRoles {
  private var roles: [String: String] = [:]
  private var presentations = 0

  /// The roles of `left`'s controllers, then of those only `right` has.
  init(_ left: Timeline, _ right: Timeline) {
    learn(from: left.events, of: left)
    learn(from: right.events, of: right)
  }

  /// The roles in two timelines read from files: their events made from their templates.
  init(_ left: TemplatedTimeline, _ right: TemplatedTimeline) {
    let present = Member.present.internedName
    let dismiss = Member.dismiss.internedName
    for side in [left, right] {
      // Only the lines of a template that presents or dismisses can teach a role.
      let teaches = side.store.events.map { $0.kind == .call && ($0.call == present || $0.call == dismiss) }
      var events: [Event] = []
      for (line, template) in side.templates.enumerated() where teaches[Int(template)] {
        events.append(side.event(line))
      }
      learn(from: events, of: side.store)
    }
  }

  private mutating func learn(from events: some Sequence<Event>, of timeline: Timeline) {
    let present = Member.present.internedName
    let dismiss = Member.dismiss.internedName
    for event in events where event.kind == .call {
      if event.call == present, case .string(let presented)? = event.args.first {
        presentations += 1
        let number = presentations
        assign(to: timeline.string(event.receiver)) { "<presenter\(number == 1 ? "" : " \(number)")>" }
        assign(to: timeline.string(presented)) { "<presented\(number == 1 ? "" : " \(number)")>" }
      } else if event.call == dismiss {
        assign(to: timeline.string(event.receiver)) { "<dismisser>" }
      }
    }
  }

  /// Gives `id` its first role; the role's text is made only then (a long timeline presents
  /// thousands of times, but has few ids).
  private mutating func assign(to id: String, _ role: () -> String) {
    if roles[id] == nil { roles[id] = role() }
  }

  /// `receiver` with its controller replaced by its role: `pc:red#2` → `pc:<presented>#2`.
  func name(_ receiver: String) -> String {
    if let role = roles[receiver] { return role }
    guard let colon = receiver.firstIndex(of: ":") else { return receiver }
    let prefix = receiver[...colon]
    var id = receiver[receiver.index(after: colon)...]
    var generation = Substring("")
    if let hash = id.lastIndex(of: "#") {
      generation = id[hash...]
      id = id[..<hash]
    }
    guard let role = roles[String(id)] else { return receiver }
    return prefix + role + generation
  }
}
