import CatalogModel

/// One presentation or dismissal transition, from Phase A to Phase D.
struct TransitionRecord {
  enum Kind {
    case present
    case dismiss
  }

  var kind: Kind
  /// The presentation being presented, or the bottom presentation being dismissed.
  var presentation: PresentationIndex
  /// For a dismissal: every presentation dismissed, bottom first; the top one is animated (rule 3.1).
  var stack: [PresentationIndex]
  var animated: Bool
  /// The app's animator, if the delegate vended one; nil means UIKit's own.
  var animator: AnimatorSpec?
  /// The controller whose animator and coordinator objects name this transition (`animator:D`).
  var subject: Int
  /// The gesture driving an interactive transition.
  var gesture: Gesture?
  var completionSpeed: Double
  /// The receiver of `present`/`dismiss`, which owns the completion block.
  var completionOwner: Int
  /// Whether a completion block was passed (scenario steps always pass one).
  var hasCompletion: Bool
  /// Whether alongside blocks were registered on the coordinator (rule 2.2 step 3).
  var hasAlongside: Bool
  /// Whether interaction-change handlers were registered (rule 6.2).
  var hasInteractionHandlers: Bool
  /// Controllers whose appearance this transition drives: will/did appear and will/did disappear.
  var appearing: [Int]
  var disappearing: [Int]
  /// When the interactive transition started (Phase B); gesture frames count from here.
  var gestureStart: VirtualTime = .zero
  /// Gesture state.
  var percentComplete: Double
  /// A swipe on a sheet (rule 7.2): the adaptive delegate hears `presentationControllerDidDismiss`.
  var isSheetSwipe: Bool
  /// Where the transition is among the phases of rule 0.4.
  var phase = TransitionPhase.requested
  /// The step that requested it: its deferred phases are that step's work (`catalog explain`).
  var step: Int?

  /// The presentations whose transition this is: the one presented, or every one dismissed.
  var presentations: [PresentationIndex] { kind == .present ? [presentation] : stack }
}
