import CatalogModel

// MARK: - Steps

extension Replay {
  /// Puts the window's root and its visible descendants on screen, loaded and appeared, with no
  /// events: a timeline starts at the first step.
  mutating func putWindowOnScreen() {
    for controller in visibleTree(scenario.window.index) {
      controllers[controller].viewLoaded = true
      controllers[controller].viewInWindow = true
      controllers[controller].appearance = .appeared
      controllers[controller].traits = windowTraits
    }
  }

  mutating func perform(step: Step) {
    // The scenario's own call belongs to the rule of what it asks for: it starts phase A of a
    // presentation (rule 2.1) or of a dismissal (rule 3.1).
    let outer: RuleScope
    switch step.action {
    case .present, .interactivePresent: outer = enter(.rule2Dot1)
    // A dismiss that meets a dismissal in flight is forwarded one level further (rule 17.3).
    case .dismiss(let receiver, _) where forwardedPastDismissal(receiver.index) != nil: outer = enter(.rule17Dot3)
    case .dismiss, .interactiveDismiss: outer = enter(.rule3Dot1)
    default: outer = enter(rule)
    }
    defer { leave(outer) }
    switch step.action {
    case .present(let presented, let from, let animated):
      let source = from?.index ?? topMostController()
      emit(.present, controller: source, id(presented.index), .bool(animated))
      requestPresentation(presented.index, source: source, animated: animated, gesture: nil)
    case .dismiss(let receiver, let animated):
      emit(.dismiss, controller: receiver.index, .bool(animated))
      requestDismissal(receiver: receiver.index, animated: animated, gesture: nil)
    case .interactivePresent(let presented, let from, let gesture):
      let source = from?.index ?? topMostController()
      activeGesture = step.action
      emit(.present, controller: source, id(presented.index), .bool(true))
      requestPresentation(presented.index, source: source, animated: true, gesture: gesture)
      activeGesture = nil
    case .interactiveDismiss(let presented, let gesture):
      activeGesture = step.action
      emit(.dismiss, controller: presented.index, .bool(true))
      requestDismissal(receiver: presented.index, animated: true, gesture: gesture)
      activeGesture = nil
    case .swipeDown(let presented, let gesture):
      swipeDown(presented.index, gesture: gesture)
    case .detent(let presented, let detent, let origin):
      changeDetent(presented.index, to: detent, by: origin)
    case .traits(let change):
      changeTraits(change)
    case .resize(let width, let height, let change):
      resize(width: width, height: height, traits: change)
    case .set(let controller, let changes):
      for change in changes {
        controllers[controller.index].properties.apply(change)
        if case .transitioningDelegate(let delegate?) = change {
          // Assigning a delegate again gives the controller a live object (rule 1.3).
          delegateAlive[delegate.index] = true
        }
      }
    case .addSubview(let controller, let superview):
      addSubviewByHand(controller.index, to: superview.index)
    case .removeFromSuperview(let controller):
      removeFromSuperviewByHand(controller.index)
    case .inspect(let ids):
      for controller in ids {
        inspect(controller.index)
      }
    case .wait(let span):
      scheduler.schedule(.waitElapsed, at: recorder.time + span)
    case .readPresentationController(let controller):
      readPresentationController(controller.index)
    case .beginAppearance(let controller, let appearing, let animated):
      appBeginsAppearance(controller.index, appearing: appearing, animated: animated)
    case .endAppearance(let controller):
      appEndsAppearance(controller.index)
    case .tapOutside(let controller):
      tapOutside(controller.index)
    case .tapDimmingView(let controller):
      tapDimmingView(controller.index)
    case .launch(let controller):
      launch(controller.index)
    case .rotate(let orientation):
      rotate(to: orientation)
    case .tapAlertAction(let controller):
      tapAlertAction(controller.index)
    }
  }

  /// The controller a `present` step without `from` uses: the top-most presented controller, or
  /// the window's root when nothing is presented.
  func topMostController() -> Int {
    var controller = scenario.window.index
    while let presentation = controllers[controller].presenting {
      controller = presentations[presentation].presented
    }
    return controller
  }

  /// The `inspect` step: query events for `presentingViewController` and
  /// `presentedViewController` with their current values (rule 5.4).
  mutating func inspect(_ controller: Int) {
    let outer = enter(.rule5Dot4)
    defer { leave(outer) }
    let presenting = presentingViewController(of: controller).map { id($0) } ?? .null
    emit(.presentingViewController, controller: controller, result: presenting)
    let presented = presentedViewController(of: controller).map { id($0) } ?? .null
    emit(.presentedViewController, controller: controller, result: presented)
  }
}
