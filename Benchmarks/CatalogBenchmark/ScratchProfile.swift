import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

enum ScratchProfile {
  static func run() {
    let files = SyntheticScenarios.generate(count: 1000, size: .small)
    let scenarios = files.compactMap { try? ScenarioFile.parse($0.yaml, path: $0.name + ".yaml").scenario }
    let blobs = scenarios.map { $0.compiled() }
    let engine = TransitionEngine(profile: .newest)
    var sink = 0
    let decode = Measure.seconds { for blob in blobs { sink &+= Scenario(compiled: blob)?.steps.count ?? 0 } }
    print("decoded: \(blobs.filter { Scenario(compiled: $0) != nil }.count) of \(blobs.count); equal: \(zip(blobs, scenarios).filter { Scenario(compiled: $0.0) == $0.1 }.count)")
    let diag = Measure.seconds { for s in scenarios { sink &+= engine.diagnostics(for: s).count } }
    var timelines: [Timeline] = []
    let replay = Measure.seconds { for s in scenarios { timelines.append(engine.run(s)) } }
    let render = Measure.seconds { for t in timelines { sink &+= t.canonicalText().utf8.count } }
    let hash = Measure.seconds { for t in timelines { sink &+= TimelineDigest.sha256(of: t).count } }
    let events = timelines.reduce(0) { $0 + $1.count }
    print("1000 scenarios, \(events) events: decode \(Int(decode*1000)) ms, diagnostics \(Int(diag*1000)) ms, replay \(Int(replay*1000)) ms, render \(Int(render*1000)) ms, render+sha \(Int(hash*1000)) ms (\(sink))")
  }
}

import CatalogRunner

enum ScratchProfile2 {
  static func run() {
    let files = SyntheticScenarios.generate(count: 2000, size: .small)
    let stored = files.enumerated().compactMap { index, file -> ReplayableScenario? in
      guard let scenario = try? ScenarioFile.parse(file.yaml, path: file.name + ".yaml").scenario else { return nil }
      return ReplayableScenario(
        scenarioID: ScenarioID(rawValue: Int64(index)), name: file.name, revisionID: RevisionID(rawValue: Int64(index)),
        revision: 1, fileName: file.name, sourceFormat: .yaml, source: file.yaml, compiled: scenario.compiled())
    }
    for workers in [1, 2] {
      let seconds = Measure.seconds { _ = StoredReplay.run(stored, profiles: [.newest], workers: workers) }
      print("StoredReplay of 2000 with \(workers) workers: \(Int(seconds * 1000)) ms")
    }
  }
}

enum ScratchProfile3 {
  final class Box: @unchecked Sendable { var timelines: [Timeline] = [] ; var scenarios: [Scenario] = [] }
  static func run() {
    let files = SyntheticScenarios.generate(count: 2000, size: .small)
    let box = Box()
    box.scenarios = files.compactMap { try? ScenarioFile.parse($0.yaml, path: $0.name + ".yaml").scenario }
    let engine = TransitionEngine(profile: .newest)
    box.timelines = box.scenarios.map { engine.run($0) }
    for threads in [1, 2] {
      let per = box.scenarios.count / threads
      let e = Measure.seconds {
        DispatchQueue.concurrentPerform(iterations: threads) { t in
          let local = TransitionEngine(profile: .newest)
          for i in (t * per)..<((t + 1) * per) { _ = local.run(box.scenarios[i]) }
        }
      }
      let r = Measure.seconds {
        DispatchQueue.concurrentPerform(iterations: threads) { t in
          for i in (t * per)..<((t + 1) * per) { _ = box.timelines[i].canonicalText() }
        }
      }
      let h = Measure.seconds {
        DispatchQueue.concurrentPerform(iterations: threads) { t in
          for i in (t * per)..<((t + 1) * per) { _ = TimelineDigest.sha256(ofCanonicalText: "abc\(i)" + String(repeating: "x", count: 7000)) }
        }
      }
      print("\(threads) threads: engine \(Int(e * 1000)) ms, render \(Int(r * 1000)) ms, sha of 7 KB \(Int(h * 1000)) ms")
    }
  }
}
