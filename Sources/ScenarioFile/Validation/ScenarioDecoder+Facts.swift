import CatalogModel

/// `expect:`: the facts a scenario's timelines must hold (Docs/scenario-format.md, "Expectations").
extension ScenarioDecoder {
  /// The claims a fact makes, one of which every fact has, in documentation order.
  static let factClaims = ["before", "absent", "present", "count"]

  /// The keys each claim allows besides itself (and `result` and `profiles`, which every fact allows).
  static func factModifiers(of claim: String) -> [String] {
    switch claim {
    case "before": ["after", "occurrence"]
    case "present": ["argContains"]
    case "count": ["n"]
    default: []
    }
  }

  /// Every key a fact may have.
  static let factKeys = [
    "before", "after", "occurrence", "absent", "present", "argContains", "count", "n", "result", "profiles",
  ]

  /// The roles of the objects the engine names after a controller (`pc:D`, `animator:D`, …).
  static let engineRoles = ["pc", "animator", "interaction", "coordinator", "context", "nav"]

  /// The facts; an empty list is allowed (it says nothing).
  mutating func decodeFacts(_ field: MappingFields.Field) -> [ScenarioFact] {
    guard
      let nodes = list(
        field.value, "'expect'", expectation: "a list of facts such as [{absent: D.viewWillDisappear}]")
    else { return [] }
    var facts: [ScenarioFact] = []
    for (offset, node) in nodes.enumerated() {
      if let fact = decodeFact(node, name: "fact \(offset + 1) of 'expect'") { facts.append(fact) }
    }
    return facts
  }

  private mutating func decodeFact(_ node: DocumentNode, name: String) -> ScenarioFact? {
    let claims = Self.factClaims
    guard case .mapping(let entries) = node.content else {
      expected("a mapping with one of \(Phrase.list(claims)), such as 'absent: D.viewWillDisappear'", name, found: node)
      return nil
    }
    let fields = MappingFields(entries, at: node.location, place: Place("in \(name)"), log: &log)
    fields.reportUnknownKeys(
      allowed: Self.factKeys,
      expectation: "a fact has one of \(Phrase.list(claims)) and that claim's options", log: &log)
    let claimFields = fields.fields.filter { claims.contains($0.key) }
    guard let claimField = claimFields.first else {
      if fields["after"] != nil {
        log.error(node.location, "\(name) has 'after' but no 'before'; an order needs both")
      } else if fields["n"] != nil {
        log.error(node.location, "\(name) has 'n' but no 'count'; write 'count: RECEIVER.member' with it")
      } else if fields.fields.allSatisfy({ Self.factKeys.contains($0.key) }) {
        log.error(
          node.location,
          "\(name) says nothing; expected one of 'before' (with 'after'), 'absent', 'present' or 'count' (with 'n')")
      }
      return nil
    }
    for extra in claimFields.dropFirst() {
      log.error(
        extra.keyLocation,
        "\(name) has a second claim '\(extra.key)' after '\(claimField.key)'; give each claim its own fact")
    }
    let claim = claimField.key
    let allowed = Self.factModifiers(of: claim)
    for field in fields.fields
    where Self.factKeys.contains(field.key) && !claims.contains(field.key) && !allowed.contains(field.key)
      && field.key != "result" && field.key != "profiles"
    {
      let takes = Phrase.list(allowed + ["result", "profiles"], conjunction: "and")
      log.error(field.keyLocation, "'\(field.key)' does not apply to '\(claim)' in \(name); '\(claim)' takes \(takes)")
    }

    let place = fields.place
    let pattern = decodePattern(claimField.value, place.subject(claim))
    var result: String?
    var resultIsValid = true
    if let field = fields["result"] {
      result = decodeResult(field.value, place.subject("result"))
      resultIsValid = result != nil
    }
    var profiles: [String] = []
    var profilesAreValid = true
    if let field = fields["profiles"] {
      if let names = decodeProfiles(field.value, place.subject("profiles")) {
        profiles = names
      } else {
        profilesAreValid = false
      }
    }

    var decoded: ScenarioFact.Claim?
    switch claim {
    case "before":
      guard let afterField = fields["after"] else {
        log.error(node.location, "\(name): 'before' needs 'after', the event that must come later")
        return nil
      }
      let after = decodePattern(afterField.value, place.subject("after"))
      var occurrences = (1, 1)
      var occurrenceIsValid = true
      if let field = fields["occurrence"] {
        if let pair = decodeOccurrence(field.value, place.subject("occurrence")) {
          occurrences = pair
        } else {
          occurrenceIsValid = false
        }
      }
      if let pattern, let after, occurrenceIsValid {
        decoded = .order(before: pattern, after: after, occurrences: occurrences)
      }
    case "absent":
      if let pattern { decoded = .absent(pattern) }
    case "present":
      var text: String?
      var textIsValid = true
      if let field = fields["argContains"] {
        text = self.text(field.value, place.subject("argContains"), expectation: "the text an argument contains")
        if text?.isEmpty == true {
          log.error(
            field.value.location, "\(place.subject("argContains")): the text is empty; every argument contains it")
          text = nil
        }
        textIsValid = text != nil
      }
      if let pattern, textIsValid { decoded = .present(pattern, argumentContains: text) }
    default:  // count
      guard let nField = fields["n"] else {
        log.error(node.location, "\(name): 'count' needs 'n', how many times the event happens")
        return nil
      }
      let n = integer(nField.value, place.subject("n"), expectation: "a whole number >= 0")
      if let n, n < 0 {
        expected("a whole number >= 0", place.subject("n"), found: nField.value)
      } else if let pattern, let n {
        decoded = .count(pattern, times: n)
      }
    }
    guard let decoded, resultIsValid, profilesAreValid else { return nil }
    return ScenarioFact(decoded, result: result, profiles: profiles, location: node.location)
  }

  // MARK: - Parts of a fact

  /// `receiver.member`: a receiver the timeline can have, and a member the engine emits.
  private mutating func decodePattern(_ node: DocumentNode, _ subject: String) -> EventPattern? {
    let expectation =
      "'receiver.member', such as 'detail.viewWillAppear(_:)', 'detail.viewWillAppear' or 'UIKit.warning'"
    let parts = node.scalar.map { $0.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false) } ?? []
    guard let scalar = node.scalar, scalar.value != .null || scalar.style != .plain, parts.count == 2,
      !parts[0].isEmpty, !parts[1].isEmpty
    else {
      expected(expectation, subject, found: node)
      return nil
    }
    let receiver = String(parts[0])
    let member = String(parts[1])
    var valid = true
    if !isKnownReceiver(receiver) {
      valid = false
      let candidates =
        [IDKind.controller, .transitioningDelegate, .adaptiveDelegate].flatMap { registry.ids(of: $0) }
        + ["UIKit"]
      let suggestion = Phrase.didYouMean(receiver, among: candidates).map { "; \($0)" } ?? ""
      log.error(
        node.location,
        "\(subject): unknown receiver '\(receiver)'\(suggestion) (a receiver is a declared controller or delegate id, "
          + "'UIKit', or an object the engine names after a controller, such as 'pc:D' or 'animator:D')")
    }
    let names = Member.allCases.map(\.name)
    if !EventPattern.isKnownMember(member, among: names) {
      valid = false
      let candidates = Array(Set(names + names.map { String(EventPattern.baseName($0)) })).sorted()
      let suggestion = Phrase.didYouMean(member, among: candidates).map { "; \($0)" } ?? ""
      log.error(
        node.location,
        "\(subject): '\(member)' is not a member a timeline has\(suggestion) (write it as the timeline's 'call' "
          + "spells it, such as 'viewWillAppear(_:)', or its base name, 'viewWillAppear'; Docs/timeline-format.md)")
    }
    return valid ? EventPattern(receiver: receiver, member: member) : nil
  }

  /// A declared id, `UIKit`, or `role:ID` (`pc:D`, `pc:D#2`, `animator:nav:D`, `coordinator:window`).
  private func isKnownReceiver(_ receiver: String) -> Bool {
    if receiver == "UIKit" || isDeclared(receiver) { return true }
    guard let colon = receiver.firstIndex(of: ":"), Self.engineRoles.contains(String(receiver[..<colon])) else {
      return false
    }
    var rest = String(receiver[receiver.index(after: colon)...])
    if receiver.hasPrefix("coordinator:"), rest == "window" { return true }
    if let hash = rest.firstIndex(of: "#") {
      let generation = rest[rest.index(after: hash)...]
      guard let number = Int(generation), number >= 2, generation.allSatisfy(\.isASCII) else { return false }
      rest = String(rest[..<hash])
    }
    return isDeclaredController(rest) || (rest.hasPrefix("nav:") && isDeclaredController(String(rest.dropFirst(4))))
  }

  private func isDeclared(_ id: String) -> Bool {
    [IDKind.controller, .transitioningDelegate, .adaptiveDelegate].contains { registry.index(of: id, kind: $0) != nil }
  }

  private func isDeclaredController(_ id: String) -> Bool {
    registry.index(of: id, kind: .controller) != nil
  }

  /// `occurrence: [i, j]`, both at least 1.
  private mutating func decodeOccurrence(_ node: DocumentNode, _ subject: String) -> (Int, Int)? {
    let expectation = "two whole numbers from 1, such as [1, 2] (the occurrences of 'before' and of 'after')"
    guard case .sequence(let items) = node.content, items.count == 2 else {
      expected(expectation, subject, found: node)
      return nil
    }
    var values: [Int] = []
    for item in items {
      guard let value = integer(item, subject, expectation: "a whole number from 1") else { continue }
      guard value >= 1 else {
        expected("a whole number from 1 (occurrences count from 1)", subject, found: item)
        continue
      }
      values.append(value)
    }
    return values.count == 2 ? (values[0], values[1]) : nil
  }

  /// `result:` as a fact compares it: `nil` for null, `true`/`false`, a number as the timeline
  /// writes it, or the text.
  private mutating func decodeResult(_ node: DocumentNode, _ subject: String) -> String? {
    guard let scalar = node.scalar else {
      expected("a result such as false, nil, 0.3 or pageSheet", subject, found: node)
      return nil
    }
    guard scalar.style == .plain else { return scalar.text }
    switch scalar.value {
    case .null: return "nil"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value, _) where value.isFinite: return NumberFormatting.string(value)
    default: return scalar.text
    }
  }

  /// `profiles: [uikit-17]`: names of the engine's profiles, each once.
  private mutating func decodeProfiles(_ node: DocumentNode, _ subject: String) -> [String]? {
    guard let items = list(node, subject, expectation: "a list of profiles such as [uikit-13, uikit-17]") else {
      return nil
    }
    guard !items.isEmpty else {
      log.error(node.location, "\(subject) is empty; leave it out to evaluate the fact under every profile")
      return nil
    }
    var names: [String] = []
    var valid = true
    for item in items {
      guard let name = text(item, subject, expectation: "a profile name") else {
        valid = false
        continue
      }
      if !ScenarioKeys.profileNames.contains(name) {
        valid = false
        let suggestion = Phrase.didYouMean(name, among: ScenarioKeys.profileNames).map { "; \($0)" } ?? ""
        log.error(
          item.location,
          "\(subject): unknown profile '\(name)'\(suggestion) (the profiles are "
            + ScenarioKeys.profileNames.joined(separator: ", ") + ")")
      } else if names.contains(name) {
        valid = false
        log.error(item.location, "\(subject): '\(name)' is listed twice")
      }
      names.append(name)
    }
    return valid ? names : nil
  }
}
