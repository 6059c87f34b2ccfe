import CatalogModel

/// A view controller during a replay: its place in the hierarchy, its view and its appearance.
struct ControllerState {
  /// The container this controller is a child of.
  var parent: Int?
  var children: [Int]
  var kind: ControllerKind
  var selectedIndex: Int
  var properties: ControllerProperties
  var viewLoaded: Bool
  /// Whether the view is in the window's view hierarchy.
  var viewInWindow = false
  /// Whether the view has been laid out since it loaded: a container transition reports the
  /// layout of a view entering the window only the first time (rule 18.1 item 5).
  var laidOut = false
  /// The appearance state UIKit tracks per controller (rule 4.3; rule 9.1 model).
  var appearance = AppearanceState.disappeared
  /// Appearance transitions begun and not yet ended (rule 9.1 model: unbalanced calls).
  var openAppearance = 0
  /// The presentation this controller makes as the presenting controller, if any.
  var presenting: PresentationIndex?
  /// The presentation that presented this controller, if it is a presented layer root.
  var presentation: PresentationIndex?
  /// The controller whose view this controller's view was added to by an `addSubview` step.
  var manualSuperview: Int?
  /// Set for controllers the engine made (an adaptive navigation wrapper).
  var madeByEngine = false
  /// The traits this controller last heard of (`traitCollectionDidChange(_:)`'s previous value
  /// next time); nil before its first trait collection in eras that do not predict traits
  /// (trait changes, rule 14.4).
  var traits: TraitValues?
  /// The view entered the window and has not yet caught up with the window's traits: it does when
  /// it appears (after `viewWillAppear(_:)`) or is first laid out, whichever comes first (rule 14.4).
  var traitsPending = false

  /// A controller as `spec` declares it, out of the window, its appearance not begun.
  init(spec: ControllerSpec) {
    children = spec.children.map(\.index)
    kind = spec.kind
    selectedIndex = spec.selectedIndex
    properties = spec.properties
    viewLoaded = spec.viewLoaded
  }

  /// The positions in `children` of the children that are on screen when the controller is:
  /// a navigation controller's top, a tab bar's selected tab, every child of a plain container.
  /// Static, over the fields it needs, so that the replay reads them in place instead of copying
  /// the whole state out of its array.
  static func visibleRange(kind: ControllerKind, childCount count: Int, selectedIndex: Int) -> Range<Int> {
    switch kind {
    case .navigation: max(0, count - 1)..<count
    case .tabBar: (0..<count).contains(selectedIndex) ? selectedIndex..<selectedIndex + 1 : 0..<0
    case .viewController: 0..<count
    }
  }
}

/// `UIViewController`'s appearance state.
enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}
