import CatalogModel

// MARK: - Rule 8: adaptivity

extension Replay {
  /// The current traits as a timeline value: `compact/regular` (horizontal/vertical).
  mutating func traitsValue() -> Value {
    value(of: TraitValues(horizontal: horizontalSizeClass, vertical: verticalSizeClass))
  }

  /// `traits` as a timeline value, interned once per run.
  mutating func value(of traits: TraitValues) -> Value {
    if let known = traitValues[traits.slot] { return known }
    let value = Value.string(recorder.intern("\(traits.horizontal.rawValue)/\(traits.vertical.rawValue)"))
    traitValues[traits.slot] = value
    return value
  }

  /// Whether a presentation's controller takes part in adaptation: the app's own controller, and
  /// UIKit's sheet and popover controllers (rule 8.2; rule 4.2's compact-width column).
  ///
  /// Current-context styles are left alone: the matrix cites a full-screen adaptation in compact
  /// width, but S001's iPhone observations of rule 5.5 show `currentContext` covering only its
  /// context, so this engine keeps them as they are (documented choice, [INF]).
  static func isAdaptable(_ record: PresentationRecord) -> Bool {
    record.appController != nil || record.baseStyle.isSheet || record.baseStyle == .popover
  }

  /// Rule 2.1 step 4: adaptation at presentation time (rules 8.2 and 8.3).
  mutating func adaptAtPresentation(_ presentation: PresentationIndex) {
    let outer = enter(.rule8Dot1)
    defer { leave(outer) }
    guard rules.hasAdaptivity, Self.isAdaptable(presentations[presentation]) else {
      explainNoAdaptation(presentation)
      return
    }
    let resolved = resolveAdaptiveStyle(presentation)
    applyAdaptiveStyle(presentation, resolved: resolved, coordinator: nil)
  }

  /// Rule 8.2: the delegate's trait-collection form, then (compact width only) its iOS 8.0 form,
  /// then the presentation controller's own default. For the app's controller, S000 step 4 shows
  /// its `adaptivePresentationStyle(for:)` being called, which asks the delegate in turn.
  mutating func resolveAdaptiveStyle(_ presentation: PresentationIndex) -> PresentationStyle {
    let outer = enter(.rule8Dot2)
    defer { leave(outer) }
    let record = presentations[presentation]
    let pc = controllerName(ofPresentation: presentation)
    let traits = traitsValue()
    let compact = horizontalSizeClass == .compact
    var asked: (member: Member, answer: PresentationStyle)?
    var forced: PresentationStyle?
    if let delegate = record.adaptiveDelegate {
      let spec = scenario[delegate]
      if let answer = spec.adaptivePresentationStyleForTraitCollection {
        // Rule 8.2 item 1; rule 13.6: the answer may depend on the traits it is asked in.
        asked = (.adaptivePresentationStyleForTraitCollection, answer.style(horizontal: horizontalSizeClass))
      } else if let answer = spec.adaptivePresentationStyle?.style(horizontal: horizontalSizeClass) {
        if compact {
          asked = (.adaptivePresentationStyle, answer)  // rule 8.2 item 2
        } else if verticalSizeClass == .compact && record.baseStyle == .popover {
          // Rule 13.2: in compact height, a popover whose delegate implements only the iOS 8.0
          // method is adapted, whatever the method answers (full screen, Q18).
          asked = (.adaptivePresentationStyle, answer)
          forced = .fullScreen
        }
      }
    }
    let resolved = forced ?? asked?.answer ?? defaultAdaptiveStyle(record)  // rule 8.2 item 3
    if record.appController != nil {
      emit(.adaptivePresentationStyle, pc, traits, result: .string(StaticNames.style(resolved)))
    }
    if let asked, let delegate = record.adaptiveDelegate {
      let delegateName = names.adaptiveDelegates[delegate.index]
      if asked.member == .adaptivePresentationStyleForTraitCollection {
        emit(asked.member, delegateName, .string(pc), traits, result: .string(StaticNames.style(asked.answer)))
      } else {
        emit(asked.member, delegateName, .string(pc), result: .string(StaticNames.style(asked.answer)))
      }
    }
    return resolved
  }

  /// Rule 8.2 item 3: the presentation controller's own answer when no delegate decides.
  func defaultAdaptiveStyle(_ record: PresentationRecord) -> PresentationStyle {
    if let controller = record.appController { return controller.adaptivePresentationStyle }
    guard horizontalSizeClass == .compact else { return .none }
    switch record.baseStyle {
    // Rule 8.2 item 3 (Q9: H-PC and S001 say full screen for popovers).
    case .popover: return .fullScreen
    // Rule 8.2 item 3 and Appendix A item 4: sheets become full screen in compact width before
    // iOS 13; from iOS 13 page and form sheets stay cards on iPhone too (rule 7.1).
    case .formSheet, .pageSheet: return rules.sheetsAreCards ? .none : .fullScreen
    default: return .none
    }
  }

  /// Rule 8.3: applying the resolved style. A real adaptation swaps in a new presentation
  /// controller (`pc:D#2`), may replace the presented controller, and tells the delegate.
  mutating func applyAdaptiveStyle(_ presentation: PresentationIndex, resolved: PresentationStyle, coordinator: Value?)
  {
    let outer = enter(.rule8Dot3)
    defer { leave(outer) }
    let record = presentations[presentation]
    let oldPC = controllerName(ofPresentation: presentation)
    let delegate = record.adaptiveDelegate.map { scenario[$0] }
    let delegateName = record.adaptiveDelegate.map { names.adaptiveDelegates[$0.index] }
    // Rule 8.3 item 1: no adaptation to `none`, nor away from a full-screen style. Item 3: the
    // adaptation is abandoned when the new controller would not match `shouldPresentInFullscreen`
    // (UIKit's adaptive controllers all present in full screen).
    let abandoned = record.appController.map { !$0.shouldPresentInFullscreen } ?? false
    guard resolved != .none, !record.style.isFullScreenFamily, !abandoned else {
      // Rule 8.3 item 5: the delegate hears `.none` when nothing adapts.
      sendWillPresent(presentation, pc: oldPC, style: .none, coordinator: coordinator)
      return
    }
    // Rule 8.3 item 2: a new presentation controller of UIKit's, with the same delegate, which
    // the delegate may configure in `presentationController(_:prepare:)` (iOS 15, rule 7.3).
    presentations[presentation].controllerGeneration += 1
    presentations[presentation].style = resolved
    presentations[presentation].appController = nil
    sendPrepare(presentation, from: oldPC)
    // Rule 8.3 item 4, with rule 8.4's iOS 8.0 quirks where the profile has them: the replacement
    // is asked for only when the delegate implements the iOS 8.0 `adaptivePresentationStyle(for:)`,
    // and not when that method answered `.fullScreen`.
    if let delegate, let delegateName, let replacement = delegate.viewControllerForAdaptivePresentationStyle {
      let quirkSkips =
        rules.ios80AdaptiveDelegateQuirks
        && (delegate.adaptivePresentationStyle == nil
          || delegate.adaptivePresentationStyle?.style(horizontal: horizontalSizeClass) == .fullScreen)
      if !quirkSkips {
        var result = record.original
        if replacement == .wrapInNavigation {
          result = makeController(
            id: "nav:" + idString(record.original), kind: .navigation, children: [record.original])
          presentations[presentation].presented = result
        }
        emit(
          .viewControllerForAdaptiveStyle, delegateName, .string(oldPC), .string(StaticNames.style(resolved)),
          result: id(result))
      }
    }
    // Rule 8.3 item 5.
    sendWillPresent(presentation, pc: oldPC, style: resolved, coordinator: coordinator)
  }

  /// Rule 8.3 item 5: `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
  /// On a trait change it comes with the change's coordinator; at presentation it comes last in
  /// phase A, after the animator and the view load, with the presentation's coordinator (rule
  /// 19.10, resolving Q15 by DEC26), so it waits in `pendingWillPresent`.
  mutating func sendWillPresent(
    _ presentation: PresentationIndex, pc: Name, style: PresentationStyle, coordinator: Value?
  ) {
    guard let delegate = presentations[presentation].adaptiveDelegate, scenario[delegate].willPresentWithAdaptiveStyle
    else { return }
    guard let coordinator else {
      pendingWillPresent = (presentation, pc, style)
      return
    }
    emit(
      .willPresentWithAdaptiveStyle, names.adaptiveDelegates[delegate.index], .string(pc),
      .string(StaticNames.style(style)), coordinator)
  }

  /// Rule 19.10: the presentation's own `willPresentWithAdaptiveStyle`, at the end of phase A.
  mutating func sendPendingWillPresent() {
    guard let (presentation, pc, style) = pendingWillPresent else { return }
    pendingWillPresent = nil
    guard let delegate = presentations[presentation].adaptiveDelegate else { return }
    let inner = enter(.rule19Dot10)
    defer { leave(inner) }
    emit(
      .willPresentWithAdaptiveStyle, names.adaptiveDelegates[delegate.index], .string(pc),
      .string(StaticNames.style(style)), .string(name(.coordinator, presentations[presentation].original)))
  }

  /// Rule 8.3 item 2 / 7.3 (iOS 15): right after UIKit creates an adaptive presentation controller
  /// (`pc:D#2`) and copies the delegate, a delegate that implements
  /// `presentationController(_:prepare:)` gets it, with the controller in use until now. Called
  /// only when implemented, so timelines without it are unchanged.
  mutating func sendPrepare(_ presentation: PresentationIndex, from oldPC: Name) {
    let outer = enter(.rule8Dot3)
    defer { leave(outer) }
    guard rules.hasPrepareAdaptivePresentation, let delegate = presentations[presentation].adaptiveDelegate,
      scenario[delegate].prepare
    else { return }
    let newPC = controllerName(ofPresentation: presentation)
    emit(.prepareAdaptivePresentation, names.adaptiveDelegates[delegate.index], .string(oldPC), .string(newPC))
  }
}
