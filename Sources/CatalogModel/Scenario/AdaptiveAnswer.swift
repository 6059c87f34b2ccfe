/// What an adaptive delegate answers to a style question: the same style whatever the traits, or
/// a style per horizontal size class (`{compact: fullScreen, regular: none}`), as app code that
/// returns `traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none` does.
public enum AdaptiveAnswer: Hashable, Sendable {
  /// The same style for every trait collection.
  case always(PresentationStyle)
  /// One style in compact width, another in regular width.
  case byWidth(compact: PresentationStyle, regular: PresentationStyle)

  /// The answer when the question is asked in `horizontal` width.
  public func style(horizontal: SizeClass) -> PresentationStyle {
    switch self {
    case .always(let style): style
    case .byWidth(let compact, let regular): horizontal == .compact ? compact : regular
    }
  }

  /// Every style the answer can give.
  public var styles: [PresentationStyle] {
    switch self {
    case .always(let style): [style]
    case .byWidth(let compact, let regular): [compact, regular]
    }
  }
}
