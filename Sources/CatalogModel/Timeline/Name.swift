/// An interned string of a timeline: a receiver, a call or a string value.
///
/// Names below `StaticNames.count` are the same in every timeline (member names, `UIKit`, style
/// names); the others index the timeline's own `NameTable`. Compare names of two different
/// timelines only through their strings.
public struct Name: Hashable, Sendable {
  public var raw: UInt32

  @inlinable public init(raw: UInt32) {
    self.raw = raw
  }

  @inlinable public var isStatic: Bool { raw < StaticNames.count }

  /// For a name that is not static, its index in its timeline's `NameTable.strings` (and in any
  /// array kept beside them); meaningless for a static name, which `isStatic` tells apart.
  @inlinable public var dynamicIndex: Int { Int(raw &- StaticNames.count) }

  /// The name whose `dynamicIndex` is `index`: the `index`th string a timeline interned beyond
  /// the static ones.
  ///
  /// - Parameter index: A position in `NameTable.strings`, 0 or more.
  @inlinable public init(dynamicIndex index: Int) {
    self.init(raw: StaticNames.count + UInt32(index))
  }
}

/// The strings interned in every timeline: member names, then `UIKit`, then style names.
public enum StaticNames {
  public static let strings: [String] =
    Member.allCases.map(\.name) + ["UIKit"] + PresentationStyle.allCases.map(\.rawValue)

  public static let count = UInt32(Member.allCases.count + 1 + PresentationStyle.allCases.count)

  /// The receiver of warnings and exceptions.
  public static let uiKit = Name(raw: UInt32(Member.allCases.count))

  /// The interned name of a style's case name.
  public static func style(_ style: PresentationStyle) -> Name {
    let index = PresentationStyle.allCases.firstIndex(of: style) ?? 0
    return Name(raw: UInt32(Member.allCases.count + 1 + index))
  }

  /// For each static name, the first static name that spells the same text (itself, unless a
  /// member and a style share a spelling): the digest form numbers names by their text.
  static let firstWithSameText: [UInt32] = strings.map { index[$0] ?? 0 }

  /// Whether `string` may equal a static name: false when no static name has its length in UTF-8
  /// bytes (up to 63, or more) and its first byte, which tells most dynamic strings apart without
  /// hashing them.
  ///
  /// Only for ASCII: every static name is ASCII, and Swift compares strings by canonical
  /// equivalence, so a string with other characters may equal one in other bytes
  /// (`"UI\u{212A}it"`, with a Kelvin sign, is `"UIKit"`); such a string is always looked up.
  static func mayContain(_ string: String) -> Bool {
    let utf8 = string.utf8
    guard let first = utf8.first else { return lengthsAndFirstBytes[0] != 0 }
    guard isASCII(utf8) else { return true }
    return lengthsAndFirstBytes[min(utf8.count, 63)] & (1 << UInt64(first & 63)) != 0
  }

  /// Whether every byte is below 0x80: over the string's own storage where it has it (a native
  /// string), a loop over a buffer rather than the view's iterator.
  @inline(__always)
  private static func isASCII(_ utf8: String.UTF8View) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      var combined: UInt8 = 0
      for byte in bytes { combined |= byte }
      return combined < 0x80
    } ?? !utf8.contains(where: { $0 >= 0x80 })
  }

  /// Per UTF-8 length (63 for any longer), a bit per first byte (modulo 64) of the static names.
  static let lengthsAndFirstBytes: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 64)
    for string in strings {
      let utf8 = string.utf8
      guard let first = utf8.first else {
        bits[0] |= 1
        continue
      }
      bits[min(utf8.count, 63)] |= 1 << UInt64(first & 63)
    }
    return bits
  }()

  static let index: [String: UInt32] = {
    var index: [String: UInt32] = [:]
    for (offset, string) in strings.enumerated() where index[string] == nil {
      index[string] = UInt32(offset)
    }
    return index
  }()
}

/// The per-timeline strings behind dynamic `Name`s.
public struct NameTable: Sendable {
  /// The dynamic strings, in interning order; `Name(raw: StaticNames.count + i)` is `strings[i]`.
  public private(set) var strings: [String] = []
  private var index: [String: UInt32] = [:]

  public init() {}

  /// Makes room for `count` dynamic names without growing the table.
  public mutating func reserveCapacity(_ count: Int) {
    strings.reserveCapacity(count)
    index.reserveCapacity(count)
  }

  /// The name of `string`, interning it if needed.
  ///
  /// Hashes `string` once where it can: the static table only when a static name has its length
  /// and first byte, and the own table through one lookup that inserts when the string is new.
  public mutating func intern(_ string: String) -> Name {
    if StaticNames.mayContain(string), let raw = StaticNames.index[string] { return Name(raw: raw) }
    let next = StaticNames.count + UInt32(strings.count)
    var raw = next
    Self.access(&index[string, default: next]) { raw = $0 }
    if raw == next { strings.append(string) }
    return Name(raw: raw)
  }

  /// The name `string` was interned as, without interning it: nil when the timeline never
  /// interned it.
  public func existingName(_ string: String) -> Name? {
    if StaticNames.mayContain(string), let raw = StaticNames.index[string] { return Name(raw: raw) }
    return index[string].map { Name(raw: $0) }
  }

  /// Runs `body` on `value` in place: through `Dictionary.subscript(_:default:)`'s modify
  /// accessor, a lookup that inserts the default when the key is missing, with one hash.
  private static func access(_ value: inout UInt32, _ body: (UInt32) -> Void) {
    body(value)
  }

  /// The string behind `name`.
  @inlinable public subscript(name: Name) -> String {
    name.isStatic ? StaticNames.strings[Int(name.raw)] : strings[name.dynamicIndex]
  }
}
