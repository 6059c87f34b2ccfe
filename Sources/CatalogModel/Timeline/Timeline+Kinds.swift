extension Timeline {
  /// The timeline with only the events of `kinds`, in their order (names and rectangles kept).
  ///
  /// For example, `timeline.keeping([.callback, .block])` is what `--kinds callback,block`
  /// compares.
  public func keeping(_ kinds: Set<EventKind>) -> Timeline {
    var kept = self
    kept.events.removeAll { !kinds.contains($0.kind) }
    return kept
  }
}

extension EventKind {
  /// Parses a comma-separated list such as `callback,block` (spaces around names allowed).
  ///
  /// - Returns: the kinds, or the first unknown name.
  public static func parseList(_ text: String) -> Result<Set<EventKind>, UnknownKind> {
    var kinds: Set<EventKind> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard let kind = EventKind(rawValue: name) else { return .failure(UnknownKind(name: name)) }
      kinds.insert(kind)
    }
    return .success(kinds)
  }

  /// A name in a kinds list that is not an event kind.
  public struct UnknownKind: Error, Equatable, Sendable {
    public var name: String

    public init(name: String) { self.name = name }

    /// "unknown event kind 'calback'; the kinds are call, callback, …".
    public var message: String {
      let known = EventKind.allCases.map(\.rawValue)
      let quoted = name.isEmpty ? "an empty kind" : "unknown event kind '\(name)'"
      let suggestion = Suggestion.nearest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
      return "\(quoted); the kinds are \(known.joined(separator: ", "))\(suggestion)"
    }
  }
}
