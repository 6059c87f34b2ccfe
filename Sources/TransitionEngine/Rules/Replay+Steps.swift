import CatalogModel

// MARK: - Steps

extension Replay {
  /// Puts the window's root and its visible descendants on screen, loaded and appeared, with no
  /// events: a timeline starts at the first step.
  mutating func putWindowOnScreen() {
    for controller in visibleTree(scenario.window.index) {
      controllers[controller].viewLoaded = true
      controllers[controller].viewInWindow = true
      controllers[controller].laidOut = true
      controllers[controller].appearance = .appeared
      controllers[controller].traits = windowTraits
      // Rule 18.1 item 4: a navigation controller on screen shows its top.
      if controllers[controller].kind == .navigation, let top = controllers[controller].children.last {
        navigations[controller, default: NavigationState()].shown = top
      }
    }
  }

  /// Runs the action of step `index`, read in place: a copy of the whole step cost the engine
  /// about 2% of its time.
  mutating func perform(step index: Int) {
    // The scenario's own call belongs to the rule of what it asks for: it starts phase A of a
    // presentation (rule 2.1) or of a dismissal (rule 3.1).
    let outer: RuleScope
    switch scenario.steps[index].action {
    case .present, .interactivePresent: outer = enter(.rule2Dot1)
    // A dismiss that meets a dismissal in flight is forwarded one level further (rule 17.3).
    case .dismiss(let receiver, _) where forwardedPastDismissal(receiver.index) != nil: outer = enter(.rule17Dot3)
    case .dismiss, .interactiveDismiss: outer = enter(.rule3Dot1)
    default: outer = enter(rule)
    }
    defer { leave(outer) }
    switch scenario.steps[index].action {
    case .present(let presented, let from, let animated):
      let source = from?.index ?? topMostController()
      emit(.present, controller: source, id(presented.index), .bool(animated))
      requestPresentation(presented.index, source: source, animated: animated, gesture: nil)
    case .dismiss(let receiver, let animated):
      emit(.dismiss, controller: receiver.index, .bool(animated))
      requestDismissal(receiver: receiver.index, animated: animated, gesture: nil)
    case .interactivePresent(let presented, let from, let gesture):
      let source = from?.index ?? topMostController()
      activeGesture = scenario.steps[index].action
      emit(.present, controller: source, id(presented.index), .bool(true))
      requestPresentation(presented.index, source: source, animated: true, gesture: gesture)
      activeGesture = nil
    case .interactiveDismiss(let presented, let gesture):
      activeGesture = scenario.steps[index].action
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
    case .inspect(let items):
      for position in items.indices {
        let item = items[position]
        if let property = item.property {
          inspect(property, of: item.controller.index)
        } else {
          inspect(item.controller.index)
        }
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
    case .push(let controller, let on, let from, let animated):
      push(controller.index, on: on?.index, from: from?.index, animated: animated)
    case .pop(let navigation, let animated):
      pop(navigation.index, animated: animated)
    case .popTo(let target, let on, let animated):
      popTo(target.index, on: on?.index, animated: animated)
    case .popToRoot(let navigation, let animated):
      popToRoot(navigation.index, animated: animated)
    case .setViewControllers(let stack, let on, let animated):
      setViewControllers(stack.map(\.index), on: on.index, animated: animated)
    case .select(let selection, let on, let origin):
      select(selection, on: on?.index, by: origin)
    case .swipeBack(let navigation, let gesture):
      swipeBack(navigation.index, gesture: gesture)
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

  /// An `inspect` item naming one property: a query event with its current value (rule 5.4 for
  /// the presentation getters, rule 18.1 item 1 for the containers').
  mutating func inspect(_ property: InspectedProperty, of controller: Int) {
    let presentation = property == .presentingViewController || property == .presentedViewController
    let outer = enter(presentation ? .rule5Dot4 : .rule18Dot1)
    defer { leave(outer) }
    let state = controllers[controller]
    let result: Value
    switch property {
    case .parent: result = state.parent.map { id($0) } ?? .null
    case .navigationController: result = enclosingContainer(of: controller, kind: .navigation).map { id($0) } ?? .null
    case .tabBarController: result = enclosingContainer(of: controller, kind: .tabBar).map { id($0) } ?? .null
    case .presentingViewController: result = presentingViewController(of: controller).map { id($0) } ?? .null
    case .presentedViewController: result = presentedViewController(of: controller).map { id($0) } ?? .null
    case .viewControllers: result = state.children.isEmpty ? .null : list(state.children)
    case .topViewController: result = state.children.last.map { id($0) } ?? .null
    case .visibleViewController:
      result = (presentedViewController(of: controller) ?? state.children.last).map { id($0) } ?? .null
    case .selectedIndex: result = .number(Double(state.selectedIndex))
    case .selectedViewController:
      result = state.children.indices.contains(state.selectedIndex) ? id(state.children[state.selectedIndex]) : .null
    }
    emit(Self.member(of: property), controller: controller, result: result)
  }

  /// The query member of an `inspect` property.
  static func member(of property: InspectedProperty) -> Member {
    switch property {
    case .parent: .parent
    case .navigationController: .navigationController
    case .tabBarController: .tabBarController
    case .presentingViewController: .presentingViewController
    case .presentedViewController: .presentedViewController
    case .viewControllers: .viewControllers
    case .topViewController: .topViewController
    case .visibleViewController: .visibleViewController
    case .selectedIndex: .selectedIndex
    case .selectedViewController: .selectedViewController
    }
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
