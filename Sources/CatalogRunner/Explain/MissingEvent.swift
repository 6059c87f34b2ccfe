import CatalogModel

/// What `catalog explain --why-not` asks about: a callback named as the timeline writes it,
/// `receiver.member` (`nav.viewWillDisappear`, `pc:detail.presentationTransitionWillBegin()`).
///
/// A member with parentheses is matched by its full name, labels included:
/// `adapt.presentationController(_:viewControllerForAdaptivePresentationStyle:)`, or as a
/// timeline line writes the call, `adapt.presentationController(pc:detail,
/// viewControllerForAdaptivePresentationStyle: fullScreen)` (argument values are ignored; the
/// labels choose the member). Without parentheses every member of that base name counts
/// (`adapt.presentationController` asks about all of the delegate's `presentationController(…)`
/// methods).
struct MissingEvent: CustomStringConvertible {
  let receiver: String
  /// The member's name without its labels: `viewWillDisappear`.
  let member: String
  /// The member's full name when the query gave one (`viewWillDisappear(_:)`), else nil.
  let fullName: String?

  /// - Throws: `RunnerError.invalidInput` when `text` is not `receiver.member`, or the member is
  ///   not one the engine emits (with the nearest one suggested).
  init(_ text: String) throws(RunnerError) {
    let open = text.firstIndex(of: "(")
    let call = String(text[..<(open ?? text.endIndex)])
    guard let dot = call.lastIndex(of: "."), dot != call.startIndex, call.index(after: dot) != call.endIndex else {
      throw .invalidInput(
        "'--why-not \(text)': name a callback as the timeline writes it, 'receiver.member', such as 'nav.viewWillDisappear'"
      )
    }
    let receiver = String(call[..<dot])
    let member = String(call[call.index(after: dot)...])
    self.receiver = receiver
    self.member = member
    let known = Member.allCases.map { Self.baseName($0.name) }
    guard known.contains(member) else {
      let hint = Suggestion.nearest(to: member, among: known).map { "; did you mean '\(receiver).\($0)'?" } ?? ""
      throw .invalidInput("'--why-not \(text)': the engine emits no member '\(member)'\(hint)")
    }
    guard let open else {
      fullName = nil
      return
    }
    let inside = text[text.index(after: open)...].dropLast(text.hasSuffix(")") ? 1 : 0)
    let name = member + "(" + Self.labels(String(inside)).map { $0 + ":" }.joined() + ")"
    let members = Member.allCases.map(\.name).filter { Self.baseName($0) == member }
    guard members.contains(name) else {
      throw .invalidInput(
        "'--why-not \(text)': the engine emits no member '\(name)'; the members named '\(member)' are "
          + members.map { "'\($0)'" }.joined(separator: ", "))
    }
    fullName = name
  }

  var description: String { "\(receiver).\(fullName ?? member)" }

  /// Whether an event or omission of `member` (a full name, `viewWillDisappear(_:)`) on
  /// `receiver` is this one.
  func matches(receiver: String, member: String) -> Bool {
    guard receiver == self.receiver else { return false }
    if let fullName { return member == fullName }
    return Self.baseName(member) == self.member
  }

  /// `viewWillDisappear(_:)` → `viewWillDisappear`.
  static func baseName(_ name: String) -> String {
    name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
  }

  /// The argument labels of what is between a member's parentheses: a selector
  /// (`_:viewControllerForAdaptivePresentationStyle:`) or a call as a timeline writes it
  /// (`pc:detail, viewControllerForAdaptivePresentationStyle: fullScreen`, `true`), an argument
  /// without a label being `_`.
  static func labels(_ inside: String) -> [String] {
    let trimmed = inside.filter { $0 != " " }
    if trimmed.isEmpty { return [] }
    // A selector: only labels, each followed by ':'.
    if trimmed.hasSuffix(":"),
      trimmed.split(separator: ":").allSatisfy({ $0 == "_" || $0.allSatisfy { $0.isLetter || $0.isNumber } })
    {
      return trimmed.split(separator: ":").map(String.init)
    }
    // A call: arguments at the top level, each 'label: value' or a value alone.
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in inside {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        arguments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current)
    return arguments.map { argument in
      let text = argument.trimmingCharacters(in: " ")
      guard let colon = text.firstIndex(of: ":") else { return "_" }
      let label = text[..<colon]
      // `pc:detail` is a value (a receiver id), not a label: a label is followed by a space.
      guard text[colon...].dropFirst().first == " ", label.allSatisfy({ $0.isLetter || $0.isNumber }) else {
        return "_"
      }
      return String(label)
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
  }
}
