/// The kinds of step a scenario has, each named by the key that introduces it in a scenario file
/// (Docs/scenario-format.md, `steps`).
///
/// One enumeration for the model (`StepAction.kind`), the file decoder (which keys are actions)
/// and the catalog's compiled form (how a step is tagged): a new kind of step is added here, and
/// every switch over the kinds that must handle it stops compiling until it does.
public enum StepKind: String, CaseIterable, Hashable, Sendable {
  case present
  case dismiss
  case interactiveDismiss
  case interactivePresent
  case swipeDown
  case detent
  case traits
  case resize
  case set
  case addSubview
  case removeFromSuperview
  case inspect
  case wait
  case readPresentationController
  case beginAppearanceTransition
  case endAppearanceTransition
  case tapOutside
  case tapDimmingView
  case launch
  case rotate
  case tapAlertAction
  case push
  case pop
  case popTo
  case popToRoot
  case setViewControllers
  case select
  case swipeBack
}
