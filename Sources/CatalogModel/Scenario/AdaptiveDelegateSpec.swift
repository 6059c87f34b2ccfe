/// A `UIAdaptivePresentationControllerDelegate`; a member that is `nil` (or false) is not implemented.
public struct AdaptiveDelegateSpec: Hashable, Sendable {
  public var id: String
  /// `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3).
  public var adaptivePresentationStyleForTraitCollection: PresentationStyle?
  /// `adaptivePresentationStyle(for:)` (the iOS 8.0 form).
  public var adaptivePresentationStyle: PresentationStyle?
  /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
  public var viewControllerForAdaptivePresentationStyle: AdaptiveReplacement?
  /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
  public var willPresentWithAdaptiveStyle: Bool
  /// `presentationControllerShouldDismiss(_:)` and what it returns.
  public var shouldDismiss: Bool?
  public var willDismiss: Bool
  public var didDismiss: Bool
  public var didAttemptToDismiss: Bool
  public var location: SourceLocation

  public init(
    id: String,
    adaptivePresentationStyleForTraitCollection: PresentationStyle? = nil,
    adaptivePresentationStyle: PresentationStyle? = nil,
    viewControllerForAdaptivePresentationStyle: AdaptiveReplacement? = nil,
    willPresentWithAdaptiveStyle: Bool = false,
    shouldDismiss: Bool? = nil,
    willDismiss: Bool = false,
    didDismiss: Bool = false,
    didAttemptToDismiss: Bool = false,
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
