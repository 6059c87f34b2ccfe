import CatalogModel

/// How long `TimelineDiff.compute(_:_:options:)` takes on one pair of timelines, for the
/// benchmark executable.
///
/// This is the module's only contact with a clock, and the clock is a parameter; nothing else in
/// CatalogDiff measures or depends on time.
///
/// For example:
/// ```swift
/// let timing = DiffTiming.measure(baseline, changed, iterations: 20)
/// print(timing)   // diff 100000 × 100000 events (1000 events changed): best 4.1 ms, median 4.3 ms over 20 runs
/// ```
public struct DiffTiming: Sendable, CustomStringConvertible {
  public var leftEvents: Int
  public var rightEvents: Int
  public var iterations: Int
  /// The fastest run.
  public var best: Duration
  /// The middle run (the upper middle for an even count).
  public var median: Duration
  /// What the diff found, so a report can show the timing next to the amount of change.
  public var summary: DiffSummary

  /// Runs the diff `iterations` times (at least once, after one unmeasured warm-up run).
  public static func measure<C: Clock>(
    _ left: Timeline, _ right: Timeline, options: DiffOptions = DiffOptions(),
    iterations: Int = 10, clock: C = ContinuousClock()
  ) -> DiffTiming where C.Duration == Duration {
    var summary = TimelineDiff.compute(left, right, options: options).summary
    var durations: [Duration] = []
    for _ in 0..<max(1, iterations) {
      let start = clock.now
      summary = TimelineDiff.compute(left, right, options: options).summary
      durations.append(start.duration(to: clock.now))
    }
    durations.sort()
    return DiffTiming(
      leftEvents: left.count, rightEvents: right.count, iterations: durations.count,
      best: durations[0], median: durations[durations.count / 2], summary: summary)
  }

  /// Runs the diff of two timeline files (`TimelineDiff.compute` of `TemplatedTimeline`s, what
  /// `catalog diff A.timeline B.timeline` does once both are read) `iterations` times, after one
  /// unmeasured warm-up run; nil when that diff does not apply (`options` filter kinds).
  public static func measure<C: Clock>(
    files left: TemplatedTimeline, _ right: TemplatedTimeline, options: DiffOptions = DiffOptions(),
    iterations: Int = 10, clock: C = ContinuousClock()
  ) -> DiffTiming? where C.Duration == Duration {
    guard var summary = TimelineDiff.compute(left, right, options: options)?.summary else { return nil }
    var durations: [Duration] = []
    for _ in 0..<max(1, iterations) {
      let start = clock.now
      summary = TimelineDiff.compute(left, right, options: options)?.summary ?? summary
      durations.append(start.duration(to: clock.now))
    }
    durations.sort()
    return DiffTiming(
      leftEvents: left.count, rightEvents: right.count, iterations: durations.count,
      best: durations[0], median: durations[durations.count / 2], summary: summary)
  }

  /// `diff 100000 × 100000 events (1000 events changed): best 4.1 ms, median 4.3 ms over 20 runs`.
  public var description: String {
    "diff \(leftEvents) × \(rightEvents) events (\(summary)): best \(Self.milliseconds(best)) ms, "
      + "median \(Self.milliseconds(median)) ms over \(iterations) runs"
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
    let tenths = (hundredths + 5) / 10
    return "\(tenths / 10).\(tenths % 10)"
  }
}
