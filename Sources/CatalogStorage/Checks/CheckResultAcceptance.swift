import Foundation

/// A result of a check to accept, with the baseline the check compared it with and the one that
/// is current now: what decides, in either dialect, whether accepting it is safe.
///
/// `catalog accept --group N` runs after the check, perhaps long after, while others accept too.
/// When the current baseline is still the one the check compared with, the result is accepted.
/// When someone accepted meanwhile, the result is accepted only if that changes nothing (the same
/// timeline and rules version, which `acceptBaselines` reports as `unchanged`); otherwise it is a
/// `conflict` and the other accept stands.
struct CheckResultAcceptance {
  var scenario: String
  var profile: String
  var runID: RunID
  var rulesVersion: Int
  var runTimelineID: Int64
  /// The baseline the check compared with; nil when there was none (a new result).
  var comparedBaselineID: Int64?
  /// The current baseline now, if any.
  var current: Current?

  struct Current {
    var id: Int64
    var timelineID: Int64
    var rulesVersion: Int
    var acceptedBy: String
    var acceptedAt: Date
  }

  /// The accept to make, or the conflict to report instead.
  func decide(acceptedBy: String, acceptedAt: Date, catalogVersion: String) -> Decision {
    if let current, current.id != comparedBaselineID,
      current.timelineID != runTimelineID || current.rulesVersion != rulesVersion
    {
      return .conflict(
        AcceptOutcome(
          scenario: scenario, profile: profile, baselineID: BaselineID(rawValue: current.id), change: .conflict,
          currentAcceptedBy: current.acceptedBy, currentAcceptedAt: current.acceptedAt))
    }
    return .accept(
      BaselineInput(
        scenario: scenario, profile: profile, profileRulesVersion: rulesVersion, timeline: .run(runID),
        acceptedBy: acceptedBy, acceptedAt: acceptedAt, catalogVersion: catalogVersion))
  }

  enum Decision {
    case accept(BaselineInput)
    case conflict(AcceptOutcome)
  }

  /// Accepts what `results` allow, through `accept`, and returns every outcome in the order of
  /// `results`.
  static func acceptAll(
    _ results: [CheckResultAcceptance], acceptedBy: String, acceptedAt: Date, catalogVersion: String,
    accept: ([BaselineInput]) throws -> [AcceptOutcome]
  ) throws -> [AcceptOutcome] {
    let decisions = results.map {
      $0.decide(acceptedBy: acceptedBy, acceptedAt: acceptedAt, catalogVersion: catalogVersion)
    }
    var accepted = try accept(
      decisions.compactMap { decision in
        if case .accept(let input) = decision { return input }
        return nil
      }
    ).makeIterator()
    var outcomes: [AcceptOutcome] = []
    for decision in decisions {
      switch decision {
      case .conflict(let outcome): outcomes.append(outcome)
      case .accept: if let outcome = accepted.next() { outcomes.append(outcome) }
      }
    }
    return outcomes
  }
}
