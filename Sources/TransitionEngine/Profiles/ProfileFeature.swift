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

  init(
    _ title: String, rules: String, arrivedIn: String? = nil, cell: @escaping @Sendable (ProfileRules) -> String
  ) {
    self.title = title
    self.rules = rules
    self.cell = cell
    self.isPresent = nil
    self.arrivedIn = arrivedIn
  }

  init(
    _ title: String, rules: String, arrivedIn: String? = nil, _ isPresent: @escaping @Sendable (ProfileRules) -> Bool
  ) {
    self.title = title
    self.rules = rules
    self.cell = { isPresent($0) ? "✓" : "—" }
    self.isPresent = isPresent
    self.arrivedIn = arrivedIn
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
    "presentation controllers", rules: "10.1, 10.2"
  ) { $0.hasPresentationControllers }
  /// The row "adaptivity, adaptive delegates".
  public static let adaptivity = ProfileFeature(
    "adaptivity, adaptive delegates", rules: "8, 10.2"
  ) { $0.hasAdaptivity }
  /// The row "trait collections, `willTransition(to:with:)`, `viewWillTransition(to:with:)`".
  public static let traitCollections = ProfileFeature(
    "trait collections, `willTransition(to:with:)`, `viewWillTransition(to:with:)`", rules: "14.6"
  ) { $0.hasTraitCollections }
  /// The row "traits predicted before a view appears (no first `traitCollectionDidChange(nil)`)".
  public static let predictedTraits = ProfileFeature(
    "traits predicted before a view appears (no first `traitCollectionDidChange(nil)`)", rules: "14.4"
  ) { $0.predictsTraits }
  /// The row "`.automatic` means".
  public static let automaticStyle = ProfileFeature(
    "`.automatic` means", rules: "A.4, 10.3", cell: { $0.automaticStyle.rawValue })
  /// The row "sheets are cards (no presenter callbacks, no compact adaptation)".
  public static let cardSheets = ProfileFeature(
    "sheets are cards (no presenter callbacks, no compact adaptation)", rules: "7.1, 10.3"
  ) { $0.sheetsAreCards }
  /// The row "swipe to dismiss, `isModalInPresentation`".
  public static let swipeToDismiss = ProfileFeature(
    "swipe to dismiss, `isModalInPresentation`", rules: "7.2"
  ) { $0.hasSwipeToDismiss }
  /// The row "`viewIsAppearing(_:)`".
  public static let viewIsAppearing = ProfileFeature(
    "`viewIsAppearing(_:)`", rules: "2.2 step 9, 10.6, 13.1"
  ) { $0.hasViewIsAppearing }
  /// The row "sheet detents (`detent` step, `didChangeSelectedDetent`)".
  public static let sheetDetents = ProfileFeature(
    "sheet detents (`detent` step, `didChangeSelectedDetent`)", rules: "7.3, 10.5", arrivedIn: "iOS 15"
  ) { $0.hasSheetPresentationController }
  /// The row "`presentationController(_:prepare:)` (`prepare`)".
  public static let prepareAdaptivePresentation = ProfileFeature(
    "`presentationController(_:prepare:)` (`prepare`)", rules: "7.3, 8.3 item 2, 10.5", arrivedIn: "iOS 15"
  ) { $0.hasPrepareAdaptivePresentation }
  /// The row "`[Presentation] …` console texts".
  public static let modernConsoleMessages = ProfileFeature(
    "`[Presentation] …` console texts", rules: "9, 10.4"
  ) { $0.modernConsoleMessages }
  /// The row "animated `.custom` without an animator logs E9, then presents full screen".
  public static let customNeedsAnimator = ProfileFeature(
    "animated `.custom` without an animator logs E9, then presents full screen", rules: "4.1 item 7, 19.3"
  ) { $0.customNeedsAnimatorWhenAnimated }
  /// The row "the app's presentation controller respects `definesPresentationContext`".
  public static let customControllersRespectContext = ProfileFeature(
    "the app's presentation controller respects `definesPresentationContext`", rules: "5.2, 17.5"
  ) { $0.customControllersRespectContext }
  /// The row "iOS 8.0 adaptive-delegate quirks".
  public static let ios80AdaptiveDelegateQuirks = ProfileFeature(
    "iOS 8.0 adaptive-delegate quirks", rules: "8.4"
  ) { $0.ios80AdaptiveDelegateQuirks }
  /// The row "current-context presenter quirk (X/Y/Z)".
  public static let currentContextPresenterQuirk = ProfileFeature(
    "current-context presenter quirk (X/Y/Z)", rules: "5.5, Q13"
  ) { $0.currentContextPresenterQuirk }
  /// The row "reversed "will" calls of a cancelled interaction".
  public static let reversedWillCalls = ProfileFeature(
    "reversed \"will\" calls of a cancelled interaction", rules: "6.4, Q2",
    cell: {
      switch $0.reversedWillCallsOnCancel {
      case .atCancel: "at cancel"
      case .atCompletion: "at completion"
      }
    })
  /// The row "the presented view loads inside `present`".
  public static let presentedViewLoadsInPresent = ProfileFeature(
    "the presented view loads inside `present` (not only a sheet's)", rules: "2.1, 19.8"
  ) { $0.loadsPresentedViewInPresent }
  /// The row "a `present` during a started dismissal waits for it".
  public static let presentWaitsForDismissal = ProfileFeature(
    "a `present` during a started dismissal waits for it", rules: "19.9"
  ) { $0.presentWaitsForDismissal }
  /// The row "refusal in the turn of the presenter's request".
  public static let sameTurnRefusal = ProfileFeature(
    "refusal in the turn of the presenter's request", rules: "17.4, 17.6, 19.5",
    cell: {
      switch $0.sameTurnRefusal {
      case .null: "E1, (null)"
      case .named: "E1, named"
      case .inProgress: "E3"
      }
    })
  /// The row "styles".
  public static let styles = ProfileFeature(
    "styles", rules: "4.2",
    cell: { $0.styles.count == PresentationStyle.allCases.count ? "all" : "no over-/popover styles" })

  /// Every feature, in the order the table lists them.
  public static let all: [ProfileFeature] = [
    presentationControllers, adaptivity, traitCollections, predictedTraits, automaticStyle, cardSheets, swipeToDismiss,
    viewIsAppearing, sheetDetents,
    prepareAdaptivePresentation, modernConsoleMessages, customNeedsAnimator,
    customControllersRespectContext, presentedViewLoadsInPresent, sameTurnRefusal, presentWaitsForDismissal,
    ios80AdaptiveDelegateQuirks, currentContextPresenterQuirk, reversedWillCalls,
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
