import CatalogDiff
import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// Issue 5 item 6: `catalog diff` of two generated 100,000-event timelines with 1% of events
/// changed. Goal: under 100 ms, and faster than GNU `diff` on their canonical text, measured side
/// by side in the same run.
enum DiffBenchmark {
  static let eventCount = 100_000
  static let goal = 0.100

  static func run() {
    let base = generatedTimeline()
    let (changed, positions) = changedCopy(of: base)
    print(
      "diff: two timelines of \(Measure.grouped(Double(eventCount))) events (from the engine), \(positions.count) events changed at scattered positions"
    )
    measure(base, changed)
  }

  /// `base` with 1% of its events changed at scattered positions, and those positions.
  static func changedCopy(of base: Timeline) -> (Timeline, [Int]) {
    var changed = base
    var random = SyntheticScenarios.Random(state: 7)
    var positions: [Int] = []
    // 1% of the events, scattered: a flipped flag, a shifted time or another member.
    for block in stride(from: 0, to: eventCount, by: 100) {
      let index = block + random.below(100)
      positions.append(index)
      var event = changed.events[index]
      switch positions.count % 3 {
      case 0:
        event.time = event.time + VirtualTime(milliseconds: 17)
      case 1:
        event.call = Member.viewDidLoad.internedName
        event.kind = .lifecycle
        event.args = Arguments()
        event.result = nil
      default:
        event.args = Arguments(.bool(true), .string(changed.intern("changed")))
      }
      changed.events[index] = event
    }
    return (changed, positions)
  }

  static func measure(_ base: Timeline, _ changed: Timeline) {
    let timing = DiffTiming.measure(base, changed, iterations: 10)
    let inProcess = Double(timing.best.components.attoseconds) / 1e18 + Double(timing.best.components.seconds)
    print(
      "  in process (TimelineDiff.compute, best of 10): \(String(format: "%.1f", inProcess * 1000)) ms — \(timing.summary); "
        + "goal < \(Int(goal * 1000)) ms: \(Measure.verdict(inProcess, atMost: goal))")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-diff-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // CATALOG_BENCHMARK_KEEP=1 keeps the two files, to compare them by hand.
    let keep = ProcessInfo.processInfo.environment["CATALOG_BENCHMARK_KEEP"] == "1"
    defer {
      if keep {
        print("  kept \(folder.path)/left.timeline and right.timeline")
      } else {
        try? FileManager.default.removeItem(at: folder)
      }
    }
    let left = folder.appendingPathComponent("left.timeline").path
    let right = folder.appendingPathComponent("right.timeline").path
    do {
      try base.canonicalText().write(toFile: left, atomically: true, encoding: .utf8)
      try changed.canonicalText().write(toFile: right, atomically: true, encoding: .utf8)
    } catch {
      fatalError("cannot write the benchmark's timelines: \(error)")
    }
    let gnu = best(of: 5) { Subprocess.run("/usr/bin/diff", [left, right]) }
    print("  GNU diff on the canonical text (wall, best of 5): \(String(format: "%.1f", gnu * 1000)) ms")
    print(
      "  in process vs GNU diff: \(String(format: "%.1f", gnu / inProcess))× "
        + (inProcess < gnu ? "faster: met" : "slower: MISSED"))

    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "catalog"
    ).path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("  'catalog diff': skipped ('\(binary)' is not built; 'swift build -c release' builds it)")
      return
    }
    let command = best(of: 5) { Subprocess.run(binary, ["diff", left, right]) }
    print(
      "  'catalog diff left.timeline right.timeline' (wall, best of 5, reading and parsing both files): "
        + "\(String(format: "%.1f", command * 1000)) ms; vs GNU diff: \(String(format: "%.1f", gnu / command))× "
        + (command < gnu ? "faster" : "slower")
        + "; goal < \(Int(goal * 1000)) ms: \(Measure.verdict(command, atMost: goal))")
  }

  static func best(of count: Int, _ body: () -> Int32) -> Double {
    var best = Double.infinity
    for _ in 0..<count { best = min(best, Measure.seconds { _ = body() }) }
    return best
  }

  /// Engine timelines of the large synthetic scenarios, laid end to end until `eventCount`.
  static func generatedTimeline() -> Timeline {
    var result = Timeline()
    var offset = VirtualTime.zero
    let engine = TransitionEngine(profile: .newest)
    for file in SyntheticScenarios.generate(count: 400) {
      guard let scenario = try? ScenarioFile.parse(file.yaml, path: file.name + ".yaml").scenario else { continue }
      let timeline = engine.run(scenario)
      for event in timeline.events {
        guard result.count < eventCount else { return result }
        var copy = event
        copy.time = event.time + offset
        copy.receiver = result.intern(timeline.string(event.receiver))
        copy.call = result.intern(timeline.string(event.call))
        copy.args = Arguments(contentsOf: event.args.map { move($0, from: timeline, into: &result) })
        copy.result = event.result.map { move($0, from: timeline, into: &result) }
        result.events.append(copy)
      }
      offset = offset + (timeline.events.last?.time ?? .zero) + VirtualTime(milliseconds: 1000)
    }
    return result
  }

  static func move(_ value: Value, from timeline: Timeline, into result: inout Timeline) -> Value {
    switch value {
    case .string(let name): .string(result.intern(timeline.string(name)))
    case .rect(let index): result.value(timeline.rects[Int(index)])
    default: value
    }
  }
}
