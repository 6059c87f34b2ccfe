import CatalogModel

// MARK: - Rule 6: interactive transitions

extension Replay {
  /// Rule 6.7: one gesture frame lasts 1/60 s; frame `k` falls at `round(k × 1000 / 60)` ms after
  /// the start.
  static func frameOffset(_ frame: Int) -> VirtualTime {
    VirtualTime(milliseconds: Int64((Double(frame) * 1000 / 60).rounded()))
  }

  /// Schedules a gesture's frames: one `update(_:)` per progress value, then the release.
  mutating func scheduleGestureFrames(_ index: TransitionIndex) {
    guard let gesture = transitions[index].gesture else { return }
    transitions[index].gestureStart = recorder.time
    for frame in 1...(gesture.progress.count + 1) {
      scheduler.schedule(.gestureFrame(transition: index, frame: frame), at: recorder.time + Self.frameOffset(frame))
    }
  }

  /// Frame `frame` of the gesture driving transition `index`.
  mutating func gestureFrame(_ index: TransitionIndex, frame: Int) {
    let outer = enter(.rule6Dot2)
    defer { leave(outer) }
    guard let gesture = transitions[index].gesture, !transitions[index].phase.hasCompleted else { return }
    focus = transitions[index].presentation
    // The app's percent-driven controller is driven by the scenario; a sheet swipe or the system
    // back swipe by UIKit itself.
    let appDriven = !transitions[index].isSheetSwipe && !transitions[index].drivenByUIKit
    if frame <= gesture.progress.count {
      // Rule 6.2: `updateInteractiveTransition` clamps to [0, 1].
      let progress = min(max(gesture.progress[frame - 1], 0), 1)
      transitions[index].percentComplete = progress
      if appDriven {
        let interaction = objectName(.interaction, container: transitions[index].container, transitions[index].subject)
        emit(.update, interaction, .number(progress))
      }
      return
    }
    // The user lets go of a sheet: an event of the timeline (the app's own recognizer says so
    // with its interaction controller's finish() or cancel()).
    if transitions[index].isSheetSwipe {
      emit(.userRelease, name(.user, transitions[index].subject), .bool(gesture.release == .finish))
    }
    switch gesture.release {
    case .finish: finishInteraction(index, appDriven: appDriven)
    case .cancel: cancelInteraction(index, appDriven: appDriven)
    }
  }

  /// Rule 6.3: `finish()`. The handlers learn the interaction ended; the rest of the animation
  /// runs for `(1 − percentComplete) · duration / completionSpeed` (rule 6.1).
  mutating func finishInteraction(_ index: TransitionIndex, appDriven: Bool) {
    let outer = enter(transitions[index].isPresentationTransition ? .rule6Dot3 : .rule18Dot9)
    defer { leave(outer) }
    let transition = transitions[index]
    if appDriven { emit(.finish, objectName(.interaction, of: transition)) }
    if transition.hasInteractionHandlers {
      emit(.interactionChanged, name(.coordinator, transition.subject), .bool(false))
    }
    let remaining = (1 - transition.percentComplete) * duration(of: transition).seconds / speed(of: transition)
    scheduler.schedule(.completeTransition(index), at: recorder.time + VirtualTime(seconds: remaining))
  }

  /// Rules 6.4–6.5: `cancel()`. `transitionWasCancelled` is true from here on (rule 6.2); the
  /// handlers run, then (Q2, profile switch) the reversed "will" calls: what was appearing
  /// disappears again, then what was disappearing reappears. The animation runs back for
  /// `percentComplete · duration / completionSpeed`.
  mutating func cancelInteraction(_ index: TransitionIndex, appDriven: Bool) {
    let outer = enter(completionRule(of: transitions[index], didComplete: false))
    defer { leave(outer) }
    transitions[index].phase = .cancelled
    let transition = transitions[index]
    if appDriven { emit(.cancel, objectName(.interaction, of: transition)) }
    if transition.hasInteractionHandlers {
      emit(.interactionChanged, name(.coordinator, transition.subject), .bool(true))
    }
    // Rule 18.10 item 2: a container's cancel makes no appearance callback before its completion.
    if rules.reversedWillCallsOnCancel == .atCancel && transition.isPresentationTransition {
      reverseAppearance(transition.appearing, animated: transition.animated)
      reverseAppearance(transition.disappearing, animated: transition.animated)
    }
    let remaining = transition.percentComplete * duration(of: transition).seconds / speed(of: transition)
    scheduler.schedule(.completeTransition(index), at: recorder.time + VirtualTime(seconds: remaining))
  }

  func duration(of transition: TransitionRecord) -> VirtualTime {
    transition.animatorDuration ?? Self.builtInDuration
  }

  /// Rule 6.2: a completion speed of 0 or less counts as 1.
  func speed(of transition: TransitionRecord) -> Double {
    transition.completionSpeed > 0 ? transition.completionSpeed : 1
  }
}
