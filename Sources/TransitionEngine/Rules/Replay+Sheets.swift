import CatalogModel

// MARK: - Rule 7: sheets and swipe to dismiss (profiles with `hasSwipeToDismiss`)

extension Replay {
  /// The user drags a sheet down (rule 7.2). Only a presented card sheet responds; anything else
  /// ignores the drag, as UIKit has no dismissal gesture for it.
  mutating func swipeDown(_ controller: Int, gesture: Gesture) {
    let outer = enter(.rule7Dot2)
    defer { leave(outer) }
    guard rules.hasSwipeToDismiss, let presentation = controllers[topAncestor(controller)].presentation,
      presentations[presentation].state == .presented, presentations[presentation].style.isSheet
    else {
      // Rule 15.6: a drag on something that is not a presented card sheet does nothing; say so.
      warnAboutCurrentStep(
        "'swipeDown' on '\(idString(controller))', which is not a presented card sheet here; the drag does nothing")
      return
    }
    // Rule 20.6: a sheet that another presentation covers does not get the drag; the covering
    // presentation's container takes the touches.
    if let covering = layerMembers(presentations[presentation].presented).firstMap({ controllers[$0].presenting }) {
      warnAboutCurrentStep(
        "'swipeDown' on '\(idString(controller))', whose sheet '\(idString(presentations[covering].presented))' "
          + "covers; the drag does nothing")
      return
    }
    focus = presentation
    let record = presentations[presentation]
    // The user's drag is an event of the timeline: what UIKit does follows from it.
    emit(.userDragDown, name(.user, record.presented))
    let pc = controllerName(ofPresentation: presentation)
    let delegate = record.adaptiveDelegate.map { scenario[$0] }
    let delegateName = record.adaptiveDelegate.map { names.adaptiveDelegates[$0.index] }
    let attemptEnds = recorder.time + Self.frameOffset(gesture.progress.count + 1)
    // Rule 7.2 item 1: a modal sheet resists; ShouldDismiss is not asked.
    let modal = controllers[record.original].properties.isModalInPresentation
    emit(.isModalInPresentation, controller: record.original, result: .bool(modal))
    if modal {
      scheduler.schedule(.swipeAttemptEnded(presentation: presentation), at: attemptEnds)
      return
    }
    // Rule 7.2 item 2.
    if let delegate, let delegateName, let answer = delegate.shouldDismiss {
      emit(.shouldDismiss, delegateName, .string(pc), result: .bool(answer))
      if !answer {
        scheduler.schedule(.swipeAttemptEnded(presentation: presentation), at: attemptEnds)
        return
      }
    }
    // Rule 7.2 item 3: WillDismiss comes before any interaction or animation begins.
    if let delegate, let delegateName, delegate.willDismiss {
      emit(.willDismiss, delegateName, .string(pc))
    }
    requestDismissal(receiver: record.presented, animated: true, gesture: gesture, byUser: true)
  }

  /// Rule 7.2 items 1–2: the drag of a sheet that would not dismiss has ended: the user let go.
  mutating func endSwipeAttempt(_ presentation: PresentationIndex) {
    let outer = enter(.rule7Dot2)
    defer { leave(outer) }
    emit(.userRelease, name(.user, presentations[presentation].presented), .bool(false))
    sendDidAttemptToDismiss(presentation)
  }

  /// Rule 7.2 items 1–2: the attempt to dismiss a sheet that would not dismiss.
  mutating func sendDidAttemptToDismiss(_ presentation: PresentationIndex) {
    let outer = enter(.rule7Dot2)
    defer { leave(outer) }
    guard let delegate = presentations[presentation].adaptiveDelegate, scenario[delegate].didAttemptToDismiss
    else { return }
    let pc = controllerName(ofPresentation: presentation)
    emit(.didAttemptToDismiss, names.adaptiveDelegates[delegate.index], .string(pc))
  }

  /// Rule 7.2 item 4: after all animations (Q14: after the presented controller's
  /// `viewDidDisappear(_:)`); never for a programmatic dismissal (item 6).
  ///
  /// Rule 20.7: a popover's delegate hears `popoverPresentationControllerDidDismissPopover(_:)`
  /// before iOS 13 (the only method then), and from iOS 13 when it does not implement
  /// `presentationControllerDidDismiss(_:)` (DEC26 `_sendDidDismiss`, `_sendFallbackDidDismiss`).
  mutating func sendDidDismiss(_ presentation: PresentationIndex) {
    let outer = enter(.rule7Dot2)
    defer { leave(outer) }
    guard let delegate = presentations[presentation].adaptiveDelegate else { return }
    let spec = scenario[delegate]
    let modern = rules.hasSwipeToDismiss && spec.didDismiss
    guard modern || (spec.popoverDidDismiss && presentations[presentation].style == .popover) else { return }
    let inner = modern ? nil : enter(.rule20Dot7)
    defer { if let inner { leave(inner) } }
    let pc = controllerName(ofPresentation: presentation)
    emit(modern ? .didDismiss : .popoverDidDismiss, names.adaptiveDelegates[delegate.index], .string(pc))
  }
}
