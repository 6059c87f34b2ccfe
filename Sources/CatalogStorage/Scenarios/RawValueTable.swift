/// The cases of an enum by their raw values' UTF-8 bytes, which `CompiledReader` matches in the
/// compiled form's bytes without making a string of them first.
///
/// Every controller of every replayed scenario reads three such values and every step one: a
/// string made of the bytes and hashed into a dictionary (or compared with each case by
/// `init(rawValue:)`) was a third of decoding a compiled scenario. Raw values are short and
/// cases few, so comparing the length, then the bytes, of each case in turn costs less.
struct RawValueTable<Value: Sendable>: Sendable {
  private let cases: [(bytes: [UInt8], value: Value)]

  /// Every case of `Value`.
  init(_: Value.Type) where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    cases = Value.allCases.map { (Array($0.rawValue.utf8), $0) }
  }

  /// The case whose raw value is `bytes[start..<start + count]` (a range within `bytes`), or nil.
  func value(in bytes: [UInt8], from start: Int, count: Int) -> Value? {
    precondition(start >= 0 && count >= 0 && count <= bytes.count - start, "a range outside the form")
    return bytes.withUnsafeBufferPointer { form in
      for entry in cases where entry.bytes.count == count {
        var index = 0
        while index < count, entry.bytes[index] == form[start + index] { index += 1 }
        if index == count { return entry.value }
      }
      return nil
    }
  }
}
