import CatalogModel

// MARK: - Rule 2: presentation, Phase A (synchronous inside present)

extension Replay {
  /// `source.present(presented, animated:completion:)`: Phase A of rule 2.1, which schedules Phase B.
  mutating func requestPresentation(_ presented: Int, source: Int, animated: Bool, gesture: Gesture?) {
    let outer = enter(.rule2Dot1)
    defer { leave(outer) }
    // Rule 2.1 step 1, E7/E8: UIKit raises for a controller it cannot present.
    guard checkPresentable(presented, source: source) else { return }

    // Rule 4.2 and Appendix A item 4: `.automatic` resolves per era.
    let declared = controllers[presented].properties.modalPresentationStyle
    var style = declared
    if style == .automatic { style = rules.automaticStyle }
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
    guard askForPresentationController(index, delegate: delegate, source: source) else {
      presentations.removeLast()
      return
    }
    // Rule 2.1 step 4 and rule 8: adaptation.
    presentations[index].baseStyle = presentations[index].style
    adaptAtPresentation(index)
    // Rule 2.1 steps 5–6.
    let (animator, interactive) = askForAnimator(index, delegate: delegate, animated: animated, gesture: gesture)

    // E9 (rule 4.1 step 7): on iOS 7, an animated `.custom` presentation needs an animator.
    if rules.customNeedsAnimatorWhenAnimated && presentations[index].style == .custom && animated && animator == nil {
      raise(ConsoleText.internalInconsistency, ConsoleText.customNeedsAnimator)
      return
    }

    // Rule 1.3: a delegate nobody else retains is released once UIKit has what it needs.
    if let delegate, !scenario[delegate].retainedElsewhere {
      emit(.deinitialize, names.transitioningDelegates[delegate.index])
      delegateAlive[delegate.index] = false
    }

    // Rule 2.1 step 7: the presented view loads after the funnel has PC, animator and interactor.
    let onScreen = presentations[index].presented
    loadViewIfNeeded(onScreen)

    // Rule 2.1 step 8 (Q3: relationships are visible as soon as present returns).
    let presenter = presentations[index].presenting
    presentations[index].removesPresentersView = Self.removesPresentersView(presentations[index])
    presentations[index].state = .presenting
    controllers[presenter].presenting = index
    controllers[onScreen].presentation = index

    let transition = transitions.nextIndex
    transitions.append(
      TransitionRecord(
        kind: .present, presentation: index, stack: [index], animated: animated, animator: animator,
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
  /// presentation controllers exist (rules 4.4, 10.2), unless the app read one earlier (rule 15.4).
  ///
  /// - Returns: false when the presentation controller confines the presentation to a context
  ///   whose presenter refuses it (E1–E3); the request is then dropped.
  mutating func askForPresentationController(
    _ index: PresentationIndex, delegate: TransitioningDelegateID?, source: Int
  ) -> Bool {
    let presented = presentations[index].original
    let style = presentations[index].style
    // Rule 15.4: a presentation controller the app read earlier is the one used: the delegate is
    // never asked for one, and the style is the one it was made for.
    if let cached = cachedPresentationControllers[presented], style == .custom {
      presentations[index].style = cached
      return true
    }
    guard style == .custom && rules.hasPresentationControllers else {
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
      result: spec.map { .string(recorder.intern($0.className)) } ?? .null)
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
    let spec = scenario[delegate]
    // Rule 17.2: without animation UIKit asks for no animator (from iOS 8; rule 4.1 step 3 before).
    guard animated || rules.asksForAnimatorsWhenNotAnimated else {
      withhold(
        .animationControllerForPresented, from: spec.id, rule: .rule17Dot2,
        because: "a presentation without animation asks the transitioning delegate for no animator")
      return (nil, false)
    }
    let presented = presentations[index].original
    let delegateName = names.transitioningDelegates[delegate.index]
    let animator = spec.presentAnimator
    emit(
      .animationControllerForPresented, delegateName, id(presented), id(presentations[index].reportedPresenting),
      id(presentations[index].source), result: animator.map { .string(recorder.intern($0.className)) } ?? .null)
    guard animator != nil, spec.presentInteraction != nil else { return (animator, false) }
    let interactive = gesture != nil
    emit(
      .interactionControllerForPresentation, delegateName, .string(name(.animator, presented)),
      result: interactive ? .string(recorder.intern("UIPercentDrivenInteractiveTransition")) : .null)
    return (animator, interactive)
  }

  /// E7/E8: the exceptions UIKit raises before anything else (rule 2.1 step 1).
  mutating func checkPresentable(_ presented: Int, source: Int) -> Bool {
    let name = idString(presented)
    if presented == source {
      raise(ConsoleText.invalidArgument, ConsoleText.presentOnItself(idString(source)))
    } else if let parent = controllers[presented].parent {
      raise(ConsoleText.invalidArgument, ConsoleText.hasParent(name, parent: idString(parent)))
    } else if let presentation = controllers[presented].presentation {
      let presenter = idString(presentations[presentation].reportedPresenting)
      raise(ConsoleText.invalidArgument, ConsoleText.alreadyPresented(name, by: presenter))
    } else if presented == scenario.window.index || controllers[presented].presenting != nil {
      raise(ConsoleText.invalidArgument, ConsoleText.activeController(name))
    } else {
      return true
    }
    return false
  }

  /// E1, E3, E2: the warnings that drop a presentation request; its completion never runs [INF].
  mutating func checkPresenter(_ presented: Int, presenting: Int, source: Int) -> Bool {
    let modern = rules.modernConsoleMessages
    let (p, r, s) = (idString(presented), idString(presenting), idString(source))
    if let current = controllers[presenting].presenting {
      if hasNotStarted(current) {
        // Rules 17.4 and 17.6: the presenter's own presentation or dismissal was requested in this
        // turn and has not started: old texts name `(null)`, modern ones print E3's text.
        let outer = enter(modern ? .rule17Dot6 : .rule17Dot4)
        defer { leave(outer) }
        warn(
          modern
            ? ConsoleText.presentationInProgress(p, on: r, from: s, modern: true)
            : ConsoleText.alreadyPresentingNull(p, on: r))
        return false
      }
      warn(
        ConsoleText.alreadyPresenting(
          p, on: r, from: s, presenting: idString(presentations[current].presented), modern: modern))
      return false
    }
    // E3: the presenter's own presentation or dismissal is still in progress (not yet in its
    // completion, where the request waits instead, rule 15.2).
    if let own = controllers[presenting].presentation, isBusy(own) {
      warn(ConsoleText.presentationInProgress(p, on: r, from: s, modern: modern))
      return false
    }
    if !controllers[presenting].viewInWindow {
      warn(ConsoleText.notInWindow(p, on: r, from: s, modern: modern))
      return false
    }
    return true
  }

  /// Rules 17.4 and 17.6: whether `presentation` has a presentation or dismissal requested and
  /// not yet started (its phase B still waits for the next turn).
  func hasNotStarted(_ presentation: PresentationIndex) -> Bool {
    guard presentations[presentation].isInFlight else { return false }
    return scheduler.afterCommit.contains { work in
      if case .startTransition(let transition) = work { return transitions[transition].presentation == presentation }
      return false
    }
  }

  /// A controller whose view is in the window only because it was added by hand: no parent, not
  /// the window's root, not presented (E10).
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
