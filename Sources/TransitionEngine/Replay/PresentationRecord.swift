import CatalogModel

/// One presentation: who presents whom, through which presentation controller, in which state.
struct PresentationRecord {
  /// The controller on screen: the presented controller, or the navigation controller that
  /// adaptation wrapped it in (rule 8.3 item 4).
  var presented: Int
  /// The controller the scenario asked to present.
  var original: Int
  /// The presenting controller (rules 5.1–5.2): where this presentation is stacked.
  var presenting: Int
  /// What `presentingViewController` reports and the delegate receives (rule 5.5 quirk).
  var reportedPresenting: Int
  /// The receiver of `present(_:animated:completion:)` (rule 5.6).
  var source: Int
  /// The style in effect, after `.automatic` and adaptation are resolved.
  var style: PresentationStyle
  /// The style before adaptation: what a trait change returns to when nothing adapts (rule 8.5).
  var baseStyle: PresentationStyle
  /// The app's presentation controller while it is the one in use; nil for UIKit's own.
  var appController: PresentationControllerSpec?
  /// The app's presentation controller the delegate vended, kept while adaptation replaces it.
  var vendedController: PresentationControllerSpec?
  /// 1 for the first presentation controller, 2 after adaptation swaps it (`pc:D#2`), …
  var controllerGeneration: Int
  /// Whether the presenter's view is removed, and the presenter gets appearance callbacks (rule 4.3).
  var removesPresentersView: Bool
  /// Rule 1.2: the presentation controller's state.
  var state: PresentationState
  /// The adaptive delegate given to the presentation controller.
  var adaptiveDelegate: AdaptiveDelegateID?
  /// Rule 7.3: the sheet's selected detent. A sheet is presented at `large`, UIKit's default
  /// (`detents` is `[.large()]` unless the app sets it); a `detent` step assumes the app offers
  /// both detents.
  var selectedDetent: SheetDetent = .large

  var isInFlight: Bool { state.isInFlight }
}
