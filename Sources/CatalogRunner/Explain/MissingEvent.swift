import CatalogModel

/// What `catalog explain --why-not` asks about: a callback named as the timeline writes it,
/// `receiver.member` (`nav.viewWillDisappear`, `pc:detail.presentationTransitionWillBegin()`);
/// arguments, if given, are ignored: every call of the member on the receiver counts.
struct MissingEvent: CustomStringConvertible {
  let receiver: String
  /// The member's name without its labels: `viewWillDisappear`.
  let member: String

  /// - Throws: `RunnerError.invalidInput` when `text` is not `receiver.member`, or the member is
  ///   not one the engine emits (with the nearest one suggested).
  init(_ text: String) throws(RunnerError) {
    let call = text.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
    guard let dot = call.lastIndex(of: "."), dot != call.startIndex, call.index(after: dot) != call.endIndex else {
      throw .invalidInput(
        "'--why-not \(text)': name a callback as the timeline writes it, 'receiver.member', such as 'nav.viewWillDisappear'"
      )
    }
    receiver = String(call[..<dot])
    member = String(call[call.index(after: dot)...])
    let known = Member.allCases.map { Self.baseName($0.name) }
    guard known.contains(member) else {
      let hint = Suggestion.nearest(to: member, among: known).map { "; did you mean '\(receiver).\($0)'?" } ?? ""
      throw .invalidInput("'--why-not \(text)': the engine emits no member '\(member)'\(hint)")
    }
  }

  var description: String { "\(receiver).\(member)" }

  /// Whether an event or omission of `member` (a full name, `viewWillDisappear(_:)`) on
  /// `receiver` is this one.
  func matches(receiver: String, member: String) -> Bool {
    receiver == self.receiver && Self.baseName(member) == self.member
  }

  /// `viewWillDisappear(_:)` → `viewWillDisappear`.
  static func baseName(_ name: String) -> String {
    name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
  }
}
