/// One problem found in a scenario: where it is, what is wrong and what would be right.
///
/// File validation (`ScenarioFile`) and per-profile validation (`TransitionEngine`) both report
/// problems this way, so a user sees them in one list, sorted by position.
public struct ScenarioDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var location: SourceLocation
  /// A lowercase sentence fragment: what is wrong, then what is expected.
  public var message: String

  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(message)" }

  public static func < (lhs: ScenarioDiagnostic, rhs: ScenarioDiagnostic) -> Bool {
    (lhs.location, lhs.message) < (rhs.location, rhs.message)
  }
}

extension ScenarioDiagnostic {
  /// The messages of `problems`, each once, in order, with the lines it was found at when more
  /// than one: "'detent' needs … (lines 12, 18)", joined with "; ".
  public static func distinctMessages(_ problems: [ScenarioDiagnostic]) -> String {
    var order: [String] = []
    var lines: [String: [Int]] = [:]
    for problem in problems {
      if lines[problem.message] == nil { order.append(problem.message) }
      lines[problem.message, default: []].append(problem.location.line)
    }
    return order.map { message in
      let at = lines[message] ?? []
      return at.count > 1 ? "\(message) (lines \(at.map(String.init).joined(separator: ", ")))" : message
    }.joined(separator: "; ")
  }
}
