/// The events an `expect:` fact names: `receiver.member` as the timeline prints them.
///
/// A member written with its parentheses and labels (`viewWillAppear(_:)`) names that member
/// only; written without parentheses (`viewWillAppear`, `presentationController`) it names every
/// member of that base name. A property or block (`shouldPresentInFullscreen`, `completion`) has
/// no parentheses either way.
///
/// For example:
/// ```swift
/// let pattern = EventPattern(receiver: "detail", member: "viewWillAppear")
/// pattern.matches(receiver: "detail", call: "viewWillAppear(_:)")  // true
/// ```
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
  /// A controller or delegate id, `UIKit`, or an object the engine names (`pc:D`, `animator:D`).
  public var receiver: String
  /// The member as written: a full Swift name with labels, or a base name.
  public var member: String

  public init(receiver: String, member: String) {
    self.receiver = receiver
    self.member = member
  }

  /// `receiver.member`, as written in the scenario.
  public var description: String { receiver + "." + member }

  /// Whether the member is written without parentheses, and so names every member of its base name.
  public var matchesEveryArity: Bool { !member.contains("(") }

  /// The base name of a member's Swift name: `viewWillAppear(_:)` → `viewWillAppear`.
  public static func baseName(_ call: String) -> Substring {
    call.prefix { $0 != "(" }
  }

  /// Whether an event of `receiver` calling `call` (its Swift name, `viewWillAppear(_:)`) is one
  /// this pattern names.
  public func matches(receiver: String, call: String) -> Bool {
    guard receiver == self.receiver else { return false }
    return matchesEveryArity ? Self.baseName(call) == member[...] : call == member
  }

  /// Whether `member` names a member of the timeline: one of `names` (the Swift names the engine
  /// emits), or the base name of one of them.
  public static func isKnownMember(_ member: String, among names: [String]) -> Bool {
    if member.contains("(") { return names.contains(member) }
    return names.contains { baseName($0) == member[...] }
  }
}
