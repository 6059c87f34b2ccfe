/// The ranges a scenario's numbers must lie in: ranges the engine computes with exactly, checked
/// where a scenario is read (its file, or its compiled form in the catalog).
public enum ScenarioLimits {
  /// The longest time a scenario may name (a wait, an animation, a step's `at`): one day.
  public static let longestTime = VirtualTime(milliseconds: 86_400_000)

  /// Rule 6.7: the most frames a gesture may have: 10 000 `progress` values, about 167 s at 60
  /// frames a second, far more than any real gesture and small enough that every profile replays
  /// it in milliseconds.
  public static let gestureFrames = 10_000

  /// `completionSpeed`: the rest of a one-day animation at 0.001 is 1,000 days, still far inside
  /// the engine's range.
  public static let completionSpeed: ClosedRange<Double> = 0.001...1000

  /// The most steps a scenario may have: 10 000, hundreds of times what a real transition needs,
  /// and few enough that a scenario's timelines stay small (a scenario file of 4 MB could hold
  /// 190,000 steps, whose four timelines took 2 GB).
  public static let steps = 10_000

  /// The most events one timeline may have: 200 000, twenty gestures of the longest kind. A
  /// replay that would make more stops there and is an error naming the step it reached, so no
  /// scenario within the other limits costs more than a few tens of megabytes per profile.
  public static let timelineEvents = 200_000

  /// The largest size or coordinate, in points, a device or a frame may have: far beyond any
  /// screen, small enough that sums of a few stay exact.
  public static let points = 1_000_000.0
}
