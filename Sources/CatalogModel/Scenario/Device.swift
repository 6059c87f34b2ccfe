/// The device and window the scenario runs on (Docs/scenario-format.md, `device`).
public struct Device: Hashable, Sendable {
  public var idiom: Idiom
  /// Window size in points.
  public var width: Double
  public var height: Double
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass

  /// The defaults of `idiom`: an iPhone 8-sized compact window, or an iPad-sized regular one.
  public init(idiom: Idiom = .phone) {
    self.idiom = idiom
    switch idiom {
    case .phone:
      (width, height, horizontalSizeClass) = (375, 667, .compact)
    case .pad:
      (width, height, horizontalSizeClass) = (768, 1024, .regular)
    }
    verticalSizeClass = .regular
  }

  public init(
    idiom: Idiom, width: Double, height: Double, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass
  ) {
    self.idiom = idiom
    self.width = width
    self.height = height
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  public enum Idiom: String, CaseIterable, Hashable, Sendable {
    case phone
    case pad
  }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  case compact
  case regular
}
