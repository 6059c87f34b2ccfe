/// A `UIAdaptivePresentationControllerDelegate`; a member that is `nil` (or false) is not implemented.
public struct AdaptiveDelegateSpec: Hashable, Sendable {
  public var id: String
  /// `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3).
  public var adaptivePresentationStyleForTraitCollection: AdaptiveAnswer?
  /// `adaptivePresentationStyle(for:)` (the iOS 8.0 form).
  public var adaptivePresentationStyle: AdaptiveAnswer?
  /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
  public var viewControllerForAdaptivePresentationStyle: AdaptiveReplacement?
  /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
  public var willPresentWithAdaptiveStyle: Bool
  /// `presentationControllerShouldDismiss(_:)` and what it returns.
  public var shouldDismiss: Bool?
  public var willDismiss: Bool
  public var didDismiss: Bool
  public var didAttemptToDismiss: Bool
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` (iOS 15), from
  /// `UISheetPresentationControllerDelegate`: in UIKit the sheet's delegate is the presentation
  /// controller's delegate, so the same object (rule 7.3).
  public var didChangeSelectedDetent: Bool
  /// `presentationController(_:prepare:)` (iOS 15): called with the adaptive presentation
  /// controller UIKit is about to use, before it is asked for a replacement controller (rule 8.3
  /// item 2).
  public var prepare: Bool
  /// `popoverPresentationControllerShouldDismissPopover(_:)` (iOS 8, deprecated in iOS 13) and
  /// what it returns: a popover's delegate only (rule 20.7).
  public var popoverShouldDismiss: Bool?
  /// `popoverPresentationControllerDidDismissPopover(_:)` (iOS 8, deprecated in iOS 13).
  public var popoverDidDismiss: Bool
  public var location: SourceLocation

  public init(
    id: String,
    adaptivePresentationStyleForTraitCollection: AdaptiveAnswer? = nil,
    adaptivePresentationStyle: AdaptiveAnswer? = nil,
    viewControllerForAdaptivePresentationStyle: AdaptiveReplacement? = nil,
    willPresentWithAdaptiveStyle: Bool = false,
    shouldDismiss: Bool? = nil,
    willDismiss: Bool = false,
    didDismiss: Bool = false,
    didAttemptToDismiss: Bool = false,
    didChangeSelectedDetent: Bool = false,
    prepare: Bool = false,
    popoverShouldDismiss: Bool? = nil,
    popoverDidDismiss: Bool = false,
    location: SourceLocation = .start
  ) {
    self.id = id
    self.adaptivePresentationStyleForTraitCollection = adaptivePresentationStyleForTraitCollection
    self.adaptivePresentationStyle = adaptivePresentationStyle
    self.viewControllerForAdaptivePresentationStyle = viewControllerForAdaptivePresentationStyle
    self.willPresentWithAdaptiveStyle = willPresentWithAdaptiveStyle
    self.shouldDismiss = shouldDismiss
    self.willDismiss = willDismiss
    self.didDismiss = didDismiss
    self.didAttemptToDismiss = didAttemptToDismiss
    self.didChangeSelectedDetent = didChangeSelectedDetent
    self.prepare = prepare
    self.popoverShouldDismiss = popoverShouldDismiss
    self.popoverDidDismiss = popoverDidDismiss
    self.location = location
  }
}

/// What `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns.
public enum AdaptiveReplacement: String, CaseIterable, Hashable, Sendable {
  /// A `UINavigationController` whose root is the presented controller.
  case wrapInNavigation
  /// The presented controller itself.
  case original
}
