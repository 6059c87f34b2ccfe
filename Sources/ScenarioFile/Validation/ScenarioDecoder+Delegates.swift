import CatalogModel

/// `transitioningDelegates` and `adaptiveDelegates`: what each delegate object implements.
extension ScenarioDecoder {
  /// The styles `adaptivePresentationStyle(for:traitCollection:)` may return (rule
  /// 8.2 item 1), which are also the styles a presentation controller can adapt to (rule 8.3).
  static let traitCollectionAdaptiveStyles: [PresentationStyle] = [
    .none, .fullScreen, .overFullScreen, .formSheet,
  ]

  /// The styles the iOS 8.0 `adaptivePresentationStyle(for:)` may return (rule 8.2 item 2).
  static let legacyAdaptiveStyles: [PresentationStyle] = [.none, .fullScreen, .overFullScreen]

  // MARK: - Transitioning delegates

  /// The transitioning delegate declared by `field`.
  mutating func decodeTransitioningDelegate(_ field: MappingFields.Field)
    -> TransitioningDelegateSpec
  {
    let name = DocumentNode.quoted(field.key)
    let place = Place("in transitioning delegate \(name)")
    var spec = TransitioningDelegateSpec(id: field.key, location: field.keyLocation)
    guard let fields = declarationFields(field, kind: .transitioningDelegate, place: place) else {
      return spec
    }
    fields.reportUnknownKeys(allowed: ScenarioKeys.transitioningDelegate, log: &log)

    // A controller acting as its own transitioning delegate is retained by the hierarchy, so
    // UIKit's weak reference is never the last one (rule 1.3).
    let isController = registry.index(of: field.key, kind: .controller) != nil
    if isController { spec.retainedElsewhere = true }
    if let field = fields["retainedElsewhere"],
      let value = bool(field.value, place.subject("retainedElsewhere"))
    {
      if isController && !value {
        log.error(
          field.value.location,
          "\(place.subject("retainedElsewhere")): \(name) is also a controller, which the hierarchy retains; "
            + "remove 'retainedElsewhere: false'")
      } else {
        spec.retainedElsewhere = value
      }
    }
    if let field = fields["presentationController"], !field.value.isNull {
      spec.presentationController = decodePresentationController(field.value, owner: name)
    }
    if let field = fields["presentAnimator"], !field.value.isNull {
      spec.presentAnimator = decodeAnimator(field.value, key: "presentAnimator", owner: name)
    }
    if let field = fields["dismissAnimator"], !field.value.isNull {
      spec.dismissAnimator = decodeAnimator(field.value, key: "dismissAnimator", owner: name)
    }
    if let field = fields["presentInteraction"], !field.value.isNull {
      spec.presentInteraction = choice(
        field.value, place.subject("presentInteraction"), among: InteractionKind.allCases)
    }
    if let field = fields["dismissInteraction"], !field.value.isNull {
      spec.dismissInteraction = choice(
        field.value, place.subject("dismissInteraction"), among: InteractionKind.allCases)
    }
    if let field = fields["completionSpeed"] {
      let subject = place.subject("completionSpeed")
      // A range the engine can compute with (ScenarioLimits.completionSpeed).
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

  private mutating func decodePresentationController(_ node: DocumentNode, owner: String)
    -> PresentationControllerSpec?
  {
    let place = Place("in the presentation controller of \(owner)")
    guard
      let fields = mapping(
        node, "'presentationController' in transitioning delegate \(owner)",
        expectation: "a mapping such as {class: DimmingPresentationController}", place: place)
    else { return nil }
    fields.reportUnknownKeys(allowed: ScenarioKeys.presentationController, log: &log)

    var spec = PresentationControllerSpec()
    if let field = fields["class"], let name = className(field.value, place.subject("class")) {
      spec.className = name
    }
    decodeBool("shouldPresentInFullscreen", of: fields, place, into: &spec, \.shouldPresentInFullscreen)
    decodeBool("shouldRemovePresentersView", of: fields, place, into: &spec, \.shouldRemovePresentersView)
    if let field = fields["frame"], let frame = decodeFrame(field.value, owner: owner) {
      spec.frame = frame
    }
    decodeBool("alongsideAnimations", of: fields, place, into: &spec, \.alongsideAnimations)
    if let field = fields["adaptivePresentationStyle"],
      let style = adaptiveStyle(
        field.value, place.subject("adaptivePresentationStyle"),
        among: Self.traitCollectionAdaptiveStyles)
    {
      spec.adaptivePresentationStyle = style
    }
    return spec
  }

  /// `container`, `{inset: [dx, dy]}` or `{rect: [x, y, width, height]}`.
  private mutating func decodeFrame(_ node: DocumentNode, owner: String) -> FrameSpec? {
    let subject = "'frame' in the presentation controller of \(owner)"
    let expectation = "container, {inset: [dx, dy]} or {rect: [x, y, width, height]}"
    if node.scalar?.text == "container" && node.scalar?.value == .string { return .container }
    guard case .mapping(let entries) = node.content else {
      expected(expectation, subject, found: node)
      return nil
    }
    let fields = MappingFields(
      entries, at: node.location, place: Place("in the frame of \(owner)"), log: &log)
    fields.reportUnknownKeys(allowed: ScenarioKeys.frame, log: &log)
    switch (fields["inset"], fields["rect"]) {
    case (let inset?, nil):
      let subject = "'inset' in the frame of \(owner)"
      guard let values = numbers(inset.value, subject, count: 2, names: "[dx, dy]") else {
        return nil
      }
      for (value, element) in zip(values, inset.value.sequenceElements) where value < 0 {
        expected("a number >= 0", subject, found: element)
      }
      guard values.allSatisfy({ $0 >= 0 }) else { return nil }
      return .inset(dx: values[0], dy: values[1])
    case (nil, let rect?):
      let subject = "'rect' in the frame of \(owner)"
      guard let values = numbers(rect.value, subject, count: 4, names: "[x, y, width, height]")
      else { return nil }
      for (value, element) in zip(values, rect.value.sequenceElements).dropFirst(2) where value < 0 {
        expected("a width and height >= 0", subject, found: element)
      }
      guard values[2] >= 0, values[3] >= 0 else { return nil }
      return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
    case (.some, .some):
      log.error(node.location, "\(subject) has both 'inset' and 'rect'; expected one of them")
      return nil
    case (nil, nil):
      if fields.fields.allSatisfy({ ScenarioKeys.frame.contains($0.key) }) {
        expected(expectation, subject, found: node)
      }
      return nil
    }
  }

  /// A list of exactly `count` numbers of points, each within ±`ScenarioLimits.points`.
  private mutating func numbers(_ node: DocumentNode, _ subject: String, count: Int, names: String)
    -> [Double]?
  {
    let expectation = "\(count) numbers \(names)"
    guard let nodes = list(node, subject, expectation: expectation) else { return nil }
    guard nodes.count == count else {
      log.error(
        node.location,
        "\(subject): expected \(expectation), found \(Phrase.count(nodes.count, "number"))")
      return nil
    }
    var values: [Double] = []
    let limit = Int(ScenarioLimits.points)
    let range = "a number of points from -\(limit) to \(limit)"
    for element in nodes {
      guard let value = number(element, subject) else { continue }
      guard abs(value) <= ScenarioLimits.points else {
        expected(range, subject, found: element)
        continue
      }
      values.append(value)
    }
    return values.count == count ? values : nil
  }

  mutating func decodeAnimator(
    _ node: DocumentNode, key: String, owner: String, ownerKind: IDKind = .transitioningDelegate
  )
    -> AnimatorSpec?
  {
    let place = Place("in '\(key)' of \(owner)")
    guard
      let fields = mapping(
        node, "'\(key)' in \(ownerKind.noun) \(owner)",
        expectation: "a mapping such as {class: ZoomAnimator, duration: 0.5}", place: place)
    else { return nil }
    fields.reportUnknownKeys(allowed: ScenarioKeys.animator, log: &log)
    var spec = AnimatorSpec()
    if let field = fields["class"], let name = className(field.value, place.subject("class")) {
      spec.className = name
    }
    if let field = fields["duration"],
      let duration = seconds(field.value, place.subject("duration"), allowsZero: true)
    {
      spec.duration = duration
    }
    return spec
  }

  /// A class label: shown in the timeline, so it must read as a type name.
  private mutating func className(_ node: DocumentNode, _ subject: String) -> String? {
    guard let name = text(node, subject, expectation: "a class name") else { return nil }
    if let problem = NameRules.classProblem(name) {
      log.error(
        node.location,
        "\(subject): \(DocumentNode.quoted(name)) is not a class name (\(problem)); use \(NameRules.classRule)"
      )
      return nil
    }
    return name
  }

  // MARK: - Adaptive delegates

  /// The adaptive delegate declared by `field`.
  mutating func decodeAdaptiveDelegate(_ field: MappingFields.Field) -> AdaptiveDelegateSpec {
    let name = DocumentNode.quoted(field.key)
    let place = Place("in adaptive delegate \(name)")
    var spec = AdaptiveDelegateSpec(id: field.key, location: field.keyLocation)
    guard let fields = declarationFields(field, kind: .adaptiveDelegate, place: place) else {
      return spec
    }
    fields.reportUnknownKeys(allowed: ScenarioKeys.adaptiveDelegate, log: &log)

    if let field = fields["adaptivePresentationStyleForTraitCollection"] {
      spec.adaptivePresentationStyleForTraitCollection = adaptiveAnswer(
        field.value, place.subject("adaptivePresentationStyleForTraitCollection"),
        among: Self.traitCollectionAdaptiveStyles)
    }
    if let field = fields["adaptivePresentationStyle"] {
      spec.adaptivePresentationStyle = adaptiveAnswer(
        field.value, place.subject("adaptivePresentationStyle"), among: Self.legacyAdaptiveStyles)
    }
    if let field = fields["viewControllerForAdaptivePresentationStyle"] {
      spec.viewControllerForAdaptivePresentationStyle = choice(
        field.value, place.subject("viewControllerForAdaptivePresentationStyle"),
        among: AdaptiveReplacement.allCases)
    }
    decodeBool("willPresentWithAdaptiveStyle", of: fields, place, into: &spec, \.willPresentWithAdaptiveStyle)
    if let field = fields["shouldDismiss"] {
      spec.shouldDismiss = bool(field.value, place.subject("shouldDismiss"))
    }
    decodeBool("willDismiss", of: fields, place, into: &spec, \.willDismiss)
    decodeBool("didDismiss", of: fields, place, into: &spec, \.didDismiss)
    decodeBool("didAttemptToDismiss", of: fields, place, into: &spec, \.didAttemptToDismiss)
    // Rule 7.3 (iOS 15): whether a profile has these members is checked when the scenario runs.
    decodeBool("didChangeSelectedDetent", of: fields, place, into: &spec, \.didChangeSelectedDetent)
    decodeBool("prepare", of: fields, place, into: &spec, \.prepare)
    // Rule 20.7: the popover delegate's pre-iOS 13 pair, beside the adaptive delegate's.
    if let field = fields["popoverShouldDismiss"] {
      spec.popoverShouldDismiss = bool(field.value, place.subject("popoverShouldDismiss"))
    }
    decodeBool("popoverDidDismiss", of: fields, place, into: &spec, \.popoverDidDismiss)
    return spec
  }

  /// A delegate's answer (rule 13.6): one style, or `{compact: style, regular: style}` by the
  /// horizontal size class the question is asked in.
  private mutating func adaptiveAnswer(
    _ node: DocumentNode, _ subject: String, among accepted: [PresentationStyle]
  ) -> AdaptiveAnswer? {
    guard case .mapping(let entries) = node.content else {
      return adaptiveStyle(node, subject, among: accepted).map(AdaptiveAnswer.always)
    }
    let fields = MappingFields(entries, at: node.location, place: Place("in \(subject)"), log: &log)
    fields.reportUnknownKeys(allowed: ["compact", "regular"], log: &log)
    let compact = fields["compact"].flatMap { adaptiveStyle($0.value, "'compact' in \(subject)", among: accepted) }
    let regular = fields["regular"].flatMap { adaptiveStyle($0.value, "'regular' in \(subject)", among: accepted) }
    guard fields["compact"] != nil, fields["regular"] != nil else {
      log.error(
        node.location,
        "\(subject): a trait-dependent answer names both size classes, such as {compact: fullScreen, regular: none}")
      return nil
    }
    guard let compact, let regular else { return nil }
    return .byWidth(compact: compact, regular: regular)
  }

  /// A style among those UIKit accepts from an adaptivity method; a real style outside them is
  /// reported with the accepted ones and the rule that sets them.
  private mutating func adaptiveStyle(
    _ node: DocumentNode, _ subject: String, among accepted: [PresentationStyle]
  )
    -> PresentationStyle?
  {
    if let text = node.scalar?.text, let style = PresentationStyle(rawValue: text),
      !accepted.contains(style),
      node.scalar?.value == .string
    {
      log.error(
        node.location,
        "\(subject): UIKit accepts only \(Phrase.bareList(accepted.map(\.rawValue))) here, found '\(text)' "
          + "(rule 8.2)")
      return nil
    }
    return choice(node, subject, among: accepted)
  }
}

extension DocumentNode {
  /// The elements of a sequence; empty for anything else.
  var sequenceElements: [DocumentNode] {
    if case .sequence(let nodes) = content { return nodes }
    return []
  }
}
