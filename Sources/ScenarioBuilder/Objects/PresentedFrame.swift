import ScenarioFile

/// `frameOfPresentedViewInContainerView` of a presentation controller.
public enum PresentedFrame: Hashable, Sendable {
  /// The container view's bounds (`container`).
  case container
  /// The container's bounds inset by `dx` left and right and `dy` top and bottom (`{inset: [dx, dy]}`).
  case inset(dx: Double, dy: Double)
  /// A fixed rectangle in points (`{rect: [x, y, width, height]}`).
  case rect(x: Double, y: Double, width: Double, height: Double)

  var document: ScenarioDocument {
    switch self {
    case .container: .string("container")
    case .inset(let dx, let dy): .mapping([.init("inset", .sequence([.number(dx), .number(dy)]))])
    case .rect(let x, let y, let width, let height):
      .mapping([.init("rect", .sequence([.number(x), .number(y), .number(width), .number(height)]))])
    }
  }
}
