import CatalogModel

// MARK: - Scenario actions (Docs/rules/15-scenario-actions.md, rules 15.1–15.6; rule 13.6)

/// A presentation or dismissal requested while a transition was in flight (rule 15.2).
enum QueuedRequest {
  case present(presented: Int, source: Int, animated: Bool)
  /// `owner` holds the completion block: the receiver the app called, when rule 17.3 forwarded
  /// the request to another controller; `completes` is false when no app code passed a completion
  /// (UIKit's own call of rule 19.6).
  case dismiss(receiver: Int, animated: Bool, owner: Int? = nil, completes: Bool = true)
  /// Rule 18.14 item 2: an animated stack change made while a presentation's transition ran
  /// around the navigation controller.
  case navigation(navigation: Int, request: NavigationRequest)
}

extension Replay {
  // MARK: Rule 15.1: a step that runs inside a callback

  /// Arms step `index`: it runs inside `trigger`'s callback, the next time UIKit makes it.
  mutating func arm(_ index: Int, _ trigger: StepTrigger) {
    nextStep = index
    armedStep = (index, recorder.intern(trigger.object), Self.member(of: trigger.callback))
  }

  /// Runs the armed step when the event just emitted is its callback: synchronously, inside it,
  /// as app code in that callback runs.
  @inline(__always)
  mutating func fireArmedStep(_ member: Member, _ receiver: Name) {
    // Called after every event: the check inline, the rest (rarely reached) out of line.
    guard let armed = armedStep, armed.member == member, armed.receiver == receiver, !stopped else { return }
    runArmedStep(armed.index)
  }

  /// Runs the armed step `index`, whose callback just happened (rule 15.1).
  mutating func runArmedStep(_ index: Int) {
    // Called after every event: the rule is set only when a step really runs (rule 15.1).
    let outer = enter(.rule15Dot1)
    defer { leave(outer) }
    armedStep = nil
    runStep(index)
  }

  /// The event of a trigger's callback.
  static func member(of callback: StepTrigger.Callback) -> Member {
    switch callback {
    case .viewDidLoad: .viewDidLoad
    case .viewWillAppear: .viewWillAppear
    case .viewIsAppearing: .viewIsAppearing
    case .viewDidAppear: .viewDidAppear
    case .viewWillDisappear: .viewWillDisappear
    case .viewDidDisappear: .viewDidDisappear
    case .traitCollectionDidChange: .traitCollectionDidChange
    case .completion: .completion
    case .presentationControllerWillDismiss: .willDismiss
    case .presentationControllerDidDismiss: .didDismiss
    case .presentationControllerDidAttemptToDismiss: .didAttemptToDismiss
    case .actionHandler: .actionHandler
    case .willMove: .willMoveToParent
    case .didMove: .didMoveToParent
    case .willShow: .navigationWillShow
    case .didShow: .navigationDidShow
    case .shouldSelect: .tabShouldSelect
    case .didSelect: .tabDidSelect
    }
  }

  // MARK: Rule 15.2: requests made while a transition completes wait for it

  /// Whether the app's code runs inside a transition's completion (`viewDidAppear(_:)`,
  /// `viewDidDisappear(_:)`, the delegate's did-callbacks): a request made there waits for the
  /// transition to finish (rule 2.4 step 10).
  @inline(__always) var isCompletingTransition: Bool {
    completing.contains { transitions[$0].isPresentationTransition }
  }

  /// Whether `presentation` is being presented or dismissed and not yet in its completion: a
  /// request that needs it settled meets E3, E4 or E12.
  @inline(__always)
  func isBusy(_ presentation: PresentationIndex) -> Bool {
    presentations[presentation].isInFlight && !completing.contains { transitions[$0].concerns(presentation) }
  }

  /// Rule 2.4 step 10 / rule 3.3 step 8: once a transition has completed, the requests that
  /// waited for it run, in the order they were made; one that finds another transition begun
  /// waits again.
  mutating func runQueuedRequests() {
    let outer = enter(.rule15Dot2)
    defer { leave(outer) }
    guard !isCompletingTransition, !queuedRequests.isEmpty else { return }
    let waiting = queuedRequests
    queuedRequests = []
    for request in waiting {
      guard !stopped else { return }
      switch request {
      case .present(let presented, let source, let animated):
        requestPresentation(presented, source: source, animated: animated, gesture: nil)
      case .dismiss(let receiver, let animated, let owner, let completes):
        // Rule 17.3: a forwarded dismissal runs once the one it met has ended.
        let inner = enter(owner == nil ? .rule15Dot2 : .rule17Dot3)
        requestDismissal(
          receiver: receiver, animated: animated, gesture: nil, completionOwner: owner, hasCompletion: completes)
        leave(inner)
      case .navigation(let navigation, let request):
        let inner = enter(.rule18Dot14)
        route(navigation, request)
        leave(inner)
      }
    }
  }

  // MARK: Rule 15.3: the app drives appearance itself (rule 9.2)

  /// `controller.beginAppearanceTransition(appearing, animated:)`, called by the app.
  mutating func appBeginsAppearance(_ controller: Int, appearing: Bool, animated: Bool) {
    let outer = enter(.rule15Dot3)
    defer { leave(outer) }
    emit(.beginAppearanceTransition, controller: controller, .bool(appearing), .bool(animated))
    appAppearanceAnimated[controller] = animated
    beginAppearance([controller], appearing: appearing, animated: animated)
  }

  /// `controller.endAppearanceTransition()`, called by the app.
  mutating func appEndsAppearance(_ controller: Int) {
    let outer = enter(.rule15Dot3)
    defer { leave(outer) }
    emit(.endAppearanceTransition, controller: controller)
    // The "did" callback carries the `animated` flag the app gave `beginAppearanceTransition`.
    endAppearance([controller], animated: appAppearanceAnimated.removeValue(forKey: controller) ?? false)
  }

  // MARK: Rule 15.4: reading `presentationController` early

  /// The app reads `controller.presentationController` before presenting it: UIKit creates its
  /// default presentation controller for the style the controller has now, and keeps it; a
  /// transitioning delegate's presentation controller is then never asked for.
  mutating func readPresentationController(_ controller: Int) {
    let outer = enter(.rule15Dot4)
    defer { leave(outer) }
    var style = controllers[controller].properties.modalPresentationStyle
    if style == .automatic { style = rules.automaticStyle }
    if style == .custom { style = .fullScreen }
    cachedPresentationControllers[controller] = style
    guard rules.hasPresentationControllers else {
      emit(.presentationControllerProperty, controller: controller, result: .null)
      return
    }
    emit(
      .presentationControllerProperty, controller: controller,
      result: .string(name(.presentationController, controller)))
  }

  // MARK: Rule 15.6: authoring warnings

  /// The step being performed cannot do what it says here; the run goes on without it.
  mutating func warnAboutCurrentStep(_ text: String) {
    warnings.append(ScenarioDiagnostic(scenario.steps[max(nextStep - 1, 0)].location, text))
  }

  /// `'action' in step N` followed by `text`, as an authoring warning about the step being
  /// performed (rule 15.6; the container steps' warnings, Docs/scenario-format.md).
  mutating func warnAboutStep(_ action: StepKind, _ text: String) {
    let index = currentStep ?? max(nextStep - 1, 0)
    warnings.append(
      ScenarioDiagnostic(scenario.steps[index].location, "'\(action.rawValue)' in step \(index + 1) \(text)"))
  }

  // MARK: Rule 15.5: user dismissals other than a sheet drag

  /// The user taps outside the popover presenting `controller`.
  ///
  /// Before iOS 13 the popover's delegate is asked
  /// `popoverPresentationControllerShouldDismissPopover(_:)` and, after the dismissal, hears
  /// `popoverPresentationControllerDidDismissPopover(_:)`; from iOS 13 a tap outside is a user
  /// dismissal like a sheet drag: `isModalInPresentation`, then should, will, the dismissal, and did
  /// (rule 7.2 without the interaction).
  mutating func tapOutside(_ controller: Int) {
    let outer = enter(.rule15Dot5)
    defer { leave(outer) }
    // Rule 19.6: before iOS 13, a tap on a popover that is already being dismissed, when no
    // delegate answers should-dismiss, makes UIKit call `dismiss` on the popover's presenter again,
    // and rule 17.3 takes that request one level further: the presenter goes too.
    if !rules.hasSwipeToDismiss, let presentation = controllers[topAncestor(controller)].presentation,
      presentations[presentation].style == .popover, presentations[presentation].state == .dismissing,
      isBusy(presentation),
      presentations[presentation].adaptiveDelegate.flatMap({ scenario[$0].popoverShouldDismiss }) == nil
    {
      let inner = enter(.rule19Dot6)
      defer { leave(inner) }
      let presenter = presentations[presentation].presenting
      emit(.userTapOutside, name(.user, presentations[presentation].presented))  // rule 15.5
      emit(.dismiss, controller: presenter, .bool(true))
      requestDismissal(receiver: presenter, animated: true, gesture: nil, hasCompletion: false)
      return
    }
    guard let presentation = controllers[topAncestor(controller)].presentation,
      presentations[presentation].state == .presented, presentations[presentation].style == .popover
    else {
      warnAboutCurrentStep("'tapOutside' needs '\(idString(controller))' presented as a popover; the tap does nothing")
      return
    }
    let record = presentations[presentation]
    emit(.userTapOutside, name(.user, record.presented))
    let pc = controllerName(ofPresentation: presentation)
    let delegate = record.adaptiveDelegate.map { scenario[$0] }
    let delegateName = record.adaptiveDelegate.map { names.adaptiveDelegates[$0.index] }
    if rules.hasSwipeToDismiss {
      let modal = controllers[record.original].properties.isModalInPresentation
      emit(.isModalInPresentation, controller: record.original, result: .bool(modal))
      if modal {
        sendDidAttemptToDismiss(presentation)
        return
      }
      // Rule 20.7: the iOS 13 method, else the popover delegate's own (DEC26 `_shouldDismiss`).
      let legacy = delegate?.shouldDismiss == nil
      if let delegate, let delegateName, let answer = delegate.shouldDismiss ?? delegate.popoverShouldDismiss {
        let inner = legacy ? enter(.rule20Dot7) : nil
        emit(legacy ? .popoverShouldDismiss : .shouldDismiss, delegateName, .string(pc), result: .bool(answer))
        if let inner { leave(inner) }
        if !answer {
          sendDidAttemptToDismiss(presentation)
          return
        }
      }
      if let delegate, let delegateName, delegate.willDismiss { emit(.willDismiss, delegateName, .string(pc)) }
    } else if let delegate, let delegateName, let answer = delegate.popoverShouldDismiss {
      // Rule 20.7: before iOS 13 only the popover delegate's method exists.
      emit(.popoverShouldDismiss, delegateName, .string(pc), result: .bool(answer))
      if !answer { return }
    }
    // Rule 19.6: UIKit asks the popover's presenter to dismiss, which takes the popover and
    // everything presented above it (iOS 8.1 and 9; iOS 8.3 left the popover).
    requestDismissal(receiver: record.presenting, animated: true, gesture: nil, byUser: true)
  }

  /// The user taps the dimming view of the app's presentation controller of `controller`, whose
  /// handler dismisses it: a programmatic dismissal, so the adaptive delegate hears nothing.
  mutating func tapDimmingView(_ controller: Int) {
    let outer = enter(.rule15Dot5)
    defer { leave(outer) }
    guard let presentation = controllers[topAncestor(controller)].presentation,
      presentations[presentation].appController != nil
    else {
      warnAboutCurrentStep(
        "'tapDimmingView' needs '\(idString(controller))' presented by the app's presentation controller; "
          + "the tap does nothing")
      return
    }
    let presented = presentations[presentation].presented
    emit(.userTapDimmingView, name(.user, presented))
    emit(.dismiss, controller: presented, .bool(true))
    requestDismissal(receiver: presented, animated: true, gesture: nil)
  }
}
