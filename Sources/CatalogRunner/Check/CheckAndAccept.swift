import CatalogStorage

/// `catalog check --accept`: the check, then what was accepted from it.
package struct CheckAndAccept: Sendable {
  package var check: CheckReport
  /// Nil when the check passed and there was nothing to accept.
  package var acceptance: AcceptanceReport?

  package init(check: CheckReport, acceptance: AcceptanceReport? = nil) {
    self.check = check
    self.acceptance = acceptance
  }

  /// `catalog check --accept`: the check, then, when something changed or is new, accepting it
  /// (and rewriting a checked folder's baseline files).
  ///
  /// For example:
  /// ```swift
  /// let report = try CheckAndAccept.Request(check: request, acceptedBy: "ana").run(at: location)
  /// ```
  package struct Request: RunnerOperation, Sendable {
    package var check: CheckRequest
    package var acceptedBy: String

    package init(check: CheckRequest, acceptedBy: String) {
      self.check = check
      self.acceptedBy = acceptedBy
    }

    package func run(at location: CatalogLocation) throws(RunnerError) -> CheckAndAccept {
      // What is accepted at once does not wait in pending files.
      var checking = self.check
      checking.pendingFiles = .never
      let check = try checking.run(at: location)
      // Nothing to accept when every result passed and only `expect:` facts fail: accepting a
      // baseline never makes a fact hold.
      let resultsPass = check.items.allSatisfy { $0.outcome == .passed || ($0.outcome == .new && check.allowNew) }
      guard !check.passed, !resultsPass else { return CheckAndAccept(check: check, acceptance: nil) }
      do {
        let acceptance = try AcceptCheck(
          check, acceptedBy: acceptedBy
        ).run(at: checking.catalogLocation(location))
        if let folder = check.folder {
          PendingFiles.remove(acceptance.accepted.map { ($0.scenario, $0.profile) }, inFolder: folder)
        }
        return CheckAndAccept(check: check, acceptance: acceptance)
      } catch {
        // A folder's files that could not be rewritten after the catalog accepted: already said.
        if case .afterCommit = error { throw error }
        // Accepting is a second transaction: the check before it stands, and the message says so.
        let batch = check.batchID.map { " (batch \($0))" } ?? ""
        throw .afterCommit(
          error,
          committed:
            "the check itself was recorded\(batch) and no baseline was accepted; once the cause is fixed, 'catalog accept --all' or 'catalog check --accept' accepts its changes"
        )
      }
    }
  }
}
