import CatalogRunner

/// One phase of a presentation or dismissal, as pictures draw it (the rule book's phases, rules
/// 2.1–2.4 and 3.1–3.3): A, the request (inside `present` or `dismiss`); B, the deferred start a
/// run-loop turn later; C, the animation (or the gesture driving it); D, the completion (inside
/// `completeTransition(_:)`). The events of A, B and D are the ones the engine emitted under
/// those rules (`catalog explain`); C lies between the last event of B and the first of D.
package struct TransitionPhase: Hashable, Sendable {
  package enum Letter: String, Hashable, Sendable, CaseIterable {
    case a = "A"
    case b = "B"
    case c = "C"
    case d = "D"

    /// `request`, `deferred start`, `animation`, `completion`.
    package var meaning: String {
      switch self {
      case .a: "request"
      case .b: "deferred start"
      case .c: "animation"
      case .d: "completion"
      }
    }
  }

  package var letter: Letter
  /// Whether the transition presents (else it dismisses).
  package var presenting: Bool
  /// The presented controller's id.
  package var subject: String
  /// The positions of its first and last events (for C, the last event of B and the first of D).
  package var first: Int
  package var last: Int
  /// Whether the transition was cancelled (an interaction released before its end, rules 6.4–6.5):
  /// its D is the transition running back, not its completion.
  package var cancelled = false
  /// For a navigation or tab bar controller's transition (rule book section 18), what it does
  /// (`push`, `pop`, `tab switch`…); `subject` is then the container. Nil for a presentation or
  /// a dismissal.
  package var operation: String?

  package init(letter: Letter, presenting: Bool, subject: String, first: Int, last: Int) {
    self.letter = letter
    self.presenting = presenting
    self.subject = subject
    self.first = first
    self.last = last
  }

  /// `B present detail`: the letter, what the transition does and to whom (`D dismiss editor,
  /// cancelled` for a transition that ran back).
  package var label: String {
    "\(letter.rawValue) \(operation ?? (presenting ? "present" : "dismiss")) \(subject)"
      + (cancelled ? ", cancelled" : "")
  }

  /// `B: deferred start of presenting detail`; `D: cancellation of dismissing editor (it runs
  /// back)` for a cancelled transition, whose D is no completion.
  package var title: String {
    let what = operation.map { "the \($0) of" } ?? (presenting ? "presenting" : "dismissing")
    if cancelled && letter == .d { return "D: cancellation of \(what) \(subject) (it runs back)" }
    return "\(letter.rawValue): \(letter.meaning) of \(what) \(subject)"
  }
}
