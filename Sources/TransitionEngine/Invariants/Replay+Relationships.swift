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
