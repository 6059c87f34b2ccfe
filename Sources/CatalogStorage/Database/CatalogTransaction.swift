import Foundation

/// The writes of one catalog transaction, handed to the body of `CatalogDatabase.write(_:_:)`.
///
/// Each method is the same as the `CatalogDatabase` method of the same name, without a
/// transaction of its own: everything done through one transaction commits together. It must not
/// escape the body it was given to. Each backend has its own (`SQLiteTransaction`,
/// `PostgresTransaction`); callers see only this protocol.
///
/// For example:
/// ```swift
/// try catalog.write("import baselines") { transaction in
///   _ = try transaction.addScenarios(scenarios)
///   _ = try transaction.acceptBaselines(baselines)
/// }
/// ```
package protocol CatalogTransaction: AnyObject {
  /// Adds scenarios, or new revisions of them, in order.
  ///
  /// A scenario is new at revision 1; a source identical to the latest revision adds nothing; a
  /// different source adds the next revision and replaces the scenario's tags. A removed
  /// scenario comes back (`revived`) with its history.
  ///
  /// - Throws: `StorageError.invalidInput` for an empty name.
  func addScenarios(_ inputs: [ScenarioInput]) throws -> [AddOutcome]

  /// The names of the scenarios in the catalog (not removed), as this transaction sees them.
  func currentScenarioNames() throws -> Set<String>

  /// Removes scenario `name` from the catalog, keeping its history; false when it was already
  /// removed.
  ///
  /// - Throws: `StorageError.unknownScenario` when no scenario has that name.
  @discardableResult
  func removeScenario(named name: String) throws -> Bool

  /// Records a batch, its runs, the timelines new to the catalog with their events, and the
  /// check results of a `check` batch.
  ///
  /// Timelines are content-addressed: a run whose timeline hash is already stored points at that
  /// copy, so re-running unchanged scenarios adds one small run row each. A check result with
  /// `known` ids is recorded under them without looking its scenario and baseline up again; its
  /// baseline is checked to still exist in this transaction (`baselines --prune` may have
  /// deleted it since the check read it), and recorded as none when it does not.
  ///
  /// - Throws: `StorageError.unknownScenario`, `.removedScenario`, `.invalidInput`; nothing is
  ///   written when anything throws.
  func recordBatch(_ batch: BatchInput, runs: [RunInput], checkResults: [CheckResultInput]) throws
    -> RecordedBatch

  /// Accepts timelines as the baselines of their scenarios and profiles.
  ///
  /// Each accept supersedes the current baseline of its scenario and profile, which is kept as
  /// history; accepting the timeline and rules version the current baseline already has adds
  /// nothing. An imported timeline (`.timeline`) is stored if the catalog does not have it.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.unknownRun`,
  ///   `.unknownTimeline`, or `.invalidInput` for a run of another scenario or profile.
  func acceptBaselines(_ inputs: [BaselineInput]) throws -> [AcceptOutcome]

  /// Deletes the obsolete baselines, with their history, and the timelines nothing refers to any
  /// more; returns the current baselines that were deleted, sorted by scenario and profile.
  /// `unreplayable` names more baselines to delete (`"scenario @ profile"`): those whose profile
  /// can no longer replay their scenario.
  func pruneBaselines(knownProfiles: Set<String>, unreplayable: Set<String>) throws -> [StoredBaseline]

  /// Accepts the timelines of a check's results as the new baselines: every result of change
  /// group `group`, or every result with one of `outcomes` when `group` is nil.
  ///
  /// Results without a timeline and results of scenarios removed since the check are skipped. A
  /// result whose baseline was replaced after the check by someone else's accept is not
  /// accepted over it: it comes back `unchanged` (naming who accepted the current baseline) when
  /// the two timelines agree, and as a `conflict` when they do not, so no accept is lost.
  func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome>, acceptedBy: String, acceptedAt: Date,
    catalogVersion: String
  ) throws -> [AcceptOutcome]

  /// Records that `catalog review` rejected the results of check `batch` for these scenario and
  /// profile pairs (`rejectedAt`, `rejectedBy`): they are no longer pending review. A pair the
  /// check has no result for marks nothing.
  ///
  /// - Returns: How many results it marked.
  func rejectCheckResults(
    batch: BatchID, _ pairs: [(scenario: String, profile: String)], rejectedBy: String, rejectedAt: Date
  ) throws -> Int

  /// Keeps recordings with their scenarios, in order.
  ///
  /// Each is tied to the revision of its scenario whose source has the input's `scenarioSHA256`
  /// (none when no revision has it, or the input does not say).
  ///
  /// A recording without a number is the scenario's current recording with the same events, iOS
  /// version, SDK and device when there is one: nothing is added when that one was made against
  /// the same revision (`.unchanged` for the same bytes, `.sameEvents` for another header: the log
  /// under another name, say), and the new content supersedes it, under its number, when it was
  /// made against another revision (`.retied`). Otherwise it gets its scenario's next number (one
  /// more than the highest it ever had, superseded and removed ones included).
  ///
  /// One with a number is stored under it: the same content as the current recording of that
  /// number changes nothing; other content supersedes it, and the old one stays as history.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.invalidInput` for a number
  ///   below 1 or an empty iOS version.
  func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome]

  /// Takes a scenario's current recording `number` out of every listing, export and comparison;
  /// it stays as history (`supersededAt` and `removedAt` set).
  ///
  /// - Returns: The removed recording's id; nil when the scenario has no current recording of
  ///   that number.
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`.
  func removeRecording(scenario: String, number: Int, at date: Date) throws -> RecordingID?

  /// The latest run of every scenario under every profile it ran under, as this transaction sees
  /// them: what `accept` makes baselines of, read in the transaction that accepts, so that a
  /// concurrent check's retention cannot remove a run between the two.
  func latestRuns(includeRemoved: Bool) throws -> [StoredRun]

  /// Removes what a catalog checked many times a day accumulates and nobody needs (README
  /// "Retention").
  func collectGarbage() throws -> RetentionOutcome
}

extension CatalogTransaction {
  /// Records a batch without check results.
  package func recordBatch(_ batch: BatchInput, runs: [RunInput]) throws -> RecordedBatch {
    try recordBatch(batch, runs: runs, checkResults: [])
  }

  /// Adds scenarios and accepts baselines for them: `catalog import`.
  ///
  /// Imported baselines usually carry whole timelines read from canonical text
  /// (`TimelineSource.timeline`), with unknown turns; they are stored if new, and have no run.
  /// Recordings are kept under the numbers their files carry.
  package func importScenarios(
    _ scenarios: [ScenarioInput], baselines: [BaselineInput], recordings: [RecordingInput] = []
  ) throws -> ImportOutcome {
    let added = try addScenarios(scenarios)
    let accepted = try acceptBaselines(baselines)
    let recorded = try addRecordings(recordings)
    return ImportOutcome(added: added, accepted: accepted, recorded: recorded)
  }

  /// The latest run of every scenario under every profile it ran under (scenarios not removed).
  package func latestRuns() throws -> [StoredRun] {
    try latestRuns(includeRemoved: false)
  }

  /// Accepts every changed and new result of check `batch`, or of its change group `group`.
  package func acceptCheckResults(
    batch: BatchID, group: Int?, acceptedBy: String, acceptedAt: Date, catalogVersion: String
  ) throws -> [AcceptOutcome] {
    try acceptCheckResults(
      batch: batch, group: group, outcomes: [.changed, .new], acceptedBy: acceptedBy, acceptedAt: acceptedAt,
      catalogVersion: catalogVersion)
  }
}
