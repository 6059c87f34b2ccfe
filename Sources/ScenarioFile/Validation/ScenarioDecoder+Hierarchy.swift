import CatalogModel

/// The controller hierarchy: one parent per controller, no cycles, a window root without parent.
extension ScenarioDecoder {
  /// Checks the `children` lists of all controllers together, and the window root against them.
  mutating func checkHierarchy(
    of controllers: [ControllerSpec], window: ControllerID?, windowLocation: SourceLocation?
  ) {
    func name(_ index: Int) -> String { DocumentNode.quoted(controllers[index].id) }

    // Each controller may be listed once, by one parent; the first listing counts.
    var parents: [Int: (parent: Int, location: SourceLocation)] = [:]
    for (parent, listing) in childListings.enumerated() {
      var listedHere: Set<Int> = []
      for entry in listing {
        let child = entry.child.index
        if child == parent {
          log.error(
            entry.location,
            "controller \(name(child)) lists itself in 'children'; a controller cannot contain itself"
          )
        } else if !listedHere.insert(child).inserted {
          log.error(
            entry.location,
            "controller \(name(child)) is listed twice in 'children' of \(name(parent))")
        } else if let existing = parents[child] {
          log.error(
            entry.location,
            "controller \(name(child)) is already a child of \(name(existing.parent)) (at \(existing.location)); "
              + "a controller has at most one parent")
        } else {
          parents[child] = (parent, entry.location)
        }
      }
    }

    // With one parent each, following parents from any controller either ends or loops.
    var walkOf = [Int](repeating: -1, count: controllers.count)
    for start in controllers.indices where walkOf[start] == -1 {
      var path: [Int] = []
      var current = start
      while walkOf[current] == -1 {
        walkOf[current] = start
        path.append(current)
        guard let parent = parents[current]?.parent else { break }
        current = parent
      }
      if walkOf[current] == start, parents[current] != nil,
        let loopStart = path.firstIndex(of: current)
      {
        reportCycle(Array(path[loopStart...]), parents: parents, name: name)
      }
    }

    if let window, let windowLocation, let parent = parents[window.index] {
      log.error(
        windowLocation,
        "window root \(name(window.index)) is a child of \(name(parent.parent)) (at \(parent.location)); "
          + "the window's root controller cannot have a parent")
    }
  }

  /// Reports a loop of controllers (each the parent of the one before it) once, at its first
  /// listing in the file, as a chain from parent to child.
  private mutating func reportCycle(
    _ loop: [Int], parents: [Int: (parent: Int, location: SourceLocation)], name: (Int) -> String
  ) {
    // From parent to child: reverse the child-to-parent path.
    var chain = Array(loop.reversed())
    let listings = chain.compactMap { parents[$0]?.location }
    guard let firstListing = listings.min(), let childOffset = listings.firstIndex(of: firstListing)
    else { return }
    // Start the chain at the parent of the first listing.
    let parentOffset = (childOffset + chain.count - 1) % chain.count
    chain = Array(chain[parentOffset...] + chain[..<parentOffset])
    let text = (chain + [chain[0]]).map(name).joined(separator: " → ")
    log.error(
      firstListing,
      "controllers contain each other in a cycle: \(text); the hierarchy must be a tree")
  }
}
