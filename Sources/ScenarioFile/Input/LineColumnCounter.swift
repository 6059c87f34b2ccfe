import CatalogModel

/// Follows text one Unicode scalar at a time and knows the line and column of the next one.
///
/// It counts the way libyaml (and so Yams) does, so positions found here agree with the parser's:
/// columns count Unicode scalars from 1; CR LF is one line break; CR, LF, NEL (U+0085), LS (U+2028)
/// and PS (U+2029) each end a line.
struct LineColumnCounter {
  /// The position of the next scalar.
  private(set) var location = SourceLocation.start
  private var afterCarriageReturn = false

  /// Moves past `scalar`.
  mutating func advance(over scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x0A:
      if !afterCarriageReturn { newLine() }
      afterCarriageReturn = false
    case 0x0D:
      newLine()
      afterCarriageReturn = true
    case 0x85, 0x2028, 0x2029:
      newLine()
      afterCarriageReturn = false
    default:
      location.column += 1
      afterCarriageReturn = false
    }
  }

  /// Whether `scalar` ends a line for libyaml.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  private mutating func newLine() {
    location.line += 1
    location.column = 1
  }
}
