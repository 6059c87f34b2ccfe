/// An optional that encodes as JSON `null` when absent, as the documented outputs require: the
/// encoder Swift synthesizes leaves an absent optional out instead.
///
/// For example, `@Nullable var line: Int?` encodes `"line": null`. `package`: the diff's and the
/// reports' documents use it; no library user needs it.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
package struct Nullable<Value: Encodable>: Encodable {
  package var wrappedValue: Value?

  // The containing types' memberwise initializers take a plain optional only when the wrapper
  // declares this initializer itself; the synthesized one does not count.
  package init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}

extension Nullable: Sendable where Value: Sendable {}
extension Nullable: Equatable where Value: Equatable {}
extension Nullable: Hashable where Value: Hashable {}

extension Nullable: Decodable where Value: Decodable {
  /// A value, or nil from `null` (a document that writes the key reads it back).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}

extension KeyedDecodingContainer {
  /// A `Nullable` whose key is missing reads as nil, as a plain optional's does; `null` reads as
  /// nil too. Swift's synthesized decoders call this overload for `@Nullable` properties.
  package func decode<Value: Decodable>(_ type: Nullable<Value>.Type, forKey key: Key) throws -> Nullable<Value> {
    Nullable(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
  }
}
