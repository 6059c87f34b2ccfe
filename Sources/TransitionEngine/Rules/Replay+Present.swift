import CatalogModel

// MARK: - Rule 2: presentation, Phase A (synchronous inside present)

extension Replay {
  /// `source.present(presented, animated:completion:)`: Phase A of rule 2.1, which schedules Phase B.
  mutating func requestPresentation(_ presented: Int, source: Int, animated: Bool, gesture: Gesture?) {
    let outer = enter(.rule2Dot1)
    defer { leave(outer) }
    // Rule 2.1 step 1, E7/E8: UIKit raises for a controller it cannot present.
    guard checkPartialCurl(presented, source: source), checkPresentable(presented, source: source) else { return }

    // Rule 4.2 and Appendix A item 4: `.automatic` resolves per era.
    let declared = controllers[presented].properties.modalPresentationStyle
    var style = declared
    if style == .automatic { style = rules.automaticStyle }
    // Rule 19.2 (amends rule 15.4): a presentation controller the app read earlier is the one used,
    // whatever the style is now: the style is the one it was made for, the transitioning delegate
    // is never asked for one, and UIKit lets go of it once it is used. Under uikit-7 the read
    // created nothing.
    let frozen = rules.hasPresentationControllers ? cachedPresentationControllers[presented] : nil
    if let frozen {
      cachedPresentationControllers[presented] = nil
      if frozen != style {
        explain(
          .rule19Dot2,
          "'\(idString(presented))' had its presentationController read while its style was \(frozen.rawValue): "
            + "that controller is used, so the presentation is \(frozen.rawValue), not \(style.rawValue)")
      }
      style = frozen
    }
    // Rule 13.3 (resolves Q12): presenting with `.none` raises, in phase A like E7/E8; UIKit's
    // text is not known, the engine's is its own [INF].
    if style == .none {
      raise(ConsoleText.invalidArgument, ConsoleText.presentWithNoneStyle(idString(presented)))
      return
    }
    // Rule 10.1: before adaptivity, page and form sheets were always full screen on iPhone.
    if !rules.hasAdaptivity && style.isSheet && scenario.device.idiom == .phone { style = .fullScreen }

    // E10: a controller whose view was put in the window by hand, outside the hierarchy.
    if isDetached(source) { warn(ConsoleText.detached(idString(source))) }

    // Rules 5.1–5.2: the presenting controller.
    let (presenting, reported) =
      style.isCurrentContext
      ? (contextPresenter(source: source), contextPresenter(source: source)) : fullScreenPresenter(source: source)
    // Rule 19.9: from iOS 17, a presenter whose presented controller is being dismissed (the
    // dismissal has started: one requested in this turn still meets rule 17.6) takes the request;
    // the engine runs it once that dismissal has ended.
    if rules.presentWaitsForDismissal, let current = controllers[presenting].presenting,
      presentations[current].state == .dismissing, isBusy(current), !hasNotStarted(current),
      controllers[presenting].viewInWindow,
      controllers[presenting].presentation.map({ isBusy($0) }) != true
    {
      let inner = enter(.rule19Dot9)
      defer { leave(inner) }
      explain(
        .rule19Dot9,
        "'\(idString(presenting))' is dismissing '\(idString(presentations[current].presented))': the request "
          + "is not refused and runs when that dismissal ends")
      queuedRequests.append(.present(presented: presented, source: source, animated: animated))
      return
    }
    guard checkPresenter(presented, presenting: presenting, source: source) else { return }
    // Appendix A item 7, rules 13.6 and 15.2: a request made inside a transition's completion
    // waits for it.
    if isCompletingTransition {
      queuedRequests.append(.present(presented: presented, source: source, animated: animated))
      return
    }

    let delegate = liveTransitioningDelegate(of: presented)
    let index = PresentationIndex(presentations.count)
    presentations.append(
      PresentationRecord(
        presented: presented, original: presented, presenting: presenting, reportedPresenting: reported,
        source: source, style: style, baseStyle: style, appController: nil, vendedController: nil,
        controllerGeneration: 1, removesPresentersView: false, state: .idle,
        adaptiveDelegate: controllers[presented].properties.presentationControllerDelegate))
    focus = index

    // Rule 2.1 steps 2–3.
    guard askForPresentationController(index, delegate: delegate, source: source, frozen: frozen != nil) else {
      presentations.removeLast()
      return
    }
    // Rule 2.1 step 4 and rule 8: adaptation.
    presentations[index].baseStyle = presentations[index].style
    adaptAtPresentation(index)
    // Rule 2.1 steps 5–6.
    let (animator, interactive) = askForAnimator(index, delegate: delegate, animated: animated, gesture: gesture)

    // E9 (rule 4.1 step 7) as rule 19.3 amends it: on iOS 7, an animated `.custom` presentation
    // without an animator logs a warning and goes on as a full-screen presentation with UIKit's own
    // animation.
    if rules.customNeedsAnimatorWhenAnimated && presentations[index].style == .custom && animated && animator == nil {
      let inner = enter(.rule19Dot3)
      warn(ConsoleText.customNeedsAnimatorWarning(from: idString(source), presented: idString(presented)))
      leave(inner)
      presentations[index].style = .fullScreen
      presentations[index].baseStyle = .fullScreen
    }

    // Rule 1.3: a delegate nobody else retains is released once UIKit has what it needs.
    if let delegate, !scenario[delegate].retainedElsewhere {
      emit(.deinitialize, names.transitioningDelegates[delegate.index])
      delegateAlive[delegate.index] = false
    }

    // Rule 2.1 step 7: the presented view loads after the funnel has PC, animator and interactor.
    // Rule 19.8: on iOS 7 only a sheet's view loads here; the others load in phase B.
    let onScreen = presentations[index].presented
    if rules.loadsPresentedViewInPresent || presentations[index].style.isSheet {
      loadViewIfNeeded(onScreen)
    } else {
      withhold(
        .viewDidLoad, from: idString(onScreen), rule: .rule19Dot8,
        because: "iOS 7 loads the presented view after present returns, when the transition starts")
    }

    // Rule 19.10 (Q15): the adaptive delegate hears `willPresentWithAdaptiveStyle` last.
    sendPendingWillPresent()
    // Rule 2.1 step 8 (Q3: relationships are visible as soon as present returns).
    let presenter = presentations[index].presenting
    presentations[index].removesPresentersView = Self.removesPresentersView(presentations[index])
    presentations[index].state = .presenting
    controllers[presenter].presenting = index
    controllers[onScreen].presentation = index

    let transition = transitions.nextIndex
    transitions.append(
      TransitionRecord(
        kind: .present, presentation: index, stack: [], animated: animated, animatorDuration: animator?.duration,
        subject: presented, gesture: interactive ? gesture : nil,
        completionSpeed: delegate.map { scenario[$0].completionSpeed } ?? 1,
        completionOwner: source, hasCompletion: true, hasAlongside: false, hasInteractionHandlers: false,
        appearing: [onScreen], disappearing: presentations[index].removesPresentersView ? [presenter] : [],
        percentComplete: 0, isSheetSwipe: false, step: currentStep))
    explainPresentation(index, declared: declared, animated: animated)
    if let animator {
      explain(
        .rule2Dot1, "the delegate vends the animator \(animator.className) (\(animator.duration.decimalString) s)")
    } else if animated {
      explain(.rule2Dot3, "UIKit's own animation: \(Self.builtInDuration.decimalString) s")
    }
    // Rule 2.1 step 9 / rule 4.1 step 2: Phase B is deferred to after the CA commit, even when
    // not animated.
    scheduler.afterCommit.append(.startTransition(transition))
  }

  /// Rule 2.1 steps 2–3: the delegate vends a presentation controller for `.custom`, where
  /// presentation controllers exist (rules 4.4, 10.2), unless the app read one earlier (`frozen`,
  /// rules 15.4 and 19.2: the style was already set to the one it was made for).
  ///
  /// - Returns: false when the presentation controller confines the presentation to a context
  ///   whose presenter refuses it (E1–E3); the request is then dropped.
  mutating func askForPresentationController(
    _ index: PresentationIndex, delegate: TransitioningDelegateID?, source: Int, frozen: Bool
  ) -> Bool {
    let presented = presentations[index].original
    let style = presentations[index].style
    // Rules 15.4 and 19.2: a presentation controller the app read earlier is the one used: the
    // delegate is never asked for one.
    guard !frozen && style == .custom && rules.hasPresentationControllers else {
      if let delegate, let spec = scenario[delegate].presentationController {
        explainUnaskedPresentationController(spec, delegate: delegate, style: style)
      }
      return true
    }
    guard let delegate else {
      // Rule 17.1: no delegate to ask: UIKit's base presentation controller.
      explainBasePresentationController(index, reason: "no transitioning delegate vends one")
      return true
    }
    let spec = scenario[delegate].presentationController
    // Rule 17.5: every delegate call of one presentation names the presenter it ends with; a
    // controller that respects the context is asked for with the context's presenter.
    var asked = presentations[index].reportedPresenting
    if let spec, !spec.shouldPresentInFullscreen, rules.customControllersRespectContext {
      asked = contextPresenter(source: source)
    }
    emit(
      .presentationControllerForPresented, names.transitioningDelegates[delegate.index],
      id(presented), id(asked), id(source),
      result: spec.map { .string(className(.presentationController, $0.className, of: delegate)) } ?? .null)
    guard let spec else {
      // Rule 17.1 (replaces rule 2.1 step 2's full-screen fallback): a delegate that returns
      // nil gets UIKit's base presentation controller; the style stays custom.
      explainBasePresentationController(index, reason: "the delegate returns no presentation controller")
      return true
    }
    presentations[index].appController = spec
    presentations[index].vendedController = spec
    // Rule 2.1 step 3.
    emit(
      .shouldPresentInFullscreen, controllerName(ofPresentation: index), result: .bool(spec.shouldPresentInFullscreen))
    guard !spec.shouldPresentInFullscreen else { return true }
    guard rules.customControllersRespectContext else {
      // Rule 17.5: on iOS 8–12 the app's controller is presented full screen whatever it answers
      // (openradar 31163999).
      explain(
        .rule17Dot5,
        "\(spec.className) answers shouldPresentInFullscreen false, but under \(profile.name) the app's "
          + "presentation controller ignores the presentation context: "
          + "'\(idString(presentations[index].presenting))' presents")
      return true
    }
    // Rule 4.2 (`custom` row): a PC that does not present in full screen respects the
    // presentation context (`_shouldRespectDefinesPresentationContext`).
    let presenting = contextPresenter(source: source)
    presentations[index].presenting = presenting
    presentations[index].reportedPresenting = presenting
    return checkPresenter(presented, presenting: presenting, source: source)
  }

  /// Rule 2.1 steps 5–6: the animator, then the interaction controller, which is vended only while a
  /// gesture step drives the presentation (rule 6.6).
  mutating func askForAnimator(
    _ index: PresentationIndex, delegate: TransitioningDelegateID?, animated: Bool, gesture: Gesture?
  ) -> (animator: AnimatorSpec?, interactive: Bool) {
    guard let delegate else { return (nil, false) }
    // The spec's fields read in place: a copy of the whole spec costs its strings' retains.
    // Rule 17.2: without animation UIKit asks for no animator (rule 19.4: iOS 7 too; rule 4.1
    // step 3 before).
    guard animated else {
      withhold(
        .animationControllerForPresented, from: scenario[delegate].id, rule: .rule17Dot2,
        because: "a presentation without animation asks the transitioning delegate for no animator")
      return (nil, false)
    }
    let presented = presentations[index].original
    let delegateName = names.transitioningDelegates[delegate.index]
    let animator = scenario[delegate].presentAnimator
    emit(
      .animationControllerForPresented, delegateName, id(presented), id(presentations[index].reportedPresenting),
      id(presentations[index].source),
      result: animator.map { .string(className(.presentAnimator, $0.className, of: delegate)) } ?? .null)
    guard animator != nil, scenario[delegate].presentInteraction != nil else { return (animator, false) }
    let interactive = gesture != nil
    emit(
      .interactionControllerForPresentation, delegateName, .string(name(.animator, presented)),
      result: interactive ? .string(percentDrivenInteraction) : .null)
    return (animator, interactive)
  }

  /// Rule 20.3: UIKit refuses a partial curl that is not between full-screen controllers, and any
  /// presentation from a controller a partial curl presented (DEC26
  /// `_presentViewController:withAnimationController:completion:`).
  mutating func checkPartialCurl(_ presented: Int, source: Int) -> Bool {
    let outer = enter(.rule20Dot3)
    defer { leave(outer) }
    if let own = controllers[topAncestor(source)].presentation,
      controllers[presentations[own].original].properties.modalTransitionStyle == .partialCurl
    {
      raise(ConsoleText.invalidArgument, ConsoleText.nestedWhileCurled(idString(source)))
      return false
    }
    guard controllers[presented].properties.modalTransitionStyle == .partialCurl else { return true }
    var style = controllers[presented].properties.modalPresentationStyle
    if style == .automatic { style = rules.automaticStyle }
    let sourceIsNotFullScreen = controllers[topAncestor(source)].presentation.map {
      presentations[$0].style != .fullScreen
    }
    if style != .fullScreen || sourceIsNotFullScreen == true {
      raise(ConsoleText.invalidArgument, ConsoleText.partialCurlNotFullScreen(idString(source)))
      return false
    }
    return true
  }

  /// E7/E8: the exceptions UIKit raises before anything else (rule 2.1 step 1).
  mutating func checkPresentable(_ presented: Int, source: Int) -> Bool {
    let name = idString(presented)
    if presented == source {
      raise(ConsoleText.invalidArgument, ConsoleText.presentOnItself(idString(source)))
    } else if let parent = controllers[presented].parent {
      raise(ConsoleText.invalidArgument, ConsoleText.hasParent(name, parent: idString(parent)))
    } else if let presentation = controllers[presented].presentation, rules.modernConsoleMessages {
      let presenter = idString(presentations[presentation].reportedPresenting)
      raise(ConsoleText.invalidArgument, ConsoleText.alreadyPresented(name, by: presenter))
    } else if controllers[presented].presentation != nil {
      // Rule 19.7: before iOS 13 the text for a controller that is already presented is E7's.
      let inner = enter(.rule19Dot7)
      raise(ConsoleText.invalidArgument, ConsoleText.activeController(name))
      leave(inner)
    } else if presented == scenario.window.index || controllers[presented].presenting != nil {
      raise(ConsoleText.invalidArgument, ConsoleText.activeController(name))
    } else {
      return true
    }
    return false
  }

  /// E3, E2, E1: the warnings that drop a presentation request; its completion never runs [INF].
  ///
  /// Rule 19.1: UIKit asks whether the presenter's view is in a window before it asks whether the
  /// presenter is already presenting, so a presenter covered by a finished full-screen
  /// presentation (its view removed) meets E2, and one whose view stays (a sheet, an over-full-screen
  /// or custom presentation, or one still in flight) meets E1.
  mutating func checkPresenter(_ presented: Int, presenting: Int, source: Int) -> Bool {
    let modern = rules.modernConsoleMessages
    let (p, r, s) = (idString(presented), idString(presenting), idString(source))
    // E3: the presenter's own presentation or dismissal is still in progress (not yet in its
    // completion, where the request waits instead, rule 15.2).
    if let own = controllers[presenting].presentation, isBusy(own) {
      warn(ConsoleText.presentationInProgress(p, on: r, from: s, modern: modern))
      return false
    }
    if !controllers[presenting].viewInWindow {
      let outer = enter(.rule19Dot1)
      defer { leave(outer) }
      warn(ConsoleText.notInWindow(p, on: r, from: s, modern: modern))
      return false
    }
    if let current = controllers[presenting].presenting {
      if hasNotStarted(current), rules.sameTurnRefusal != .named {
        // Rules 17.4 and 17.6: the presenter's own presentation or dismissal was requested in this
        // turn and has not started: old texts name `(null)`, iOS 17 and later print E3's text
        // (rule 19.5: iOS 13–16 print E1 as at any other time).
        let inProgress = rules.sameTurnRefusal == .inProgress
        let outer = enter(inProgress ? .rule17Dot6 : .rule17Dot4)
        defer { leave(outer) }
        warn(
          inProgress
            ? ConsoleText.presentationInProgress(p, on: r, from: s, modern: modern)
            : ConsoleText.alreadyPresentingNull(p, on: r))
        return false
      }
      if hasNotStarted(current) {
        explain(
          .rule19Dot5,
          "'\(r)' was asked to present in this turn and has not started; under \(profile.name) UIKit still names "
            + "what it presents")
      }
      warn(
        ConsoleText.alreadyPresenting(
          p, on: r, from: s, presenting: idString(presentations[current].presented), modern: modern))
      return false
    }
    return true
  }

  /// Rules 17.4 and 17.6: whether `presentation` has a presentation or dismissal requested and
  /// not yet started (its phase B still waits for the next turn).
  @inline(__always)
  func hasNotStarted(_ presentation: PresentationIndex) -> Bool {
    guard presentations[presentation].isInFlight else { return false }
    return scheduler.afterCommit.contains { work in
      if case .startTransition(let transition) = work { return transitions[transition].presentation == presentation }
      return false
    }
  }

  /// A controller whose view is in the window only because it was added by hand: no parent, not
  /// the window's root, not presented (E10).
  @inline(__always)
  func isDetached(_ controller: Int) -> Bool {
    let root = topAncestor(controller)
    return !isLayerRoot(root) && controllers[root].manualSuperview != nil
  }

  /// The transitioning delegate of `controller`, if it has one that is still alive (rule 1.3).
  func liveTransitioningDelegate(of controller: Int) -> TransitioningDelegateID? {
    guard let delegate = controllers[controller].properties.transitioningDelegate, delegateAlive[delegate.index]
    else { return nil }
    return delegate
  }

  /// Rule 4.3 with Appendix A item 2: whether the presenter's view is removed, which is also
  /// whether the presenter gets appearance callbacks.
  static func removesPresentersView(_ record: PresentationRecord) -> Bool {
    if let controller = record.appController { return controller.shouldRemovePresentersView }
    switch record.style {
    case .fullScreen, .currentContext: return true
    // Rule 13.5 (resolves Q1): `.custom` keeps the presenter's view in every era, iOS 7 included;
    // rule 17.1: so does UIKit's base presentation controller when the app vends none.
    case .custom: return false
    // Rule 7.1 and Q10: sheets keep the presenter (cards from iOS 13; no evidence before).
    default: return false
    }
  }
}
