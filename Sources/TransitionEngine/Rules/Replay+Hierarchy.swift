import CatalogModel

// MARK: - Rule 5: the presenting controller and the computed getters

extension Replay {
  /// `controller` and its on-screen descendants, parents first: the order in which containers
  /// forward appearance callbacks to their children.
  ///
  /// A child whose view a current-context presentation took out of the window (rule 5.2) is not on
  /// screen, nor are its descendants: containers forward nothing to it until that presentation ends.
  @inline(__always)
  func visibleTree(_ controller: Int) -> ControllerList {
    var result = ControllerList(controller)
    var index = 0
    while index < result.count {
      appendVisibleChildren(of: result[index], to: &result)
      index += 1
    }
    return result
  }

  /// Appends the children `parent` shows (its stack's top, its selected tab, every child of a
  /// plain controller) that no current-context presentation took out of the window.
  @inline(__always)
  func appendVisibleChildren(of parent: Int, to result: inout ControllerList) {
    let range = ControllerState.visibleRange(
      kind: controllers[parent].kind, childCount: controllers[parent].children.count,
      selectedIndex: controllers[parent].selectedIndex)
    for position in range {
      let child = controllers[parent].children[position]
      if !isCoveredInContext(child) { result.append(child) }
    }
  }

  /// `visibleTree(_:)` for a disappearance beginning or ending, which a navigation controller
  /// forwards to other children than its top in two states (rule 18.11 item 4): it begins at the
  /// controller on screen — the top, or the old top while a stack change waits for its layout
  /// pass, and nothing when neither is on screen (after E17, rule 18.14 item 4); while the
  /// navigation controller is disappearing, its end reaches every child still disappearing, the
  /// top or not [OBS DEC26-NAV `viewDidDisappear:`], and the controller on screen if a pop took it
  /// out of the stack meanwhile.
  @inline(__always)
  func disappearanceTree(_ controller: Int, _ disappearance: DisappearanceForwarding) -> ControllerList {
    var result = ControllerList(controller)
    var index = 0
    while index < result.count {
      let parent = result[index]
      index += 1
      guard controllers[parent].kind == .navigation, let top = controllers[parent].children.last else {
        appendVisibleChildren(of: parent, to: &result)
        continue
      }
      let topAppearance = controllers[top].appearance
      switch disappearance {
      case .begins:
        if topAppearance == .appeared || topAppearance == .appearing {
          if !isCoveredInContext(top) { result.append(top) }
        } else if let shown = navigations[parent]?.shown, !isCoveredInContext(shown) {
          let appearance = controllers[shown].appearance
          if appearance == .appeared || appearance == .appearing { result.append(shown) }
        }
      case .ends:
        guard controllers[parent].appearance == .disappearing else {
          if !isCoveredInContext(top) { result.append(top) }
          continue
        }
        for child in controllers[parent].children
        where controllers[child].appearance == .disappearing && !isCoveredInContext(child) {
          result.append(child)
        }
        if let shown = navigations[parent]?.shown, controllers[shown].appearance == .disappearing,
          controllers[shown].parent == nil, !isCoveredInContext(shown)
        {
          result.append(shown)
        }
      }
    }
    return result
  }

  /// Whether each container above `controller` shows the child on its way: the top of a
  /// navigation stack, a tab bar's selected tab (rule 18.11 item 5).
  @inline(__always)
  func isShownByItsContainers(_ controller: Int) -> Bool {
    var child = controller
    var hops = 0
    while let parent = controllers[child].parent, hops < controllers.count {
      let range = ControllerState.visibleRange(
        kind: controllers[parent].kind, childCount: controllers[parent].children.count,
        selectedIndex: controllers[parent].selectedIndex)
      guard let position = controllers[parent].children.firstIndex(of: child), range.contains(position) else {
        return false
      }
      child = parent
      hops += 1
    }
    return true
  }

  /// Whether `child`'s view is out of the window because it presented in its own context.
  @inline(__always)
  func isCoveredInContext(_ child: Int) -> Bool {
    guard let made = controllers[child].presenting else { return false }
    return presentations[made].state == .presented && presentations[made].removesPresentersView
  }

  /// The top of `controller`'s parent chain.
  @inline(__always)
  func topAncestor(_ controller: Int) -> Int {
    var current = controller
    while let parent = controllers[current].parent { current = parent }
    return current
  }

  /// Whether `controller` roots a presentation layer: the window's root, or a presented controller.
  func isLayerRoot(_ controller: Int) -> Bool {
    controller == scenario.window.index || controllers[controller].presentation != nil
  }

  /// Rule 5.1: for full-screen-type styles, walk up the parents from the source to the root of
  /// its presentation layer (the window's root or a presented controller).
  ///
  /// Rule 5.5 (profile switch `currentContextPresenterQuirk`): when that layer root was itself
  /// presented over a current context, the new presentation reports the context controller (X)
  /// as its `presentingViewController`, while it is still stacked on the layer root (Y).
  func fullScreenPresenter(source: Int) -> (presenting: Int, reported: Int) {
    let root = topAncestor(source)
    guard rules.currentContextPresenterQuirk, let presentation = controllers[root].presentation,
      presentations[presentation].style.isCurrentContext
    else { return (root, root) }
    return (root, presentations[presentation].reportedPresenting)
  }

  /// Rule 5.2: for current-context styles, the first controller from the source up that defines a
  /// presentation context; failing that, the root of the source's presentation layer (the window's
  /// root for the window's layer, rule 5.2 item 2; the presented controller for a presented layer,
  /// which makes rule 5.5's "Z.presentingViewController == Y" hold).
  @inline(__always)
  func contextPresenter(source: Int) -> Int {
    var current: Int? = source
    while let controller = current {
      if controllers[controller].properties.definesPresentationContext { return controller }
      current = controllers[controller].parent
    }
    return topAncestor(source)
  }

  /// Rule 5.4: the controller presented by `controller` or by its nearest ancestor.
  @inline(__always)
  func presentedViewController(of controller: Int) -> Int? {
    var current: Int? = controller
    while let candidate = current {
      if let presentation = controllers[candidate].presenting {
        return presentations[presentation].presented
      }
      current = controllers[candidate].parent
    }
    return nil
  }

  /// Rule 5.4: the controller that presented `controller` or its farthest ancestor; nil for the
  /// children of a presenter that is not itself presented.
  @inline(__always)
  func presentingViewController(of controller: Int) -> Int? {
    let root = topAncestor(controller)
    guard let presentation = controllers[root].presentation else { return nil }
    return presentations[presentation].reportedPresenting
  }

  /// Rule 3.1 item 1: the presentation a `dismiss` sent to `receiver` dismisses: what the receiver
  /// (or its nearest ancestor) presents; otherwise the presentation of the receiver's own layer,
  /// forwarded to its presenting controller; otherwise nothing.
  @inline(__always)
  func dismissalTarget(receiver: Int) -> PresentationIndex? {
    var current: Int? = receiver
    while let candidate = current {
      if let presentation = controllers[candidate].presenting { return presentation }
      current = controllers[candidate].parent
    }
    return controllers[topAncestor(receiver)].presentation
  }

  /// The presentations stacked from `presentation` upward, bottom first: everything presented by
  /// the presented controller's layer, in turn (rule 3.1 item 1).
  @inline(__always)
  func presentationStack(from presentation: PresentationIndex) -> [PresentationIndex] {
    var stack = [presentation]
    var index = 0
    while index < stack.count {
      let members = layerMembers(presentations[stack[index]].presented)
      for position in members.indices {  // by position: iterating copies the list
        if let above = controllers[members[position]].presenting, !stack.contains(above) {
          stack.append(above)
        }
      }
      index += 1
    }
    return stack
  }

  /// `root` and every descendant, visible or not.
  @inline(__always)
  func layerMembers(_ root: Int) -> ControllerList {
    var result = ControllerList(root)
    var index = 0
    while index < result.count {
      let member = result[index]
      // Child by child: appending the `children` array copied the whole controller state.
      for position in controllers[member].children.indices { result.append(controllers[member].children[position]) }
      index += 1
    }
    return result
  }

  /// Marks `controller`'s on-screen tree as in or out of the window; controllers that enter it
  /// hear the traits they missed (rule 14.4).
  mutating func setInWindow(_ controller: Int, _ inWindow: Bool) {
    let tree = visibleTree(controller)
    guard inWindow else {
      for position in tree.indices {  // by position: iterating copies the list
        controllers[tree[position]].viewInWindow = false
        controllers[tree[position]].traitsPending = false
      }
      return
    }
    // Who enters is read before any view is marked (empty, so unallocated, when none does).
    var entering: [Int] = []
    for position in tree.indices where !controllers[tree[position]].viewInWindow {  // by position
      entering.append(tree[position])
    }
    for position in tree.indices { controllers[tree[position]].viewInWindow = true }
    // Rule 14.4: a view that comes back hears the trait change it missed before it appears.
    for member in entering { announceMissedTraits(member) }
  }
}
