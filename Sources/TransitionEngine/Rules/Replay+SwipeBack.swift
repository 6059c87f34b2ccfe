import CatalogModel

// MARK: - Rules 18.9–18.10: the back swipe

extension Replay {
  /// A `swipeBack` step: UIKit's edge swipe when the delegate does not implement the animator
  /// method, the app's own pan when it vends a pop animator and an interaction controller; either
  /// calls `popViewController(animated: true)` and drives the pop with the gesture (rule 18.9).
  mutating func swipeBack(_ navigation: Int, gesture: Gesture) {
    let outer = enter(.rule18Dot9)
    defer { leave(outer) }
    let stack = controllers[navigation].children
    let state = navigations[navigation] ?? NavigationState()
    let delegate = controllers[navigation].properties.navigationDelegate.map { scenario[$0] }
    let appearance = controllers[navigation].appearance
    var reason: String?
    if stack.count < 2 {
      reason = "'\(idString(navigation))' holds only its root view controller"
    } else if state.pending != nil || state.running != nil {
      reason = "a navigation transition of '\(idString(navigation))' is in flight"
    } else if !controllers[navigation].viewInWindow || appearance != .appeared || hasPresentationOver(navigation) {
      reason = "'\(idString(navigation))' is covered by a presentation or not on screen"
    } else if let delegate, delegate.implementsAnimatorMethod,
      delegate.popAnimator == nil || delegate.interaction != .percentDriven
    {
      reason =
        "its delegate '\(delegate.id)' implements the animator method without vending both a pop animator and an "
        + "interaction controller, which turns UIKit's swipe off (rule 18.9 item 1)"
    }
    if let reason {
      warnAboutStep(.swipeBack, "does nothing: the swipe cannot begin because \(reason)")
      return
    }
    guard let top = stack.last,
      !removesContextPresenter([top], navigation: navigation, action: .swipeBack)
    else { return }
    let bySystem = !(delegate?.implementsAnimatorMethod ?? false)
    // Rule 18.9 items 2–3: UIKit's handler, or the app's, calls popViewController(animated: true).
    emit(.popViewController, controller: navigation, .bool(true), result: id(top))
    route(
      navigation,
      NavigationRequest(
        change: .pop, animated: true, gesture: gesture, bySystemSwipe: bySystem, step: currentStep))
  }
}
