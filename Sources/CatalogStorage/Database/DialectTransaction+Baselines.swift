import Foundation

// MARK: - Writes

extension DialectTransaction {
  /// Accepts `input`'s timeline as the baseline of its scenario and profile: one step of
  /// `acceptBaselines(_:)`, with `now` as the creation time of a timeline it stores.
  ///
  /// The accept supersedes the current baseline of its scenario and profile, which is kept as
  /// history; accepting the timeline and rules version the current baseline already has adds
  /// nothing (`.unchanged`, naming who accepted the current one).
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.unknownRun`,
  ///   `.unknownTimeline`, or `.invalidInput` for a run of another scenario or profile.
  func acceptBaseline(_ input: BaselineInput, now: Int64) throws -> AcceptOutcome {
    guard !input.acceptedBy.isEmpty else {
      throw StorageError.invalidInput("a baseline of '\(input.scenario)' needs who accepted it")
    }
    let pair = ScenarioProfilePair(
      scenarioID: try scenarioID(input.scenario, allowRemoved: false), profileID: try profileID(input.profile))
    var runID: Int64?
    if case .run(let id) = input.timeline {
      guard let runPair = try scenarioAndProfile(ofRun: id) else { throw StorageError.unknownRun(id) }
      guard runPair == pair else {
        throw StorageError.invalidInput(
          "run #\(id) is not a run of scenario '\(input.scenario)' under profile '\(input.profile)'")
      }
      runID = id.rawValue
    }
    let timelineID = try timelineID(for: input.timeline, now: now)

    var change = AcceptOutcome.Change.created
    if let current = try currentBaseline(of: pair) {
      if current.timelineID == timelineID, current.rulesVersion == input.profileRulesVersion {
        return AcceptOutcome(
          scenario: input.scenario, profile: input.profile, baselineID: BaselineID(rawValue: current.id),
          change: .unchanged, currentAcceptedBy: current.acceptedBy, currentAcceptedAt: current.acceptedAt)
      }
      try supersedeBaseline(current.id, at: input.acceptedAt.catalogMilliseconds)
      change = .superseded(BaselineID(rawValue: current.id))
    }
    let id = try insertBaseline(
      input, pair: pair, timelineID: timelineID, runID: runID,
      catalogVersionID: try catalogVersionID(input.catalogVersion))
    return AcceptOutcome(
      scenario: input.scenario, profile: input.profile, baselineID: BaselineID(rawValue: id), change: change)
  }
}
