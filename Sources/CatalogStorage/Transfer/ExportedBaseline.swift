import CatalogModel
import Foundation

/// A current baseline with its whole timeline, for `catalog export`.
public struct ExportedBaseline: Sendable {
  public var profile: String
  public var profileRulesVersion: Int
  public var timeline: Timeline
  public var timelineHash: String
  public var acceptedBy: String
  public var acceptedAt: Date
  public var catalogVersion: String

  /// The baseline as an input to accept it again for `scenario`, in another catalog.
  public func input(scenario: String) -> BaselineInput {
    BaselineInput(
      scenario: scenario, profile: profile, profileRulesVersion: profileRulesVersion,
      timeline: .timeline(HashedTimeline(timeline, digest: timelineHash)), acceptedBy: acceptedBy,
      acceptedAt: acceptedAt, catalogVersion: catalogVersion)
  }
}
