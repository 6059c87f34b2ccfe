import CatalogModel

// MARK: - Rule 3: dismissal

extension Replay {
  /// `receiver.dismiss(animated:completion:)`: Phase A of rule 3.1, which schedules Phase B.
  ///
  /// - Returns: the new transition, or nil when nothing is dismissed.
  @discardableResult
  mutating func requestDismissal(
    receiver: Int, animated: Bool, gesture: Gesture?, byUser: Bool = false, completionOwner: Int? = nil,
    hasCompletion: Bool = true
  ) -> TransitionIndex? {
    let outer = enter(.rule3Dot1)
    defer { leave(outer) }
    // Rule 17.3 (narrows E4): a dismiss that reaches a presentation already being dismissed finds
    // no presented controller there, so UIKit forwards it one level further: the controller whose
    // presentation is then dismissed goes too, once the dismissal in flight has ended.
    if !byUser, let forwarded = forwardedPastDismissal(receiver) {
      let inner = enter(.rule17Dot3)
      defer { leave(inner) }
      explain(
        .rule17Dot3,
        "'\(idString(receiver))' meets a dismissal in flight, whose presentedViewController is already nil: "
          + "UIKit forwards the request and dismisses '\(idString(forwarded))' once that dismissal ends")
      queuedRequests.append(
        .dismiss(receiver: forwarded, animated: animated, owner: completionOwner ?? receiver, completes: hasCompletion))
      return nil
    }
    // Rule 3.1 step 1. E5: nothing to dismiss is a silent no-op; its completion is not called (Q4).
    guard let target = dismissalTarget(receiver: receiver) else {
      explain(.rule3Dot1, "'\(idString(receiver))' presents nothing and was not presented: nothing to dismiss (E5)")
      return nil
    }
    focus = target
    // E4: the presentation to dismiss, or the receiver's own, is still in progress (not yet in
    // its completion, where the request waits instead, rule 15.2).
    let own = controllers[topAncestor(receiver)].presentation
    // Closures, not `isBusy` itself: a method reference would copy the whole replay.
    if isBusy(target) || own.map({ isBusy($0) }) == true {
      warn(ConsoleText.dismissInProgress(idString(receiver)))
      return nil
    }
    // E12: a presentation higher in the stack is mid-transition; its controller refuses.
    let stack = presentationStack(from: target)
    if let busy = stack.first(where: { isBusy($0) }) {
      let pc = names.controllerStrings[presentations[busy].original]
      let generation = presentations[busy].controllerGeneration
      warn(ConsoleText.dismissWhileTransitioning("pc:" + pc + (generation > 1 ? "#\(generation)" : "")))
      return nil
    }
    // Appendix A item 7, rules 13.6 and 15.2: a request made inside a transition's completion
    // waits for it.
    if isCompletingTransition {
      queuedRequests.append(.dismiss(receiver: receiver, animated: animated, completes: hasCompletion))
      return nil
    }

    // Rule 3.1 item 1: only the top-most controller animates, with its own transition style.
    let top = stack[stack.count - 1]
    let topPresented = presentations[top].presented
    // A user's dismissal (a sheet swipe, a tap outside a popover) is driven by UIKit's own
    // interaction or animation; the app's transitioning delegate is not asked.
    let delegate = byUser ? nil : liveTransitioningDelegate(of: topPresented)
    var (animator, interactive) = askForDismissalAnimator(
      of: topPresented, delegate: delegate, animated: animated, gesture: gesture)
    if byUser && gesture != nil { interactive = true }

    // Rule 13.4 (extends E9): on iOS 7, an animated dismissal of `.custom` without a dismissal
    // animator logs, then dismisses without animation [INF for what follows the log].
    var animated = animated
    if rules.customNeedsAnimatorWhenAnimated && presentations[top].style == .custom && animated && animator == nil
      && !byUser
    {
      warn(ConsoleText.customNeedsAnimatorForDismissal)
      animated = false
    }

    // Rule 3.1 step 5: every presentation of the stack is dismissing.
    for presentation in stack { presentations[presentation].state = .dismissing }
    // Two fields read in place: a copy of the whole record costs its arrays' retains.
    let bottomPresenter = presentations[target].presenting
    let bottomRemovesPresentersView = presentations[target].removesPresentersView
    // The controllers on screen that go away: the top one, then any visible one beneath it.
    var disappearing = [topPresented]
    for presentation in stack.dropLast().reversed() {
      let presented = presentations[presentation].presented
      if controllers[presented].appearance == .appeared { disappearing.append(presented) }
    }
    // Rule 17.2: a delegate not asked for an animator has no interaction controller either.
    let asked = animated ? delegate : nil
    let transition = transitions.nextIndex
    transitions.append(
      TransitionRecord(
        kind: .dismiss, presentation: target, stack: stack, animated: animated, animatorDuration: animator?.duration,
        subject: topPresented, gesture: interactive ? gesture : nil,
        completionSpeed: asked.map { scenario[$0].completionSpeed } ?? 1,
        completionOwner: completionOwner ?? receiver, hasCompletion: hasCompletion && !byUser, hasAlongside: false,
        hasInteractionHandlers: false,
        appearing: bottomRemovesPresentersView ? [bottomPresenter] : [], disappearing: disappearing,
        percentComplete: 0, isSheetSwipe: byUser, step: currentStep))
    explainDismissal(target, stack: stack, animator: animator, byUser: byUser)
    scheduler.afterCommit.append(.startTransition(transition))
    return transition
  }

  /// Rule 3.1 steps 2–3: the dismissal animator, then the interaction controller, vended only
  /// while a gesture drives the dismissal (rule 6.6). Rule 3.1 step 4: the existing presentation
  /// controller is reused, not asked for again.
  mutating func askForDismissalAnimator(
    of presented: Int, delegate: TransitioningDelegateID?, animated: Bool, gesture: Gesture?
  ) -> (animator: AnimatorSpec?, interactive: Bool) {
    guard let delegate else { return (nil, false) }
    // The spec's fields read in place: a copy of the whole spec costs its strings' retains.
    // Rule 17.2: without animation UIKit asks for no animator (rule 19.4: iOS 7 too; rule 4.1
    // step 3 before).
    guard animated else {
      withhold(
        .animationControllerForDismissed, from: scenario[delegate].id, rule: .rule17Dot2,
        because: "a dismissal without animation asks the transitioning delegate for no animator")
      return (nil, false)
    }
    let delegateName = names.transitioningDelegates[delegate.index]
    let animator = scenario[delegate].dismissAnimator
    emit(
      .animationControllerForDismissed, delegateName, id(presented),
      result: animator.map { .string(className(.dismissAnimator, $0.className, of: delegate)) } ?? .null)
    guard animator != nil, scenario[delegate].dismissInteraction != nil else { return (animator, false) }
    let interactive = gesture != nil
    emit(
      .interactionControllerForDismissal, delegateName, .string(name(.animator, presented)),
      result: interactive ? .string(percentDrivenInteraction) : .null)
    return (animator, interactive)
  }

  /// Rule 17.3: the controller UIKit ends up dismissing when `receiver.dismiss` meets a dismissal
  /// in flight on its way, or nil when it meets none. `dismiss` asks the receiver's
  /// `presentedViewController` (nil while that presentation is being dismissed) and else forwards
  /// to its `presentingViewController`, which asks the same; the request meets the dismissal when
  /// it passes a presentation that is being dismissed and has not reached its completion.
  @inline(__always)
  func forwardedPastDismissal(_ receiver: Int) -> Int? {
    var controller = receiver
    var passed = false
    for _ in 0...presentations.count {
      var current: Int? = controller
      var presented: PresentationIndex?
      while let candidate = current, presented == nil {
        if let presentation = controllers[candidate].presenting {
          if presentations[presentation].state == .dismissing && isBusy(presentation) {
            passed = true
          } else {
            presented = presentation
          }
        }
        current = controllers[candidate].parent
      }
      // The receiver presents something not being dismissed: that is what goes.
      if let presented { return passed ? presentations[presented].presented : nil }
      guard let own = controllers[topAncestor(controller)].presentation else { return nil }
      guard presentations[own].state == .dismissing && isBusy(own) else {
        return passed ? presentations[own].presented : nil
      }
      // The receiver is itself being dismissed: its presenter is asked in turn.
      passed = true
      controller = presentations[own].presenting
    }
    return nil
  }

  /// Rule 3.2: the deferred start of a dismissal.
  mutating func startDismissal(_ index: TransitionIndex) {
    let outer = enter(.rule3Dot2)
    defer { leave(outer) }
    // The record's fields one by one: a copy of the whole record costs its arrays' retains.
    focus = transitions[index].presentation
    let animated = transitions[index].animated
    let stack = transitions[index].stack
    let hasGesture = transitions[index].gesture != nil
    // Rule 3.2 step 1, top-most first; the ones beneath are dismissed without animation.
    for presentation in stack.reversed() {
      guard let alongside = presentations[presentation].appController?.alongsideAnimations else { continue }
      emit(.dismissalTransitionWillBegin, controllerName(ofPresentation: presentation))
      if presentation == stack.last {
        transitions[index].hasAlongside = alongside
        transitions[index].hasInteractionHandlers = alongside && hasGesture
      }
    }
    // Rule 3.2 steps 2–3 (Q5: DEC order, presented first). Rule 18.11 item 5: a presenter that a
    // stack change or a tab switch took off screen meanwhile stays off screen.
    var appearing = transitions[index].appearing
    if !appearing.allSatisfy({ isShownByItsContainers($0) }) {
      appearing.removeAll { !isShownByItsContainers($0) }
      transitions[index].appearing = appearing
    }
    beginAppearance(transitions[index].disappearing, appearing: false, animated: animated)
    for presenter in appearing { setInWindow(presenter, true) }
    beginAppearance(appearing, appearing: true, animated: animated)
    // Rule 3.2 step 4. Step 5 (Q6): DEC suppresses container layout callbacks while dismissing.
    runAnimator(index)
    scheduleCompletion(index)
  }

  /// Rule 3.3 (and rule 6.4 when cancelled).
  mutating func completeDismissal(_ index: TransitionIndex, didComplete: Bool) {
    let outer = enter(didComplete ? .rule3Dot3 : .rule6Dot4)
    defer { leave(outer) }
    // The record's fields one by one: a copy of the whole record costs its arrays' retains.
    let animated = transitions[index].animated
    let stack = transitions[index].stack
    let appearing = transitions[index].appearing
    let disappearing = transitions[index].disappearing
    for presentation in stack.reversed() where presentations[presentation].appController != nil {
      emit(.dismissalTransitionDidEnd, controllerName(ofPresentation: presentation), .bool(didComplete))
    }
    if didComplete {
      // Rule 3.3 step 4 (Q3): the links go before the appearance callbacks.
      for presentation in stack.reversed() {
        setInWindow(presentations[presentation].presented, false)
        unlink(presentation)
      }
      // Rule 3.3 steps 2–3: presenter first, then the presented controllers.
      endAppearance(appearing, animated: animated)
      endAppearance(disappearing, animated: animated)
      for presentation in stack { dissolveWrapper(presentation) }
    } else {
      // Rule 6.4 items 5–6: the presentation stays; the presented controller reappears.
      if rules.reversedWillCallsOnCancel == .atCompletion {
        reverseAppearance(appearing, animated: animated)
        reverseAppearance(disappearing, animated: animated)
      }
      for presentation in stack { presentations[presentation].state = .presented }
      for presenter in appearing { setInWindow(presenter, false) }
      endAppearance(disappearing, animated: animated)
      endAppearance(appearing, animated: animated)
    }
  }
}
