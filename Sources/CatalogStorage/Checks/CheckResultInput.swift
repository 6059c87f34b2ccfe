/// The verdict of a check on one scenario under one profile, recorded with the check's batch.
///
/// The store links it to the batch's run of the same scenario and profile, and to the current
/// baseline it was compared with, so `catalog accept --group N` can accept a whole group later.
package struct CheckResultInput: Hashable, Sendable {
  package var scenario: String
  package var profile: String
  package var outcome: CheckOutcome
  /// N in `catalog accept --group N`: the results of one check that share a change signature.
  package var changeGroup: Int?
  /// The change signature (CatalogDiff) of a `changed` result.
  package var changeSignature: String?
  /// A short message: the first difference, or why the run failed.
  package var message: String?
  /// The run the result stands on when it is not one of its batch's runs: a passed result that
  /// `check` reused from an earlier run of the same revision, rules and catalog version, or a
  /// shard's run that `report merge` points at. A run that no longer exists when the result is
  /// written (a later check's retention collected it) is recorded as no run.
  package var reusedRun: RunID?
  /// The scenario's id and its current baseline's under the profile, when the caller read them
  /// with the check: then the store does not look them up again (a check of stored scenarios);
  /// nil for the store to look them up (a check of a folder imported in the same transaction).
  package var known: Known?

  /// A passed result with nothing but its ids to record: no message (a pass with `--ignore-time`
  /// or `--kinds` says what it left out), group or signature. A check records these together,
  /// 4,096 to a `checkPassed` row (migration 0012); every other result is a `checkResult` row.
  var isPlainPass: Bool {
    outcome == .passed && message == nil && changeGroup == nil && changeSignature == nil
  }

  /// Ids a check already has for a result.
  package struct Known: Hashable, Sendable {
    package var scenario: ScenarioID
    /// The current baseline, or nil when there is none.
    package var baseline: BaselineID?

    package init(scenario: ScenarioID, baseline: BaselineID?) {
      self.scenario = scenario
      self.baseline = baseline
    }
  }

  package init(
    scenario: String, profile: String, outcome: CheckOutcome, changeGroup: Int? = nil,
    changeSignature: String? = nil, message: String? = nil, reusedRun: RunID? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.outcome = outcome
    self.changeGroup = changeGroup
    self.changeSignature = changeSignature
    self.message = message
    self.reusedRun = reusedRun
  }
}
