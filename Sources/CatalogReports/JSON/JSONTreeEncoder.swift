import CatalogModel
import CatalogRunner

/// An `Encoder` that writes the layout of `--format json` directly: keys sorted, two-space
/// indentation, `"key": value`, empty containers as `[]` and `{}`, slashes unescaped.
///
/// Foundation's `JSONEncoder` gives the same document after a pass that fixes its layout, but
/// takes about 25 times as long on a large report (`catalog list --format json` of 10,000
/// scenarios: over a second instead of 45 ms, `catalog-benchmark store`).
///
/// For example:
/// ```swift
/// let text = try JSONTreeEncoder.encode(report)   // "{\n  \"name\": \"alpha\"\n}"
/// ```
final class JSONTreeEncoder: Encoder {
  /// A value as it is being built; containers are boxes so that nested containers can fill them.
  enum Node {
    case null
    case literal(String)
    case string(String)
    case array(ArrayBox)
    case object(ObjectBox)
  }

  final class ArrayBox {
    var items: [Node] = []
  }

  final class ObjectBox {
    /// In the order encoded; a key encoded again replaces its value.
    var items: [(key: String, node: Node)] = []

    func set(_ key: String, _ node: Node) {
      if let index = items.firstIndex(where: { $0.key == key }) {
        items[index].node = node
      } else {
        items.append((key, node))
      }
    }
  }

  struct NonFiniteNumber: Error, CustomStringConvertible {
    var value: Double
    var description: String { "\(value) is not a number JSON can hold" }
  }

  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var node: Node?

  init(codingPath: [any CodingKey] = []) {
    self.codingPath = codingPath
  }

  /// `value` as the JSON text of `--format json`, without a final newline.
  static func encode(_ value: some Encodable) throws -> String {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    write(try node(for: value, codingPath: []), indent: 0, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The node of `value`: simple values directly, anything else through its `encode(to:)`.
  static func node(for value: some Encodable, codingPath: [any CodingKey]) throws -> Node {
    switch value {
    case let text as String: return .string(text)
    case let number as Int: return .literal(String(number))
    case let flag as Bool: return .literal(flag ? "true" : "false")
    case let number as Double: return try literal(number)
    case let number as Int64: return .literal(String(number))
    case let number as Float: return try literal(Double(number))
    case let number as any BinaryInteger: return .literal(String(describing: number))
    default:
      let encoder = JSONTreeEncoder(codingPath: codingPath)
      try value.encode(to: encoder)
      return encoder.node ?? .object(ObjectBox())
    }
  }

  /// A number as Foundation writes it: whole numbers without a fraction, others in their
  /// shortest form.
  static func literal(_ number: Double) throws -> Node {
    guard number.isFinite else { throw NonFiniteNumber(value: number) }
    if number == number.rounded(), abs(number) < 1e15 { return .literal(String(Int64(number))) }
    return .literal("\(number)")
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object(let box)? = node { return KeyedEncodingContainer(KeyedContainer(box: box, codingPath: codingPath)) }
    let box = ObjectBox()
    node = .object(box)
    return KeyedEncodingContainer(KeyedContainer(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let box)? = node { return UnkeyedContainer(box: box, codingPath: codingPath) }
    let box = ArrayBox()
    node = .array(box)
    return UnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  // MARK: Writing (into bytes: appending to a String piece by piece costs several times more)

  static func write(_ node: Node, indent: Int, to out: inout [UInt8]) {
    switch node {
    case .null: out.append(contentsOf: "null".utf8)
    case .literal(let text): out.append(contentsOf: text.utf8)
    case .string(let text): appendString(text, to: &out)
    case .array(let box):
      guard !box.items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
      out.append(UInt8(ascii: "["))
      for (index, item) in box.items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        appendNewline(indent + 2, to: &out)
        write(item, indent: indent + 2, to: &out)
      }
      appendNewline(indent, to: &out)
      out.append(UInt8(ascii: "]"))
    case .object(let box):
      guard !box.items.isEmpty else { return out.append(contentsOf: "{}".utf8) }
      out.append(UInt8(ascii: "{"))
      let sorted = box.items.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, item) in sorted.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        appendNewline(indent + 2, to: &out)
        appendString(item.key, to: &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        write(item.node, indent: indent + 2, to: &out)
      }
      appendNewline(indent, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A line break followed by 0 to 64 spaces, made once.
  static let newlines: [[UInt8]] = (0...64).map {
    [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: $0)
  }

  /// A line break and `count` spaces.
  static func appendNewline(_ count: Int, to out: inout [UInt8]) {
    if count < newlines.count {
      out.append(contentsOf: newlines[count])
    } else {
      out.append(UInt8(ascii: "\n"))
      out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
  }

  /// A string literal; most strings need no escaping and are copied as they are.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    var text = text
    let plain = text.withUTF8 { bytes -> Bool in
      for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        return false
      }
      out.append(UInt8(ascii: "\""))
      out.append(contentsOf: bytes)
      out.append(UInt8(ascii: "\""))
      return true
    }
    guard !plain else { return }
    var escaped = ""
    JSONText.appendString(text, to: &escaped)
    out.append(contentsOf: escaped.utf8)
  }
}

// MARK: - Containers

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: JSONTreeEncoder.ObjectBox
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { box.set(key.stringValue, .null) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    box.set(key.stringValue, try JSONTreeEncoder.node(for: value, codingPath: codingPath + [key]))
  }

  // The common types without a dynamic cast.
  mutating func encode(_ value: String, forKey key: Key) throws { box.set(key.stringValue, .string(value)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    box.set(key.stringValue, .literal(value ? "true" : "false"))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { box.set(key.stringValue, .literal(String(value))) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    box.set(key.stringValue, try JSONTreeEncoder.literal(value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = JSONTreeEncoder.ObjectBox()
    box.set(key.stringValue, .object(nested))
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONTreeEncoder.ArrayBox()
    box.set(key.stringValue, .array(nested))
    return UnkeyedContainer(box: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    SubEncoder(codingPath: codingPath) { [box] node in box.set("super", node) }
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let encoder = SubEncoder(codingPath: codingPath + [key]) { [box] node in box.set(key.stringValue, node) }
    return encoder
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let box: JSONTreeEncoder.ArrayBox
  var codingPath: [any CodingKey]
  var count: Int { box.items.count }

  mutating func encodeNil() throws { box.items.append(.null) }

  mutating func encode(_ value: some Encodable) throws {
    box.items.append(try JSONTreeEncoder.node(for: value, codingPath: codingPath))
  }

  mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
  mutating func encode(_ value: Int) throws { box.items.append(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { box.items.append(.literal(String(value))) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONTreeEncoder.ObjectBox()
    box.items.append(.object(nested))
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = JSONTreeEncoder.ArrayBox()
    box.items.append(.array(nested))
    return UnkeyedContainer(box: nested, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    let index = box.items.count
    box.items.append(.null)
    return SubEncoder(codingPath: codingPath) { [box] node in box.items[index] = node }
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONTreeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.node = .null }

  mutating func encode(_ value: some Encodable) throws {
    encoder.node = try JSONTreeEncoder.node(for: value, codingPath: codingPath)
  }

  mutating func encode(_ value: String) throws { encoder.node = .string(value) }
  mutating func encode(_ value: Bool) throws { encoder.node = .literal(value ? "true" : "false") }
  mutating func encode(_ value: Int) throws { encoder.node = .literal(String(value)) }
  mutating func encode(_ value: Int64) throws { encoder.node = .literal(String(value)) }
  mutating func encode(_ value: Double) throws { encoder.node = try JSONTreeEncoder.literal(value) }
}

/// The encoder a `superEncoder()` hands out: what it encodes lands where the container said.
private final class SubEncoder: Encoder {
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  let inner: JSONTreeEncoder
  let store: (JSONTreeEncoder.Node) -> Void

  init(codingPath: [any CodingKey], store: @escaping (JSONTreeEncoder.Node) -> Void) {
    self.codingPath = codingPath
    self.inner = JSONTreeEncoder(codingPath: codingPath)
    self.store = store
  }

  deinit { store(inner.node ?? .object(JSONTreeEncoder.ObjectBox())) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    inner.container(keyedBy: type)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }

  func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
}
