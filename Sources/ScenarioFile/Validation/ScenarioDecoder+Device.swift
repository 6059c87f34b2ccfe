import CatalogModel

/// `device`: the idiom, the window size and the size classes.
extension ScenarioDecoder {
  /// The device; absent keys take the defaults of the idiom (`Device(idiom:)`).
  mutating func decodeDevice(_ field: MappingFields.Field) -> Device {
    let place = Place("in 'device'")
    guard
      let fields = mapping(
        field.value, "'device'",
        expectation: "a mapping with \(Phrase.list(ScenarioKeys.device, conjunction: "and"))",
        place: place)
    else { return Device() }
    fields.reportUnknownKeys(allowed: ScenarioKeys.device, log: &log)

    let idiom = fields["idiom"].flatMap {
      choice($0.value, place.subject("idiom"), among: Device.Idiom.allCases)
    }
    var device = Device(idiom: idiom ?? .phone)
    if let size = fields["size"],
      let (width, height) = decodeSize(size.value, place.subject("size"))
    {
      device.width = width
      device.height = height
    }
    if let field = fields["horizontalSizeClass"],
      let sizeClass = choice(
        field.value, place.subject("horizontalSizeClass"), among: SizeClass.allCases)
    {
      device.horizontalSizeClass = sizeClass
    }
    if let field = fields["verticalSizeClass"],
      let sizeClass = choice(
        field.value, place.subject("verticalSizeClass"), among: SizeClass.allCases)
    {
      device.verticalSizeClass = sizeClass
    }
    return device
  }

  /// `[width, height]`: two positive numbers of points, at most `ScenarioLimits.points`.
  mutating func decodeSize(_ node: DocumentNode, _ subject: String) -> (Double, Double)? {
    let expectation = "two positive numbers [width, height]"
    guard let nodes = list(node, subject, expectation: expectation) else { return nil }
    guard nodes.count == 2 else {
      log.error(
        node.location,
        "\(subject): expected \(expectation), found \(Phrase.count(nodes.count, "number"))")
      return nil
    }
    var values: [Double] = []
    for element in nodes {
      guard let value = number(element, subject, expectation: "a positive number of points") else {
        continue
      }
      guard value <= ScenarioLimits.points else {
        expected("at most \(Int(ScenarioLimits.points)) points", subject, found: element)
        continue
      }
      guard value > 0 else {
        expected("a positive number of points", subject, found: element)
        continue
      }
      values.append(value)
    }
    return values.count == 2 ? (values[0], values[1]) : nil
  }
}
