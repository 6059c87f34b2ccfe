import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

@testable import CatalogRunner

/// A replay told the baselines it is compared with lets go of a timeline equal to its baseline's
/// on the worker thread, and keeps every other one.
@Suite(.tags(.medium))
struct ReplayAgainstBaselinesTests {
  /// A baseline of `digest`, as a report would describe it.
  private func baseline(_ digest: String, _ profile: EngineProfile) -> Baseline {
    Baseline(
      scenario: "s", profile: .known(profile), digest: digest, acceptedBy: "test", acceptedAt: "",
      catalogVersion: "test", rulesVersion: profile.rulesVersion)
  }

  @Test func aTimelineEqualToItsBaselineIsLetGoAndEveryOtherIsKept() throws {
    // Given two stored scenarios, and their timelines under three profiles replayed without baselines
    let catalog = try TemporaryCatalog()
    try catalog.add(["dimming-presentation", "present-from-view-did-appear"])
    let stored = try catalog.location.openForReading().replayableScenarios()
    let profiles: [EngineProfile] = [.uikit8, .uikit13, .uikit17]
    let plain = StoredReplay.run(stored, profiles: profiles, workers: 2)
    let digests = plain.map { $0.timeline?.digest }
    try #require(digests.count == 6 && digests.allSatisfy { $0 != nil })

    // When they replay again, each told its baselines: the first profile's is the same timeline,
    // the second's another timeline, the third has none
    let jobs = try stored.enumerated().map { index, scenario in
      var job = StoredReplay.Job(scenario, profiles: profiles)
      let first = index * profiles.count
      job.baselines = [
        baseline(try #require(digests[first]), .uikit8),
        baseline(String(repeating: "0", count: 64), .uikit13),
        nil,
      ]
      return job
    }
    let outcomes = StoredReplay.run(jobs, workers: 2)

    // Then the outcomes come back in order, and only those equal to their baseline let go of
    // the timeline, keeping its length
    try #require(outcomes.count == plain.count)
    #expect(outcomes.map(\.origin.name) == plain.map(\.origin.name))
    #expect(outcomes.map(\.profile.name) == plain.map(\.profile.name))
    for index in outcomes.indices {
      let outcome = outcomes[index]
      if index % profiles.count == 0 {
        #expect(outcome.timeline == nil)
        #expect(outcome.matchedBaselineEventCount == plain[index].timeline?.timeline.count)
        #expect(outcome.runInput().timeline == nil)
      } else {
        #expect(outcome.timeline?.digest == digests[index])
        #expect(outcome.matchedBaselineEventCount == nil)
      }
      #expect(outcome.status.recorded == plain[index].status.recorded)
    }
  }
}
