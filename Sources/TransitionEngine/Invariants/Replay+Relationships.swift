import CatalogModel

// MARK: - Rule 16.6: presentingViewController and presentedViewController agree with the hierarchy

extension Replay {
  /// What is inconsistent after step `index`: a live presentation whose presenter or presented
  /// controller does not point back to it, or whose computed getters (rule 5.4) disagree with it.
  func relationshipProblems(after index: Int) -> [String] {
    var problems: [String] = []
    for (position, record) in presentations.enumerated() where record.state != .idle {
      let number = PresentationIndex(position)
      let place = "after step \(index + 1), presentation of '\(idString(record.original))'"
      if controllers[record.presenting].presenting != number {
        problems.append("\(place): '\(idString(record.presenting))' does not present it")
      }
      if controllers[record.presented].presentation != number {
        problems.append("\(place): '\(idString(record.presented))' is not marked as presented by it")
      }
      if presentedViewController(of: record.presenting) != record.presented {
        problems.append("\(place): presentedViewController of the presenter is not the presented controller")
      }
      if presentingViewController(of: record.presented) != record.reportedPresenting {
        problems.append("\(place): presentingViewController of the presented controller is not the presenter")
      }
    }
    return problems
  }
}

// MARK: - Rule 16.9: the stacks agree with the parents

extension Replay {
  /// What is inconsistent after step `index` when no transition is in flight: a controller in two
  /// containers' lists, a child whose `parent` is not its container, or a controller whose
  /// `parent` does not list it.
  func stackProblems(after index: Int) -> [String] {
    let inFlight = transitions.contains {
      if case .finished = $0.phase { return false }
      return true
    }
    guard !inFlight, !navigations.values.contains(where: { $0.pending != nil || $0.running != nil }) else {
      return []
    }
    var problems: [String] = []
    var holder: [Int: Int] = [:]
    for (container, state) in controllers.enumerated() where state.kind == .navigation || state.kind == .tabBar {
      for child in state.children {
        if let other = holder[child] {
          problems.append(
            "after step \(index + 1): '\(idString(child))' is a child of both '\(idString(other))' and "
              + "'\(idString(container))'")
        }
        holder[child] = container
        if controllers[child].parent != container {
          problems.append(
            "after step \(index + 1): '\(idString(child))' is in '\(idString(container))' but its parent is "
              + (controllers[child].parent.map { "'\(idString($0))'" } ?? "nil"))
        }
      }
    }
    for (controller, state) in controllers.enumerated() {
      guard let parent = state.parent, controllers[parent].kind == .navigation || controllers[parent].kind == .tabBar
      else { continue }
      if !controllers[parent].children.contains(controller) {
        problems.append(
          "after step \(index + 1): the parent of '\(idString(controller))' is '\(idString(parent))', which does not "
            + "hold it")
      }
    }
    return problems
  }
}
