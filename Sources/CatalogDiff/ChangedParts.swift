/// Which parts of an event differ between the two sides of a changed pair.
///
/// Receiver and call are equal by definition of a pair; `time` is listed only when time is compared.
public struct ChangedParts: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let kind = ChangedParts(rawValue: 1 << 0)
  public static let args = ChangedParts(rawValue: 1 << 1)
  public static let result = ChangedParts(rawValue: 1 << 2)
  public static let time = ChangedParts(rawValue: 1 << 3)

  /// The parts' names in a fixed order: `kind`, `args`, `result`, `time`.
  public var names: [String] {
    var names: [String] = []
    if contains(.kind) { names.append("kind") }
    if contains(.args) { names.append("args") }
    if contains(.result) { names.append("result") }
    if contains(.time) { names.append("time") }
    return names
  }

  /// The names joined with commas: `args, time`.
  public var description: String { names.joined(separator: ", ") }
}
