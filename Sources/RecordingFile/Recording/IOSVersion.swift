/// An iOS (or SDK) version as a recording names it: `17`, `17.2` or `17.2.1`.
///
/// For example:
/// ```swift
/// IOSVersion("8.4")?.major      // 8
/// IOSVersion("8.4")?.text       // "8.4"
/// IOSVersion("iOS 8")           // nil: digits and dots only
/// ```
package struct IOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numbers, most significant first: one to three of them.
  package let components: [Int]

  /// Reads `major[.minor[.patch]]`, each a number of at most four digits without leading zeros,
  /// the major one from 1; nil for anything else.
  package init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      // No leading zeros: `17.02` is not a second spelling of `17.2`.
      guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
        part.count == 1 || part.first != "0", let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    guard numbers[0] >= 1 else { return nil }
    components = numbers
  }

  init(components: [Int]) {
    self.components = components
  }

  /// The major version: `17` for `17.2`.
  package var major: Int { components.first ?? 0 }

  /// The version as written: `17.2`.
  package var text: String { components.map(String.init).joined(separator: ".") }

  package var description: String { text }

  package static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}
