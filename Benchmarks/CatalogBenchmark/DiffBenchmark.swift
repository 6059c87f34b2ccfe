import CatalogDiff
import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog diff` of two generated timelines with 1% of events changed, at 100,000 and
/// 1,000,000 events.
///
/// Issue 14 goal 3: end to end (reading and parsing both files, diffing, printing the unified
/// diff) faster than GNU `diff -u` on the same files, with peak memory at most GNU diff's, both
/// measured in the same run; and the diff step itself growing no faster than n log n from one
/// size to the other. Issue 5's goal (the 100,000-event diff under 100 ms) is printed too.
enum DiffBenchmark {
  static let sizes = [100_000, 1_000_000]
  static let goal = 0.100

  static func run() {
    var steps: [(size: Int, seconds: Double)] = []
    for size in sizes {
      steps.append((size, run(eventCount: size)))
    }
    if let small = steps.first, let large = steps.last, small.size != large.size {
      let growth = large.seconds / small.seconds
      let n = Double(large.size) / Double(small.size)
      let nLogN = n * log(Double(large.size)) / log(Double(small.size))
      print(
        "diff step (two timeline files) growth from \(Measure.grouped(Double(small.size))) to \(Measure.grouped(Double(large.size))) events: "
          + "\(String(format: "%.1f", growth))× (n log n: \(String(format: "%.1f", nLogN))×); goal <= n log n: "
          + (growth <= nLogN ? "met" : "MISSED"))
    }
  }

  /// Measures one size; returns the time of the file diff's step in process.
  static func run(eventCount: Int) -> Double {
    let base = generatedTimeline(eventCount: eventCount)
    let (changed, positions) = changedCopy(of: base)
    print(
      "diff: two timelines of \(Measure.grouped(Double(eventCount))) events (from the engine), \(positions.count) events changed at scattered positions"
    )

    let iterations = eventCount > 200_000 ? 3 : 10
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds)
    }
    // The diff step of 'catalog diff A.timeline B.timeline': the two files already read as lines.
    let files = Failure.attempt("read the benchmark's timelines as files") {
      (try templated(base), try templated(changed))
    }
    guard let stepTiming = DiffTiming.measure(files: files.0, files.1, iterations: iterations) else {
      Failure.exit("the file diff does not apply to the benchmark's timelines")
    }
    let step = seconds(stepTiming.best)
    print(
      "  diff step of two timeline files, in process (TimelineDiff.compute of TemplatedTimeline, best of "
        + "\(iterations)): \(String(format: "%.1f", step * 1000)) ms — \(stepTiming.summary)")
    // Two whole timelines, as 'check' diffs a changed replay with its baseline.
    let timing = DiffTiming.measure(base, changed, iterations: iterations)
    let inProcess = seconds(timing.best)
    var line =
      "  whole timelines in process (TimelineDiff.compute, best of \(iterations)): \(String(format: "%.1f", inProcess * 1000)) ms"
    if eventCount == 100_000 { line += "; goal < \(Int(goal * 1000)) ms: \(Measure.verdict(inProcess, atMost: goal))" }
    print(line)

    let folder = BenchmarkFolder()
    let left = folder.file("left.timeline")
    let right = folder.file("right.timeline")
    Failure.attempt("write the benchmark's timelines") {
      try Data(base.canonicalText().utf8).write(to: URL(fileURLWithPath: left))
      try Data(changed.canonicalText().utf8).write(to: URL(fileURLWithPath: right))
    }
    if folder.keep { print("  kept \(left) and \(right)") }
    guard let binary = BenchmarkCatalog.binary(for: "'catalog diff'") else { return step }
    let rounds = eventCount > 200_000 ? 3 : 5
    // Both print the whole unified diff (to /dev/null), as a reviewer would read it; both exit 1.
    var commands: [(path: String, arguments: [String])] = [
      (binary, ["diff", left, right]), ("/usr/bin/diff", ["-u", left, right]),
    ]
    if let earlier = EarlierCatalog.binary { commands.append((earlier, ["diff", left, right])) }
    let measured = Subprocess.interleaved(commands, rounds: rounds, expected: [1])
    let (catalog, gnu) = (measured[0], measured[1])
    print(
      "  'catalog diff left.timeline right.timeline': \(Measure.duration(catalog.seconds)) wall, peak "
        + "\(Measure.megabytes(catalog.peakBytes)) (median of \(rounds), interleaved)")
    print(
      "  GNU 'diff -u left.timeline right.timeline': \(Measure.duration(gnu.seconds)) wall, peak \(Measure.megabytes(gnu.peakBytes))"
    )
    let (timeRatio, memoryRatio) = (catalog.seconds / gnu.seconds, Double(catalog.peakBytes) / Double(gnu.peakBytes))
    print(
      "  catalog / GNU diff: time \(Measure.ratio(timeRatio)), memory \(Measure.ratio(memoryRatio)); "
        + "goal (issue 14): faster, and memory at most GNU diff's: "
        + (catalog.peakBytes == 0
          ? Measure.memoryVerdict(0, atMost: 0)
          : catalog.seconds < gnu.seconds && catalog.peakBytes <= gnu.peakBytes
            ? "met"
            : "MISSED (\(catalog.seconds < gnu.seconds ? "faster" : "slower"), \(catalog.peakBytes <= gnu.peakBytes ? "less" : "more") memory)")
    )
    if eventCount == 100_000 {
      // Issue 29 goal 4: at most GNU diff's time, and at most 1.2 times its memory.
      print(
        "  goal (issue 29): time <= 1.0×: \(Measure.verdict(timeRatio, atMost: 1.0)); memory <= 1.2×: "
          + (gnu.peakBytes == 0
            ? Measure.memoryVerdict(0, atMost: 0)
            : Measure.memoryVerdict(catalog.peakBytes, atMost: 1.2 * Double(gnu.peakBytes))))
    }
    if measured.count > 2 {
      let earlier = measured[2]
      print(
        "  \(EarlierCatalog.label) 'catalog diff': \(Measure.duration(earlier.seconds)) wall, peak "
          + "\(Measure.megabytes(earlier.peakBytes)); now / before: time \(Measure.ratio(catalog.seconds / earlier.seconds)), "
          + "memory \(Measure.ratio(Double(catalog.peakBytes) / Double(earlier.peakBytes)))")
    }
    return step
  }

  /// `timeline` as `catalog diff` reads a timeline file of it.
  static func templated(_ timeline: Timeline) throws -> TemplatedTimeline {
    var reader = TemplatedTimeline.Reader()
    try Array(timeline.canonicalText().utf8).withUnsafeBytes { try reader.read($0) }
    return try reader.finish()
  }

  /// `base` with 1% of its events changed at scattered positions, and those positions (also the
  /// HTML benchmark's diff).
  static func changedCopy(of base: Timeline) -> (Timeline, [Int]) {
    let eventCount = base.count
    var changed = base
    var random = SyntheticScenarios.Random(state: 7)
    var positions: [Int] = []
    // 1% of the events, scattered: a flipped flag, a shifted time or another member.
    for block in stride(from: 0, to: eventCount - 99, by: 100) {
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

  /// Engine timelines of the large synthetic scenarios, laid end to end until `eventCount`.
  static func generatedTimeline(eventCount: Int) -> Timeline {
    var result = Timeline()
    var offset = VirtualTime.zero
    let engine = TransitionEngine(profile: .newest)
    let scenarios = SyntheticScenarios.generate(count: 400).compactMap {
      try? ScenarioFile.parse($0.yaml, path: $0.name + ".yaml").scenario
    }
    let timelines = scenarios.map(engine.run)
    while true {
      for timeline in timelines {
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
    }
  }

  static func move(_ value: Value, from timeline: Timeline, into result: inout Timeline) -> Value {
    switch value {
    case .string(let name): .string(result.intern(timeline.string(name)))
    case .rect(let index): result.value(timeline.rects[Int(index)])
    default: value
    }
  }
}
