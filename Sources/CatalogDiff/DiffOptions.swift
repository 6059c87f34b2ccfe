import CatalogModel

/// How `TimelineDiff.compute(_:_:options:)` compares two timelines and how much context it keeps.
///
/// For example:
/// ```swift
/// let diff = TimelineDiff.compute(baseline, run, options: DiffOptions(ignoreTime: true, context: 5))
/// ```
public struct DiffOptions: Hashable, Sendable {
  /// Whether to ignore `t` and `turn` (Docs/timeline-format.md, "Equality and identity").
  ///
  /// Ignoring time keeps a changed duration from hiding an unchanged order. Kind, receiver, call,
  /// arguments and result are always compared.
  public var ignoreTime: Bool
  /// How many equal events to show before and after each change.
  ///
  /// Changes separated by at most twice this many equal events share one hunk. Values outside
  /// `contexts` count as its nearest end.
  public var context: Int
  /// The kinds of events compared; `nil` compares every event.
  ///
  /// Events of other kinds are left out of both timelines before they are compared (`--kinds
  /// callback,block` compares only what UIKit calls and the blocks it runs), so the diff's
  /// timelines, positions and counts are those of the kept events.
  public var kinds: Set<EventKind>?

  public init(ignoreTime: Bool = false, context: Int = 3, kinds: Set<EventKind>? = nil) {
    self.ignoreTime = ignoreTime
    self.context = min(max(Self.contexts.lowerBound, context), Self.contexts.upperBound)
    self.kinds = kinds
  }

  /// The context sizes a diff computes with: far more than any timeline's length, small enough
  /// that positions plus context never overflow.
  public static let contexts = 0...1_000_000

  /// The widths a side-by-side diff is laid out in: a column of at least 18 characters, and no
  /// more than any terminal shows (each line is padded to the width, so a huge one would fill
  /// memory).
  public static let widths = 40...1000

  /// The kinds compared, in the order of Docs/timeline-format.md (`call, callback, …`), or `nil` for every kind.
  public var kindNames: [String]? {
    kinds.map { kinds in EventKind.allCases.filter(kinds.contains).map(\.rawValue) }
  }
}
