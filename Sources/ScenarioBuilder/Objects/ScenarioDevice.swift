import CatalogModel
import ScenarioFile

/// The `device` of a scenario: the window's idiom, size and size classes; keys left nil take the
/// idiom's defaults.
public struct ScenarioDevice: Hashable, Sendable {
  /// `phone` or `pad`.
  public typealias Idiom = Device.Idiom

  /// `idiom`: `phone` or `pad`.
  public var idiom: Idiom?
  /// `[width, height]` in points.
  public var size: (width: Double, height: Double)? {
    get { sizeValues.map { ($0[0], $0[1]) } }
    set { sizeValues = newValue.map { [$0.width, $0.height] } }
  }
  /// `horizontalSizeClass`.
  public var horizontalSizeClass: SizeClass?
  /// `verticalSizeClass`.
  public var verticalSizeClass: SizeClass?
  private var sizeValues: [Double]?

  /// A device; a parameter left nil takes the idiom's default.
  public init(
    idiom: Idiom? = nil, size: (width: Double, height: Double)? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil
  ) {
    self.idiom = idiom
    self.sizeValues = size.map { [$0.width, $0.height] }
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// An iPhone (the default device), with the changes given.
  public static func phone(
    size: (width: Double, height: Double)? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil
  ) -> ScenarioDevice {
    ScenarioDevice(
      idiom: .phone, size: size, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
  }

  /// An iPad, with the changes given.
  public static func pad(
    size: (width: Double, height: Double)? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil
  ) -> ScenarioDevice {
    ScenarioDevice(
      idiom: .pad, size: size, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
  }

  var document: ScenarioDocument {
    var fields = Fields()
    fields.add("idiom", idiom)
    fields.add("size", sizeValues)
    fields.add("horizontalSizeClass", horizontalSizeClass)
    fields.add("verticalSizeClass", verticalSizeClass)
    return fields.document
  }
}
