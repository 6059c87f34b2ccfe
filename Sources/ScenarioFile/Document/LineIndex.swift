import CatalogModel

/// Maps lines and columns to offsets in a text's Unicode scalars, counting as libyaml does.
///
/// Yams gives positions as line and column; the composer needs offsets to look at the text there
/// (is this collection written in flow style? which character starts this key?).
struct LineIndex {
  /// The offset of the first scalar of each line.
  private let lineStarts: [Int]
  private let count: Int

  init(_ scalars: [Unicode.Scalar]) {
    var starts = [0]
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\r" && index < scalars.count && scalars[index] == "\n" { index += 1 }
      if LineColumnCounter.isLineBreak(scalar) { starts.append(index) }
    }
    lineStarts = starts
    count = scalars.count
  }

  /// The offset of the scalar at `location`, or nil when the location is past the end of the text.
  func offset(of location: SourceLocation) -> Int? {
    guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else {
      return nil
    }
    let offset = lineStarts[location.line - 1] + location.column - 1
    let lineEnd = location.line < lineStarts.count ? lineStarts[location.line] : count
    return offset < lineEnd ? offset : nil
  }

  /// The position of the scalar at `offset`.
  func location(ofOffset offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }
}
