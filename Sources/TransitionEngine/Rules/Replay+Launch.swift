import CatalogModel

// MARK: - Rule 20.1: the window becomes visible (`launch`)

extension Replay {
  /// `window.makeKeyAndVisible()` with the scenario's root controller: the root's view loads, its
  /// controllers hear `viewWillAppear(false)` before the view is in the window (UIKit sends it from
  /// `viewWillMoveToWindow:`), the view enters the window and is laid out, and `viewDidAppear(false)`
  /// follows after the first Core Animation commit, as for any view that enters a window outside a
  /// transition (rule 9.1). Nothing reports traits at launch (rule 14.3).
  mutating func launch(_ root: Int) {
    let outer = enter(.rule20Dot1)
    defer { leave(outer) }
    emit(.makeKeyAndVisible, StaticNames.uiKit)
    guard !controllers[root].viewInWindow else {
      warnAboutCurrentStep("'launch' when '\(idString(root))' is already on screen; nothing happens")
      return
    }
    let tree = visibleTree(root)
    for controller in tree {
      // The launch's traits are the window's: no `traitCollectionDidChange(_:)` (rule 14.3).
      controllers[controller].traits = windowTraits
    }
    for controller in appearanceTree(root) {
      loadViewIfNeeded(controller)
      guard !stopped else { return }
      emit(.viewWillAppear, controller: controller, .bool(false))
      controllers[controller].appearance = .appearing
      controllers[controller].openAppearance += 1
    }
    setInWindow(root, true)
    for controller in appearanceTree(root) { sendViewIsAppearing(controller, animated: false) }
    layOut(root)
    scheduler.mainQueue.append(.windowAppearanceEnd(controller: root, appearing: true))
  }

  /// Whether the scenario starts with the window not yet visible (rule 20.1).
  var startsWithLaunch: Bool {
    if case .launch? = scenario.steps.first?.action { return true }
    return false
  }
}
