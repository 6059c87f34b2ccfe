import CatalogModel

// MARK: - Rule book section 18: a navigation transition's phases B to D

extension Replay {
  /// Phase B, in the navigation controller's layout pass (rule 18.3): the transition goes from
  /// the disappearing controller to the top the pass finds. Without animation it completes in the
  /// same pass (rule 18.5).
  mutating func startNavigationTransition(_ index: TransitionIndex) {
    guard let navigation = transitions[index].container else { return }
    let animated = transitions[index].animated
    let outer = enter(animated ? .rule18Dot3 : .rule18Dot5)
    defer { leave(outer) }
    navigations[navigation]?.pending = nil
    guard let to = controllers[navigation].children.last else { return }
    let from = transitions[index].disappearing.first
    // E18 (uikit-7): after E17 the next animated transition raises inside the built-in slide.
    if animated, navigations[navigation]?.corrupted == true {
      let inner = enter(.rule18Dot14)
      defer { leave(inner) }
      raise(ConsoleText.invalidArgument, ConsoleText.addSelfAsSubview)
      return
    }
    // Rule 18.3 (Q26): a controller pushed and covered before this pass hears didMove now; rule
    // 18.6 item 3: controllers that left the stack leave the children now.
    let covered = (navigations[navigation]?.awaitingDidMove ?? []).filter { $0 != to }
    navigations[navigation]?.awaitingDidMove.removeAll { $0 != to }
    for controller in covered { emit(.didMoveToParent, controller: controller, id(navigation)) }
    for controller in navigations[navigation]?.leaving ?? [] where controller != to {
      controllers[controller].parent = nil
    }
    transitions[index].appearing = [to]
    if !transitions[index].hasAnimator { transitions[index].subject = to }
    // Rule 18.14 item 4 (uikit-7): after E16 the view may already show the new top.
    let alreadyShown = navigations[navigation]?.shown == to && controllers[to].appearance == .appeared
    guard let from, from != to, !alreadyShown else {
      // The changes of the turn left the top where it was: nothing to show. A top that left the
      // stack and came back in the turn (rule 18.13 item 4) hears its didMove now.
      if let waiting = navigations[navigation]?.awaitingDidMove.firstIndex(of: to) {
        navigations[navigation]?.awaitingDidMove.remove(at: waiting)
        emit(.didMoveToParent, controller: to, id(navigation))
      }
      navigations[navigation]?.shown = to
      transitions[index].phase = .finished(didComplete: true)
      if let waiting = navigations[navigation]?.leaving {
        navigations[navigation]?.leaving = waiting.filter { $0 == to }
      }
      scheduleRequestsAfterCommit(navigation)
      return
    }
    // Rule 18.14 item 1: from here an animated transition runs; a request from its "will"
    // callbacks waits for its completion blocks.
    if animated { navigations[navigation]?.running = index }
    // Rule 18.3 items 1–2: the new top's view loads, then the "will" callbacks, old top first.
    loadViewIfNeeded(to)
    setInWindow(to, true)
    // Rule 18.11 item 4: a navigation controller that is disappearing (covered by a
    // presentation) or has disappeared forwards no appearance to the stack change.
    let navigationAppearance = controllers[navigation].appearance
    if navigationAppearance == .appearing || navigationAppearance == .appeared {
      // A disappearing controller already out of sight (covered by its own current-context
      // presentation, rule 4.3) has no appearance to end: it hears nothing (invariant 16.1).
      let fromAppearance = controllers[from].appearance
      if fromAppearance == .appeared || fromAppearance == .appearing {
        beginAppearance([from], appearing: false, animated: animated)
      }
      // Rule 18.11 item 5: a revealed controller covered by its own current-context presentation
      // stays out of sight.
      if !isCoveredInContext(to) { beginAppearance([to], appearing: true, animated: animated) }
    }
    // Rule 18.3 item 3 / rule 18.5 item 1.
    sendWillShow(navigation, to, animated: animated)
    guard animated else {
      // Rule 18.5 items 2–3: the immediate path completes at once; the new top's layout comes last.
      completeTransition(index, didComplete: true)
      layOutFirstTime(to)
      scheduleRequestsAfterCommit(navigation)
      return
    }
    // Rule 18.3 item 4: the delegate's animator; the built-in slide shows nothing.
    if transitions[index].hasAnimator {
      let context = Value.string(name(.context, container: navigation, showing: to))
      if transitions[index].gesture != nil {
        emit(.startInteractiveTransition, name(.interaction, container: navigation, showing: to), context)
      }
      emit(.animateTransition, name(.animator, container: navigation, showing: to), context)
    }
    // Rule 18.3 item 5.
    layOutFirstTime(to)
    scheduleCompletion(index)
  }

  /// Phase D of a navigation transition (rules 18.4, 18.5 item 2, 18.10).
  mutating func completeNavigationTransition(_ index: TransitionIndex, didComplete: Bool) {
    guard let navigation = transitions[index].container, let to = transitions[index].appearing.first else { return }
    let transition = transitions[index]
    let from = transition.disappearing.first
    navigations[navigation]?.running = nil
    // Rule 18.12: the coordinator lives until its completion blocks have run (`didFinish`).
    if transition.animated { navigations[navigation]?.completing = index }
    guard didComplete else {
      cancelNavigationTransition(navigation, from: from, to: to, animated: transition.animated)
      return
    }
    // Rule 18.4 item 1: the disappearing controller ends first, with its didMove(toParent: nil)
    // when it left the stack.
    if let from {
      if controllers[from].appearance == .disappearing {
        endAppearance([from], animated: transition.animated)
      }
      setInWindow(from, false)
      if let leaving = navigations[navigation]?.leaving.firstIndex(of: from) {
        navigations[navigation]?.leaving.remove(at: leaving)
        controllers[from].parent = nil
        emit(.didMoveToParent, controller: from, .null)
      }
    }
    // Rule 18.4 item 2; rule 18.11 item 4: a top that began no appearance ends none.
    if controllers[to].openAppearance > 0 {
      endAppearance([to], animated: transition.animated)
    }
    if let waiting = navigations[navigation]?.awaitingDidMove.firstIndex(of: to) {
      navigations[navigation]?.awaitingDidMove.remove(at: waiting)
      emit(.didMoveToParent, controller: to, id(navigation))
    }
    // Rule 18.17 item 3: a controller added while the navigation controller was out of the
    // window, first shown by this transition (a pop revealing it), hears didMove after it appears.
    if navigations[navigation]?.didMoveAfterAppearing.remove(to) != nil {
      let inner = enter(.rule18Dot17)
      emit(.didMoveToParent, controller: to, id(navigation))
      leave(inner)
    }
    // Rule 18.4 item 3: while the navigation controller is appearing or has appeared.
    if [.appearing, .appeared].contains(controllers[navigation].appearance) {
      sendDidShow(navigation, to, animated: transition.animated)
    }
    navigations[navigation]?.shown = to
    // E17 (uikit-7): a nested request disturbed this transition.
    if navigations[navigation]?.disturbed == true {
      let outer = enter(.rule18Dot14)
      defer { leave(outer) }
      warn(ConsoleText.finishingUnexpectedState)
      navigations[navigation]?.disturbed = false
      navigations[navigation]?.corrupted = controllers[navigation].children.last != to
    }
  }

  /// Rule 18.10 items 3–4: the cancelled swipe's completion. The popped controller goes back into
  /// the stack without containment callbacks; the revealed controller's appearance is cancelled,
  /// then the staying controller's; recent SDKs tell the delegate about the staying controller.
  mutating func cancelNavigationTransition(_ navigation: Int, from: Int?, to: Int, animated: Bool) {
    guard let from else { return }
    let outer = enter(.rule18Dot10)
    defer { leave(outer) }
    if let leaving = navigations[navigation]?.leaving.firstIndex(of: from) {
      navigations[navigation]?.leaving.remove(at: leaving)
    }
    controllers[from].parent = navigation
    controllers[navigation].children.append(from)
    cancelAppearance(of: to, animated: animated)
    setInWindow(to, false)
    cancelAppearance(of: from, animated: animated)
    if rules.showsStayingControllerAfterCancelledSwipe {
      sendWillShow(navigation, from, animated: animated)
      sendDidShow(navigation, from, animated: animated)
    } else {
      withhold(
        .navigationWillShow, from: idString(navigation), rule: .rule18Dot10,
        because: "\(profileDescription) sends no willShow or didShow for the controller a cancelled swipe keeps (Q25)")
    }
    navigations[navigation]?.shown = from
  }

  /// Rule 18.10 item 3: `cancelBeginAppearanceTransition`: a controller that was appearing hears
  /// `viewWillDisappear` and `viewDidDisappear`; one that was disappearing hears `viewWillAppear`
  /// (and `viewIsAppearing`) and `viewDidAppear`; each with its children on screen.
  mutating func cancelAppearance(of root: Int, animated: Bool) {
    for controller in visibleTree(root) {
      switch controllers[controller].appearance {
      case .appearing:
        emit(.viewWillDisappear, controller: controller, .bool(animated))
        emit(.viewDidDisappear, controller: controller, .bool(animated))
        controllers[controller].appearance = .disappeared
        controllers[controller].openAppearance = 0
      case .disappearing:
        emit(.viewWillAppear, controller: controller, .bool(animated))
        sendViewIsAppearing(controller, animated: animated)
        emit(.viewDidAppear, controller: controller, .bool(animated))
        controllers[controller].appearance = .appeared
        controllers[controller].openAppearance = 0
      case .appeared, .disappeared:
        break
      }
    }
  }

  /// Rule 18.13 item 2: animated requests made in the turn of a non-animated change run their
  /// phase A in the next turn.
  mutating func scheduleRequestsAfterCommit(_ navigation: Int) {
    guard navigations[navigation]?.afterCommit.isEmpty == false else { return }
    scheduler.afterCommit.append(.applyNavigationRequests(navigation: navigation))
  }

  // MARK: The delegate

  /// `navigationController(_:willShow:animated:)`, if the delegate implements it.
  mutating func sendWillShow(_ navigation: Int, _ shown: Int, animated: Bool) {
    guard let delegate = controllers[navigation].properties.navigationDelegate, scenario[delegate].willShow else {
      return
    }
    emit(.navigationWillShow, names.navigationDelegates[delegate.index], id(navigation), id(shown), .bool(animated))
  }

  /// `navigationController(_:didShow:animated:)`, if the delegate implements it.
  mutating func sendDidShow(_ navigation: Int, _ shown: Int, animated: Bool) {
    guard let delegate = controllers[navigation].properties.navigationDelegate, scenario[delegate].didShow else {
      return
    }
    emit(.navigationDidShow, names.navigationDelegates[delegate.index], id(navigation), id(shown), .bool(animated))
  }

  // MARK: The navigation controller's own appearance (rule 18.11)

  /// The top of `navigation` heard `viewWillAppear` because the navigation controller appears:
  /// a top its view does not show yet is installed on the immediate path (rule 18.11 item 3, rule
  /// 18.17 item 3); otherwise the delegate hears `willShow` unless the navigation controller
  /// appears as part of a presentation or dismissal (item 2).
  mutating func navigationTopWillAppear(_ navigation: Int, top: Int, animated: Bool, byContainer: Bool) {
    let outer = enter(.rule18Dot11)
    defer { leave(outer) }
    let state = navigations[navigation] ?? NavigationState()
    guard state.pending == nil else { return }
    if state.shown != top {
      sendWillShow(navigation, top, animated: false)
      sendDidShow(navigation, top, animated: false)
      navigations[navigation, default: NavigationState()].shown = top
      if state.changedOffScreen {
        // Rule 18.17 item 3: the pending change's layout pass lays out the new top.
        let inner = enter(.rule18Dot17)
        defer { leave(inner) }
        navigations[navigation]?.changedOffScreen = false
        layOutFirstTime(top)
      }
    } else if byContainer {
      sendWillShow(navigation, top, animated: animated)
    } else {
      withhold(
        .navigationWillShow, from: idString(navigation), rule: .rule18Dot11,
        because: "'\(idString(navigation))' appears as part of a presentation or dismissal (Q41)")
    }
  }

  /// The top of `navigation` heard `viewDidAppear` because the navigation controller appeared: a
  /// top pushed while it was out of the window hears `didMove(toParent:)` (rule 18.17 item 3);
  /// the delegate hears `didShow` unless this is a presentation or dismissal (rule 18.11 item 2).
  mutating func navigationTopDidAppear(_ navigation: Int, top: Int, animated: Bool, byContainer: Bool) {
    let outer = enter(.rule18Dot11)
    defer { leave(outer) }
    if navigations[navigation]?.didMoveAfterAppearing.remove(top) != nil {
      let inner = enter(.rule18Dot17)
      emit(.didMoveToParent, controller: top, id(navigation))
      leave(inner)
    }
    if byContainer { sendDidShow(navigation, top, animated: animated) }
  }

  /// Rule 18.1 item 5: a layout pass that reports only views laid out for the first time since
  /// they loaded.
  mutating func layOutFirstTime(_ root: Int) {
    for controller in visibleTree(root) where !controllers[controller].laidOut {
      catchUpTraits(controller)
      emit(.viewWillLayoutSubviews, controller: controller)
      emit(.viewDidLayoutSubviews, controller: controller)
      controllers[controller].laidOut = true
    }
  }
}
