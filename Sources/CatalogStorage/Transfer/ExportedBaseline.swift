import CatalogModel
import Foundation

/// A current baseline with its whole timeline, for `catalog export`.
package struct ExportedBaseline: Sendable {
  package var profile: String
  package var profileRulesVersion: Int
  package var timeline: Timeline
  package var timelineHash: String
  package var acceptedBy: String
  package var acceptedAt: Date
  package var catalogVersion: String

  /// The baseline as an input to accept it again for `scenario`, in another catalog.
  package func input(scenario: String) -> BaselineInput {
    BaselineInput(
      scenario: scenario, profile: profile, profileRulesVersion: profileRulesVersion,
      timeline: .timeline(HashedTimeline(timeline, digest: timelineHash)), acceptedBy: acceptedBy,
      acceptedAt: acceptedAt, catalogVersion: catalogVersion)
  }
}
