import CatalogStorage
import Foundation

/// `catalog show NAME`: a scenario's source (the latest revision, or one asked for), its
/// revisions, its recent runs under each profile, and its current baselines.
///
/// A removed scenario is shown too (its history stays in the catalog), marked as removed.
///
/// For example:
/// ```swift
/// let report = try ShowScenario(name: "dimming-presentation").run(at: location)
/// print(report.revision.source)
/// ```
public struct ShowScenario: Sendable {
  public var name: String
  /// The revision whose source to show; the latest when nil.
  public var revision: Int?
  /// How many recent runs to show per profile.
  public var runsPerProfile: Int

  public init(name: String, revision: Int? = nil, runsPerProfile: Int = 5) {
    self.name = name
    self.revision = revision
    self.runsPerProfile = runsPerProfile
  }

  /// Everything `show` prints about a scenario.
  public struct Report: Sendable {
    /// The scenario with every revision, oldest first.
    public var scenario: StoredScenario
    /// The revision whose source is shown.
    public var revision: StoredRevision
    /// The most recent runs under each profile the scenario ran under, newest first; profiles
    /// oldest era first.
    public var runs: [(profile: String, runs: [StoredRun])]
    /// The current baselines; profiles oldest era first.
    public var baselines: [StoredBaseline]
  }

  /// Reads the scenario from the catalog at `location`, which must exist.
  ///
  /// - Throws: `RunnerError.noCatalog`, `.unknownScenarios` with the nearest name, or
  ///   `.invalidInput` for a revision the scenario does not have.
  public func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    try run(in: try location.openForReading())
  }

  /// Reads the scenario from `catalog`.
  public func run(in catalog: CatalogDatabase) throws(RunnerError) -> Report {
    guard let scenario = try StoreCall.run(catalog, { try catalog.scenario(named: name) }) else {
      let known = try StoreCall.run(catalog) { try catalog.scenarioNames(includeRemoved: true) }
      throw .unknownScenarios([name], among: known)
    }
    let shown: StoredRevision
    if let revision {
      guard let found = scenario.revisions.first(where: { $0.number == revision }) else {
        let count = scenario.revisions.count
        throw .invalidInput(
          "scenario '\(name)' has \(count == 1 ? "only revision 1" : "revisions 1 to \(count)"); there is no revision \(revision)"
        )
      }
      shown = found
    } else {
      guard let latest = scenario.latest else {
        throw .storage(.invalidInput("scenario '\(name)' has no revision in the catalog"))
      }
      shown = latest
    }
    let limit = runsPerProfile
    let runs = try StoreCall.run(catalog) {
      let latest = try catalog.latestRuns(scenario: name, includeRemoved: true)
        .sorted { ProfileOrder.precedes($0.profile, $1.profile) }
      return try latest.map { run in
        (run.profile, try catalog.runs(scenario: name, profile: run.profile, limit: limit))
      }
    }
    let baselines = try StoreCall.run(catalog) { try catalog.currentBaselines(scenario: name) }
      .sorted { ProfileOrder.precedes($0.profile, $1.profile) }
    return Report(scenario: scenario, revision: shown, runs: runs, baselines: baselines)
  }
}
