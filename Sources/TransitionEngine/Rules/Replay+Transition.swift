import CatalogModel

// MARK: - Phases B, C and D, shared by presentation and dismissal

extension Replay {
  /// The built-in animated transitions' duration (Docs/scenario-format.md, "Timing of steps").
  static let builtInDuration = VirtualTime(milliseconds: 350)

  /// Phase B: the deferred start (rules 2.2 and 3.2).
  mutating func startTransition(_ index: TransitionIndex) {
    // A transition starts once: one started at once (`_performWithoutDeferringTransitions:`, rule
    // 18.14 item 2) is still in the commit's list.
    guard transitions[index].phase == .requested else { return }
    transitions[index].phase = .started
    switch transitions[index].kind {
    case .present: startPresentation(index)
    case .dismiss: startDismissal(index)
    case .navigation: startNavigationTransition(index)
    case .tabSwitch: startTabSwitch(index)
    }
  }

  /// Rule 2.2: the deferred start of a presentation.
  mutating func startPresentation(_ index: TransitionIndex) {
    let outer = enter(.rule2Dot2)
    defer { leave(outer) }
    // The records' fields one by one: a copy of a whole record costs its arrays' retains.
    guard let presentation = transitions[index].presentation else { return }
    focus = presentation
    let animated = transitions[index].animated
    let presented = presentations[presentation].presented
    let hasAppController = presentations[presentation].appController != nil
    if let controller = presentations[presentation].appController {
      let pc = controllerName(ofPresentation: presentation)
      // Rule 2.2 steps 2–3.
      emit(.shouldRemovePresentersView, pc, result: .bool(controller.shouldRemovePresentersView))
      emit(.presentationTransitionWillBegin, pc)
      // Rule 2.2 step 3: alongside blocks registered here run with the animation. A controller
      // that animates alongside also follows an interactive transition's changes (rule 6.2).
      transitions[index].hasAlongside = controller.alongsideAnimations
      transitions[index].hasInteractionHandlers = controller.alongsideAnimations && transitions[index].gesture != nil
    }
    // Rule 19.8: iOS 7 loads the presented view now, before any appearance callback.
    if !controllers[presented].viewLoaded {
      let inner = enter(.rule19Dot8)
      loadViewIfNeeded(presented)
      leave(inner)
    }
    // The presented view moves into the container, out of any superview it had by hand (rule 9.1).
    controllers[presented].manualSuperview = nil
    setInWindow(presented, true)
    // Rule 2.2 steps 4–5 (rule 4.3: the presenter only if its view is removed). Rule 18.11 item
    // 4: a presenter a stack change took out of sight since the request hears nothing.
    if transitions[index].disappearing.contains(where: { controllers[$0].appearance == .disappeared }) {
      transitions[index].disappearing.removeAll { controllers[$0].appearance == .disappeared }
    }
    beginAppearance(transitions[index].disappearing, appearing: false, animated: animated)
    beginAppearance(transitions[index].appearing, appearing: true, animated: animated)
    runAnimator(index)
    guard !stopped else { return }
    // Rule 2.2 step 8: the first layout pass of the container: the presented controller, then the
    // children on screen inside it, each laid out after its parent [INF: a layer lays out before
    // its sublayers] (a presented navigation controller's top controller is laid out too).
    let pc = hasAppController ? controllerName(ofPresentation: presentation) : nil
    if let pc { emit(.containerViewWillLayoutSubviews, pc) }
    layOut(presented)
    if let pc { emit(.containerViewDidLayoutSubviews, pc) }
    scheduleCompletion(index)
  }

  /// Rule 2.2 steps 6–7 and rule 3.2 step 4: the animator's duration and animation, or the
  /// interaction controller's start (rule 6.1), then the alongside animations (rule 2.2 step 7).
  mutating func runAnimator(_ index: TransitionIndex) {
    // The record's fields one by one: a copy of the whole record costs its arrays' retains.
    let subject = transitions[index].subject
    if let duration = transitions[index].animatorDuration {
      let context = Value.string(name(.context, subject))
      emit(.transitionDuration, name(.animator, subject), context, result: .number(duration.seconds))
      if transitions[index].gesture != nil {
        emit(.startInteractiveTransition, name(.interaction, subject), context)
      }
      emit(.animateTransition, name(.animator, subject), context)
    }
    if transitions[index].kind == .present, let presentation = transitions[index].presentation,
      let frame = presentations[presentation].appController?.frame
    {
      // Inside the animation: `view(forKey: .to)` and `finalFrame(for:)` read the presentation
      // controller (rule 2.2 step 7; rule 2.6: once per phase).
      let pc = controllerName(ofPresentation: presentation)
      emit(.presentedView, pc, result: id(presentations[presentation].presented))
      let rect = frame.resolve(width: scenario.device.width, height: scenario.device.height)
      emit(.frameOfPresentedViewInContainerView, pc, result: recorder.timeline.value(rect))
    }
    if transitions[index].hasAlongside {
      emit(.alongsideAnimation, name(.coordinator, subject))
    }
  }

  /// Phase C: when the animation ends (Docs/scenario-format.md, "Timing of steps"; rule 4.1 steps 3 and 6, Q8).
  mutating func scheduleCompletion(_ index: TransitionIndex) {
    let animated = transitions[index].animated
    if transitions[index].gesture != nil {
      scheduleGestureFrames(index)
    } else if let duration = transitions[index].animatorDuration {
      if animated {
        scheduler.schedule(.completeTransition(index), at: recorder.time + duration)
      } else {
        // Q8: a custom animator's zero-length animation completes from the next turn.
        scheduler.mainQueue.append(.completeTransition(index))
      }
    } else if animated {
      scheduler.schedule(.completeTransition(index), at: recorder.time + Self.builtInDuration)
    } else {
      // Rule 4.1 step 3: UIKit's own animator completes a non-animated transition at once.
      finishAnimation(index)
    }
  }

  /// The animation is over: the animator calls `completeTransition(!transitionWasCancelled)`.
  mutating func finishAnimation(_ index: TransitionIndex) {
    completeTransition(index, didComplete: transitions[index].phase != .cancelled)
  }

  /// Phase D: everything inside `completeTransition(_:)` (rules 2.4, 3.3, 6.4, 6.5), then what
  /// waited for the transition (`didFinish(_:didComplete:)`).
  mutating func completeTransition(_ index: TransitionIndex, didComplete: Bool) {
    // The record's fields one by one: a copy of the whole record costs its arrays' retains.
    let kind = transitions[index].kind
    let outer = enter(
      completionRule(
        kind, animated: transitions[index].animated, hasAnimator: transitions[index].hasAnimator,
        didComplete: didComplete))
    defer { leave(outer) }
    focus = transitions[index].presentation
    // Rule 2.4: a second `completeTransition` is ignored.
    guard !transitions[index].phase.hasCompleted else { return }
    transitions[index].phase = .completing(didComplete: didComplete)
    completing.append(index)
    if transitions[index].hasAnimator {
      let context = objectName(.context, container: transitions[index].container, transitions[index].subject)
      emit(.completeTransition, context, .bool(didComplete))
    }
    switch kind {
    case .present: completePresentation(index, didComplete: didComplete)
    case .dismiss: completeDismissal(index, didComplete: didComplete)
    case .navigation: completeNavigationTransition(index, didComplete: didComplete)
    case .tabSwitch: completeTabSwitch(index)
    }
    didFinish(index, didComplete: didComplete)
  }

  /// The rule of a transition's phase D.
  func completionRule(of transition: TransitionRecord, didComplete: Bool) -> BehaviourRule {
    completionRule(
      transition.kind, animated: transition.animated, hasAnimator: transition.hasAnimator, didComplete: didComplete)
  }

  /// The rule of phase D of a transition of `kind`.
  func completionRule(
    _ kind: TransitionRecord.Kind, animated: Bool, hasAnimator: Bool, didComplete: Bool
  ) -> BehaviourRule {
    switch kind {
    case .present: didComplete ? .rule2Dot4 : .rule6Dot5
    case .dismiss: didComplete ? .rule3Dot3 : .rule6Dot4
    case .navigation: didComplete ? (animated ? .rule18Dot4 : .rule18Dot5) : .rule18Dot10
    case .tabSwitch: hasAnimator ? .rule18Dot20 : .rule18Dot18
    }
  }

  /// The name of `role` for `transition`: `animator:D` for a presentation's, `animator:nav/B` for
  /// a container's.
  mutating func objectName(_ role: NameBook.Role, of transition: TransitionRecord) -> Name {
    objectName(role, container: transition.container, transition.subject)
  }

  /// The name of `role` for the transition of `container` (nil for a presentation's) about
  /// `subject`, without copying the transition's record.
  mutating func objectName(_ role: NameBook.Role, container: Int?, _ subject: Int) -> Name {
    if let container { return name(role, container: container, showing: subject) }
    return name(role, subject)
  }

  /// The one place a transition finishes: what waited for it is released, in UIKit's order
  /// (rule 2.4 steps 6–10, rule 3.3 steps 5–8, rule 7.2 item 4): the user's dismissal reported to
  /// the sheet's delegate, the caller's completion, the coordinator's completion blocks, the
  /// animator's `animationEnded(_:)`, then the requests made while it ran (rule 15.2).
  mutating func didFinish(_ index: TransitionIndex, didComplete: Bool) {
    // The record's fields one by one: a copy of the whole record costs its arrays' retains.
    let kind = transitions[index].kind
    let container = transitions[index].container
    let subject = transitions[index].subject
    let hasAnimator = transitions[index].hasAnimator
    if didComplete {
      // Rule 7.2 item 4: a user's swipe is reported after all animations.
      if transitions[index].isSheetSwipe, let presentation = transitions[index].presentation {
        sendDidDismiss(presentation)
      }
      // Rule 2.4 step 6 / rule 3.3 step 5. Q4: the completion of a transition that did not
      // happen is not called [INF].
      if transitions[index].hasCompletion { emit(.completion, controller: transitions[index].completionOwner) }
      if kind == .dismiss {
        // Rule 20.5: an alert action's handler runs in the completion of the alert's dismissal.
        runAlertActionHandler(ofTransition: index)
        // Rule 20.2: the controller now deciding the orientation may not support the interface's.
        restoreSupportedOrientation()
      }
    }
    // Rule 2.4 steps 7–8 / rule 3.3 steps 6–7.
    if transitions[index].hasAlongside {
      emit(.alongsideCompletion, objectName(.coordinator, container: container, subject))
    }
    // Rule 18.4 item 4, rule 18.14 item 1: requests queued on a navigation transition's
    // coordinator run from its completion blocks.
    if kind == .navigation, let navigation = container, transitions[index].animated {
      if navigations[navigation]?.completing == index { navigations[navigation]?.completing = nil }
      releaseQueuedNavigationRequests(navigation)
    }
    if hasAnimator {
      emit(.animationEnded, objectName(.animator, container: container, subject), .bool(didComplete))
    }
    transitions[index].phase = .finished(didComplete: didComplete)
    completing.removeAll { $0 == index }
    // Rule 2.4 step 10 / rule 3.3 step 8, rule 15.2: requests that waited run now.
    runQueuedRequests()
  }

  /// Rule 2.4 (and rule 6.5 when cancelled).
  mutating func completePresentation(_ index: TransitionIndex, didComplete: Bool) {
    let outer = enter(didComplete ? .rule2Dot4 : .rule6Dot5)
    defer { leave(outer) }
    // The records' fields one by one: a copy of a whole record costs its arrays' retains.
    guard let presentation = transitions[index].presentation else { return }
    let animated = transitions[index].animated
    let appearing = transitions[index].appearing
    let disappearing = transitions[index].disappearing
    let presented = presentations[presentation].presented
    let presenting = presentations[presentation].presenting
    let removesPresentersView = presentations[presentation].removesPresentersView
    let pc = presentations[presentation].appController != nil ? controllerName(ofPresentation: presentation) : nil
    if let pc { emit(.presentationTransitionDidEnd, pc, .bool(didComplete)) }
    if didComplete {
      // Rule 2.4 step 3: the presenter's view leaves the window after DidEnd.
      if removesPresentersView { setInWindow(presenting, false) }
      // Rule 2.4 steps 4–5.
      endAppearance(appearing, animated: animated)
      endAppearance(disappearing, animated: animated)
      presentations[presentation].state = .presented
    } else {
      // Rule 6.5: the container goes; the presented controller is not presented any more.
      if rules.reversedWillCallsOnCancel == .atCompletion {
        reverseAppearance(appearing, animated: animated)
        reverseAppearance(disappearing, animated: animated)
      }
      setInWindow(presented, false)
      if removesPresentersView { setInWindow(presenting, true) }
      unlink(presentation)
      endAppearance(appearing, animated: animated)
      endAppearance(disappearing, animated: animated)
      dissolveWrapper(presentation)
    }
  }

  /// Clears a presentation's relationships (rule 3.3 step 4).
  mutating func unlink(_ presentation: PresentationIndex) {
    let presenting = presentations[presentation].presenting
    presentations[presentation].state = .idle
    if controllers[presenting].presenting == presentation {
      controllers[presenting].presenting = nil
    }
    controllers[presentations[presentation].presented].presentation = nil
  }

  /// Takes the presented controller out of the navigation controller adaptation wrapped it in
  /// (rule 8.3 item 4), so it can be presented again.
  mutating func dissolveWrapper(_ presentation: PresentationIndex) {
    let presented = presentations[presentation].presented
    let original = presentations[presentation].original
    guard presented != original else { return }
    controllers[original].parent = nil
    controllers[presented].children = []
  }
}
