import CatalogModel

/// A scenario's steps in a few words, for explanations: "step 1 (line 9): present 'detail' from
/// 'list'".
struct StepDescription {
  let scenario: Scenario

  init(_ scenario: Scenario) {
    self.scenario = scenario
  }

  /// Step `index` (from 0), numbered from 1 as scenario files and warnings count them.
  func callAsFunction(_ index: Int) -> String {
    guard scenario.steps.indices.contains(index) else { return "step \(index + 1)" }
    let step = scenario.steps[index]
    return "step \(index + 1) (line \(step.location.line)): \(action(step.action))"
  }

  func action(_ action: StepAction) -> String {
    func id(_ controller: ControllerID) -> String { "'\(scenario[controller].id)'" }
    func from(_ source: ControllerID?) -> String { source.map { " from \(id($0))" } ?? "" }
    switch action {
    case .present(let presented, let source, let animated):
      return "present \(id(presented))\(from(source))" + (animated ? "" : ", not animated")
    case .dismiss(let receiver, let animated):
      return "dismiss \(id(receiver))" + (animated ? "" : ", not animated")
    case .interactivePresent(let presented, let source, _):
      return "present \(id(presented))\(from(source)) with a gesture"
    case .interactiveDismiss(let presented, _):
      return "dismiss \(id(presented)) with a gesture"
    case .swipeDown(let presented, _): return "swipe \(id(presented)) down"
    case .detent(let presented, let detent, _): return "detent of \(id(presented)) to \(detent.rawValue)"
    case .set(let controller, _): return "set properties of \(id(controller))"
    case .addSubview(let controller, let superview): return "add \(id(controller))'s view to \(id(superview))'s"
    case .removeFromSuperview(let controller): return "remove \(id(controller))'s view"
    case .readPresentationController(let controller): return "read \(id(controller)).presentationController"
    case .beginAppearance(let controller, _, _): return "beginAppearanceTransition of \(id(controller))"
    case .endAppearance(let controller): return "endAppearanceTransition of \(id(controller))"
    case .tapOutside(let controller): return "tap outside \(id(controller))"
    case .tapDimmingView(let controller): return "tap the dimming view of \(id(controller))"
    case .launch(let controller): return "show the window with \(id(controller))"
    case .rotate(let orientation): return "turn the device to \(orientation.rawValue)"
    case .tapAlertAction(let controller): return "tap an action of \(id(controller))"
    default: return action.kind.rawValue
    }
  }
}
