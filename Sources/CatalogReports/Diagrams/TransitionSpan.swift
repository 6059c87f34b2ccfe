import CatalogModel
import CatalogRunner

/// What has a duration in a timeline, for pictures of it: a presentation or dismissal transition
/// (from the presentation controller's `…TransitionWillBegin()` to its `…TransitionDidEnd(_:)`) and
/// an animation (from an animator's `animateTransition(using:)` or an interaction controller's
/// `startInteractiveTransition(_:)` to `animationEnded(_:)`), each on the object that hears both.
/// A span whose end never comes (the run stopped) ends at the last event.
package struct TransitionSpan: Hashable, Sendable {
  /// `presentation transition`, `dismissal transition` or `animation`.
  package let name: String
  package let receiver: Name
  /// The positions of its first and last events.
  package let first: Int
  package let last: Int

  /// The spans of `timeline`, in the order they end.
  package static func spans(in timeline: Timeline) -> [TransitionSpan] {
    var open: [Name: (name: String, first: Int)] = [:]
    var spans: [TransitionSpan] = []
    for (index, event) in timeline.events.enumerated() {
      switch Member(named: timeline.string(event.call)) {
      case .presentationTransitionWillBegin?: open[event.receiver] = ("presentation transition", index)
      case .dismissalTransitionWillBegin?: open[event.receiver] = ("dismissal transition", index)
      case .animateTransition?, .startInteractiveTransition?: open[event.receiver] = ("animation", index)
      case .presentationTransitionDidEnd?, .dismissalTransitionDidEnd?, .animationEnded?:
        if let begun = open.removeValue(forKey: event.receiver) {
          spans.append(TransitionSpan(name: begun.name, receiver: event.receiver, first: begun.first, last: index))
        }
      default: break
      }
    }
    for (receiver, begun) in open.sorted(by: { $0.key.raw < $1.key.raw }) {
      let last = max(begun.first, timeline.count - 1)
      spans.append(TransitionSpan(name: begun.name, receiver: receiver, first: begun.first, last: last))
    }
    return spans
  }
}
