import CatalogModel

// MARK: - Appearance callbacks (rules 2.1 step 7, 4.3, 9.1, 9.2)

extension Replay {
  /// Rule 2.1 step 7: `loadView()` then `viewDidLoad()`, the first time a view is needed.
  mutating func loadViewIfNeeded(_ controller: Int) {
    guard !controllers[controller].viewLoaded else { return }
    controllers[controller].viewLoaded = true
    emit(.loadView, controller: controller)
    emit(.viewDidLoad, controller: controller)
  }

  /// Begins an appearance transition for each root and its on-screen descendants, parents first.
  ///
  /// The model behind rule 9.1 (the custom-segue pitfalls, [INF] from S001's three observations):
  /// each controller counts the appearance transitions begun and not yet ended.
  /// - Nothing open: the "will" callback is sent and one transition is open. This holds even when
  ///   the controller has already appeared, which is how a view added by hand and then presented
  ///   gets `viewWillAppear`/`viewDidAppear` twice (S001 case 2).
  /// - One open in the same direction: the calls coalesce; no callback, no new count (case 1).
  /// - One open in the other direction: the "will" callback is sent, a second transition is
  ///   counted, and UIKit logs E6 "Unbalanced calls…" (case 3).
  ///
  /// A navigation controller that appears forwards to its top, and its delegate hears about it
  /// (rule 18.11); `byContainer` says that the appearance is a container's (a tab switch), not a
  /// presentation's or a dismissal's, which the delegate does not hear about (Q41).
  mutating func beginAppearance(
    _ roots: [Int], appearing: Bool, animated: Bool, alone: Bool = false, byContainer: Bool = false
  ) {
    for root in roots {
      var appearingNavigations: [Int] = []
      // Rule 20.4: a container that forwards appearance itself keeps its children out of this.
      let tree = alone ? ControllerList(root) : appearanceTree(root, disappearance: appearing ? nil : .begins)
      for position in tree.indices {  // by position: iterating copies the list
        let controller = tree[position]
        if appearing { loadViewIfNeeded(controller) }
        let target: AppearanceState = appearing ? .appearing : .disappearing
        // Read the two fields, not the whole controller state (a copy with its arrays).
        let wasOpen = controllers[controller].openAppearance > 0
        if wasOpen && controllers[controller].appearance == target { continue }
        // Rule 18.11: whether it is its appearing navigation controller's top before its callback
        // runs (a `during:` callback may change the stack).
        let parent = appearing && !appearingNavigations.isEmpty ? controllers[controller].parent : nil
        let appearsAsTop =
          parent.map { appearingNavigations.contains($0) && controllers[$0].children.last == controller } ?? false
        emit(appearing ? .viewWillAppear : .viewWillDisappear, controller: controller, .bool(animated))
        // Rule 14.4: the view is now in the window: its traits update before `viewIsAppearing`.
        if appearing { catchUpTraits(controller) }
        if appearing { sendViewIsAppearing(controller, animated: animated) }
        controllers[controller].appearance = target
        controllers[controller].openAppearance += 1
        if wasOpen { warnUnbalancedAppearance(controller) }
        guard appearing else { continue }
        if controllers[controller].kind == .navigation { appearingNavigations.append(controller) }
        if let parent, appearsAsTop {
          navigationTopWillAppear(parent, top: controller, animated: animated, byContainer: byContainer)
        }
      }
    }
  }

  /// Ends an appearance transition for each root and its on-screen descendants, parents first:
  /// the "did" callback is sent when the last open transition ends; ending one that is not open
  /// logs E6 and sends nothing.
  mutating func endAppearance(_ roots: [Int], animated: Bool, alone: Bool = false, byContainer: Bool = false) {
    for root in roots {
      var appearedNavigations: [Int] = []
      let tree = alone ? ControllerList(root) : appearanceTree(root, disappearance: .ends)
      for position in tree.indices {  // by position: iterating copies the list
        let controller = tree[position]
        guard controllers[controller].openAppearance > 0 else {
          warnUnbalancedAppearance(controller)
          continue
        }
        controllers[controller].openAppearance -= 1
        guard controllers[controller].openAppearance == 0 else { continue }
        switch controllers[controller].appearance {
        case .appearing:
          controllers[controller].appearance = .appeared
          // Rule 18.11 items 2–3: a navigation controller's top that appeared with it, as it was
          // before a `during:` callback of its viewDidAppear changed the stack.
          let navigation = appearedNavigations.isEmpty ? nil : controllers[controller].parent
          let appearedAsTop =
            navigation.map { appearedNavigations.contains($0) && controllers[$0].children.last == controller } ?? false
          emit(.viewDidAppear, controller: controller, .bool(animated))
          if controllers[controller].kind == .navigation { appearedNavigations.append(controller) }
          if let navigation, appearedAsTop {
            navigationTopDidAppear(navigation, top: controller, animated: animated, byContainer: byContainer)
          }
        case .disappearing:
          controllers[controller].appearance = .disappeared
          emit(.viewDidDisappear, controller: controller, .bool(animated))
        case .appeared, .disappeared:
          break
        }
      }
    }
  }

  /// Rule 6.4 item 2: a cancelled interactive transition reverses the "will" calls: whatever was
  /// appearing gets `viewWillDisappear(_:)`, whatever was disappearing gets `viewWillAppear(_:)`.
  /// The open count is unchanged, so `endAppearance` then sends the matching "did".
  mutating func reverseAppearance(_ roots: [Int], animated: Bool) {
    for root in roots {
      let tree = appearanceTree(root)
      for position in tree.indices {  // by position: iterating copies the list
        let controller = tree[position]
        switch controllers[controller].appearance {
        case .appearing:
          controllers[controller].appearance = .disappearing
          emit(.viewWillDisappear, controller: controller, .bool(animated))
        case .disappearing:
          controllers[controller].appearance = .appearing
          emit(.viewWillAppear, controller: controller, .bool(animated))
          sendViewIsAppearing(controller, animated: animated)
        case .appeared, .disappeared:
          break
        }
      }
    }
  }

  /// Rule 13.1 (profiles with `hasViewIsAppearing`, iOS 17 SDK): `viewIsAppearing(_:)` right after
  /// every `viewWillAppear(_:)` of an appearance — before the controller's own layout callbacks,
  /// and on reversed appearances (a cancelled dismissal, a sheet released early) too. Replaces
  /// rule 2.2 step 9's inferred position in the layout pass.
  mutating func sendViewIsAppearing(_ controller: Int, animated: Bool) {
    let outer = enter(.rule13Dot1)
    defer { leave(outer) }
    guard rules.hasViewIsAppearing else {
      withhold(
        .viewIsAppearing, from: idString(controller), rule: .rule13Dot1,
        because: "\(profileDescription) has no viewIsAppearing(_:): it came with the iOS 17 SDK")
      return
    }
    emit(.viewIsAppearing, controller: controller, .bool(animated))
  }

  /// A layout pass of `root`'s view: `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` for it,
  /// then for each child on screen inside it, parents first (rule 2.2 step 8; trait changes).
  mutating func layOut(_ root: Int) {
    let tree = visibleTree(root)
    for position in tree.indices {  // by position: iterating copies the list
      let controller = tree[position]
      catchUpTraits(controller)
      emit(.viewWillLayoutSubviews, controller: controller)
      emit(.viewDidLayoutSubviews, controller: controller)
      controllers[controller].laidOut = true
    }
  }

  mutating func warnUnbalancedAppearance(_ controller: Int) {
    warn(ConsoleText.unbalancedAppearance(idString(controller)))
  }

  // MARK: - Rule 9.1: views added and removed by hand

  /// `superview.view.addSubview(controller.view)` outside any transition.
  ///
  /// When the view enters the window this way, UIKit itself sends `viewWillAppear(false)` now and
  /// `viewDidAppear(false)` later, from the main queue: after the transitions UIKit starts after
  /// the same Core Animation commit (rule 9.1, [INF] ordering that reproduces S001's cases).
  mutating func addSubviewByHand(_ controller: Int, to superview: Int) {
    let outer = enter(.rule9Dot1)
    defer { leave(outer) }
    emit(.addSubview, controller: superview, id(controller))
    let wasInWindow = controllers[controller].viewInWindow
    controllers[controller].manualSuperview = superview
    guard controllers[superview].viewInWindow, !wasInWindow else { return }
    loadViewIfNeeded(controller)
    setInWindow(controller, true)
    beginAppearance([controller], appearing: true, animated: false)
    scheduler.mainQueue.append(.windowAppearanceEnd(controller: controller, appearing: true))
  }

  /// `controller.view.removeFromSuperview()` outside any transition.
  mutating func removeFromSuperviewByHand(_ controller: Int) {
    let outer = enter(.rule9Dot1)
    defer { leave(outer) }
    emit(.removeFromSuperview, controller: controller)
    guard controllers[controller].manualSuperview != nil else { return }
    controllers[controller].manualSuperview = nil
    guard controllers[controller].viewInWindow, controllers[controller].presentation == nil else { return }
    setInWindow(controller, false)
    beginAppearance([controller], appearing: false, animated: false)
    scheduler.mainQueue.append(.windowAppearanceEnd(controller: controller, appearing: false))
  }

  /// The deferred end of a by-hand appearance. A pending "did disappear" is dropped when the view
  /// is back in a window by then (presented meanwhile); a "did appear" always ends its transition,
  /// and logs E6 if a presentation has already ended it (S001 case 1).
  mutating func windowAppearanceEnd(_ controller: Int, appearing: Bool) {
    let outer = enter(.rule9Dot2)
    defer { leave(outer) }
    if !appearing && controllers[controller].viewInWindow { return }
    endAppearance([controller], animated: false)
  }
}
