import CatalogModel
import Foundation

/// One run to record: a scenario replayed under a profile, and the timeline it produced.
///
/// The timeline travels with its digest (computed on the worker thread that replayed it), so the
/// write transaction does no hashing.
///
/// For example:
/// ```swift
/// let run = RunInput(
///   scenario: "dimming-presentation", profile: "uikit-13", profileRulesVersion: 1,
///   catalogVersion: "0.1.0", startedAt: start, durationMicroseconds: 420, status: .ok,
///   timeline: HashedTimeline(timeline))
/// ```
package struct RunInput: Sendable {
  package var scenario: ScenarioReference
  package var profile: String
  /// The version of the profile's behaviour rules the engine ran.
  package var profileRulesVersion: Int
  /// The catalog version that ran it, `0.1.0`.
  package var catalogVersion: String
  package var startedAt: Date
  package var durationMicroseconds: Int64
  package var status: RunStatus
  /// Why the run failed, when it did.
  package var message: String?
  /// The timeline with its digest, or nil when the run produced none (or `storedTimeline` names
  /// it).
  package var timeline: HashedTimeline?
  /// A timeline the catalog already stores, when the run's events were let go: a check keeps only
  /// the digest of a replay equal to its baseline. Used when `timeline` is nil.
  package var storedTimeline: StoredTimelineReference?

  /// The digest of the run's timeline, whichever way it is given.
  package var timelineDigest: String? { timeline?.digest ?? storedTimeline?.digest }

  /// The length of the run's timeline, whichever way it is given (0 without one).
  package var eventCount: Int { timeline?.timeline.count ?? storedTimeline?.eventCount ?? 0 }

  package init(
    scenario: ScenarioReference, profile: String, profileRulesVersion: Int, catalogVersion: String,
    startedAt: Date, durationMicroseconds: Int64, status: RunStatus, message: String? = nil,
    timeline: HashedTimeline?, storedTimeline: StoredTimelineReference? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.profileRulesVersion = profileRulesVersion
    self.catalogVersion = catalogVersion
    self.startedAt = startedAt
    self.durationMicroseconds = durationMicroseconds
    self.status = status
    self.message = message
    self.timeline = timeline
    self.storedTimeline = storedTimeline
  }
}
