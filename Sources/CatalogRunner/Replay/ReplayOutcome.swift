import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// The replay of one stored scenario under one profile.
package struct ReplayOutcome: Sendable {
  package enum Status: Sendable {
    /// A timeline, ending normally.
    case ok
    /// A timeline that ends with UIKit raising (section 9): the scenario's own business, not a failure of the run.
    case exception
    /// The profile lacks something the scenario uses (the diagnostics say what); no timeline.
    case unsupported([ScenarioDiagnostic])
    /// The stored scenario no longer reads as a valid scenario; no timeline.
    case invalid(ScenarioFileErrorText)

    /// The status as the store records it.
    package var recorded: RunStatus {
      switch self {
      case .ok: .ok
      case .exception: .exception
      case .unsupported: .unsupported
      case .invalid: .invalid
      }
    }

    /// Why there is no timeline, if there is none.
    package var message: String? {
      switch self {
      case .ok, .exception: nil
      case .unsupported(let problems): ScenarioDiagnostic.distinctMessages(problems)
      case .invalid(let error): error.text
      }
    }
  }

  /// The scenario replayed and where it came from, as the run record names it.
  package struct Origin: Sendable {
    package var name: String
    package var fileName: String
    /// How the store finds the revision: by id for a stored scenario, by name for one imported in
    /// the same transaction.
    package var reference: ScenarioReference
    /// The revision number, when the scenario came from the store.
    package var revision: Int?

    /// The stored revision's id, when the scenario came from the store.
    package var revisionID: RevisionID? {
      guard case .known(_, _, let revision) = reference else { return nil }
      return revision
    }
  }

  package var origin: Origin
  package var profile: EngineProfile
  package var status: Status
  /// The timeline with its digest, hashed on the worker thread that replayed it; nil when there
  /// is none, or when it was its baseline's and let go (`matchedBaselineEventCount`).
  package var timeline: HashedTimeline?
  /// The length of the timeline when it was the timeline of the baseline the job named
  /// (`StoredReplay.Job.baselines`), which the worker then let go: its digest is the baseline's.
  package var matchedBaselineEventCount: Int?
  /// The authoring warnings of the replay (rule 15.6): what the scenario declares that never takes
  /// effect under this profile. Never part of the timeline.
  package var warnings: [ScenarioDiagnostic] = []
  package var startedAt: Date
  package var durationMicroseconds: Int
  /// The scenario's `expect:` facts that apply under the profile, evaluated on the timeline.
  package var facts: [FactVerdict] = []

  /// The store's record of this replay.
  package func runInput() -> RunInput {
    RunInput(
      scenario: origin.reference, profile: profile.name, profileRulesVersion: profile.rulesVersion,
      catalogVersion: CatalogVersion.current, startedAt: startedAt,
      durationMicroseconds: Int64(durationMicroseconds), status: status.recorded, message: status.message,
      timeline: timeline)
  }
}

/// A scenario file error as text (the error itself is not needed past the replay).
package struct ScenarioFileErrorText: Sendable {
  package var text: String
}
