import CatalogModel

/// Typed readers for values: each returns the value, or reports what was expected and returns nil.
///
/// Messages follow one shape: the subject in quotes, what was expected, what was found, and a
/// hint when one is clear ("'animated' in step 2: expected true or false, found 'yes'").
extension ScenarioDecoder {
  /// The longest time a scenario may name, in seconds: one day of virtual time.
  static let maximumSeconds = ScenarioLimits.longestTime.seconds

  /// Rule 6.7: the most frames a gesture may have (`ScenarioLimits.gestureFrames`).
  static let maximumGestureFrames = ScenarioLimits.gestureFrames

  /// Reports a value of the wrong type or out of range.
  mutating func expected(
    _ expectation: String, _ subject: String, found node: DocumentNode, hint: String? = nil
  ) {
    guard !node.isPlaceholder else { return }
    var message = "\(subject): expected \(expectation), found \(node.summary)"
    if let hint { message += "; \(hint)" }
    log.error(node.location, message)
  }

  /// "remove the quotes" when a quoted scalar would have been accepted unquoted.
  private func quoteHint(_ node: DocumentNode, accepts: (CoreValue) -> Bool) -> String? {
    guard let scalar = node.scalar, scalar.style != .plain, accepts(CoreValue(plain: scalar.text))
    else {
      return nil
    }
    return "remove the quotes"
  }

  /// Sets `spec[keyPath: property]` to the boolean under `key` in `fields`, when there is one
  /// (anything else is reported, and the property keeps its default).
  mutating func decodeBool<Spec>(
    _ key: String, of fields: MappingFields, _ place: Place, into spec: inout Spec,
    _ property: WritableKeyPath<Spec, Bool>
  ) {
    if let field = fields[key], let value = bool(field.value, place.subject(key)) {
      spec[keyPath: property] = value
    }
  }

  /// `true` or `false` (YAML 1.2: also `True`, `TRUE`, `False`, `FALSE`).
  mutating func bool(_ node: DocumentNode, _ subject: String) -> Bool? {
    if case .bool(let value) = node.scalar?.value { return value }
    let hint = quoteHint(node) { if case .bool = $0 { true } else { false } }
    expected("true or false", subject, found: node, hint: hint)
    return nil
  }

  /// A finite number.
  mutating func number(_ node: DocumentNode, _ subject: String, expectation: String = "a number")
    -> Double?
  {
    if case .number(let value, _) = node.scalar?.value, value.isFinite { return value }
    let hint = quoteHint(node) { if case .number = $0 { true } else { false } }
    expected(expectation, subject, found: node, hint: hint)
    return nil
  }

  /// A whole number.
  mutating func integer(
    _ node: DocumentNode, _ subject: String, expectation: String = "a whole number"
  ) -> Int? {
    if case .number(let value, isInteger: true) = node.scalar?.value, abs(value) < 1e15 {
      return Int(value)
    }
    let hint = quoteHint(node) { if case .number(_, isInteger: true) = $0 { true } else { false } }
    expected(expectation, subject, found: node, hint: hint)
    return nil
  }

  /// Text: any scalar but null, as written (so `name: 404` is the text "404").
  mutating func text(_ node: DocumentNode, _ subject: String, expectation: String = "text")
    -> String?
  {
    if let scalar = node.scalar, scalar.value != .null || scalar.style != .plain {
      // A NUL (`"\0"` in a quoted string) would be cut off where the text is stored.
      guard !scalar.text.unicodeScalars.contains("\u{0}") else {
        log.error(node.location, "\(subject): the text contains a NUL character (\\0); remove it")
        return nil
      }
      return scalar.text
    }
    expected(expectation, subject, found: node)
    return nil
  }

  /// One of the cases of `options`, spelled exactly; a near miss gets a suggestion.
  mutating func choice<Value: RawRepresentable>(
    _ node: DocumentNode, _ subject: String, among options: [Value]
  )
    -> Value? where Value.RawValue == String
  {
    let names = options.map(\.rawValue)
    if let scalar = node.scalar, scalar.value != .null,
      let value = options.first(where: { $0.rawValue == scalar.text })
    {
      return value
    }
    let hint = node.scalar.flatMap { Phrase.didYouMean($0.text, among: names) }
    expected(Phrase.bareList(names), subject, found: node, hint: hint)
    return nil
  }

  /// A list.
  mutating func list(_ node: DocumentNode, _ subject: String, expectation: String)
    -> [DocumentNode]?
  {
    if case .sequence(let nodes) = node.content { return nodes }
    expected(expectation, subject, found: node)
    return nil
  }

  /// A mapping, with its keys checked for duplicates (but not yet against the allowed keys).
  mutating func mapping(_ node: DocumentNode, _ subject: String, expectation: String, place: Place)
    -> MappingFields?
  {
    if case .mapping(let entries) = node.content {
      return MappingFields(entries, at: node.location, place: place, log: &log)
    }
    expected(expectation, subject, found: node)
    return nil
  }

  /// A time in seconds: a number, at least 0 (or above 0), at most a day, to the millisecond.
  mutating func seconds(_ node: DocumentNode, _ subject: String, allowsZero: Bool) -> VirtualTime? {
    let expectation = allowsZero ? "a number of seconds >= 0" : "a number of seconds > 0"
    guard let value = number(node, subject, expectation: expectation) else { return nil }
    guard allowsZero ? value >= 0 : value > 0 else {
      expected(expectation, subject, found: node)
      return nil
    }
    guard value <= Self.maximumSeconds else {
      expected("at most \(Int(Self.maximumSeconds)) seconds (a day)", subject, found: node)
      return nil
    }
    let milliseconds = (value * 1000).rounded()
    guard abs(value * 1000 - milliseconds) < 1e-6 else {
      log.error(
        node.location,
        "\(subject): \(node.summary) is not a whole number of milliseconds; times are kept to 0.001 s"
      )
      return nil
    }
    // A positive time that rounds to 0 ms (1e-300) is not zero: it cannot be kept, so say so.
    guard value == 0 ? allowsZero : milliseconds > 0 else {
      log.error(
        node.location,
        "\(subject): \(node.summary) is less than a millisecond; times are kept to 0.001 s, so use at least 0.001")
      return nil
    }
    return VirtualTime(milliseconds: Int64(milliseconds))
  }

  // MARK: - References

  /// The index of the object of `kind` that `node` names.
  ///
  /// An unknown id gets the nearest declared id as a suggestion, or the list of declared ids; an
  /// id declared as another kind says so.
  mutating func reference(_ node: DocumentNode, _ subject: String, kind: IDKind) -> Int? {
    guard let scalar = node.scalar, scalar.value != .null || scalar.style != .plain else {
      expected("\(kind.withArticle) id", subject, found: node)
      return nil
    }
    let id = scalar.text
    if let index = registry.index(of: id, kind: kind) { return index }
    let shown = DocumentNode.quoted(id)
    if let other = registry.otherKind(declaring: id, besides: kind) {
      log.error(
        node.location, "\(subject): \(shown) is \(other.withArticle), not \(kind.withArticle)")
      return nil
    }
    let declared = registry.ids(of: kind)
    var message = "\(subject): unknown \(kind.noun) \(shown)"
    var suggestion: String?
    if suggestionBudget >= declared.count {
      suggestionBudget -= declared.count
      suggestion = Phrase.didYouMean(id, among: declared)
    }
    if let suggestion {
      message += "; \(suggestion)"
    } else if declared.isEmpty {
      message += "; no \(kind.noun)s are declared under '\(kind.section)'"
    } else {
      message += "; the declared \(kind.noun)s are \(Phrase.list(declared, conjunction: "and"))"
    }
    log.error(node.location, message)
    return nil
  }

  mutating func controllerReference(_ node: DocumentNode, _ subject: String) -> ControllerID? {
    reference(node, subject, kind: .controller).map(ControllerID.init)
  }

  mutating func transitioningDelegateReference(_ node: DocumentNode, _ subject: String)
    -> TransitioningDelegateID?
  {
    reference(node, subject, kind: .transitioningDelegate).map(TransitioningDelegateID.init)
  }

  mutating func adaptiveDelegateReference(_ node: DocumentNode, _ subject: String)
    -> AdaptiveDelegateID?
  {
    reference(node, subject, kind: .adaptiveDelegate).map(AdaptiveDelegateID.init)
  }

  mutating func navigationDelegateReference(_ node: DocumentNode, _ subject: String) -> NavigationDelegateID? {
    reference(node, subject, kind: .navigationDelegate).map(NavigationDelegateID.init)
  }

  mutating func tabBarDelegateReference(_ node: DocumentNode, _ subject: String) -> TabBarDelegateID? {
    reference(node, subject, kind: .tabBarDelegate).map(TabBarDelegateID.init)
  }
}
