import Foundation

/// A timeline to accept as the baseline of a scenario under a profile.
///
/// For example, accepting a run's timeline:
/// ```swift
/// let input = BaselineInput(
///   scenario: "dimming-presentation", profile: "uikit-13", profileRulesVersion: 1,
///   timeline: .run(runID), acceptedBy: "ana", acceptedAt: Date(), catalogVersion: "0.1.0")
/// ```
package struct BaselineInput: Sendable {
  package var scenario: String
  package var profile: String
  /// The profile's rules version the timeline was produced under.
  package var profileRulesVersion: Int
  /// A run's timeline, a stored one by hash, or one given whole (an import).
  package var timeline: TimelineSource
  package var acceptedBy: String
  package var acceptedAt: Date
  /// The catalog version that accepted it, `0.1.0`.
  package var catalogVersion: String

  package init(
    scenario: String, profile: String, profileRulesVersion: Int, timeline: TimelineSource,
    acceptedBy: String, acceptedAt: Date, catalogVersion: String
  ) {
    self.scenario = scenario
    self.profile = profile
    self.profileRulesVersion = profileRulesVersion
    self.timeline = timeline
    self.acceptedBy = acceptedBy
    self.acceptedAt = acceptedAt
    self.catalogVersion = catalogVersion
  }
}
