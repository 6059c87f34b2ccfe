/// One fact of a scenario's `expect:` list: something that must hold in its timeline, without
/// pinning the whole timeline as a baseline does (Docs/scenario-format.md, "Expectations").
///
/// Facts are non-exhaustive: a timeline holds a fact whatever else it contains. `catalog run` and
/// `catalog check` evaluate them under every profile they replay (`profiles` narrows that).
///
/// For example:
/// ```swift
/// let fact = ScenarioFact(
///   .order(
///     before: EventPattern(receiver: "list", member: "viewWillDisappear"),
///     after: EventPattern(receiver: "detail", member: "viewDidAppear"), occurrences: (1, 1)))
/// ```
public struct ScenarioFact: Hashable, Sendable, CustomStringConvertible {
  /// What the fact says.
  public enum Claim: Hashable, Sendable {
    /// `before:`/`after:` (`occurrence: [i, j]`): the i-th event `before` names comes before the
    /// j-th event `after` names (both 1-based; both must happen).
    case order(before: EventPattern, after: EventPattern, beforeOccurrence: Int, afterOccurrence: Int)
    /// `absent:`: no event is one the pattern names.
    case absent(EventPattern)
    /// `present:` (`argContains:`): at least one event is, and (when given) one of its arguments
    /// contains the text.
    case present(EventPattern, argumentContains: String?)
    /// `count:`/`n:`: exactly `times` events are.
    case count(EventPattern, times: Int)

    /// An `order` claim with `occurrences` as `occurrence: [i, j]`.
    public static func order(before: EventPattern, after: EventPattern, occurrences: (Int, Int) = (1, 1)) -> Claim {
      .order(before: before, after: after, beforeOccurrence: occurrences.0, afterOccurrence: occurrences.1)
    }
  }

  public var claim: Claim
  /// `result:`: only events whose result reads as this text count (`nil` for a returned nil,
  /// `true`, `0.3`, `pageSheet`); nil when any event counts.
  public var result: String?
  /// `profiles:`: the profiles under which the fact is evaluated; empty for every profile.
  public var profiles: [String]
  /// Where the fact starts in its file (the `-` of its list item).
  public var location: SourceLocation

  public init(
    _ claim: Claim, result: String? = nil, profiles: [String] = [], location: SourceLocation = .start
  ) {
    self.claim = claim
    self.result = result
    self.profiles = profiles
    self.location = location
  }

  /// Whether the fact is evaluated under the profile named `profile`.
  public func applies(to profile: String) -> Bool {
    profiles.isEmpty || profiles.contains(profile)
  }

  /// The fact in one line, in the file's flow form: `before: list.viewWillDisappear, after:
  /// detail.viewDidAppear`, `count: D.viewIsAppearing, n: 2, profiles: [uikit-17]`.
  public var description: String {
    var out: String
    switch claim {
    case .order(let before, let after, let i, let j):
      out = "before: \(before), after: \(after)"
      if i != 1 || j != 1 { out += ", occurrence: [\(i), \(j)]" }
    case .absent(let pattern):
      out = "absent: \(pattern)"
    case .present(let pattern, let text):
      out = "present: \(pattern)"
      if let text { out += ", argContains: " + Self.quoted(text) }
    case .count(let pattern, let times):
      out = "count: \(pattern), n: \(times)"
    }
    if let result { out += ", result: \(result)" }
    if !profiles.isEmpty { out += ", profiles: [" + profiles.joined(separator: ", ") + "]" }
    return out
  }

  /// `"text"` with `"` and `\` escaped, and control characters written out.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
