import CatalogModel

// MARK: - Trait and size changes (Docs/rules/14-trait-changes.md, rules 14.1–14.6; rules 8.1 and 8.5)

extension Replay {
  /// The window's traits as a timeline value: `compact/regular` (horizontal/vertical).
  var windowTraits: TraitValues {
    TraitValues(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
  }

  /// A `traits` step: the window's size classes change without a size change the scenario names
  /// (iPad multitasking, a large iPhone's rotation reduced to its traits).
  mutating func changeTraits(_ change: TraitChange) {
    let outer = enter(.rule14Dot1)
    defer { leave(outer) }
    let new = windowTraits.applying(change)
    explain(
      .rule14Dot1,
      "the window's traits change from \(windowTraits.horizontal.rawValue)/\(windowTraits.vertical.rawValue) "
        + "to \(new.horizontal.rawValue)/\(new.vertical.rawValue) (horizontal/vertical size class)")
    emit(
      .traitsDidChange, StaticNames.uiKit, .string(recorder.intern(new.horizontal.rawValue)),
      .string(recorder.intern(new.vertical.rawValue)))
    changeEnvironment(traits: new, size: nil)
  }

  /// A `resize` step: the window's size changes (a rotation, a multitasking resize), with the traits
  /// that come with it.
  mutating func resize(width: Double, height: Double, traits change: TraitChange?) {
    let outer = enter(.rule14Dot2)
    defer { leave(outer) }
    emit(.sizeDidChange, StaticNames.uiKit, .number(width), .number(height))
    (windowWidth, windowHeight) = (width, height)
    changeEnvironment(traits: change.map { windowTraits.applying($0) } ?? windowTraits, size: (width, height))
  }

  /// Rules 14.1–14.5: one change of the window's environment, through one transition coordinator.
  ///
  /// 1. `willTransition(to:with:)` to every trait environment on screen whose traits change,
  ///    layer by layer, parents first, a presentation controller before the controllers it
  ///    presents; each live presentation adapts again when its presentation controller hears it
  ///    (rules 8.1, 8.5), and controllers that come or go begin their appearance transitions.
  /// 2. `viewWillTransition(to:with:)` to the same environments when the size changes.
  /// 3. The traits apply: `traitCollectionDidChange(_:)`, each with the traits it last had.
  /// 4. A layout pass of every layer on screen (containers first).
  /// 5. The coordinator's animation ends: the appearance transitions end.
  mutating func changeEnvironment(traits new: TraitValues, size: (width: Double, height: Double)?) {
    let traitsChange = new != windowTraits
    guard traitsChange || size != nil else { return }
    // Rule 14.6: iOS 7 has no trait collections and no content containers.
    guard rules.hasTraitCollections else {
      horizontalSizeClass = new.horizontal
      verticalSizeClass = new.vertical
      return
    }
    let coordinator = Value.string(recorder.intern("coordinator:window"))
    environmentCoordinator = coordinator
    defer { environmentCoordinator = nil }
    let newTraits = value(of: new)
    var adapting: [(controller: Int, alone: Bool)] = []
    if traitsChange {
      horizontalSizeClass = new.horizontal
      verticalSizeClass = new.vertical
      // Rule 14.1 with rules 8.1 and 8.5: the walk adapts each presentation as it reaches it.
      announce(.willTransitionToTraits, newTraits, coordinator) { replay, presentation in
        if replay.rules.hasAdaptivity, replay.presentations[presentation].state == .presented,
          Replay.isAdaptable(replay.presentations[presentation])
        {
          adapting += replay.readapt(presentation, coordinator: coordinator)
        }
      }
    }
    if let size {
      // Rule 14.2: the size change, to the same environments, and (rule 20.2) to the controllers
      // a full-screen presentation covers, which UIKit tells as well.
      (windowWidth, windowHeight) = (size.width, size.height)
      let sizeValue = recorder.timeline.value(Rect(x: 0, y: 0, width: size.width, height: size.height))
      announce(.viewWillTransitionToSize, sizeValue, coordinator, offScreenToo: true) { _, _ in }
    }
    // Rule 14.3: every controller on screen hears the traits it did not have yet.
    for controller in onScreenControllers() { deliverTraits(to: controller) }
    // Rule 14.4: the layout pass, containers first (rule 2.2 step 8: a container lays out again).
    layOutScreen()
    // Rule 14.5: the coordinator's animation is over: views that disappeared leave the window.
    for (controller, alone) in adapting {
      let leaving = controllers[controller].appearance == .disappearing
      // An adaptive wrapper comes and goes alone; the controller it wraps stays (rule 8.5).
      endAppearance([controller], animated: true, alone: alone)
      if leaving { setInWindow(controller, false) }
    }
  }

  /// Sends `member(value, coordinator)` to every trait environment on screen in the walk's order:
  /// controllers, and the app's presentation controllers (UIKit's own are not in the timeline);
  /// `atPresentation` runs when the walk reaches each presentation, after its controller heard it.
  mutating func announce(
    _ member: Member, _ value: Value, _ coordinator: Value, offScreenToo: Bool = false,
    atPresentation: (inout Replay, PresentationIndex) -> Void
  ) {
    walkEnvironments(offScreenToo: offScreenToo) { replay, environment in
      switch environment {
      case .controller(let controller):
        replay.emit(member, controller: controller, value, coordinator)
      case .presentation(let presentation):
        if replay.presentations[presentation].appController != nil {
          replay.emit(member, replay.controllerName(ofPresentation: presentation), value, coordinator)
        }
        atPresentation(&replay, presentation)
      }
    }
  }

  /// Rule 14.3: `traitCollectionDidChange(_:)` with the traits `controller` last had, when they
  /// differ from the window's; a controller that never had traits (eras before iOS 13 predicted
  /// them, rule 14.4) hears `nil`.
  mutating func deliverTraits(to controller: Int) {
    let outer = enter(.rule14Dot3)
    defer { leave(outer) }
    guard rules.hasTraitCollections else { return }
    let current = windowTraits
    let previous = controllers[controller].traits
    guard previous != current else { return }
    controllers[controller].traits = current
    let previousValue: Value = if let previous { value(of: previous) } else { .null }
    emit(.traitCollectionDidChange, controller: controller, previousValue)
  }

  /// Rule 14.4: a controller whose view enters the window after it missed a trait change while off
  /// screen hears `willTransition(to:with:)` now, before its appearance callbacks (level49.com's
  /// iOS 11 log), and `traitCollectionDidChange(_:)` once its view is in the window
  /// (`catchUpTraits`).
  mutating func announceMissedTraits(_ controller: Int) {
    let outer = enter(.rule14Dot4)
    defer { leave(outer) }
    controllers[controller].traitsPending = true
    pendingTraits.append(controller)
    guard rules.hasTraitCollections, let last = controllers[controller].traits, last != windowTraits else { return }
    let current = windowTraits
    let traits = value(of: current)
    emit(.willTransitionToTraits, controller: controller, traits, environmentCoordinator ?? .null)
  }

  /// Rule 14.4: once a controller's view is in the window — right after `viewWillAppear(_:)`,
  /// before `viewIsAppearing(_:)` (whose documentation says the traits are up to date), or before
  /// its first layout when it enters without appearing — its traits update:
  /// `traitCollectionDidChange(_:)` with the traits it last had.
  ///
  /// A controller entering the window for the first time has no traits yet: from iOS 13 UIKit
  /// predicts them and calls nothing; before, it hears `traitCollectionDidChange(nil)`.
  mutating func catchUpTraits(_ controller: Int) {
    let outer = enter(.rule14Dot4)
    defer { leave(outer) }
    guard controllers[controller].traitsPending else { return }
    controllers[controller].traitsPending = false
    guard rules.hasTraitCollections, controllers[controller].traits != windowTraits else {
      if !rules.hasTraitCollections {
        withhold(
          .traitCollectionDidChange, from: idString(controller), rule: .rule14Dot6,
          because: "\(profileDescription) has no trait collections")
      }
      return
    }
    if controllers[controller].traits == nil && rules.predictsTraits {
      controllers[controller].traits = windowTraits
      withhold(
        .traitCollectionDidChange, from: idString(controller), rule: .rule14Dot4,
        because:
          "'\(idString(controller))' gets its first traits; from iOS 13 UIKit predicts them, so \(profile.name) "
          + "sends no traitCollectionDidChange(nil)")
      return
    }
    // Inside an environment change, the traits apply with everyone else's (rule 14.3).
    if environmentCoordinator == nil || controllers[controller].traits == nil { deliverTraits(to: controller) }
  }

  /// Rule 14.4: views that entered the window during a turn without appearing or being laid out
  /// (a view added by hand to a view off screen's superview) catch up at the end of the turn.
  mutating func catchUpPendingTraits() {
    // Checked before the rule is entered: this runs after every piece of work, nearly always
    // with nothing waiting.
    guard !pendingTraits.isEmpty else { return }
    let outer = enter(.rule14Dot4)
    defer { leave(outer) }
    var waiting = pendingTraits
    pendingTraits = []
    guard !stopped else { return }
    waiting.sort()
    for controller in waiting where controllers[controller].traitsPending {
      if controllers[controller].viewInWindow { catchUpTraits(controller) }
    }
  }

  /// A trait environment in the order UIKit forwards environment changes.
  enum Environment {
    case controller(Int)
    /// The presentation controller of a presentation, between its presenter and its presented layer.
    case presentation(PresentationIndex)
  }

  /// Visits the environments on screen, layer by layer: each layer's controllers parents first,
  /// then the presentation controller of what the layer presents, then that presented layer.
  /// The walk reads the world as it goes, so an adaptation that wraps the presented controller
  /// is followed into the wrapper.
  mutating func walkEnvironments(offScreenToo: Bool = false, _ visit: (inout Replay, Environment) -> Void) {
    var layer: Int? = scenario.window.index
    var seen = VisitedLayers()
    while let root = layer, seen.insert(root) {
      layer = nil
      let tree = visibleTree(root)
      for position in tree.indices where offScreenToo || controllers[tree[position]].viewInWindow {
        visit(&self, .controller(tree[position]))
      }
      guard let presentation = layerMembers(root).firstMap({ controllers[$0].presenting }) else { break }
      visit(&self, .presentation(presentation))
      layer = presentations[presentation].presented
    }
  }

  /// Every controller whose view is in the window, layer by layer, parents first.
  @inline(__always)
  func onScreenControllers() -> [Int] {
    var result: [Int] = []
    var layer: Int? = scenario.window.index
    var seen = VisitedLayers()
    while let root = layer, seen.insert(root) {
      layer = nil
      let tree = visibleTree(root)
      for position in tree.indices where controllers[tree[position]].viewInWindow { result.append(tree[position]) }
      let members = layerMembers(root)
      for position in members.indices {
        if let presentation = controllers[members[position]].presenting {
          layer = presentations[presentation].presented
        }
      }
    }
    return result
  }

  /// Rule 14.4: a layout pass of everything on screen: each layer root's view, and for an app's
  /// presentation controller its container around the presented layer.
  mutating func layOutScreen() {
    var layer: Int? = scenario.window.index
    var seen = VisitedLayers()
    var container: Name?
    while let root = layer, seen.insert(root) {
      layer = nil
      if let container { emit(.containerViewWillLayoutSubviews, container) }
      if controllers[root].viewInWindow { layOut(root) }
      if let container { emit(.containerViewDidLayoutSubviews, container) }
      container = nil
      let members = layerMembers(root)
      for position in members.indices {  // by position: iterating copies the list
        if let presentation = controllers[members[position]].presenting {
          layer = presentations[presentation].presented
          container =
            presentations[presentation].appController != nil ? controllerName(ofPresentation: presentation) : nil
        }
      }
    }
  }
}
