import CatalogModel
import CatalogStorage
import Dispatch
import Foundation
import TransitionEngine

/// Replays stored scenarios under several profiles on every core.
///
/// Each worker takes the next scenario, loads it once (compiled form, else source) and replays it
/// under every profile, hashing each timeline as it goes; outcomes come back in input order,
/// scenario by scenario, profile by profile.
public enum StoredReplay {
  /// Called from worker threads with (finished scenarios, all scenarios).
  public typealias Progress = @Sendable (Int, Int) -> Void

  public static func run(
    _ scenarios: [ReplayableScenario], profiles: [EngineProfile],
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: Progress? = nil
  ) -> [ReplayOutcome] {
    let engines = profiles.map(TransitionEngine.init(profile:))
    let results = ResultSlots<[ReplayOutcome]>(count: scenarios.count)
    let next = Counter()
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, scenarios.count))) { _ in
      while true {
        let index = next.increment() - 1
        guard index < scenarios.count else { return }
        results[index] = replay(scenarios[index], engines: engines)
        let finished = done.increment()
        progress?(finished, scenarios.count)
      }
    }
    return results.values.flatMap { $0 ?? [] }
  }

  /// One scenario under every engine.
  static func replay(_ stored: ReplayableScenario, engines: [TransitionEngine]) -> [ReplayOutcome] {
    let loadStart = DispatchTime.now().uptimeNanoseconds
    let scenario: Scenario
    do {
      scenario = try stored.load()
    } catch {
      let elapsed = Int((DispatchTime.now().uptimeNanoseconds - loadStart) / 1000)
      return engines.map { engine in
        ReplayOutcome(
          scenario: stored, profile: engine.profile, status: .invalid(ScenarioFileErrorText(text: error.description)),
          timeline: nil, timelineHash: nil, startedAt: Date(), durationMicroseconds: elapsed)
      }
    }
    return engines.map { engine in
      let startedAt = Date()
      let start = DispatchTime.now().uptimeNanoseconds
      let problems = engine.diagnostics(for: scenario)
      guard problems.isEmpty else {
        return ReplayOutcome(
          scenario: stored, profile: engine.profile, status: .unsupported(problems), timeline: nil,
          timelineHash: nil, startedAt: startedAt,
          durationMicroseconds: Int((DispatchTime.now().uptimeNanoseconds - start) / 1000))
      }
      let timeline = engine.run(scenario)
      let hash = TimelineDigest.sha256(of: timeline)
      let status: ReplayOutcome.Status = timeline.events.last?.kind == .exception ? .exception : .ok
      return ReplayOutcome(
        scenario: stored, profile: engine.profile, status: status, timeline: timeline, timelineHash: hash,
        startedAt: startedAt, durationMicroseconds: Int((DispatchTime.now().uptimeNanoseconds - start) / 1000))
    }
  }
}

/// A counter shared by worker threads.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Adds one and returns the new value.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// Slots written by worker threads, each slot by exactly one worker, read after they all finish.
final class ResultSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value?]

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  subscript(index: Int) -> Value? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storage[index]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      storage[index] = newValue
    }
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
