import CatalogModel

// MARK: - Rule 8.5: adapting a live presentation when the traits change

extension Replay {
  /// Rule 8.5: resolves the style for the new traits; when it differs from the style in effect,
  /// UIKit moves to a new presentation controller through the trait-change coordinator. The
  /// presenter gets appearance callbacks only if the two controllers differ in
  /// `shouldRemovePresentersView`; a wrapper that comes or goes appears or disappears.
  ///
  /// - Returns: the controllers whose appearance transitions began, and whether alone (a wrapper) or
  ///   with their visible tree; they end the same way when the coordinator's animation does (rule
  ///   14.5).
  mutating func readapt(_ presentation: PresentationIndex, coordinator: Value) -> [(controller: Int, alone: Bool)] {
    let outer = enter(.rule8Dot5)
    defer { leave(outer) }
    focus = presentation
    let resolved = resolveAdaptiveStyle(presentation)
    var record = presentations[presentation]
    let abandoned = record.vendedController.map { !$0.shouldPresentInFullscreen } ?? false
    let target = resolved == .none || abandoned ? record.baseStyle : resolved
    guard target != record.style else {
      // Rule 8.3 item 5: the delegate hears `.none` when nothing adapts.
      if let delegate = record.adaptiveDelegate, scenario[delegate].willPresentWithAdaptiveStyle {
        emit(
          .willPresentWithAdaptiveStyle, names.adaptiveDelegates[delegate.index],
          .string(controllerName(ofPresentation: presentation)),
          .string(StaticNames.style(.none)), coordinator)
      }
      return []
    }
    var began: [(controller: Int, alone: Bool)] = []
    // Rule 14.5: a presentation covered by another one's full-screen view adapts without anyone
    // appearing or disappearing: nothing of it is on screen.
    let onScreen = [.appeared, .appearing].contains(controllers[record.original].appearance)
    let oldPC = controllerName(ofPresentation: presentation)
    let removedBefore = record.removesPresentersView
    let delegate = record.adaptiveDelegate.map { scenario[$0] }
    let delegateName = record.adaptiveDelegate.map { names.adaptiveDelegates[$0.index] }

    if target == record.baseStyle {
      // Back to the original controller (`pc:D` again) and the original presented controller.
      record.controllerGeneration = 1
      record.appController = record.vendedController
      if record.presented != record.original {
        let wrapper = record.presented
        // Only the wrapper leaves: the original controller stays on screen (rule 8.5).
        if onScreen {
          beginAppearance([wrapper], appearing: false, animated: true, alone: true)
          began.append((wrapper, true))
        }
        controllers[record.presenting].presenting = presentation
        controllers[wrapper].presentation = nil
        controllers[wrapper].children = []
        controllers[record.original].parent = nil
        controllers[record.original].presentation = presentation
        record.presented = record.original
        movePresentations(from: wrapper, to: record.original)
      }
    } else {
      // Rule 8.3 item 2: a new adaptive presentation controller; the delegate may prepare it.
      record.controllerGeneration = max(record.controllerGeneration, 1) + 1
      record.appController = nil
      presentations[presentation] = record
      sendPrepare(presentation, from: oldPC)
      if let delegate, let delegateName, delegate.viewControllerForAdaptivePresentationStyle == .wrapInNavigation,
        record.presented == record.original
      {
        let wrapper = makeController(
          id: "nav:" + idString(record.original), kind: .navigation, children: [record.original])
        emit(
          .viewControllerForAdaptiveStyle, delegateName, .string(oldPC), .string(StaticNames.style(target)),
          result: id(wrapper))
        controllers[record.original].presentation = nil
        controllers[wrapper].presentation = presentation
        controllers[wrapper].viewInWindow = controllers[record.original].viewInWindow
        controllers[wrapper].viewLoaded = true
        record.presented = wrapper
        presentations[presentation] = record
        movePresentations(from: record.original, to: wrapper)
        // The replacement appears (rule 8.5); the original stays on screen inside it and hears
        // no appearance callbacks.
        controllers[wrapper].appearance = .disappeared
        controllers[wrapper].traits = windowTraits
        if onScreen {
          beginAppearance([wrapper], appearing: true, animated: true, alone: true)
          began.append((wrapper, true))
        }
      }
    }
    record.style = target
    presentations[presentation] = record
    if let delegate, let delegateName, delegate.willPresentWithAdaptiveStyle {
      emit(.willPresentWithAdaptiveStyle, delegateName, .string(oldPC), .string(StaticNames.style(target)), coordinator)
    }
    // Rule 14.5: a covered presentation keeps its presenter's view where it is (out of the window) until it is
    // on screen again: nothing of it is visible to come back.
    let removesNow = onScreen ? Self.removesPresentersView(record) : removedBefore
    presentations[presentation].removesPresentersView = removesNow
    if removesNow != removedBefore {
      // Rule 8.5: the presenter's view leaves or returns, with its appearance callbacks.
      let presenter = record.presenting
      if !removesNow { setInWindow(presenter, true) }
      // A view that leaves stays in the window until the coordinator's animation ends (rule 14.5).
      beginAppearance([presenter], appearing: !removesNow, animated: true)
      began.append((presenter, false))
    }
    return began
  }

  /// The presentation a layer root makes moves with the layer when an adaptive wrapper comes or
  /// goes: the new root presents it and is its `presentingViewController` (rules 5.1, 16.6).
  mutating func movePresentations(from old: Int, to new: Int) {
    guard let made = controllers[old].presenting else { return }
    controllers[old].presenting = nil
    controllers[new].presenting = made
    presentations[made].presenting = new
    if presentations[made].reportedPresenting == old { presentations[made].reportedPresenting = new }
  }
}
