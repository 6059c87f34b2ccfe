import CatalogModel

// MARK: - What a replay records when it explains itself (`ReplayExplanation`)

extension Replay {
  /// What `enter(_:)` replaces and `leave(_:)` puts back: the caller's rule and presentation.
  struct RuleScope {
    let rule: BehaviourRule
    let focus: PresentationIndex?
  }

  /// Makes `rule` the current one and returns the caller's, to be put back when the rule's work is
  /// done: `let outer = enter(.rule2Dot2); defer { leave(outer) }`. An observer hears of it, to
  /// keep the chain each event records.
  @inline(__always)
  mutating func enter(_ rule: BehaviourRule) -> RuleScope {
    let outer = RuleScope(rule: self.rule, focus: focus)
    self.rule = rule
    observer?.ruleEntered(rule)
    return outer
  }

  /// Puts back what `enter(_:)` replaced.
  @inline(__always)
  mutating func leave(_ outer: RuleScope) {
    observer?.ruleLeft()
    rule = outer.rule
    focus = outer.focus
  }

  /// Whether anyone watches the replay: only then are explanations worth building.
  var isObserved: Bool { observer != nil }

  /// Records a decision taken under `rule` about the presentation in focus (or `presentation`);
  /// the text is built only when the replay is observed.
  func explain(
    _ rule: BehaviourRule, _ text: @autoclosure () -> String, about presentation: PresentationIndex? = nil
  ) {
    guard let observer else { return }
    observer.decided(rule, text(), presentation: presentation ?? focus, step: currentStep)
  }

  /// Records that `rule` withheld `member` from `receiver`; the texts are built only when the
  /// replay is observed.
  func withhold(
    _ member: Member, from receiver: @autoclosure () -> String, rule: BehaviourRule,
    because reason: @autoclosure () -> String
  ) {
    guard let observer else { return }
    observer.withheld(
      Omission(
        member: member, receiver: receiver(), rule: rule, reason: reason(), position: recorder.timeline.count,
        step: currentStep, presentation: focus))
  }

  /// Records that `rule` withheld each of `members` from `controller` and its children on screen.
  func withhold(
    _ members: [Member], fromTreeOf controller: Int, rule: BehaviourRule, because reason: String
  ) {
    guard isObserved else { return }
    for member in members {
      for receiver in visibleTree(controller) {
        withhold(member, from: idString(receiver), rule: rule, because: reason)
      }
    }
  }

  /// `'nav'` or `'nav' and its children on screen ('list')`.
  func describeTree(_ controller: Int) -> String {
    let tree = visibleTree(controller)
    guard tree.count > 1 else { return "'\(idString(controller))'" }
    return "'\(idString(controller))' and its children on screen ("
      + tree.dropFirst().map { "'\(idString($0))'" }.joined(separator: ", ") + ")"
  }

  /// "the profile uikit-13 (iOS 13–16)".
  var profileDescription: String { "\(profile.name) (\(profile.era))" }

  // MARK: - The decisions of a presentation

  /// Phase A's decisions (rule 2.1): the style and where it came from, the presenter, the
  /// delegate's part, and whether the presenter's view stays, with the callbacks that withholds.
  mutating func explainPresentation(_ index: PresentationIndex, declared: PresentationStyle, animated: Bool) {
    guard let observer else { return }
    let record = presentations[index]
    let id = idString(record.original)
    observer.presentationMade(index, of: id)
    let spec = scenario.controllers[record.original]
    let place = spec.styleLocation.map { "line \($0.line)" } ?? "not set in the scenario: the default"
    var style = "'\(id)' has modalPresentationStyle \(declared.rawValue) (\(place))"
    if declared == .automatic {
      style += "; \(profile.name) resolves automatic to \(rules.automaticStyle.rawValue) (Appendix A item 4)"
    }
    explain(.rule4Dot2, style)
    if !rules.hasAdaptivity && declared.isSheet && scenario.device.idiom == .phone {
      explain(.rule4Dot2, "before adaptivity (\(profileDescription)) a sheet on a phone is full screen (rule 10.1)")
    }
    if record.style != record.baseStyle {
      explain(.rule8Dot2, "adapted from \(record.baseStyle.rawValue) to \(record.style.rawValue) for the traits")
    }
    let presenter = idString(record.presenting)
    if record.style.isCurrentContext || record.presenting != topAncestor(record.source) {
      explain(
        .rule5Dot2,
        "presented from '\(presenter)', the nearest controller from '\(idString(record.source))' up that defines the presentation context"
      )
    } else {
      explain(
        .rule5Dot1,
        "presented from '\(presenter)', the root of the presentation layer of '\(idString(record.source))' (full-screen styles present from there)"
      )
    }
    if let delegate = spec.properties.transitioningDelegate {
      let alive = delegateAlive[delegate.index] ? "" : " (released earlier, rule 1.3: not asked)"
      explain(.rule4Dot4, "'\(id)' has the transitioning delegate '\(scenario[delegate].id)'\(alive)")
    } else {
      explain(.rule4Dot4, "'\(id)' has no transitioning delegate: UIKit's own presentation controller and animation")
    }
    if !animated { explain(.rule4Dot1, "presented with animated: false") }
    let withheld = presenterKeepsView(record)
    if record.removesPresentersView {
      explain(
        .rule4Dot3,
        "\(record.style.rawValue) removes the presenter's view: \(describeTree(record.presenting)) hear viewWillDisappear and viewDidDisappear"
      )
    } else if let withheld {
      explain(withheld.rule, withheld.reason)
      withhold(
        [.viewWillDisappear, .viewDidDisappear], fromTreeOf: record.presenting, rule: withheld.rule,
        because: withheld.reason)
    }
  }

  /// Why the presenter of `record` keeps its view (and hears no appearance callbacks), with the
  /// rule that says so; nil when its view is removed.
  func presenterKeepsView(_ record: PresentationRecord) -> (rule: BehaviourRule, reason: String)? {
    guard !record.removesPresentersView else { return nil }
    let style = record.style.rawValue
    let presenter = describeTree(record.presenting)
    if let controller = record.appController {
      return (
        .rule2Dot2,
        "the app's presentation controller \(controller.className) answers shouldRemovePresentersView false: "
          + "\(presenter) stay on screen and hear no appearance callbacks (rule 4.3)"
      )
    }
    if record.style.isSheet && rules.sheetsAreCards {
      return (
        .rule7Dot1,
        "style \(style) under \(profile.name): sheets keep the presenter, so \(presenter) hear no appearance callbacks"
      )
    }
    if record.style == .custom && rules.hasPresentationControllers {
      return (
        .rule17Dot1,
        "style custom with UIKit's base presentation controller (the app vends none): \(presenter) stay on screen "
          + "and hear no appearance callbacks"
      )
    }
    if record.style == .custom {
      return (
        .rule13Dot5,
        "style custom keeps the presenter's view in every era: \(presenter) hear no appearance callbacks"
      )
    }
    return (.rule4Dot3, "style \(style) keeps the presenter's view: \(presenter) hear no appearance callbacks")
  }
}

// MARK: - Dismissals, delegates and adaptation

extension Replay {
  /// Phase A's decisions of a dismissal (rule 3.1): what goes, whether the presenter's view comes
  /// back with its appearance callbacks, and which delegates are not asked.
  mutating func explainDismissal(
    _ target: PresentationIndex, stack: [PresentationIndex], animator: AnimatorSpec?, byUser: Bool
  ) {
    guard isObserved else { return }
    let bottom = presentations[target]
    let top = presentations[stack[stack.count - 1]]
    explain(
      .rule3Dot1,
      "dismisses '\(idString(bottom.presented))' (style \(bottom.style.rawValue)), presented from '\(idString(bottom.presenting))'"
        + (stack.count > 1 ? ", with the \(stack.count - 1) presentation(s) above it; only the top-most animates" : ""))
    if bottom.removesPresentersView {
      explain(
        .rule4Dot3,
        "\(bottom.style.rawValue) removed the presenter's view: \(describeTree(bottom.presenting)) hear viewWillAppear and viewDidAppear"
      )
    } else if let kept = presenterKeepsView(bottom) {
      explain(kept.rule, kept.reason)
      var members: [Member] = [.viewWillAppear, .viewDidAppear]
      if rules.hasViewIsAppearing { members.insert(.viewIsAppearing, at: 1) }
      withhold(members, fromTreeOf: bottom.presenting, rule: kept.rule, because: kept.reason)
    }
    if let animator {
      explain(
        .rule3Dot1,
        "the delegate vends the dismissal animator \(animator.className) (\(animator.duration.decimalString) s)")
    }
    let presented = top.original
    if let delegate = controllers[presented].properties.transitioningDelegate {
      let name = scenario[delegate].id
      if byUser {
        withhold(
          .animationControllerForDismissed, from: name, rule: .rule7Dot2,
          because:
            "a user's dismissal is driven by UIKit's own interaction; the app's transitioning delegate is not asked")
      } else if !delegateAlive[delegate.index] {
        withhold(
          .animationControllerForDismissed, from: name, rule: .rule1Dot3,
          because: "nothing retains the transitioning delegate '\(name)' after the presentation: it was released "
            + "(deinit) and UIKit's own dismissal animation runs")
      }
    }
    if !byUser, let delegateID = bottom.adaptiveDelegate {
      let delegate = scenario[delegateID]
      let reason = "a programmatic dismiss calls none of the should/will/did-dismiss methods (rule 7.2 item 6)"
      if delegate.shouldDismiss != nil {
        withhold(.shouldDismiss, from: delegate.id, rule: .rule7Dot2, because: reason)
      }
      if delegate.willDismiss { withhold(.willDismiss, from: delegate.id, rule: .rule7Dot2, because: reason) }
      if delegate.didDismiss { withhold(.didDismiss, from: delegate.id, rule: .rule7Dot2, because: reason) }
    }
  }

  /// Rule 17.1: a `.custom` presentation without the app's presentation controller gets UIKit's
  /// base `UIPresentationController`, which keeps the presenter's view and calls no app code.
  mutating func explainBasePresentationController(_ presentation: PresentationIndex, reason: String) {
    explain(
      .rule17Dot1,
      "\(reason): UIKit uses a base UIPresentationController; the style stays custom, the presenter keeps its "
        + "view and no presentation-controller callbacks reach the app",
      about: presentation)
  }

  /// A delegate that could vend a presentation controller is not asked (rules 2.7, 4.4).
  mutating func explainUnaskedPresentationController(
    _ spec: PresentationControllerSpec, delegate: TransitioningDelegateID, style: PresentationStyle
  ) {
    let name = scenario[delegate].id
    if style == .custom {
      withhold(
        .presentationControllerForPresented, from: name, rule: .rule2Dot7,
        because: "\(profileDescription) has no presentation controllers: \(spec.className) is never made")
    } else {
      withhold(
        .presentationControllerForPresented, from: name, rule: .rule4Dot4,
        because:
          "the delegate is asked for a presentation controller only for style custom; this one is \(style.rawValue)")
    }
  }

  /// A presentation that does not take part in adaptation: its adaptive delegate is not asked.
  mutating func explainNoAdaptation(_ presentation: PresentationIndex) {
    guard isObserved else { return }
    let record = presentations[presentation]
    let reason =
      rules.hasAdaptivity
      ? "style \(record.style.rawValue) takes no part in adaptation (only sheets, popovers and the app's presentation controllers do)"
      : "\(profileDescription) has no adaptivity"
    explain(.rule8Dot1, reason)
    guard let delegateID = record.adaptiveDelegate else { return }
    let delegate = scenario[delegateID]
    if delegate.adaptivePresentationStyleForTraitCollection != nil {
      withhold(.adaptivePresentationStyleForTraitCollection, from: delegate.id, rule: .rule8Dot1, because: reason)
    }
    if delegate.adaptivePresentationStyle != nil {
      withhold(.adaptivePresentationStyle, from: delegate.id, rule: .rule8Dot1, because: reason)
    }
  }
}
