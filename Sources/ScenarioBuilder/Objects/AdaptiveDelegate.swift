import ScenarioFile

/// A `UIAdaptivePresentationControllerDelegate` under `adaptiveDelegates`: a parameter left nil
/// is a method the object does not implement.
///
/// For example, `AdaptiveDelegate("draft", shouldDismiss: false, didAttemptToDismiss: true)`.
public struct AdaptiveDelegate: ScenarioObject {
  /// The element as its line of the scenario file.
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The delegate's id.
  ///   - adaptivePresentationStyleForTraitCollection: `adaptivePresentationStyle(for:traitCollection:)`.
  ///   - adaptivePresentationStyle: `adaptivePresentationStyle(for:)`, the iOS 8.0 form.
  ///   - viewControllerForAdaptivePresentationStyle:
  ///     `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
  ///   - willPresentWithAdaptiveStyle: Whether
  ///     `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` is implemented.
  ///   - shouldDismiss: What `presentationControllerShouldDismiss(_:)` returns.
  ///   - willDismiss: Whether `presentationControllerWillDismiss(_:)` is implemented.
  ///   - didDismiss: Whether `presentationControllerDidDismiss(_:)` is implemented.
  ///   - didAttemptToDismiss: Whether `presentationControllerDidAttemptToDismiss(_:)` is implemented.
  ///   - didChangeSelectedDetent: Whether
  ///     `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is implemented (iOS 15).
  ///   - prepare: Whether `presentationController(_:prepare:)` is implemented (iOS 15).
  ///   - popoverShouldDismiss: What `popoverPresentationControllerShouldDismissPopover(_:)` returns
  ///     (deprecated in iOS 13).
  ///   - popoverDidDismiss: Whether `popoverPresentationControllerDidDismissPopover(_:)` is
  ///     implemented (deprecated in iOS 13).
  ///   - fileID: Where the element is written (the call site, by default), for problems.
  ///   - filePath: Where the element is written.
  ///   - line: Where the element is written.
  ///   - column: Where the element is written.
  public init(
    _ id: String,
    adaptivePresentationStyleForTraitCollection: AdaptiveStyle? = nil,
    adaptivePresentationStyle: AdaptiveStyle? = nil,
    viewControllerForAdaptivePresentationStyle: AdaptiveViewController? = nil,
    willPresentWithAdaptiveStyle: Bool? = nil,
    shouldDismiss: Bool? = nil,
    willDismiss: Bool? = nil,
    didDismiss: Bool? = nil,
    didAttemptToDismiss: Bool? = nil,
    didChangeSelectedDetent: Bool? = nil,
    prepare: Bool? = nil,
    popoverShouldDismiss: Bool? = nil,
    popoverDidDismiss: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("adaptivePresentationStyleForTraitCollection", adaptivePresentationStyleForTraitCollection?.document)
    fields.add("adaptivePresentationStyle", adaptivePresentationStyle?.document)
    fields.add("viewControllerForAdaptivePresentationStyle", viewControllerForAdaptivePresentationStyle)
    fields.add("willPresentWithAdaptiveStyle", willPresentWithAdaptiveStyle)
    fields.add("shouldDismiss", shouldDismiss)
    fields.add("willDismiss", willDismiss)
    fields.add("didDismiss", didDismiss)
    fields.add("didAttemptToDismiss", didAttemptToDismiss)
    fields.add("didChangeSelectedDetent", didChangeSelectedDetent)
    fields.add("prepare", prepare)
    fields.add("popoverShouldDismiss", popoverShouldDismiss)
    fields.add("popoverDidDismiss", popoverDidDismiss)
    part = ScenarioPart(
      .adaptiveDelegates, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// What an adaptive-style method returns: one style, or one per horizontal size class.
  public enum AdaptiveStyle: Hashable, Sendable {
    case always(PresentationStyle)
    /// `{compact: …, regular: …}`: by the horizontal size class when UIKit asks.
    case byWidth(compact: PresentationStyle, regular: PresentationStyle)

    /// `none`: do not adapt (spelled so that it cannot be read as an optional's `.none`).
    public static let noAdaptation = AdaptiveStyle.always(.none)
    /// `fullScreen`.
    public static let fullScreen = AdaptiveStyle.always(.fullScreen)
    /// `overFullScreen`.
    public static let overFullScreen = AdaptiveStyle.always(.overFullScreen)
    /// `formSheet`.
    public static let formSheet = AdaptiveStyle.always(.formSheet)

    var document: ScenarioDocument {
      switch self {
      case .always(let style): .string(style.rawValue)
      case .byWidth(let compact, let regular):
        .mapping([.init("compact", .string(compact.rawValue)), .init("regular", .string(regular.rawValue))])
      }
    }
  }

  /// What `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns.
  public enum AdaptiveViewController: String, Hashable, Sendable {
    /// The presented controller wrapped in a `UINavigationController`.
    case wrapInNavigation
    /// The presented controller itself.
    case original
  }
}
