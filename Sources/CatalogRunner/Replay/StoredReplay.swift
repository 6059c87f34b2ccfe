import CatalogModel
import CatalogStorage
import Dispatch
import Foundation
import ScenarioFile
import TransitionEngine

/// Replays stored scenarios under several profiles on every core.
///
/// Each worker takes the next scenario, loads it once (compiled form, else source) and replays it
/// under every profile, hashing each timeline as it goes; outcomes come back in input order,
/// scenario by scenario, profile by profile.
package enum StoredReplay {
  /// Called from worker threads with (finished scenarios, all scenarios).
  package typealias Progress = @Sendable (Int, Int) -> Void

  /// One scenario and the profiles to replay it under.
  package struct Job: Sendable {
    /// Where the scenario comes from: a stored revision, or one already loaded from a file.
    package enum Source: Sendable {
      case stored(ReplayableScenario)
      // Boxed: a stored check holds thousands of jobs, and a `Scenario` inline would make each
      // of them as large as one.
      indirect case loaded(Scenario, fileName: String)
    }

    package var source: Source
    package var profiles: [EngineProfile]
    /// The baseline each profile's timeline is compared with, in `profiles`' order, when the
    /// caller has them (a stored check). A timeline equal to its baseline's is let go on the
    /// worker thread that hashed it: its outcome keeps only its length
    /// (`ReplayOutcome.matchedBaselineEventCount`).
    package var baselines: [Baseline?] = []

    package init(_ scenario: ReplayableScenario, profiles: [EngineProfile]) {
      self.source = .stored(scenario)
      self.profiles = profiles
    }

    package init(_ scenario: Scenario, fileName: String, profiles: [EngineProfile]) {
      self.source = .loaded(scenario, fileName: fileName)
      self.profiles = profiles
    }

    /// The scenario's name.
    package var name: String {
      switch source {
      case .stored(let stored): stored.name
      case .loaded(let scenario, _): scenario.name
      }
    }
  }

  /// Every scenario under the same profiles.
  package static func run(
    _ scenarios: [ReplayableScenario], profiles: [EngineProfile], catalog: CatalogDatabase? = nil,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: Progress? = nil
  ) -> [ReplayOutcome] {
    run(scenarios.map { Job($0, profiles: profiles) }, catalog: catalog, workers: workers, progress: progress)
  }

  /// Each job's scenario under its own profiles; `catalog` supplies sources not read with them.
  package static func run(
    _ jobs: [Job], catalog: CatalogDatabase? = nil, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: Progress? = nil
  ) -> [ReplayOutcome] {
    var engines: [String: TransitionEngine] = [:]
    for job in jobs {
      for profile in job.profiles where engines[profile.name] == nil {
        engines[profile.name] = TransitionEngine(profile: profile)
      }
    }
    let allEngines = engines
    // Each job's outcomes go straight into their places in one list, from `firstOutcome[job]`:
    // an array per job, made on one worker and freed on another thread, made the threads wait
    // for each other's allocator arenas (glibc locks a block's arena to free it).
    var outcomeCount = 0
    let firstOutcome = jobs.map { job in
      defer { outcomeCount += job.profiles.count }
      return outcomeCount
    }
    let results = ResultSlots<ReplayOutcome>(count: outcomeCount)
    let next = Counter()
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, jobs.count))) { _ in
      while true {
        let index = next.increment() - 1
        guard index < jobs.count else { return }
        let job = jobs[index]
        let first = firstOutcome[index]
        replay(job, engines: job.profiles.compactMap { allEngines[$0.name] }, catalog: catalog) { offset, outcome in
          results[first + offset] = outcome
        }
        let finished = done.increment()
        progress?(finished, jobs.count)
      }
    }
    return results.values.compactMap { $0 }
  }

  /// One job's scenario under each of its engines: `emit` receives each engine's index and outcome.
  /// The engines are the job's profiles', in order, so that `job.baselines[index]` is the baseline
  /// of engine `index` (a baseline of another profile is never taken for it).
  static func replay(
    _ job: Job, engines: [TransitionEngine], catalog: CatalogDatabase?, _ emit: (Int, ReplayOutcome) -> Void
  ) {
    let origin: ReplayOutcome.Origin
    let loadStart = DispatchTime.now().uptimeNanoseconds
    let scenario: Scenario
    switch job.source {
    case .loaded(let loaded, let fileName):
      origin = ReplayOutcome.Origin(
        name: loaded.name, fileName: fileName, reference: .name(loaded.name), revision: nil)
      scenario = loaded
    case .stored(let stored):
      origin = ReplayOutcome.Origin(
        name: stored.name, fileName: stored.fileName,
        reference: .known(name: stored.name, scenario: stored.scenarioID, revision: stored.revisionID),
        revision: stored.revision)
      do {
        scenario = try stored.load(from: catalog)
      } catch {
        let elapsed = Int((DispatchTime.now().uptimeNanoseconds - loadStart) / 1000)
        for (index, engine) in engines.enumerated() {
          emit(
            index,
            ReplayOutcome(
              origin: origin, profile: engine.profile,
              status: .invalid(ScenarioFileErrorText(text: error.description)), timeline: nil, startedAt: Date(),
              durationMicroseconds: elapsed))
        }
        return
      }
    }
    for (index, engine) in engines.enumerated() {
      emit(index, outcome(of: scenario, under: engine, at: index))
    }

    /// The replay under `engine`, the job's `index`th.
    func outcome(of scenario: Scenario, under engine: TransitionEngine, at index: Int) -> ReplayOutcome {
      let startedAt = Date()
      let start = DispatchTime.now().uptimeNanoseconds
      /// Microseconds since `start`, held in `Int`'s range.
      func elapsed() -> Int {
        let now = DispatchTime.now().uptimeNanoseconds
        return now > start ? Int(clamping: (now - start) / 1000) : 0
      }
      let problems = engine.diagnostics(for: scenario)
      guard problems.isEmpty else {
        return ReplayOutcome(
          origin: origin, profile: engine.profile, status: .unsupported(problems), timeline: nil,
          startedAt: startedAt,
          durationMicroseconds: elapsed())
      }
      let replayed: Timeline
      let warnings: [ScenarioDiagnostic]
      do throws(EventLimitExceeded) {
        (replayed, warnings) = try engine.runReportingWarnings(scenario)
      } catch {
        // Past the event limit (Docs/scenario-format.md "Limits"): invalid, as a file would be.
        return ReplayOutcome(
          origin: origin, profile: engine.profile,
          status: .invalid(
            ScenarioFileErrorText(
              text: ScenarioFileError(path: origin.fileName, diagnostics: [error.diagnostic]).description)),
          timeline: nil, startedAt: startedAt,
          durationMicroseconds: elapsed())
      }
      let timeline = HashedTimeline(replayed)
      let status: ReplayOutcome.Status = timeline.timeline.events.last?.kind == .exception ? .exception : .ok
      var outcome = ReplayOutcome(
        origin: origin, profile: engine.profile, status: status, timeline: timeline, warnings: warnings,
        startedAt: startedAt, durationMicroseconds: elapsed(),
        facts: FactVerdict.verdicts(scenario, profile: engine.profile.name, timeline: timeline.timeline))
      // Freed here rather than by the thread that judges: glibc's allocator locks the arena of
      // the thread that allocated a block to free it, and a timeline freed on the judging thread
      // made the workers wait for their own arenas (perf, futex waits in `malloc`).
      if index < job.baselines.count, let baseline = job.baselines[index], baseline.profile.name == engine.profile.name,
        baseline.hasDigest(timeline.digest)
      {
        outcome.timeline = nil
        outcome.matchedBaselineEventCount = timeline.timeline.count
      }
      return outcome
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
