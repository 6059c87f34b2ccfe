import CatalogRunner

extension ReviewBoard.DecisionReport {
  /// What `catalog accept` would print for an acceptance, or what rejecting did.
  package var message: String {
    if let acceptance { return acceptance.text(style: .plain) }
    let count = results.count
    return "Rejected \(count) result\(count == 1 ? "" : "s"): the baseline\(count == 1 ? " stays" : "s stay") as "
      + "\(count == 1 ? "it is" : "they are"); a later check that finds the change again offers it again.\n"
  }
}
