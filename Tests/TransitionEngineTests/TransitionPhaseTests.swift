import CatalogModel
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Issue 25 item 1: a transition's phases are typed and move forward only, and every transition
/// finishes in one place (`Replay.didFinish(_:didComplete:)`).
@Suite(.tags(.small))
struct TransitionPhaseTests {
  /// After a run that UIKit did not stop, every transition of every fixture has finished and
  /// nothing is left completing; a gesture transition let go with `cancel()` finished cancelled.
  @Test(arguments: FixtureInvariantTests.fixtureFiles)
  func everyTransitionOfEveryFixtureFinishes(file: String) throws {
    let scenario = try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent(file).path).scenario
    for profile in EngineProfile.all {
      guard TransitionEngine(profile: profile).diagnostics(for: scenario).isEmpty else { continue }
      var replay = Replay(scenario: scenario, profile: profile)
      let timeline = replay.run()
      guard timeline.events.last?.kind != .exception else { continue }
      #expect(replay.completing.isEmpty, "\(file) under \(profile.name)")
      for (position, transition) in replay.transitions.enumerated() {
        let cancelled = transition.gesture?.release == .cancel
        #expect(
          transition.phase == .finished(didComplete: !cancelled),
          "\(file) under \(profile.name): transition \(position) is \(transition.phase)")
      }
    }
  }

  @Test func onlyCompletingAndFinishedCountAsCompleted() {
    #expect(!TransitionPhase.requested.hasCompleted)
    #expect(!TransitionPhase.started.hasCompleted)
    #expect(!TransitionPhase.cancelled.hasCompleted)
    #expect(TransitionPhase.completing(didComplete: false).hasCompleted)
    #expect(TransitionPhase.finished(didComplete: true).hasCompleted)
  }
}
