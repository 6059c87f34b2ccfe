import CatalogModel

// MARK: - Rules 18.18–18.21: tab switches

extension Replay {
  /// A `select` step: the user taps a tab (rule 18.18), or the app assigns `selectedIndex` or
  /// `selectedViewController` (rule 18.19).
  mutating func select(_ selection: TabSelection, on: Int?, by origin: SelectionOrigin) {
    let outer = enter(origin == .user ? .rule18Dot18 : .rule18Dot19)
    defer { leave(outer) }
    guard let tabBar = on ?? onlyContainer(.tabBar, action: .select) else { return }
    let tabs = controllers[tabBar].children
    let tab: Int
    switch selection {
    case .index(let index):
      guard tabs.indices.contains(index) else { return }  // the reader refuses it; UIKit does nothing
      tab = tabs[index]
    case .controller(let controller):
      guard tabs.contains(controller.index) else { return }  // E23: the reader refuses it
      tab = controller.index
    }
    let delegateID = controllers[tabBar].properties.tabBarDelegate
    let delegate = delegateID.map { scenario[$0] }
    let delegateName = delegateID.map { names.tabBarDelegates[$0.index] }
    let current =
      tabs.indices.contains(controllers[tabBar].selectedIndex) ? tabs[controllers[tabBar].selectedIndex] : nil

    switch origin {
    case .app:
      switch selection {
      case .index(let index): emitAssignment(.selectedIndex, controller: tabBar, .number(Double(index)))
      case .controller(let controller):
        emitAssignment(.selectedViewController, controller: tabBar, id(controller.index))
      }
      guard tab != current else {
        warnAboutStep(.select, "does nothing: the tab is already selected (the assignment is still an event)")
        return
      }
      // Rule 18.19: out of the window (covered by a full-screen presentation) the selection changes
      // without a transition; the new tab appears with the tab bar controller.
      guard controllers[tabBar].viewInWindow else {
        if let current { setInWindow(current, false) }
        controllers[tabBar].selectedIndex = tabs.firstIndex(of: tab) ?? 0
        return
      }
      switchTab(tabBar, to: tab, from: current, byUser: false)
    case .user:
      // A presentation over the tab bar controller takes the tap.
      guard controllers[tabBar].viewInWindow, !hasPresentationOver(tabBar) else {
        warnAboutStep(
          .select,
          "does nothing: a presentation covers '\(idString(tabBar))', or it is not on screen, so the tap "
            + "does not reach it")
        return
      }
      // Rule 18.18 item 1.
      if let delegate, let delegateName, let answer = delegate.shouldSelect?.answer(for: ControllerID(tab)) {
        emit(.tabShouldSelect, delegateName, id(tabBar), id(tab), result: .bool(answer))
        guard answer else { return }
      }
      guard tab != current else {
        // Rule 18.18 item 6 (Q30): a reselected navigation tab pops to its root first.
        if controllers[tab].kind == .navigation, controllers[tab].children.count > 1 {
          emit(
            .popToRootViewController, controller: tab, .bool(true),
            result: list(Array(controllers[tab].children.dropFirst())))
          route(tab, NavigationRequest(change: .popToRoot, animated: true, step: currentStep))
        }
        sendDidSelect(tabBar, tab)
        return
      }
      switchTab(tabBar, to: tab, from: current, byUser: true)
    }
  }

  /// The shared transition method: the new tab's view loads, the delegate's animator is asked
  /// (rule 18.20), then the switch runs inside the call without one (rule 18.18) or after the
  /// commit with one.
  mutating func switchTab(_ tabBar: Int, to tab: Int, from old: Int?, byUser: Bool) {
    loadViewIfNeeded(tab)
    let delegateID = controllers[tabBar].properties.tabBarDelegate
    var animator: AnimatorSpec?
    if let delegateID, scenario[delegateID].implementsAnimatorMethod, controllers[tabBar].viewInWindow,
      controllers[tabBar].appearance == .appeared, let old
    {
      let inner = enter(.rule18Dot20)
      defer { leave(inner) }
      let delegate = scenario[delegateID]
      let delegateName = names.tabBarDelegates[delegateID.index]
      animator = delegate.animator
      emit(
        .tabAnimationController, delegateName, id(tabBar), id(old), id(tab),
        result: animator.map { .string(recorder.intern($0.className)) } ?? .null)
      if animator != nil, delegate.implementsInteraction {
        // No step drives a tab switch interactively: the method answers nil (rule 18.20 item 4).
        emit(
          .tabInteractionController, delegateName, id(tabBar),
          .string(name(.animator, container: tabBar, showing: tab)), result: .null)
      }
    }
    let transition = transitions.nextIndex
    transitions.append(
      .container(
        .tabSwitch, container: tabBar, from: old, to: tab, animated: animator != nil, animator: animator,
        gesture: nil, completionSpeed: 1, step: currentStep))
    controllers[tabBar].selectedIndex = controllers[tabBar].children.firstIndex(of: tab) ?? 0
    if let animator {
      // Rule 18.20 item 1: the duration inside the call, then didSelect; the rest after the commit.
      let inner = enter(.rule18Dot20)
      let context = Value.string(name(.context, container: tabBar, showing: tab))
      emit(
        .transitionDuration, name(.animator, container: tabBar, showing: tab), context,
        result: .number(animator.duration.seconds))
      leave(inner)
      if byUser { sendDidSelect(tabBar, tab) }
      scheduler.afterCommit.append(.startTransition(transition))
      return
    }
    // Rule 18.18 item 2: the "will" callbacks inside the tap, new tab first.
    transitions[transition].phase = .started
    setInWindow(tab, true)
    beginAppearance([tab], appearing: true, animated: false, byContainer: true)
    if let old { beginAppearance([old], appearing: false, animated: false, byContainer: true) }
    // Rule 18.18 items 3–5: didSelect, the new tab's layout pass, the "did" callbacks after the commit.
    if byUser { sendDidSelect(tabBar, tab) }
    layOutFirstTime(tab)
    scheduler.afterCommit.append(.completeTransition(transition))
  }

  /// Rule 18.20 item 2: after the commit, the "will" callbacks (new tab first), the animator and
  /// the new tab's layout pass.
  mutating func startTabSwitch(_ index: TransitionIndex) {
    let outer = enter(.rule18Dot20)
    defer { leave(outer) }
    guard let tabBar = transitions[index].container, let tab = transitions[index].appearing.first else { return }
    setInWindow(tab, true)
    beginAppearance([tab], appearing: true, animated: true, byContainer: true)
    beginAppearance(transitions[index].disappearing, appearing: false, animated: true, byContainer: true)
    emit(
      .animateTransition, name(.animator, container: tabBar, showing: tab),
      .string(name(.context, container: tabBar, showing: tab)))
    layOutFirstTime(tab)
    scheduleCompletion(index)
  }

  /// The end of a tab switch: without an animator the old tab's "did" callback first (rule 18.18
  /// item 5); with one, the new tab's first (rule 18.20 item 3).
  mutating func completeTabSwitch(_ index: TransitionIndex) {
    let transition = transitions[index]
    if transition.hasAnimator {
      endAppearance(transition.appearing, animated: true, byContainer: true)
      endAppearance(transition.disappearing, animated: true, byContainer: true)
      for old in transition.disappearing { setInWindow(old, false) }
    } else {
      endAppearance(transition.disappearing, animated: false, byContainer: true)
      for old in transition.disappearing { setInWindow(old, false) }
      endAppearance(transition.appearing, animated: false, byContainer: true)
    }
  }

  /// Rule 18.18 item 3: `tabBarController(_:didSelect:)`, if implemented.
  mutating func sendDidSelect(_ tabBar: Int, _ tab: Int) {
    guard let delegateID = controllers[tabBar].properties.tabBarDelegate, scenario[delegateID].didSelect else { return }
    let inner = enter(.rule18Dot18)
    defer { leave(inner) }
    emit(.tabDidSelect, names.tabBarDelegates[delegateID.index], id(tabBar), id(tab))
  }

  /// Whether a live presentation made by `controller` or an ancestor covers it: its view takes no
  /// touches (a tab bar's tap, a navigation controller's swipe).
  @inline(__always)
  func hasPresentationOver(_ controller: Int) -> Bool {
    let chain = ancestorsAndSelf(controller)
    return presentations.contains { $0.state != .idle && chain.contains($0.presenting) }
  }
}
