/// A `UIPresentationController` subclass vended by a transitioning delegate.
public struct PresentationControllerSpec: Hashable, Sendable {
  /// A label shown in the timeline as the vending method's result.
  public var className: String
  public var shouldPresentInFullscreen: Bool
  public var shouldRemovePresentersView: Bool
  /// `frameOfPresentedViewInContainerView`.
  public var frame: FrameSpec
  /// Whether the controller animates alongside the transition from its will-begin methods.
  public var alongsideAnimations: Bool
  /// The controller's own answer to `adaptivePresentationStyle(for:)` when no delegate decides.
  public var adaptivePresentationStyle: PresentationStyle

  public static let defaultClassName = "UIPresentationController"

  public init(
    className: String = PresentationControllerSpec.defaultClassName,
    shouldPresentInFullscreen: Bool = true,
    shouldRemovePresentersView: Bool = false,
    frame: FrameSpec = .container,
    alongsideAnimations: Bool = false,
    adaptivePresentationStyle: PresentationStyle = .none
  ) {
    self.className = className
    self.shouldPresentInFullscreen = shouldPresentInFullscreen
    self.shouldRemovePresentersView = shouldRemovePresentersView
    self.frame = frame
    self.alongsideAnimations = alongsideAnimations
    self.adaptivePresentationStyle = adaptivePresentationStyle
  }
}

/// How a presentation controller places the presented view in its container.
public enum FrameSpec: Hashable, Sendable {
  /// The container's bounds (UIKit's default).
  case container
  /// The container's bounds inset by `dx` and `dy` on each side.
  case inset(dx: Double, dy: Double)
  /// A fixed rectangle.
  case rect(Rect)

  /// The frame for a container of `width` × `height` points.
  public func resolve(width: Double, height: Double) -> Rect {
    switch self {
    case .container: Rect(x: 0, y: 0, width: width, height: height)
    case .inset(let dx, let dy): Rect(x: dx, y: dy, width: width - 2 * dx, height: height - 2 * dy)
    case .rect(let rect): rect
    }
  }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
