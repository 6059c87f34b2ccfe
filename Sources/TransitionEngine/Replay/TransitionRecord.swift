import CatalogModel

/// One transition, from Phase A to Phase D: a presentation, a dismissal, a navigation stack change
/// or a tab switch.
struct TransitionRecord {
  enum Kind: Equatable {
    case present
    case dismiss
    /// A navigation controller's stack change (rules 18.2–18.10).
    case navigation
    /// A tab bar controller's switch (rules 18.18–18.20).
    case tabSwitch
  }

  var kind: Kind
  /// The presentation being presented, or the bottom presentation being dismissed; nil for a
  /// container's transition.
  var presentation: PresentationIndex?
  /// For a dismissal: every presentation dismissed, bottom first; the top one is animated (rule 3.1).
  /// Empty for every other kind.
  var stack: [PresentationIndex]
  var animated: Bool
  /// The duration of the app's animator, if the delegate vended one; nil means UIKit's own. Only
  /// the duration: the record is copied on the hot path, and a class name would be retained.
  var animatorDuration: VirtualTime?
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

  /// The navigation or tab bar controller whose transition this is: its objects are named after
  /// it and the controller shown (`animator:nav/B`).
  var container: Int? = nil
  /// A navigation transition's operation, as the delegate is asked about it; nil when the top does
  /// not change.
  var operation: NavigationOperation? = nil
  /// Whether UIKit's own gesture drives the transition (a sheet drag, the system back swipe): its
  /// frames make no app callback (rule 6.7).
  var drivenByUIKit = false

  /// The presentations whose transition this is: the one presented, or every one dismissed.
  var presentations: [PresentationIndex] {
    switch kind {
    case .present: presentation.map { [$0] } ?? []
    case .dismiss: stack
    case .navigation, .tabSwitch: []
    }
  }

  /// Whether `presentation` is one of `presentations`, without making that array (the engine asks
  /// it for every transition completing, on the hot path of `Replay.isBusy(_:)`).
  func concerns(_ presentation: PresentationIndex) -> Bool {
    switch kind {
    case .present: self.presentation == presentation
    case .dismiss: stack.contains(presentation)
    case .navigation, .tabSwitch: false
    }
  }

  /// Whether the delegate vended an animator.
  var hasAnimator: Bool { animatorDuration != nil }

  /// Whether this is a presentation's or a dismissal's transition.
  var isPresentationTransition: Bool { kind == .present || kind == .dismiss }

  /// A navigation or tab bar controller's transition showing `to` after `from` (rules 18.3, 18.20).
  static func container(
    _ kind: Kind, container: Int, from: Int?, to: Int, animated: Bool, animator: AnimatorSpec?, gesture: Gesture?,
    completionSpeed: Double, step: Int?
  ) -> TransitionRecord {
    TransitionRecord(
      kind: kind, presentation: nil, stack: [], animated: animated, animatorDuration: animator?.duration, subject: to,
      gesture: gesture,
      completionSpeed: completionSpeed, completionOwner: container, hasCompletion: false, hasAlongside: false,
      hasInteractionHandlers: false, appearing: [to], disappearing: from.map { [$0] } ?? [], percentComplete: 0,
      isSheetSwipe: false, step: step, container: container)
  }
}
