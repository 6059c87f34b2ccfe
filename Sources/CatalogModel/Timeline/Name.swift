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

  /// The name of `string`, interning it if needed.
  public mutating func intern(_ string: String) -> Name {
    if let raw = StaticNames.index[string] { return Name(raw: raw) }
    if let raw = index[string] { return Name(raw: raw) }
    let raw = StaticNames.count + UInt32(strings.count)
    strings.append(string)
    index[string] = raw
    return Name(raw: raw)
  }

  /// The string behind `name`.
  @inlinable public subscript(name: Name) -> String {
    name.isStatic ? StaticNames.strings[Int(name.raw)] : strings[name.dynamicIndex]
  }
}
