import CatalogModel

// MARK: - Rule 8.5: a trait change while presented

extension Replay {
  /// The window's traits change: every live presentation is adapted again (rules 8.1 and 8.5),
  /// then each controller on screen hears `traitCollectionDidChange(_:)` with the old traits.
  mutating func changeTraits(_ change: TraitChange) {
    let horizontal = change.horizontalSizeClass ?? horizontalSizeClass
    let vertical = change.verticalSizeClass ?? verticalSizeClass
    emit(
      .traitsDidChange, StaticNames.uiKit, .string(recorder.intern(horizontal.rawValue)),
      .string(recorder.intern(vertical.rawValue)))
    let previous = traitsValue()
    guard horizontal != horizontalSizeClass || vertical != verticalSizeClass else { return }
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    if rules.hasAdaptivity {
      for presentation in presentations.indices
      where presentations[presentation].state == 2 && isAdaptable(presentations[presentation]) {
        readapt(presentation)
      }
    }
    for controller in onScreenControllers() {
      emit(.traitCollectionDidChange, controller: controller, previous)
    }
  }

  /// Every controller whose view is in the window, layer by layer, parents first.
  func onScreenControllers() -> [Int] {
    var result: [Int] = []
    var layer: Int? = scenario.window.index
    var layers: [Int] = []
    while let root = layer {
      layers.append(root)
      layer = nil
      for member in layerMembers(root) {
        if let presentation = controllers[member].presenting { layer = presentations[presentation].presented }
      }
    }
    for root in layers {
      result.append(contentsOf: visibleTree(root).filter { controllers[$0].viewInWindow })
    }
    return result
  }

  /// Rule 8.5: resolves the style for the new traits; when it differs from the style in effect,
  /// UIKit moves to a new presentation controller through the trait-change coordinator. The
  /// presenter gets appearance callbacks only if the two controllers differ in
  /// `shouldRemovePresentersView`; a wrapper that comes or goes appears or disappears.
  mutating func readapt(_ presentation: Int) {
    let resolved = resolveAdaptiveStyle(presentation)
    var record = presentations[presentation]
    let abandoned = record.vendedController.map { !$0.shouldPresentInFullscreen } ?? false
    let target = resolved == .none || abandoned ? record.baseStyle : resolved
    guard target != record.style else { return }
    let oldPC = controllerName(ofPresentation: presentation)
    let removedBefore = record.removesPresentersView
    let coordinator = Value.string(name(.coordinator, record.original))
    let delegate = record.adaptiveDelegate.map { scenario[$0] }
    let delegateName = record.adaptiveDelegate.map { names.adaptiveDelegates[$0.index] }

    if target == record.baseStyle {
      // Back to the original controller (`pc:D` again) and the original presented controller.
      record.controllerGeneration = 1
      record.appController = record.vendedController
      if record.presented != record.original {
        let wrapper = record.presented
        beginAppearance([wrapper], appearing: false, animated: true)
        endAppearance([wrapper], animated: true)
        controllers[record.presenting].presenting = presentation
        controllers[wrapper].presentation = nil
        controllers[wrapper].children = []
        controllers[record.original].parent = nil
        controllers[record.original].presentation = presentation
        record.presented = record.original
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
        controllers[wrapper].viewInWindow = true
        controllers[wrapper].viewLoaded = true
        record.presented = wrapper
        presentations[presentation] = record
        // The replacement appears (rule 8.5); the original stays on screen inside it.
        emit(.viewWillAppear, controller: wrapper, .bool(true))
        emit(.viewDidAppear, controller: wrapper, .bool(true))
        controllers[wrapper].appearance = .appeared
      }
    }
    record.style = target
    presentations[presentation] = record
    if let delegate, let delegateName, delegate.willPresentWithAdaptiveStyle {
      emit(.willPresentWithAdaptiveStyle, delegateName, .string(oldPC), .string(StaticNames.style(target)), coordinator)
    }
    let removesNow = removesPresentersView(record)
    presentations[presentation].removesPresentersView = removesNow
    if removesNow != removedBefore {
      // Rule 8.5: the presenter's view leaves or returns, with its appearance callbacks.
      let presenter = record.presenting
      if !removesNow { setInWindow(presenter, true) }
      beginAppearance([presenter], appearing: !removesNow, animated: true)
      endAppearance([presenter], animated: true)
      if removesNow { setInWindow(presenter, false) }
    }
  }
}
