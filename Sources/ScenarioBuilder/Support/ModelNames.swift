import CatalogModel

// The model's value types a Swift scenario names, so that `import CatalogTesting` (or
// `import ScenarioBuilder`) is enough to write one.

/// `UIModalPresentationStyle`, by its Swift case name.
public typealias PresentationStyle = CatalogModel.PresentationStyle
/// What kind of controller: `viewController`, `navigation` or `tabBar`.
public typealias ControllerKind = CatalogModel.ControllerKind
/// A size class: `compact` or `regular`.
public typealias SizeClass = CatalogModel.SizeClass
/// A sheet's detent: `medium` or `large`.
public typealias SheetDetent = CatalogModel.SheetDetent
/// Who changes a sheet's detent: `user` or `app`.
public typealias DetentChangeOrigin = CatalogModel.DetentChangeOrigin
/// Who selects a tab: `user` (a tap) or `app` (an assignment).
public typealias SelectionOrigin = CatalogModel.SelectionOrigin
/// How a gesture ends: `finish` or `cancel`.
public typealias GestureRelease = CatalogModel.GestureRelease
/// The model of a validated scenario, which the engine replays.
public typealias Scenario = CatalogModel.Scenario
/// What part of UIKit an evidence case is about (`source.feature`).
public typealias EvidenceFeature = CatalogModel.EvidenceFeature
/// `UIModalTransitionStyle` (rule 20.3).
public typealias ModalTransitionStyle = CatalogModel.ModalTransitionStyle
/// The interface orientation a `Rotate` step turns the device to (rule 20.2).
public typealias InterfaceOrientation = CatalogModel.InterfaceOrientation
/// A controller's `supportedInterfaceOrientations` (rule 20.2).
public typealias InterfaceOrientationMask = CatalogModel.InterfaceOrientationMask
