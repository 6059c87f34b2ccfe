/// How `TimelineDiff.compute(_:_:options:)` compares two timelines and how much context it keeps.
///
/// For example:
/// ```swift
/// let diff = TimelineDiff.compute(baseline, run, options: DiffOptions(ignoreTime: true, context: 5))
/// ```
public struct DiffOptions: Hashable, Sendable {
  /// Whether to ignore `t` and `turn` (FORMATS 2.3).
  ///
  /// Ignoring time keeps a changed duration from hiding an unchanged order. Kind, receiver, call,
  /// arguments and result are always compared.
  public var ignoreTime: Bool
  /// How many equal events to show before and after each change.
  ///
  /// Changes separated by at most twice this many equal events share one hunk. Negative values
  /// count as 0.
  public var context: Int

  public init(ignoreTime: Bool = false, context: Int = 3) {
    self.ignoreTime = ignoreTime
    self.context = max(0, context)
  }
}
