/// Where an element of a Swift scenario was written: the call site of its initializer.
public struct SwiftSourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `path:line:column`, as a compiler names a position.
  public var description: String { "\(filePath):\(line):\(column)" }
}
