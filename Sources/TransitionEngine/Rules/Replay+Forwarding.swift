import CatalogModel

// MARK: - Rule 20.4: containers that forward appearance themselves

extension Replay {
  /// `controller` and the on-screen descendants that hear its appearance callbacks, parents
  /// first: `visibleTree(_:)` without the children of a container whose
  /// `shouldAutomaticallyForwardAppearanceMethods` is false, which UIKit leaves to the container
  /// (it calls their `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`
  /// itself, rule 15.3).
  @inline(__always)
  func appearanceTree(_ controller: Int, disappearance: DisappearanceForwarding? = nil) -> ControllerList {
    let tree: ControllerList
    if let disappearance {
      tree = disappearanceTree(controller, disappearance)
    } else {
      tree = visibleTree(controller)
    }
    guard tree.contains(where: { !controllers[$0].properties.shouldAutomaticallyForwardAppearanceMethods }) else {
      return tree
    }
    var silenced: Set<Int> = []
    var result = ControllerList()
    for member in tree {
      if let parent = controllers[member].parent,
        silenced.contains(parent) || !controllers[parent].properties.shouldAutomaticallyForwardAppearanceMethods
      {
        // `parent` is in the tree before its children (parents first), so its own status is known.
        if member != controller {
          silenced.insert(member)
          continue
        }
      }
      result.append(member)
    }
    return result
  }
}
