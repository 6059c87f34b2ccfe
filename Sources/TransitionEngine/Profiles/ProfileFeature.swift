import CatalogModel

/// One behaviour that differs between UIKit eras: what it is, the rule it stands for, and how each
/// profile's switches spell it.
///
/// The era features are described once, here. The engine's "arrived in uikit-N" diagnostics and
/// the switch table of `Docs/profiles/README.md` are both derived from this list (a test checks
/// that the document matches), so a new switch is described in one place.
public struct ProfileFeature: Sendable {
  /// What the behaviour is, as the table names it.
  public let title: String
  /// The rule numbers it stands for (`Docs/rules/`).
  public let rules: String
  /// The table cell of a profile: `✓`, `—`, or a value.
  public let cell: @Sendable (ProfileRules) -> String
  /// Whether a profile has the behaviour, for features that arrive in an era.
  public let isPresent: (@Sendable (ProfileRules) -> Bool)?
  /// The iOS version the behaviour arrived in, when it is not the first version of the first
  /// profile that has it (iOS 15's sheet APIs are modelled from uikit-17).
  public let arrivedIn: String?
  /// What the behaviour is under a profile, one sentence for its page in `Docs/profiles/`: what
  /// the engine does when the switch is on (or, for a value, with that value).
  public let detail: @Sendable (ProfileRules) -> String

  init(
    _ title: String, rules: String, arrivedIn: String? = nil, cell: @escaping @Sendable (ProfileRules) -> String,
    detail: @escaping @Sendable (ProfileRules) -> String
  ) {
    self.title = title
    self.rules = rules
    self.cell = cell
    self.isPresent = nil
    self.arrivedIn = arrivedIn
    self.detail = detail
  }

  init(
    _ title: String, rules: String, arrivedIn: String? = nil, present: String, absent: String,
    _ isPresent: @escaping @Sendable (ProfileRules) -> Bool
  ) {
    self.title = title
    self.rules = rules
    self.cell = { isPresent($0) ? "✓" : "—" }
    self.isPresent = isPresent
    self.arrivedIn = arrivedIn
    self.detail = { isPresent($0) ? present : absent }
  }

  /// The oldest profile that has the behaviour.
  public var firstProfile: EngineProfile? {
    guard let isPresent else { return nil }
    return EngineProfile.all.first { isPresent($0.rules) }
  }

  /// "it arrived in uikit-8", or "it arrived in iOS 15, modelled from uikit-17".
  public var arrival: String {
    guard let first = firstProfile else { return "no profile has it" }
    guard let arrivedIn else { return "it arrived in \(first.name)" }
    return "it arrived in \(arrivedIn), modelled from \(first.name)"
  }

  /// For the styles feature: "it arrived in uikit-8", the first profile that has `style`.
  public func arrival(of style: PresentationStyle) -> String {
    guard let first = EngineProfile.all.first(where: { $0.rules.styles.contains(style) }) else {
      return "no profile has it"
    }
    return "it arrived in \(first.name)"
  }

  // MARK: - The features

  /// The row "presentation controllers".
  public static let presentationControllers = ProfileFeature(
    "presentation controllers", rules: "10.1, 10.2",
    present: "A transitioning delegate may vend a `UIPresentationController` for `.custom` (rule 4.4); Phase A asks "
      + "it `shouldPresentInFullscreen` and `adaptivePresentationStyle(for:)`, Phase B `shouldRemovePresentersView` and "
      + "`presentationTransitionWillBegin()` (rule 2.5), and its events are named `pc:<presented>`.",
    absent: "No presentation controller is ever asked for and no `pc:` event exists: a transitioning delegate vends "
      + "animators and interaction controllers only (rule 2.7)."
  ) { $0.hasPresentationControllers }
  /// The row "adaptivity, adaptive delegates".
  public static let adaptivity = ProfileFeature(
    "adaptivity, adaptive delegates", rules: "8, 10.2",
    present:
      "In compact width, popovers, form sheets and page sheets adapt to full screen unless the adaptive delegate "
      + "answers `.none` (rule 8); an adaptive delegate is asked for the style and may replace the controller.",
    absent: "No adaptive delegate is consulted: page and form sheets are full screen on iPhone."
  ) { $0.hasAdaptivity }
  /// The row "trait collections, `willTransition(to:with:)`, `viewWillTransition(to:with:)`".
  public static let traitCollections = ProfileFeature(
    "trait collections, `willTransition(to:with:)`, `viewWillTransition(to:with:)`", rules: "14.6",
    present: "`traits` and `resize` steps reach controllers through the window's transition coordinator: "
      + "`willTransition(to:with:)` and the adaptation, `viewWillTransition(to:with:)`, `traitCollectionDidChange(_:)` "
      + "and one layout pass (rules 14.1–14.5).",
    absent: "No trait collections: `traits` and `resize` steps are refused (iOS 7's rotation callbacks are not "
      + "modelled)."
  ) { $0.hasTraitCollections }
  /// The row "traits predicted before a view appears (no first `traitCollectionDidChange(nil)`)".
  public static let predictedTraits = ProfileFeature(
    "traits predicted before a view appears (no first `traitCollectionDidChange(nil)`)", rules: "14.4",
    present:
      "A new controller's traits are predicted before its view appears: no first `traitCollectionDidChange(nil)`.",
    absent: "A controller's first traits arrive as `traitCollectionDidChange(nil)`, before its first layout, where the "
      + "profile has trait collections."
  ) { $0.predictsTraits }
  /// The row "`.automatic` means".
  public static let automaticStyle = ProfileFeature(
    "`.automatic` means", rules: "A.4, 10.3", cell: { $0.automaticStyle.rawValue },
    detail: {
      "`.automatic` resolves to `.\($0.automaticStyle.rawValue)` (Appendix A item 4)"
        + ($0.automaticStyle == .fullScreen
          ? ": the presenter's view is removed, and it hears `viewWillDisappear`/`viewDidDisappear` on presentation "
            + "and `viewWillAppear`/`viewDidAppear` on dismissal."
          : ": a card sheet (rule 10.3).")
    })
  /// The row "sheets are cards (no presenter callbacks, no compact adaptation)".
  public static let cardSheets = ProfileFeature(
    "sheets are cards (no presenter callbacks, no compact adaptation)", rules: "7.1, 10.3",
    present: "Page and form sheets are cards: the presenter stays on screen and hears no appearance callbacks, and a "
      + "sheet stays a card in compact width instead of adapting to full screen (rule 7.1).",
    absent: "Page and form sheets cover the presenter, which hears its appearance callbacks."
  ) { $0.sheetsAreCards }
  /// The row "swipe to dismiss, `isModalInPresentation`".
  public static let swipeToDismiss = ProfileFeature(
    "swipe to dismiss, `isModalInPresentation`", rules: "7.2",
    present: "The `swipeDown` step: `isModalInPresentation` makes the sheet resist (then "
      + "`presentationControllerDidAttemptToDismiss(_:)`); otherwise `presentationControllerShouldDismiss(_:)`, "
      + "`presentationControllerWillDismiss(_:)`, the interactive dismissal and `presentationControllerDidDismiss(_:)` "
      + "after `viewDidDisappear` (Q14); a swipe released too early ends with `viewWillAppear`/`viewDidAppear` and no "
      + "DidDismiss; a programmatic dismissal calls none of these (rule 7.2).",
    absent: "No sheet can be swiped: `swipeDown` steps are refused."
  ) { $0.hasSwipeToDismiss }
  /// The row "`viewIsAppearing(_:)`".
  public static let viewIsAppearing = ProfileFeature(
    "`viewIsAppearing(_:)`", rules: "2.2 step 9, 10.6, 13.1",
    present: "`viewIsAppearing(_:)` right after `viewWillAppear(_:)`, before the controller's own layout, on every "
      + "appearance: of a presented controller, of a presenter reappearing on dismissal, of a view added to the window "
      + "by hand (rule 13.1).",
    absent: "No `viewIsAppearing(_:)`."
  ) { $0.hasViewIsAppearing }
  /// The row "sheet detents (`detent` step, `didChangeSelectedDetent`)".
  public static let sheetDetents = ProfileFeature(
    "sheet detents (`detent` step, `didChangeSelectedDetent`)", rules: "7.3, 10.5", arrivedIn: "iOS 15",
    present: "The `detent` step changes a sheet's selected detent: a change by the user calls "
      + "`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, one by the app does not, and neither makes "
      + "appearance or transition callbacks (rule 7.3).",
    absent: "No sheet detents: `detent` steps are refused."
  ) { $0.hasSheetPresentationController }
  /// The row "`presentationController(_:prepare:)` (`prepare`)".
  public static let prepareAdaptivePresentation = ProfileFeature(
    "`presentationController(_:prepare:)` (`prepare`)", rules: "7.3, 8.3 item 2, 10.5", arrivedIn: "iOS 15",
    present: "An adaptive delegate implementing `prepare` hears `presentationController(_:prepare:)` right after UIKit "
      + "creates an adaptive presentation controller, before it is asked for a replacement (rule 8.3 item 2).",
    absent: "`presentationController(_:prepare:)` is never called, though a delegate may implement it (rule 13.6)."
  ) { $0.hasPrepareAdaptivePresentation }
  /// The row "`[Presentation] …` console texts".
  public static let modernConsoleMessages = ProfileFeature(
    "`[Presentation] …` console texts", rules: "9, 10.4",
    present: "Console warnings in the `[Presentation] Attempt to present <X> on <Y> (from <S>) …` forms (section 9).",
    absent: "Console warnings in the older `Warning: …!` forms (section 9)."
  ) { $0.modernConsoleMessages }
  /// The row "animated `.custom` without an animator logs E9, then presents full screen".
  public static let customNeedsAnimator = ProfileFeature(
    "animated `.custom` without an animator logs E9, then presents full screen", rules: "4.1 item 7, 19.3",
    present: "E9: an animated `.custom` presentation whose delegate vends no animator logs E9's warning and goes on as "
      + "a full-screen presentation with UIKit's own animation; a non-animated one is allowed (rules 4.1 item 7, 19.3).",
    absent: "An animated `.custom` presentation without an animator uses the default transition."
  ) { $0.customNeedsAnimatorWhenAnimated }
  /// The row "the app's presentation controller respects `definesPresentationContext`".
  public static let customControllersRespectContext = ProfileFeature(
    "the app's presentation controller respects `definesPresentationContext`", rules: "5.2, 17.5",
    present: "The app's presentation controller that answers `shouldPresentInFullscreen` false is confined to the "
      + "presentation context (rule 5.2), and every delegate call of the presentation names the context's controller "
      + "as presenter (rule 17.5).",
    absent: "The app's presentation controller is presented by the root of the presentation layer whatever "
      + "`shouldPresentInFullscreen` answers, where the profile has presentation controllers (rule 17.5)."
  ) { $0.customControllersRespectContext }
  /// The row "iOS 8.0 adaptive-delegate quirks".
  public static let ios80AdaptiveDelegateQuirks = ProfileFeature(
    "iOS 8.0 adaptive-delegate quirks", rules: "8.4",
    present: "`presentationController(_:viewControllerForAdaptivePresentationStyle:)` is asked only when the delegate "
      + "also implements the iOS 8.0 `adaptivePresentationStyle(for:)`, and not when that answered `.fullScreen` "
      + "(rule 8.4).",
    absent: "No iOS 8.0 adaptive-delegate quirks."
  ) { $0.ios80AdaptiveDelegateQuirks }
  /// The row "current-context presenter quirk (X/Y/Z)".
  public static let currentContextPresenterQuirk = ProfileFeature(
    "current-context presenter quirk (X/Y/Z)", rules: "5.5, Q13",
    present: "The X/Y/Z quirk: X defines a presentation context, Y is presented over it with `.currentContext` and "
      + "presents Z; a Z that is not current-context appears full screen and reports X as its presenting controller "
      + "(rule 5.5; whether later iOS keeps it is open, Q13).",
    absent: "No X/Y/Z quirk: Z reports Y as its presenting controller."
  ) { $0.currentContextPresenterQuirk }
  /// The row "reversed "will" calls of a cancelled interaction".
  public static let reversedWillCalls = ProfileFeature(
    "reversed \"will\" calls of a cancelled interaction", rules: "6.4, Q2",
    cell: {
      switch $0.reversedWillCallsOnCancel {
      case .atCancel: "at cancel"
      case .atCompletion: "at completion"
      }
    },
    detail: {
      switch $0.reversedWillCallsOnCancel {
      case .atCancel: "A cancelled interaction reverses its \"will\" appearance calls when it is cancelled (rule 6.4)."
      case .atCompletion:
        "A cancelled interaction reverses its \"will\" appearance calls when the cancellation completes (rule 6.4)."
      }
    })
  /// The row "the presented view loads inside `present`".
  public static let presentedViewLoadsInPresent = ProfileFeature(
    "the presented view loads inside `present` (not only a sheet's)", rules: "2.1, 19.8",
    present: "The presented controller's view loads inside `present`, before it returns (rule 2.1 step 7).",
    absent: "The presented controller's view loads when the transition starts (phase B), after `present` returns, "
      + "unless it is a form or page sheet (rule 19.8)."
  ) { $0.loadsPresentedViewInPresent }
  /// The row "a `present` during a started dismissal waits for it".
  public static let presentWaitsForDismissal = ProfileFeature(
    "a `present` during a started dismissal waits for it", rules: "19.9",
    present: "A `present` on a controller whose presented controller is being dismissed runs once that dismissal "
      + "has ended (rule 19.9).",
    absent: "A `present` on a controller whose presented controller is being dismissed is refused (E1 or E3, "
      + "section 9)."
  ) { $0.presentWaitsForDismissal }
  /// The row "navigation requests wait for the coordinator".
  public static let queuedNavigationRequests = ProfileFeature(
    "navigation requests wait for the coordinator", rules: "18.12, 18.13, 18.14",
    present: "A stack change requested while an animated navigation transition has a coordinator (from its phase A "
      + "until its completion blocks) is queued and applied from those blocks (rules 18.13 item 3, 18.14 item 1); "
      + "changes without animation in one turn merge into one transition (rule 18.13 item 1).",
    absent: "No queue: every stack change made before phase B merges, animated or not, and one requested while an "
      + "animated navigation transition runs nests, with E16 and E17 (rules 18.13 item 4, 18.14 item 4)."
  ) { $0.queuesNavigationRequests }
  /// The row "willShow/didShow after a cancelled back swipe".
  public static let stayingControllerShownAfterCancelledSwipe = ProfileFeature(
    "`willShow`/`didShow` after a cancelled back swipe", rules: "18.10, Q25",
    present: "After a cancelled back swipe the navigation delegate hears `willShow` and `didShow` for the controller "
      + "that stays on top (rule 18.10 item 4).",
    absent: "After a cancelled back swipe the navigation delegate hears neither `willShow` nor `didShow` for the "
      + "controller that stays on top (rule 18.10 item 4, Q25)."
  ) { $0.showsStayingControllerAfterCancelledSwipe }
  /// The row "refusal in the turn of the presenter's request".
  public static let sameTurnRefusal = ProfileFeature(
    "refusal in the turn of the presenter's request", rules: "17.4, 17.6, 19.5",
    cell: {
      switch $0.sameTurnRefusal {
      case .null: "E1, (null)"
      case .named: "E1, named"
      case .inProgress: "E3"
      }
    },
    detail: {
      switch $0.sameTurnRefusal {
      case .null:
        "A `present` refused in the turn of the presenter's own request prints E1 naming `(null)` (rule 17.4)."
      case .named:
        "A `present` refused in the turn of the presenter's own request prints E1 naming the presented controller "
          + "(rule 19.5)."
      case .inProgress:
        "A `present` refused in the turn of the presenter's own request prints E3, a presentation in progress "
          + "(rule 17.6)."
      }
    })
  /// The row "styles".
  public static let styles = ProfileFeature(
    "styles", rules: "4.2",
    cell: { $0.styles.count == PresentationStyle.allCases.count ? "all" : "no over-/popover styles" },
    detail: { rules in
      let missing = PresentationStyle.allCases.filter { !rules.styles.contains($0) }
      return missing.isEmpty
        ? "Every presentation style."
        : "Styles of its era only: " + missing.map { "`\($0.rawValue)`" }.joined(separator: ", ")
          + " are refused (rule 4.2)."
    })

  /// Every feature, in the order the table lists them.
  public static let all: [ProfileFeature] = [
    presentationControllers, adaptivity, traitCollections, predictedTraits, automaticStyle, cardSheets, swipeToDismiss,
    viewIsAppearing, sheetDetents,
    prepareAdaptivePresentation, modernConsoleMessages, customNeedsAnimator,
    customControllersRespectContext, presentedViewLoadsInPresent, sameTurnRefusal, presentWaitsForDismissal,
    ios80AdaptiveDelegateQuirks, currentContextPresenterQuirk, reversedWillCalls,
    queuedNavigationRequests, stayingControllerShownAfterCancelledSwipe,
    styles,
  ]

  /// The switch table of `Docs/profiles/README.md`: one row per feature, one column per profile.
  public static func markdownTable(profiles: [EngineProfile] = EngineProfile.all) -> String {
    var out = "| switch | " + profiles.map(\.name).joined(separator: " | ") + " | rule |\n"
    out += "|---|" + profiles.map { _ in "---|" }.joined() + "---|\n"
    for feature in all {
      out += "| \(feature.title) | " + profiles.map { feature.cell($0.rules) }.joined(separator: " | ")
      out += " | \(feature.rules) |\n"
    }
    return out
  }
}
