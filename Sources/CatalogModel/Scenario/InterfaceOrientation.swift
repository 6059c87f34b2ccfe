/// `UIInterfaceOrientation`, by its Swift case name: the interface's orientation, and the device
/// orientation a `rotate` step turns the device to (rule 20.2).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  /// Whether the interface is wider than it is tall in this orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIInterfaceOrientationMask`, in the four forms apps use (a controller's
/// `supportedInterfaceOrientations`).
public enum InterfaceOrientationMask: String, CaseIterable, Hashable, Sendable {
  case portrait
  case landscape
  case allButUpsideDown
  case all

  /// Whether the mask contains `orientation`.
  public func contains(_ orientation: InterfaceOrientation) -> Bool {
    switch self {
    case .portrait: orientation == .portrait
    case .landscape: orientation.isLandscape
    case .allButUpsideDown: orientation != .portraitUpsideDown
    case .all: true
    }
  }

  /// UIKit's default for a controller that does not override the property: all but upside down
  /// on an iPhone, all on an iPad [DOC:UIViewController/supportedInterfaceOrientations].
  public static func `default`(for idiom: Device.Idiom) -> InterfaceOrientationMask {
    idiom == .pad ? .all : .allButUpsideDown
  }
}
