/// `UIModalPresentationStyle`, by its Swift case name.
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
  case automatic
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover
  case none

  /// Styles that confine the presentation to a presentation context (rule 5.2).
  public var isCurrentContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Styles that are already full screen, which adaptation leaves alone (rule 8.3 item 1).
  public var isFullScreenFamily: Bool {
    self == .fullScreen || self == .overFullScreen
  }

  /// Sheet styles (rule 7.1).
  public var isSheet: Bool {
    self == .pageSheet || self == .formSheet
  }
}
