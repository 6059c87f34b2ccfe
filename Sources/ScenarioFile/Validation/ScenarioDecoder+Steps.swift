import CatalogModel

/// `steps`: one action per step, the modifiers that action allows, and when the step runs.
extension ScenarioDecoder {
  /// The steps; at least one is required.
  mutating func decodeSteps(_ field: MappingFields.Field) -> [Step] {
    guard
      let nodes = list(
        field.value, "'steps'", expectation: "a list of steps such as [{present: D}]")
    else {
      return []
    }
    if nodes.isEmpty {
      log.error(field.value.location, "'steps' is empty; expected at least one step")
    }
    guard nodes.count <= ScenarioLimits.steps else {
      // Not decoded further: each step would cost time and memory for a scenario refused anyway.
      log.error(
        field.value.location,
        "'steps' has \(nodes.count) steps; a scenario has at most \(ScenarioLimits.steps) "
          + "(Docs/scenario-format.md, 'Limits'): split it into several scenarios")
      return []
    }
    var steps: [Step] = []
    for (offset, node) in nodes.enumerated() {
      guard let step = decodeStep(node, name: "step \(offset + 1)") else { continue }
      // Rule 20.1: the window becomes visible once, before anything else happens.
      if case .launch = step.action, offset > 0 {
        log.error(
          step.location,
          "'launch' in step \(offset + 1): the window becomes visible before anything else; make it step 1")
      }
      steps.append(step)
    }
    return steps
  }

  private mutating func decodeStep(_ node: DocumentNode, name: String) -> Step? {
    let actions = ScenarioKeys.actions
    guard case .mapping(let entries) = node.content else {
      expected("a mapping with one action, such as 'present: D'", name, found: node)
      return nil
    }
    let fields = MappingFields(entries, at: node.location, place: Place("in \(name)"), log: &log)

    var hasUnknownKeys = false
    for field in fields.fields
    where !actions.contains(field.key) && !ScenarioKeys.modifiers.contains(field.key) {
      hasUnknownKeys = true
      log.error(
        field.keyLocation,
        MappingFields.unknownKeyMessage(
          field.key, place: fields.place, allowed: actions + ScenarioKeys.modifiers,
          expectation: "a step has one action (\(Phrase.list(actions, limit: .max))) and that action's options"))
    }
    let actionFields = fields.fields.filter { actions.contains($0.key) }
    guard let actionField = actionFields.first else {
      if !hasUnknownKeys {
        log.error(node.location, "\(name) has no action; expected one of \(Phrase.list(actions, limit: .max))")
      }
      return nil
    }
    for extra in actionFields.dropFirst() {
      log.error(
        extra.keyLocation,
        "\(name) has a second action '\(extra.key)' after '\(actionField.key)'; give each action its own step"
      )
    }

    let action = actionField.key
    guard let kind = StepKind(rawValue: action) else { return nil }
    let allowed = ScenarioKeys.modifiers(of: kind)
    for field in fields.fields
    where ScenarioKeys.modifiers.contains(field.key) && !allowed.contains(field.key) {
      let takes =
        allowed.isEmpty
        ? "'\(action)' takes no other keys"
        : "'\(action)' takes \(Phrase.list(allowed, conjunction: "and"))"
      log.error(
        field.keyLocation, "'\(field.key)' does not apply to '\(action)' in \(name); \(takes)")
    }

    // Decode both before giving up, so that a bad `at` does not hide a bad action.
    var timing: StepTiming? = .settled
    if allowed.contains("at"), let field = fields["at"] {
      timing = decodeTiming(field.value, fields.place.subject("at"))
    }
    if allowed.contains("during"), let field = fields["during"] {
      if fields["at"] != nil {
        log.error(field.keyLocation, "\(name) has both 'at' and 'during'; a step runs at a time or inside a callback")
        timing = nil
      } else {
        timing = decodeTrigger(field.value, fields.place.subject("during"))
      }
    }
    let stepAction = decodeAction(kind, actionField.value, fields: fields, step: name)
    guard let stepAction, let timing else { return nil }
    return Step(stepAction, timing: timing, location: node.location)
  }

  // MARK: - Actions

  private mutating func decodeAction(
    _ kind: StepKind, _ value: DocumentNode, fields: MappingFields, step: String
  )
    -> StepAction?
  {
    let place = fields.place
    let action = kind.rawValue
    switch kind {
    case .present:
      let target = controllerReference(value, place.subject(action))
      let from = optionalController(fields["from"], place.subject("from"))
      let animated = fields["animated"].map { bool($0.value, place.subject("animated")) } ?? true
      guard let target, let from, let animated else { return nil }
      return .present(target, from: from, animated: animated)
    case .dismiss:
      let target = controllerReference(value, place.subject(action))
      let animated = fields["animated"].map { bool($0.value, place.subject("animated")) } ?? true
      guard let target, let animated else { return nil }
      return .dismiss(target, animated: animated)
    case .interactiveDismiss, .swipeDown:
      let target = controllerReference(value, place.subject(action))
      let gesture = decodeGesture(fields, action: action, step: step)
      guard let target, let gesture else { return nil }
      return kind == .swipeDown
        ? .swipeDown(target, gesture: gesture) : .interactiveDismiss(target, gesture: gesture)
    case .interactivePresent:
      let target = controllerReference(value, place.subject(action))
      let from = optionalController(fields["from"], place.subject("from"))
      let gesture = decodeGesture(fields, action: action, step: step)
      guard let target, let from, let gesture else { return nil }
      return .interactivePresent(target, from: from, gesture: gesture)
    case .detent:
      return decodeDetent(value, fields: fields, step: step)
    case .traits:
      return decodeTraits(value, step: step)
    case .resize:
      return decodeResize(value, step: step)
    case .set:
      return decodeSet(value, step: step)
    case .addSubview:
      let target = controllerReference(value, place.subject(action))
      guard let to = fields["to"] else {
        log.error(
          fields.location,
          "\(step) ('addSubview') needs 'to': the controller whose view receives the subview")
        return nil
      }
      let superview = controllerReference(to.value, place.subject("to"))
      guard let target, let superview else { return nil }
      return .addSubview(target, to: superview)
    case .removeFromSuperview:
      return controllerReference(value, place.subject(action)).map { .removeFromSuperview($0) }
    case .inspect:
      return decodeInspect(value, place.subject(action))
    case .wait:
      return seconds(value, place.subject(action), allowsZero: false).map { .wait($0) }
    case .readPresentationController:
      return controllerReference(value, place.subject(action)).map { .readPresentationController($0) }
    case .beginAppearanceTransition:
      let target = controllerReference(value, place.subject(action))
      let appearing = fields["appearing"].map { bool($0.value, place.subject("appearing")) } ?? true
      let animated = fields["animated"].map { bool($0.value, place.subject("animated")) } ?? true
      guard let target, let appearing, let animated else { return nil }
      return .beginAppearance(target, appearing: appearing, animated: animated)
    case .endAppearanceTransition:
      return controllerReference(value, place.subject(action)).map { .endAppearance($0) }
    case .tapOutside:
      return controllerReference(value, place.subject(action)).map { .tapOutside($0) }
    case .tapDimmingView:
      return controllerReference(value, place.subject(action)).map { .tapDimmingView($0) }
    case .launch:
      return controllerReference(value, place.subject(action)).map { .launch($0) }
    case .rotate:
      return choice(value, place.subject(action), among: InterfaceOrientation.allCases).map { .rotate($0) }
    case .tapAlertAction:
      return controllerReference(value, place.subject(action)).map { .tapAlertAction($0) }
    case .push, .pop, .popTo, .popToRoot, .setViewControllers, .select, .swipeBack:
      return decodeContainerAction(kind, value, fields: fields, step: step) { decoder in
        decoder.decodeGesture(fields, action: action, step: step)
      }
    }
  }

  /// An optional `from`: `.some(nil)` when absent, nil when written but invalid.
  private mutating func optionalController(_ field: MappingFields.Field?, _ subject: String)
    -> ControllerID??
  {
    guard let field else { return .some(nil) }
    guard let controller = controllerReference(field.value, subject) else { return nil }
    return .some(controller)
  }

  /// `progress` (required) and `release` (default `finish`).
  fileprivate mutating func decodeGesture(_ fields: MappingFields, action: String, step: String)
    -> Gesture?
  {
    guard let progressField = fields["progress"] else {
      log.error(
        fields.location,
        "\(step) ('\(action)') needs 'progress': the update(_:) values, one per frame, such as [0.2, 0.5]"
      )
      return nil
    }
    let subject = fields.place.subject("progress")
    let expectation = "a non-empty list of numbers from 0 to 1"
    var progress: [Double] = []
    var isValid = true
    if let nodes = list(progressField.value, subject, expectation: expectation) {
      if nodes.isEmpty {
        expected(expectation, subject, found: progressField.value)
        isValid = false
      }
      if nodes.count > Self.maximumGestureFrames {
        log.error(
          progressField.value.location,
          "\(subject) has \(nodes.count) values; a gesture has at most \(Self.maximumGestureFrames) frames (one value per frame at 60 frames a second)"
        )
        return nil
      }
      for node in nodes {
        guard let value = number(node, subject, expectation: "numbers from 0 to 1") else {
          isValid = false
          continue
        }
        guard (0...1).contains(value) else {
          expected("numbers from 0 to 1", subject, found: node)
          isValid = false
          continue
        }
        progress.append(value)
      }
    } else {
      isValid = false
    }
    var release = GestureRelease.finish
    if let field = fields["release"] {
      guard
        let value = choice(
          field.value, fields.place.subject("release"), among: GestureRelease.allCases)
      else {
        return nil
      }
      release = value
    }
    return isValid ? Gesture(progress: progress, release: release) : nil
  }

  /// `detent: D` with `to` (required: `medium` or `large`) and `by` (`user`, the default, or
  /// `app`): rule 7.3.
  private mutating func decodeDetent(_ value: DocumentNode, fields: MappingFields, step: String)
    -> StepAction?
  {
    let place = fields.place
    let target = controllerReference(value, place.subject("detent"))
    var detent: SheetDetent?
    if let field = fields["to"] {
      detent = choice(field.value, place.subject("to"), among: SheetDetent.allCases)
    } else {
      log.error(
        fields.location,
        "\(step) ('detent') needs 'to': the detent the sheet moves to, \(Phrase.bareList(SheetDetent.allCases.map(\.rawValue)))"
      )
    }
    var origin: DetentChangeOrigin? = .user
    if let field = fields["by"] {
      origin = choice(field.value, place.subject("by"), among: DetentChangeOrigin.allCases)
    }
    guard let target, let detent, let origin else { return nil }
    return .detent(target, to: detent, by: origin)
  }

  private mutating func decodeTraits(_ node: DocumentNode, step: String) -> StepAction? {
    let subject = "'traits' in \(step)"
    let expectation = "a mapping with 'horizontalSizeClass', 'verticalSizeClass' or both"
    guard
      let fields = mapping(
        node, subject, expectation: expectation, place: Place("in 'traits' of \(step)"))
    else {
      return nil
    }
    fields.reportUnknownKeys(allowed: ScenarioKeys.traits, log: &log)
    if fields.isEmpty {
      expected(expectation, subject, found: node)
      return nil
    }
    let change = decodeSizeClasses(fields)
    let isValid = fields.fields.allSatisfy { ScenarioKeys.traits.contains($0.key) }
    guard isValid, let change else { return nil }
    return .traits(change)
  }

  /// The size classes of a `traits` or `resize` mapping; nil when one of them is invalid (reported).
  private mutating func decodeSizeClasses(_ fields: MappingFields) -> TraitChange? {
    var change = TraitChange()
    var isValid = true
    if let field = fields["horizontalSizeClass"] {
      change.horizontalSizeClass = choice(
        field.value, fields.place.subject("horizontalSizeClass"), among: SizeClass.allCases)
      isValid = isValid && change.horizontalSizeClass != nil
    }
    if let field = fields["verticalSizeClass"] {
      change.verticalSizeClass = choice(
        field.value, fields.place.subject("verticalSizeClass"), among: SizeClass.allCases)
      isValid = isValid && change.verticalSizeClass != nil
    }
    return isValid ? change : nil
  }

  /// `resize: {size: [width, height], horizontalSizeClass: …, verticalSizeClass: …}`: the window's
  /// new size and the size classes that change with it (trait changes, rule 14.2).
  private mutating func decodeResize(_ node: DocumentNode, step: String) -> StepAction? {
    let subject = "'resize' in \(step)"
    let expectation = "a mapping with 'size' ([width, height] in points) and the size classes that change"
    guard let fields = mapping(node, subject, expectation: expectation, place: Place("in 'resize' of \(step)")) else {
      return nil
    }
    fields.reportUnknownKeys(allowed: ScenarioKeys.resize, log: &log)
    guard let sizeField = fields["size"] else {
      log.error(node.location, "\(subject) needs 'size': the window's new [width, height] in points")
      return nil
    }
    let size = decodeSize(sizeField.value, fields.place.subject("size"))
    let change = decodeSizeClasses(fields)
    let isValid = fields.fields.allSatisfy { ScenarioKeys.resize.contains($0.key) }
    guard isValid, let size, let change else { return nil }
    return .resize(width: size.0, height: size.1, traits: change)
  }

  private mutating func decodeSet(_ node: DocumentNode, step: String) -> StepAction? {
    let subject = "'set' in \(step)"
    let place = Place("in 'set' of \(step)")
    let settable = ScenarioKeys.settableProperties
    guard
      let fields = mapping(
        node, subject,
        expectation: "a mapping such as {controller: X, definesPresentationContext: true}",
        place: place)
    else { return nil }
    var isValid = true
    for field in fields.fields where field.key != "controller" && !settable.contains(field.key) {
      isValid = false
      if ScenarioKeys.controller.contains(field.key) {
        log.error(
          field.keyLocation,
          "'\(field.key)' cannot be changed by 'set' in \(step); 'set' changes \(Phrase.list(settable))"
        )
      } else {
        log.error(
          field.keyLocation,
          MappingFields.unknownKeyMessage(
            field.key, place: place, allowed: ["controller"] + settable))
      }
    }
    var target: ControllerID?
    if let field = fields["controller"] {
      target = controllerReference(field.value, place.subject("controller"))
    } else {
      log.error(node.location, "\(subject) needs 'controller': the id of the controller to change")
    }
    var changes: [ControllerProperty] = []
    for field in fields.fields where settable.contains(field.key) {
      if let change = decodeProperty(field, place: place) {
        changes.append(change)
      } else {
        isValid = false
      }
    }
    if fields.fields.allSatisfy({ $0.key == "controller" }) {
      log.error(
        node.location,
        "\(subject) changes nothing; add a property such as 'definesPresentationContext: true'")
      isValid = false
    }
    guard let target, isValid else { return nil }
    return .set(target, changes)
  }

  /// One property of a `set` step; `transitioningDelegate` and `presentationControllerDelegate`
  /// accept null, which clears them.
  private mutating func decodeProperty(_ field: MappingFields.Field, place: Place)
    -> ControllerProperty?
  {
    let subject = place.subject(field.key)
    let value = field.value
    switch field.key {
    case "modalPresentationStyle":
      return choice(value, subject, among: PresentationStyle.allCases).map {
        .modalPresentationStyle($0)
      }
    case "transitioningDelegate":
      if value.isNull && !value.isPlaceholder { return .transitioningDelegate(nil) }
      return transitioningDelegateReference(value, subject).map { .transitioningDelegate($0) }
    case "presentationControllerDelegate":
      if value.isNull && !value.isPlaceholder { return .presentationControllerDelegate(nil) }
      return adaptiveDelegateReference(value, subject).map { .presentationControllerDelegate($0) }
    case "definesPresentationContext":
      return bool(value, subject).map { .definesPresentationContext($0) }
    case "providesPresentationContextTransitionStyle":
      return bool(value, subject).map { .providesPresentationContextTransitionStyle($0) }
    case "isModalInPresentation":
      return bool(value, subject).map { .isModalInPresentation($0) }
    case "modalTransitionStyle":
      return choice(value, subject, among: ModalTransitionStyle.allCases).map { .modalTransitionStyle($0) }
    case "supportedInterfaceOrientations":
      return choice(value, subject, among: InterfaceOrientationMask.allCases).map {
        .supportedInterfaceOrientations($0)
      }
    case "shouldAutomaticallyForwardAppearanceMethods":
      return bool(value, subject).map { .shouldAutomaticallyForwardAppearanceMethods($0) }
    case "navigationDelegate":
      if value.isNull && !value.isPlaceholder { return .navigationDelegate(nil) }
      return navigationDelegateReference(value, subject).map { .navigationDelegate($0) }
    case "tabBarDelegate":
      if value.isNull && !value.isPlaceholder { return .tabBarDelegate(nil) }
      return tabBarDelegateReference(value, subject).map { .tabBarDelegate($0) }
    default:
      return nil
    }
  }

  // MARK: - Timing

  /// `at`: seconds since the start, or `"+0"` for the previous step's run-loop turn.
  ///
  /// `+0` is accepted quoted or not: unquoted, YAML reads it as the number 0, which is never what
  /// the author meant. Other numbers written with a `+` look relative but are not, so they are
  /// refused rather than read as absolute times.
  /// `during: D.viewDidAppear`: a controller's or adaptive delegate's callback, the step running
  /// inside it (rule 13.6).
  private mutating func decodeTrigger(_ node: DocumentNode, _ subject: String) -> StepTiming? {
    let callbacks = StepTrigger.Callback.allCases.map(\.rawValue)
    let expectation = "'ID.callback', such as 'D.viewDidAppear' or 'observer.presentationControllerDidAttemptToDismiss'"
    guard let text = node.scalar?.text else {
      expected(expectation, subject, found: node)
      return nil
    }
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      expected(expectation, subject, found: node)
      return nil
    }
    let (object, callbackName) = (parts[0], parts[1])
    guard let callback = StepTrigger.Callback(rawValue: callbackName) else {
      let suggestion = Suggestion.nearest(to: callbackName, among: callbacks).map { "; did you mean '\($0)'?" } ?? ""
      log.error(
        node.location,
        "\(subject): '\(callbackName)' is not a callback a step can run inside\(suggestion) (one of \(Phrase.bareList(callbacks)))"
      )
      return nil
    }
    let kind: IDKind
    switch callback.owner {
    case .controller: kind = .controller
    case .adaptiveDelegate: kind = .adaptiveDelegate
    case .navigationDelegate: kind = .navigationDelegate
    case .tabBarDelegate: kind = .tabBarDelegate
    }
    guard registry.index(of: object, kind: kind) != nil else {
      if let other = registry.otherKind(declaring: object, besides: kind) {
        log.error(
          node.location,
          "\(subject): '\(callback.rawValue)' is \(kind.withArticle) callback; '\(object)' is \(other.withArticle)")
      } else {
        log.error(
          node.location,
          "\(subject): '\(object)' is not a declared \(kind.noun); '\(callback.rawValue)' is a callback of one")
      }
      return nil
    }
    return .during(StepTrigger(object: object, callback: callback))
  }

  private mutating func decodeTiming(_ node: DocumentNode, _ subject: String) -> StepTiming? {
    let expectation =
      "seconds since the start (a number >= 0, to the millisecond) or \"+0\" (the previous step's turn)"
    guard let scalar = node.scalar else {
      expected(expectation, subject, found: node)
      return nil
    }
    if scalar.text == "+0" { return .sameTurn }
    if scalar.text.hasPrefix("+") {
      expected(
        expectation, subject, found: node,
        hint: "only \"+0\" is relative; write other times as seconds since the start")
      return nil
    }
    guard case .number = scalar.value else {
      expected(expectation, subject, found: node, hint: quoteHintForTime(scalar))
      return nil
    }
    return seconds(node, subject, allowsZero: true).map { .at($0) }
  }

  private func quoteHintForTime(_ scalar: DocumentScalar) -> String? {
    guard scalar.style != .plain, case .number = CoreValue(plain: scalar.text) else { return nil }
    return "remove the quotes"
  }
}
