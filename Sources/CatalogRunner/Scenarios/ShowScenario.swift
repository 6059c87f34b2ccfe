import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

/// `catalog show NAME`: a scenario's source (the latest revision, or one asked for), its
/// revisions, its recent runs under each profile, its current baselines, and its device
/// recordings.
///
/// A removed scenario is shown too (its history stays in the catalog), marked as removed.
///
/// For example:
/// ```swift
/// let report = try ShowScenario(name: "dimming-presentation").run(at: location)
/// print(report.revision.source)
/// ```
package struct ShowScenario: CatalogOperation, Sendable {
  package var name: String
  /// The revision whose source to show; the latest when nil.
  package var revision: Int?
  /// How many recent runs to show per profile.
  package var runsPerProfile: Int

  package init(name: String, revision: Int? = nil, runsPerProfile: Int = 5) {
    self.name = name
    self.revision = revision
    self.runsPerProfile = runsPerProfile
  }

  /// Everything `show` prints about a scenario.
  package struct Report: Sendable {
    /// The scenario with every revision, oldest first.
    package var scenario: StoredScenario
    /// The revision whose source is shown.
    package var revision: StoredRevision
    /// The most recent runs under each profile the scenario ran under, newest first; profiles
    /// oldest era first.
    package var runs: [(profile: String, runs: [StoredRun])]
    /// The current baselines; profiles oldest era first.
    package var baselines: [StoredBaseline]
    /// The current device recordings, by number (Docs/recordings.md).
    package var recordings: [StoredRecording] = []
    /// The shown revision's `source:`, the public source it reproduces (nil without one).
    package var publicSource: ScenarioSource?
    /// The shown revision's `expect:` facts.
    package var facts: [ScenarioFact] = []
  }

  /// Reads the scenario from the catalog, which must exist.
  package var access: CatalogAccess { .read }

  /// Reads the scenario from `catalog`.
  ///
  /// - Throws: `RunnerError.unknownScenarios` with the nearest name, or `.invalidInput` for a
  ///   revision the scenario does not have.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    guard let scenario = try catalog.scenario(named: name) else {
      let known = try catalog.scenarioNames(includeRemoved: true)
      throw RunnerError.unknownScenarios([name], among: known)
    }
    let shown: StoredRevision
    if let revision {
      guard let found = scenario.revisions.first(where: { $0.number == revision }) else {
        let count = scenario.revisions.count
        throw RunnerError.invalidInput(
          "scenario '\(name)' has \(count == 1 ? "only revision 1" : "revisions 1 to \(count)"); there is no revision \(revision)"
        )
      }
      shown = found
    } else {
      guard let latest = scenario.latest else {
        throw RunnerError.storage(.invalidInput("scenario '\(name)' has no revision in the catalog"))
      }
      shown = latest
    }
    let limit = runsPerProfile
    let latest = try catalog.latestRuns(scenario: name, includeRemoved: true)
      .sorted { ProfileReference.precedes($0.profile, $1.profile) }
    let runs = try latest.map { run in
      (run.profile, try catalog.runs(scenario: name, profile: run.profile, limit: limit))
    }
    let baselines = try catalog.currentBaselines(scenario: name)
      .sorted { ProfileReference.precedes($0.profile, $1.profile) }
    // A removed scenario keeps its recordings (hidden everywhere else): say how many.
    let recordings = try catalog.recordings(scenario: name, includingRemovedScenarios: true)
    // The revision's source says what it reproduces and what it expects; a source that no longer
    // reads (made by a catalog whose format differed) shows without them.
    let parsed = try? ScenarioFile.parse(shown.source, path: shown.fileName).scenario
    return Report(
      scenario: scenario, revision: shown, runs: runs, baselines: baselines, recordings: recordings,
      publicSource: parsed?.source, facts: parsed?.facts ?? [])
  }
}
