import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// Issue 2 item 7: engine throughput, single-threaded, on a large synthetic scenario set.
/// Goal: at least 3,000,000 events/s on one core in a release build.
enum EngineBenchmark {
  static let goal = 3_000_000.0

  static func run() {
    let files = SyntheticScenarios.generate(count: 1_000)
    var scenarios: [Scenario] = []
    let parsing = Measure.seconds {
      for file in files {
        do {
          scenarios.append(try ScenarioFile.parse(file.yaml, path: file.name + ".yaml").scenario)
        } catch {
          print("engine: the generated scenario '\(file.name)' is invalid:\n\(error)")
          exit(3)
        }
      }
    }
    let bytes = files.reduce(0) { $0 + $1.yaml.utf8.count }
    print(
      "parse: \(files.count) files, \(bytes / files.count) bytes each, in \(String(format: "%.0f", parsing * 1000)) ms (\(String(format: "%.0f", parsing / Double(files.count) * 1e6)) µs per file; not part of the engine figure)"
    )
    print(
      "engine: \(scenarios.count) synthetic scenarios (deep hierarchies, every style, custom PCs, interactive, adaptive, stacks, segues)"
    )
    for profile in [EngineProfile.uikit8, .uikit17] {
      let engine = TransitionEngine(profile: profile)
      var events = 0
      for scenario in scenarios { events += engine.run(scenario).count }  // warm-up
      var passes = 0
      var totalEvents = 0
      let elapsed = Measure.seconds {
        let start = DispatchTime.now().uptimeNanoseconds
        repeat {
          for scenario in scenarios { totalEvents += engine.run(scenario).count }
          passes += 1
        } while DispatchTime.now().uptimeNanoseconds - start < 2_000_000_000 || passes < 3
      }
      let eventsPerSecond = Double(totalEvents) / elapsed
      let scenariosPerSecond = Double(passes * scenarios.count) / elapsed
      print(
        "  \(profile.name): \(Measure.grouped(eventsPerSecond)) events/s, \(Measure.grouped(scenariosPerSecond)) scenarios/s "
          + "(\(events / scenarios.count) events per scenario, \(passes) passes, 1 thread); "
          + "goal >= \(Measure.grouped(goal)) events/s: \(Measure.verdict(eventsPerSecond, atLeast: goal))")
    }
  }
}
