import CatalogModel

/// `navigationDelegates` and `tabBarDelegates`: what each container delegate implements and
/// answers (rule book section 18). As for adaptive delegates, a key left out is a method the
/// object does not implement; for the animator methods `null` means "implemented, answers nil".
extension ScenarioDecoder {
  // MARK: - Navigation delegates

  /// The navigation delegate declared by `field`.
  mutating func decodeNavigationDelegate(_ field: MappingFields.Field) -> NavigationDelegateSpec {
    let name = DocumentNode.quoted(field.key)
    let place = Place("in navigation delegate \(name)")
    var spec = NavigationDelegateSpec(id: field.key, location: field.keyLocation)
    guard let fields = declarationFields(field, kind: .navigationDelegate, place: place) else { return spec }
    fields.reportUnknownKeys(allowed: ScenarioKeys.navigationDelegate, log: &log)
    decodeBool("willShow", of: fields, place, into: &spec, \.willShow)
    decodeBool("didShow", of: fields, place, into: &spec, \.didShow)

    // The animator method is implemented when any of its keys is there, even as null.
    let shorthand = fields["animator"]
    for key in ["pushAnimator", "popAnimator", "animator"] where fields[key] != nil {
      spec.implementsAnimatorMethod = true
    }
    if let shorthand, fields["pushAnimator"] != nil || fields["popAnimator"] != nil {
      log.error(
        shorthand.keyLocation,
        "'animator' in navigation delegate \(name) sets both animators; remove it or remove 'pushAnimator' and "
          + "'popAnimator'")
    } else if let shorthand, !shorthand.value.isNull {
      let animator = decodeAnimator(shorthand.value, key: "animator", owner: name, ownerKind: .navigationDelegate)
      spec.pushAnimator = animator
      spec.popAnimator = animator
    }
    if let field = fields["pushAnimator"], !field.value.isNull {
      spec.pushAnimator = decodeAnimator(field.value, key: "pushAnimator", owner: name, ownerKind: .navigationDelegate)
    }
    if let field = fields["popAnimator"], !field.value.isNull {
      spec.popAnimator = decodeAnimator(field.value, key: "popAnimator", owner: name, ownerKind: .navigationDelegate)
    }
    if let field = fields["interaction"] {
      spec.implementsInteraction = true
      if !field.value.isNull {
        spec.interaction = choice(field.value, place.subject("interaction"), among: InteractionKind.allCases)
      }
    }
    if let field = fields["completionSpeed"] {
      let subject = place.subject("completionSpeed")
      let expectation = "a number from 0.001 to 1000"
      if let value = number(field.value, subject, expectation: expectation) {
        if ScenarioLimits.completionSpeed.contains(value) {
          spec.completionSpeed = value
        } else {
          expected(expectation, subject, found: field.value)
        }
      }
    }
    return spec
  }

  // MARK: - Tab bar delegates

  /// The tab bar delegate declared by `field`. A `shouldSelect` mapping is checked against the
  /// tabs once the controllers and steps are known (`checkShouldSelectAnswers`).
  mutating func decodeTabBarDelegate(_ field: MappingFields.Field) -> TabBarDelegateSpec {
    let name = DocumentNode.quoted(field.key)
    let place = Place("in tab bar delegate \(name)")
    var spec = TabBarDelegateSpec(id: field.key, location: field.keyLocation)
    guard let fields = declarationFields(field, kind: .tabBarDelegate, place: place) else { return spec }
    fields.reportUnknownKeys(allowed: ScenarioKeys.tabBarDelegate, log: &log)
    if let field = fields["shouldSelect"] {
      spec.shouldSelect = decodeShouldSelect(field.value, place.subject("shouldSelect"), owner: name)
    }
    decodeBool("didSelect", of: fields, place, into: &spec, \.didSelect)
    if let field = fields["animator"] {
      spec.implementsAnimatorMethod = true
      if !field.value.isNull {
        spec.animator = decodeAnimator(field.value, key: "animator", owner: name, ownerKind: .tabBarDelegate)
      }
    }
    if let field = fields["interaction"] {
      spec.implementsInteraction = true
      if !field.value.isNull {
        _ = choice(field.value, place.subject("interaction"), among: InteractionKind.allCases)
      }
    }
    return spec
  }

  /// `shouldSelect: true`, or `{settings: false, …}`: per tab, tabs not listed answering true.
  private mutating func decodeShouldSelect(_ node: DocumentNode, _ subject: String, owner: String)
    -> TabBarDelegateSpec.ShouldSelectAnswer?
  {
    if case .mapping(let entries) = node.content {
      let fields = MappingFields(entries, at: node.location, place: Place("in 'shouldSelect' of \(owner)"), log: &log)
      var answers: [TabBarDelegateSpec.TabAnswer] = []
      for field in fields.fields {
        let key = DocumentNode(
          .scalar(DocumentScalar(text: field.key, style: .plain, value: .string)), at: field.keyLocation)
        let tab = controllerReference(key, subject)
        let answer = bool(field.value, "'\(field.key)' \(fields.place.description)")
        if let tab, let answer { answers.append(TabBarDelegateSpec.TabAnswer(tab: tab, answer: answer)) }
      }
      return .byTab(answers)
    }
    guard let scalar = node.scalar, case .bool(let answer) = scalar.value else {
      expected("true, false or a mapping from tab ids to true or false", subject, found: node)
      return nil
    }
    return .always(answer)
  }

  /// A `shouldSelect` mapping may name only tabs of the tab bar controllers that use the delegate,
  /// as declared or given by a `set` step.
  mutating func checkShouldSelectAnswers(
    _ delegates: inout [TabBarDelegateSpec], fields: [MappingFields.Field], controllers: [ControllerSpec],
    steps: [Step]
  ) {
    for (index, delegate) in delegates.enumerated() {
      guard case .byTab(let answers)? = delegate.shouldSelect else { continue }
      let id = TabBarDelegateID(index)
      var users = controllers.indices.filter { controllers[$0].properties.tabBarDelegate == id }
      for step in steps {
        guard case .set(let controller, let changes) = step.action else { continue }
        if changes.contains(.tabBarDelegate(id)) { users.append(controller.index) }
      }
      let tabs = Set(users.flatMap { controllers[$0].children })
      let name = DocumentNode.quoted(delegate.id)
      let location = fields.indices.contains(index) ? fields[index].keyLocation : delegate.location
      for answer in answers where !tabs.contains(answer.tab) {
        log.error(
          location,
          "'shouldSelect' in tab bar delegate \(name): \(DocumentNode.quoted(controllers[answer.tab.index].id)) is "
            + "not a tab of a tab bar controller using \(name)")
      }
    }
  }
}
