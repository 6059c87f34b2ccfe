import CatalogDiff
import CatalogModel
import CatalogRunner
import TransitionEngine

/// The phases of each presentation and dismissal, and of each navigation or tab bar controller's
/// transition, of an explained replay, for the pictures (the HTML page's phase lane, the Mermaid
/// diagram's phase notes).
enum TransitionPhases {
  /// The phase rule of the rule book each letter of a presentation (`true`) or a dismissal stands for.
  static let letters: [BehaviourRule: (letter: TransitionPhase.Letter, presenting: Bool)] = [
    .rule2Dot1: (.a, true), .rule2Dot2: (.b, true), .rule2Dot4: (.d, true), .rule6Dot5: (.d, true),
    .rule3Dot1: (.a, false), .rule3Dot2: (.b, false), .rule3Dot3: (.d, false), .rule6Dot4: (.d, false),
  ]

  /// The phase rules of a container's transition (rule book section 18), with what phase A's
  /// rule says the transition does. A change without animation (rule 18.5) runs B and D at once
  /// in the layout pass: its phase is drawn as B.
  static let containerLetters: [BehaviourRule: (letter: TransitionPhase.Letter, operation: String?)] = [
    .rule18Dot2: (.a, "push"), .rule18Dot6: (.a, "pop"), .rule18Dot7: (.a, "pop to"),
    .rule18Dot8: (.a, "stack change"), .rule18Dot9: (.a, "back swipe"), .rule18Dot18: (.a, "tab switch"),
    .rule18Dot19: (.a, "tab switch"), .rule18Dot3: (.b, nil), .rule18Dot5: (.b, nil), .rule18Dot4: (.d, nil),
    .rule18Dot10: (.d, nil),
  ]

  /// The phases, in the order they start. An event belongs to the phase of the innermost phase rule
  /// of its chain, for the presentation its work concerned; the scenario's own `present` or
  /// `dismiss` call opens phase A. C runs from the last event of B to the first of D when time
  /// passes between them.
  static func of(_ timeline: Timeline, _ explanation: ReplayExplanation) -> [TransitionPhase] {
    var phases: [TransitionPhase] = []
    var open: [Int: TransitionPhase] = [:]
    let causes = explanation.causes
    /// An event of a container's transition, keyed by its step (negative, apart from the
    /// presentations): phase A's rule names the operation and its first event the container.
    func container(_ index: Int, _ cause: ReplayExplanation.Cause) {
      guard let step = cause.step, let rule = cause.chain.reversed().first(where: { containerLetters[$0] != nil }),
        let phase = containerLetters[rule]
      else { return }
      let key = -1 - step
      let cancelling = rule == .rule18Dot10
      if var current = open[key], current.letter == phase.letter {
        current.last = index
        current.cancelled = current.cancelled || cancelling
        open[key] = current
        return
      }
      let previous = open.removeValue(forKey: key)
      if let previous { phases.append(previous) }
      let event = timeline.events[index]
      var subject = previous?.subject ?? timeline.string(event.receiver)
      if phase.letter == .a, event.kind != .call, case .string(let container)? = event.args.first {
        subject = timeline.string(container)  // a tap's first event is the delegate's question
      } else if phase.letter == .a, event.kind == .call {
        subject = timeline.string(event.receiver)
      }
      var started = TransitionPhase(
        letter: phase.letter, presenting: false, subject: subject, first: index, last: index)
      started.operation = phase.operation ?? previous?.operation ?? "transition"
      started.cancelled = cancelling
      open[key] = started
    }

    for (index, cause) in causes.enumerated() where index < timeline.count {
      guard let presentation = cause.presentation,
        let rule = cause.chain.reversed().first(where: { letters[$0] != nil }), let phase = letters[rule]
      else {
        container(index, cause)
        continue
      }
      // Rules 6.4 and 6.5 are a cancelled interaction: the transition runs back.
      let cancelling = rule == .rule6Dot4 || rule == .rule6Dot5
      if var current = open[presentation], current.letter == phase.letter, current.presenting == phase.presenting {
        current.last = index
        current.cancelled = current.cancelled || cancelling
        open[presentation] = current
        continue
      }
      if let current = open.removeValue(forKey: presentation) { phases.append(current) }
      var first = index
      // The scenario's own call comes just before the rule's work knows its presentation.
      if phase.letter == .a, index > 0, causes[index - 1].presentation == nil,
        letters[causes[index - 1].rule]?.letter == .a
      {
        first = index - 1
      }
      open[presentation] = TransitionPhase(
        letter: phase.letter, presenting: phase.presenting,
        subject: explanation.presented[presentation] ?? "presentation \(presentation + 1)", first: first, last: index)
      open[presentation]?.cancelled = cancelling
    }
    phases += open.values
    phases.sort { ($0.first, $0.last) < ($1.first, $1.last) }
    // C: between B and the next D of the same transition, when time passes.
    var animations: [TransitionPhase] = []
    for (position, b) in phases.enumerated() where b.letter == .b {
      guard
        let d = phases[(position + 1)...].first(where: {
          $0.subject == b.subject && $0.presenting == b.presenting && $0.operation == b.operation && $0.letter == .d
        }), timeline.events[d.first].time > timeline.events[b.last].time
      else { continue }
      var animation = TransitionPhase(
        letter: .c, presenting: b.presenting, subject: b.subject, first: b.last, last: d.first)
      animation.operation = b.operation
      animations.append(animation)
    }
    return (phases + animations).sorted { ($0.first, $0.letter.rawValue) < ($1.first, $1.letter.rawValue) }
  }
}
