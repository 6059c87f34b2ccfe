import CatalogModel

// MARK: - Rule book section 18: a navigation controller's stack changes, phase A

extension Replay {
  // MARK: The app's calls

  /// A `push` step: `N.pushViewController(pushed, animated:)` (rule 18.2).
  mutating func push(_ pushed: Int, on: Int?, from: Int?, animated: Bool) {
    let outer = enter(.rule18Dot2)
    defer { leave(outer) }
    let navigation: Int
    if let on {
      navigation = on
    } else if let from {
      // `from.navigationController`, when the step runs.
      guard let found = enclosingContainer(of: from, kind: .navigation) else {
        warnAboutStep(
          .push,
          "does nothing: 'from' names '\(idString(from))', which is in no navigation controller now (its "
            + "navigationController is nil)")
        return
      }
      navigation = found
    } else {
      guard let only = onlyContainer(.navigation, action: .push) else { return }
      navigation = only
    }
    if pushed == scenario.window.index || controllers[pushed].presentation != nil
      || ancestorsAndSelf(navigation).contains(pushed)
    {
      warnAboutStep(
        .push,
        "does nothing: '\(idString(pushed))' is the window's root, presented, or contains '\(idString(navigation))', "
          + "a push the catalog does not model")
      return
    }
    emit(.pushViewController, controller: navigation, id(pushed), .bool(animated))
    // Rule 18.2 item 1: E13, E15, E14, in phase A before anything changes.
    if controllers[navigation].children.contains(pushed) {
      raise(
        ConsoleText.invalidArgument,
        ConsoleText.pushingTwice(idString(pushed), on: idString(navigation), modern: rules.modernConsoleMessages))
      return
    }
    if controllers[pushed].kind == .navigation {
      raise(ConsoleText.invalidArgument, ConsoleText.pushingNavigationController)
      return
    }
    if let parent = controllers[pushed].parent, parent != navigation {
      raise(
        ConsoleText.hierarchyInconsistencyName,
        ConsoleText.hierarchyInconsistency(idString(pushed), parent: idString(parent), requested: idString(navigation)))
      return
    }
    route(navigation, NavigationRequest(change: .push(pushed), animated: animated, step: currentStep))
  }

  /// A `pop` step: `N.popViewController(animated:)`, which returns the top, or nil with one
  /// controller (rule 18.6 item 1).
  mutating func pop(_ navigation: Int, animated: Bool) {
    let outer = enter(.rule18Dot6)
    defer { leave(outer) }
    let stack = controllers[navigation].children
    guard stack.count > 1, let top = stack.last else {
      emit(.popViewController, controller: navigation, .bool(animated), result: .null)
      warnAboutStep(.pop, "does nothing: '\(idString(navigation))' holds only its root view controller")
      return
    }
    guard !removesContextPresenter([top], navigation: navigation, action: .pop) else { return }
    emit(.popViewController, controller: navigation, .bool(animated), result: id(top))
    route(navigation, NavigationRequest(change: .pop, animated: animated, step: currentStep))
  }

  /// A `popTo` step: `N.popToViewController(target, animated:)` (rule 18.7).
  mutating func popTo(_ target: Int, on: Int?, animated: Bool) {
    let outer = enter(.rule18Dot7)
    defer { leave(outer) }
    guard let navigation = on ?? holder(of: target) ?? onlyContainer(.navigation, action: .popTo) else { return }
    let stack = controllers[navigation].children
    guard let position = stack.firstIndex(of: target) else {
      // Rule 18.7 item 2, E20.
      emit(.popToViewController, controller: navigation, id(target), .bool(animated), result: .null)
      warn(ConsoleText.popToMissing)
      warnAboutStep(
        .popTo, "does nothing: '\(idString(target))' is not on the stack of '\(idString(navigation))' (UIKit logs E20)")
      return
    }
    let popped = Array(stack[(position + 1)...])
    guard !popped.isEmpty else {
      emit(.popToViewController, controller: navigation, id(target), .bool(animated), result: .null)
      warnAboutStep(.popTo, "does nothing: '\(idString(target))' is already the top of '\(idString(navigation))'")
      return
    }
    guard !removesContextPresenter(popped, navigation: navigation, action: .popTo) else { return }
    emit(.popToViewController, controller: navigation, id(target), .bool(animated), result: list(popped))
    route(navigation, NavigationRequest(change: .popTo(target), animated: animated, step: currentStep))
  }

  /// A `popToRoot` step: `N.popToRootViewController(animated:)` (rule 18.7).
  mutating func popToRoot(_ navigation: Int, animated: Bool) {
    let outer = enter(.rule18Dot7)
    defer { leave(outer) }
    let popped = Array(controllers[navigation].children.dropFirst())
    guard !popped.isEmpty else {
      emit(.popToRootViewController, controller: navigation, .bool(animated), result: .null)
      warnAboutStep(.popToRoot, "does nothing: '\(idString(navigation))' holds only its root view controller")
      return
    }
    guard !removesContextPresenter(popped, navigation: navigation, action: .popToRoot) else { return }
    emit(.popToRootViewController, controller: navigation, .bool(animated), result: list(popped))
    route(navigation, NavigationRequest(change: .popToRoot, animated: animated, step: currentStep))
  }

  /// A `setViewControllers` step: `N.setViewControllers(stack, animated:)` (rule 18.8).
  mutating func setViewControllers(_ stack: [Int], on navigation: Int, animated: Bool) {
    let outer = enter(.rule18Dot8)
    defer { leave(outer) }
    let removed = controllers[navigation].children.filter { !stack.contains($0) }
    guard !removesContextPresenter(removed, navigation: navigation, action: .setViewControllers) else { return }
    if let misplaced = stack.first(where: {
      $0 == scenario.window.index || controllers[$0].presentation != nil || ancestorsAndSelf(navigation).contains($0)
    }) {
      warnAboutStep(
        .setViewControllers,
        "does nothing: '\(idString(misplaced))' is the window's root, presented, or contains "
          + "'\(idString(navigation))', a change the catalog does not model")
      return
    }
    emit(.setViewControllers, controller: navigation, list(stack), .bool(animated))
    // E14: a controller whose parent is another container.
    if let stranger = stack.first(where: { controllers[$0].parent.map { $0 != navigation } ?? false }),
      let parent = controllers[stranger].parent
    {
      raise(
        ConsoleText.hierarchyInconsistencyName,
        ConsoleText.hierarchyInconsistency(
          idString(stranger), parent: idString(parent), requested: idString(navigation)))
      return
    }
    route(navigation, NavigationRequest(change: .setViewControllers(stack), animated: animated, step: currentStep))
  }

  // MARK: Where a request goes

  /// Applies a request now, or queues, nests, merges or drops it, as the state of the navigation
  /// controller and of the presentations around it decide (rules 18.13, 18.14, 18.17).
  mutating func route(_ navigation: Int, _ request: NavigationRequest) {
    let state = navigations[navigation] ?? NavigationState()
    // Rule 18.17: out of the window, the change is made at once, without animation.
    guard controllers[navigation].viewInWindow else {
      let outer = enter(.rule18Dot17)
      defer { leave(outer) }
      applyStackChange(navigation, request, offScreen: true)
      return
    }
    guard rules.queuesNavigationRequests else {
      // Rule 18.14 item 4 (uikit-7): a request during an animated transition nests.
      if state.running != nil {
        nest(navigation, request)
        return
      }
      // Rule 18.13 item 4: changes before phase B merge, animated or not.
      applyStackChange(navigation, request, offScreen: false)
      return
    }
    // Rule 18.14 item 2: a presentation's transition around the navigation controller.
    if let presentation = presentationInFlight(around: navigation) {
      let outer = enter(.rule18Dot14)
      defer { leave(outer) }
      let style = presentations[presentation].style
      if [.custom, .currentContext, .overCurrentContext].contains(style)
        && !ancestorsAndSelf(navigation).contains(presentations[presentation].presented)
      {
        warn(ConsoleText.stackNotUpdated(selector(of: request), on: idString(navigation)))
        return
      }
      if request.animated {
        queuedRequests.append(.navigation(navigation: navigation, request: request))
        return
      }
      // `_performWithoutDeferringTransitions:`: the change and its transition at once.
      applyStackChange(navigation, request, offScreen: false)
      if let pending = navigations[navigation]?.pending { startTransition(pending) }
      return
    }
    // Rules 18.12, 18.13 item 3 and 18.14 item 1: a coordinator exists, from phase A until its
    // completion blocks run; the request waits for them.
    if let busy = state.running ?? state.pending ?? state.completing, transitions[busy].animated {
      let outer = enter(.rule18Dot14)
      defer { leave(outer) }
      navigations[navigation, default: NavigationState()].queued.append(request)
      return
    }
    // Rule 18.13 item 2: an animated change after a non-animated one waits for the commit.
    if state.pending != nil && request.animated {
      let outer = enter(.rule18Dot13)
      defer { leave(outer) }
      navigations[navigation, default: NavigationState()].afterCommit.append(request)
      return
    }
    applyStackChange(navigation, request, offScreen: false)
  }

  /// Rule 18.14 item 4 (uikit-7): the stack changes at once and UIKit logs E16; no second
  /// transition starts, and the running one's end logs E17.
  mutating func nest(_ navigation: Int, _ request: NavigationRequest) {
    let outer = enter(.rule18Dot14)
    defer { leave(outer) }
    let oldStack = controllers[navigation].children
    let newStack = Self.stack(after: request.change, of: oldStack)
    changeContainment(
      navigation, from: oldStack, to: newStack, keepsDisappearing: false, offScreen: false, nested: true)
    var isPush = false
    if case .push = request.change { isPush = true }
    if case .setViewControllers = request.change, let top = newStack.last { isPush = !oldStack.contains(top) }
    warn(ConsoleText.nestedAnimation(push: isPush))
    navigations[navigation, default: NavigationState()].disturbed = true
  }

  /// Requests waiting on `navigation` are applied, in order, each from its phase A; one that
  /// finds a new animated transition pending waits for that one in turn (rule 18.14 item 1).
  mutating func releaseQueuedNavigationRequests(_ navigation: Int) {
    let outer = enter(.rule18Dot14)
    defer { leave(outer) }
    let waiting = navigations[navigation]?.queued ?? []
    navigations[navigation]?.queued = []
    for request in waiting where !stopped { route(navigation, request) }
  }

  /// Rule 18.13 item 2: animated requests made in the turn of a non-animated change, after that
  /// turn's commit.
  mutating func applyRequestsAfterCommit(_ navigation: Int) {
    let outer = enter(.rule18Dot13)
    defer { leave(outer) }
    let waiting = navigations[navigation]?.afterCommit ?? []
    navigations[navigation]?.afterCommit = []
    for request in waiting where !stopped { route(navigation, request) }
  }

  // MARK: Phase A

  /// Phase A of a stack change (rules 18.2, 18.5–18.8, 18.17): the stack and the containment
  /// callbacks, then, for an animated change on screen, the delegate's animator, interaction
  /// controller and duration; phase B waits for the layout pass.
  mutating func applyStackChange(_ navigation: Int, _ request: NavigationRequest, offScreen: Bool) {
    let oldStack = controllers[navigation].children
    // Rule 18.2 item 1: a push made later than its call (queued behind a transition, rules 18.14
    // and 15.2) meets the stack as it is then; E13 and E14 as if it were made now.
    if case .push(let pushed) = request.change {
      if oldStack.contains(pushed) {
        raise(
          ConsoleText.invalidArgument,
          ConsoleText.pushingTwice(idString(pushed), on: idString(navigation), modern: rules.modernConsoleMessages))
        return
      }
      if let parent = controllers[pushed].parent, parent != navigation {
        raise(
          ConsoleText.hierarchyInconsistencyName,
          ConsoleText.hierarchyInconsistency(
            idString(pushed), parent: idString(parent), requested: idString(navigation)))
        return
      }
    }
    let newStack = Self.stack(after: request.change, of: oldStack)
    guard let oldTop = oldStack.last, let newTop = newStack.last else { return }
    let pending = navigations[navigation]?.pending
    // Rule 18.2 item 2: the top becomes the disappearing controller when nothing is pending.
    let disappearing = pending.flatMap { transitions[$0].disappearing.first } ?? oldTop
    changeContainment(
      navigation, from: oldStack, to: newStack, keepsDisappearing: !offScreen && newTop != disappearing,
      disappearing: disappearing, offScreen: offScreen)
    if offScreen {
      // Rule 18.17: no animation, no delegate, no disappearing controller; the next appearance
      // shows the new top.
      navigations[navigation, default: NavigationState()].changedOffScreen = true
      return
    }
    // Rule 18.1 item 3: animated only when the navigation controller is appearing or appeared.
    let appearance = controllers[navigation].appearance
    let animated = request.animated && (appearance == .appearing || appearance == .appeared)
    var operation: NavigationOperation? = .push
    if newTop == disappearing { operation = nil } else if oldStack.contains(newTop) { operation = .pop }
    if let pending {
      // Rules 18.13 items 1 and 4: the change merges into the transition waiting for the layout pass.
      if animated {
        transitions[pending].animated = true
        askNavigationDelegate(navigation, pending, operation: operation, to: newTop, request: request)
      }
      return
    }
    guard let operation else { return }  // Rule 18.8 item 1: the top is unchanged: no transition.
    let delegate = controllers[navigation].properties.navigationDelegate
    let transition = transitions.nextIndex
    transitions.append(
      .container(
        .navigation, container: navigation, from: disappearing, to: newTop, animated: animated, animator: nil,
        gesture: nil, completionSpeed: delegate.map { scenario[$0].completionSpeed } ?? 1, step: request.step))
    transitions[transition].operation = operation
    transitions[transition].drivenByUIKit = request.bySystemSwipe
    navigations[navigation, default: NavigationState()].pending = transition
    if animated {
      askNavigationDelegate(navigation, transition, operation: operation, to: newTop, request: request)
      if request.bySystemSwipe { transitions[transition].gesture = request.gesture }
    }
    // Rule 18.1 item 2: the transition starts in the navigation controller's layout pass.
    scheduler.afterCommit.append(.startTransition(transition))
  }

  /// Rule 18.2 items 4–6: with animation, the delegate's animator for `operation`, its
  /// interaction controller when it vended an animator, and the animator's duration. UIKit's own
  /// back swipe ignores the delegate (rule 18.9 item 2).
  mutating func askNavigationDelegate(
    _ navigation: Int, _ transition: TransitionIndex, operation: NavigationOperation?, to newTop: Int,
    request: NavigationRequest
  ) {
    guard let operation, !request.bySystemSwipe, let delegateID = controllers[navigation].properties.navigationDelegate
    else { return }
    let delegate = scenario[delegateID]
    guard delegate.implementsAnimatorMethod else { return }
    let delegateName = names.navigationDelegates[delegateID.index]
    let from = transitions[transition].disappearing.first ?? newTop
    let animator = delegate.animator(for: operation)
    emit(
      .navigationAnimationController, delegateName, id(navigation), .string(recorder.intern(operation.rawValue)),
      id(from), id(newTop), result: animator.map { .string(recorder.intern($0.className)) } ?? .null)
    transitions[transition].animatorDuration = animator?.duration
    transitions[transition].subject = newTop
    transitions[transition].appearing = [newTop]
    guard let animator else { return }
    if delegate.implementsInteraction {
      // Rule 6.6: the percent-driven controller is vended only while the app's pan drives the pop.
      let vended = request.gesture != nil && delegate.interaction == .percentDriven
      emit(
        .navigationInteractionController, delegateName, id(navigation),
        .string(name(.animator, container: navigation, showing: newTop)),
        result: vended ? .string(percentDrivenInteraction) : .null)
      if vended { transitions[transition].gesture = request.gesture }
    }
    let context = Value.string(name(.context, container: navigation, showing: newTop))
    emit(
      .transitionDuration, name(.animator, container: navigation, showing: newTop), context,
      result: .number(animator.duration.seconds))
  }

  /// The containment callbacks of a stack change, in UIKit's order (rules 18.2 item 3, 18.7 item 4,
  /// 18.8 item 2): removed controllers in old-stack order, each `willMove(toParent: nil)`, with
  /// `didMove(toParent: nil)` at once except for the disappearing top, which waits for phase D;
  /// then added controllers in new-stack order, each `willMove(toParent: N)`, with
  /// `didMove(toParent: N)` at once except for the new top, which waits for its transition (or,
  /// nested under uikit-7, never comes: rule 18.14 item 4).
  mutating func changeContainment(
    _ navigation: Int, from oldStack: [Int], to newStack: [Int], keepsDisappearing: Bool, disappearing: Int? = nil,
    offScreen: Bool, nested: Bool = false
  ) {
    let newTop = newStack.last
    for controller in oldStack where !newStack.contains(controller) {
      // A controller added in this turn and removed before its transition completes its add first.
      if let waiting = navigations[navigation]?.awaitingDidMove.firstIndex(of: controller) {
        navigations[navigation]?.awaitingDidMove.remove(at: waiting)
        emit(.didMoveToParent, controller: controller, id(navigation))
      } else if navigations[navigation]?.didMoveAfterAppearing.remove(controller) != nil {
        // Pushed out of the window and removed before it appeared (rule 18.17 item 3): as on
        // screen, its add completes first [INF, Q29].
        emit(.didMoveToParent, controller: controller, id(navigation))
      }
      emit(.willMoveToParent, controller: controller, .null)
      if keepsDisappearing && controller == disappearing {
        navigations[navigation, default: NavigationState()].leaving.append(controller)
      } else {
        emit(.didMoveToParent, controller: controller, .null)
        controllers[controller].parent = nil
      }
    }
    for controller in newStack where !oldStack.contains(controller) {
      // The disappearing controller pushed back before its transition: its removal completes first.
      if let leaving = navigations[navigation]?.leaving.firstIndex(of: controller) {
        navigations[navigation]?.leaving.remove(at: leaving)
        emit(.didMoveToParent, controller: controller, .null)
      }
      controllers[controller].parent = navigation
      emit(.willMoveToParent, controller: controller, id(navigation))
      if controller != newTop {
        emit(.didMoveToParent, controller: controller, id(navigation))
      } else if nested {
        // Rule 18.14 item 4: a nested push's controller hears willMove only.
      } else if offScreen {
        navigations[navigation, default: NavigationState()].didMoveAfterAppearing.insert(controller)
      } else {
        navigations[navigation, default: NavigationState()].awaitingDidMove.append(controller)
      }
    }
    controllers[navigation].children = newStack
  }

  // MARK: Helpers

  /// The stack a change leaves.
  static func stack(after change: NavigationRequest.Change, of stack: [Int]) -> [Int] {
    switch change {
    case .push(let controller): stack + [controller]
    case .pop: stack.count > 1 ? Array(stack.dropLast()) : stack
    case .popTo(let target): stack.firstIndex(of: target).map { Array(stack[...$0]) } ?? stack
    case .popToRoot: Array(stack.prefix(1))
    case .setViewControllers(let controllers): controllers
    }
  }

  /// The navigation (or tab bar) controller `controller` is in: its nearest ancestor of `kind`.
  @inline(__always)
  func enclosingContainer(of controller: Int, kind: ControllerKind) -> Int? {
    var current = controllers[controller].parent
    while let candidate = current {
      if controllers[candidate].kind == kind { return candidate }
      current = controllers[candidate].parent
    }
    return nil
  }

  /// The navigation controller whose stack holds `controller`.
  func holder(of controller: Int) -> Int? {
    controllers.indices.first { controllers[$0].kind == .navigation && controllers[$0].children.contains(controller) }
  }

  /// The scenario's only container of `kind` (the reader checks that there is exactly one when a
  /// step relies on it); otherwise an authoring warning and nil.
  mutating func onlyContainer(_ kind: ControllerKind, action: StepKind) -> Int? {
    let found = scenario.controllers.indices.filter { scenario.controllers[$0].kind == kind }
    guard found.count == 1 else {
      warnAboutStep(
        action,
        "does nothing: it names no \(kind == .navigation ? "navigation" : "tab bar") controller and the scenario "
          + "has \(found.count); say which with 'on'")
      return nil
    }
    return found[0]
  }

  /// `controller` and its ancestors.
  @inline(__always)
  func ancestorsAndSelf(_ controller: Int) -> [Int] {
    var result = [controller]
    while let parent = controllers[result[result.count - 1]].parent, !result.contains(parent) { result.append(parent) }
    return result
  }

  /// A list value of controller ids.
  mutating func list(_ ids: [Int]) -> Value {
    let names = ids.map { name($0) }
    return recorder.timeline.value(list: names)
  }

  /// Rule 18.16, Q28: a change that would take the presenter of a live current-context
  /// presentation off the stack is refused, with an authoring warning.
  mutating func removesContextPresenter(_ removed: [Int], navigation: Int, action: StepKind) -> Bool {
    for presentation in presentations where presentation.state != .idle && presentation.style.isCurrentContext {
      for controller in removed where layerMembers(controller).contains(presentation.presenting) {
        warnAboutStep(
          action,
          "is refused: it would take '\(idString(controller))' off the stack of '\(idString(navigation))' while it "
            + "presents '\(idString(presentation.original))' in its context (Q28)")
        return true
      }
    }
    return false
  }

  /// Rule 18.14 item 2: a presentation or dismissal in flight whose coordinator the navigation
  /// controller would find (`transitionCoordinator`): made by it or an ancestor, or of it or an
  /// ancestor.
  @inline(__always)
  func presentationInFlight(around navigation: Int) -> PresentationIndex? {
    let chain = ancestorsAndSelf(navigation)
    for index in presentations.allIndices where isBusy(index) {
      let record = presentations[index]
      if chain.contains(record.presenting) || chain.contains(record.presented) { return index }
    }
    return nil
  }

  /// E19's `<selector>` for a request, per era (Q42).
  func selector(of request: NavigationRequest) -> String {
    if case .setViewControllers = request.change { return "setViewControllers:animated:" }
    guard !rules.modernConsoleMessages else {
      return "_applyViewControllers:transition:animated:operation:rescheduleBlock:"
    }
    switch request.change {
    case .push: return "pushViewController:animated:"
    case .pop: return "popViewControllerAnimated:"
    case .popTo, .popToRoot: return "popToViewController:transition:"
    case .setViewControllers: return "setViewControllers:animated:"
    }
  }
}
