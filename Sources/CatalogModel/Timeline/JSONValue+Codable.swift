// MARK: - JSON values in Codable documents

extension JSONValue: Codable {
  /// Reads any JSON value: a report read back (a shard's check report) keeps the event objects
  /// it embeds as they were written.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var values: [String: JSONValue] = [:]
      for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
      self = .object(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let values):
      var array = encoder.unkeyedContainer()
      for value in values { try array.encode(value) }
    case .object(let values):
      var object = encoder.container(keyedBy: AnyKey.self)
      for (key, value) in values { try object.encode(value, forKey: AnyKey(key)) }
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension Timeline {
  /// Event `index` as a JSON value: the JSON Lines object of Docs/timeline-format.md (`seq`, `t`,
  /// `turn`, `kind`, `receiver`, `call`, `args`, and `result` when the member returns something).
  public func jsonValue(ofEvent index: Int) -> JSONValue {
    let event = events[index]
    func value(_ value: Value) -> JSONValue {
      switch value {
      case .null: .null
      case .bool(let flag): .bool(flag)
      case .number(let number): .number(number)
      case .string(let name): .string(string(name))
      case .rect(let rectIndex):
        .array(
          [rects[Int(rectIndex)].x, rects[Int(rectIndex)].y, rects[Int(rectIndex)].width, rects[Int(rectIndex)].height]
            .map { .number($0) })
      case .list(let listIndex): .array(lists[Int(listIndex)].map { .string(string($0)) })
      }
    }
    var object: [String: JSONValue] = [
      "seq": .number(Double(index)), "t": .number(event.time.seconds),
      "turn": event.turn >= 0 ? .number(Double(event.turn)) : .null, "kind": .string(event.kind.rawValue),
      "receiver": .string(string(event.receiver)), "call": .string(string(event.call)),
      "args": .array(event.args.map(value)),
    ]
    if let result = event.result { object["result"] = value(result) }
    return .object(object)
  }
}
