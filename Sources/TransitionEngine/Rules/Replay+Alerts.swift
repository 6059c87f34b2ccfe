import CatalogModel

// MARK: - Rule 20.5: an alert action's handler runs after the alert's dismissal

extension Replay {
  /// The user taps an action of the alert `alert`. UIKit asks the alert's presenting controller to
  /// dismiss it (`dismiss(animated: true)`) and runs the action's handler in that dismissal's
  /// completion, after the alert's `viewDidDisappear(_:)` (DEC26
  /// `-[UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:]`).
  mutating func tapAlertAction(_ alert: Int) {
    let outer = enter(.rule20Dot5)
    defer { leave(outer) }
    guard let presentation = controllers[alert].presentation, presentations[presentation].state == .presented else {
      warnAboutCurrentStep("'tapAlertAction' needs '\(idString(alert))' presented and on screen; the tap does nothing")
      return
    }
    let presenter = presentations[presentation].presenting
    emit(.dismiss, controller: presenter, .bool(true))
    if let transition = requestDismissal(receiver: presenter, animated: true, gesture: nil, hasCompletion: false) {
      alertActionHandlers[transition] = alert
    }
  }

  /// Rule 20.5: the handler of the tapped action, in the completion of the alert's dismissal.
  mutating func runAlertActionHandler(ofTransition transition: TransitionIndex) {
    guard let alert = alertActionHandlers.removeValue(forKey: transition) else { return }
    let outer = enter(.rule20Dot5)
    defer { leave(outer) }
    emit(.actionHandler, controller: alert)
  }
}
