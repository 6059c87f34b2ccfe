/// Where an element of a Swift scenario was written: the call site of its initializer.
public struct SwiftSourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// `#fileID`: `Module/File.swift`.
  public var fileID: String
  /// `#filePath`: the file's full path.
  public var filePath: String
  /// `#line`, from 1.
  public var line: Int
  /// `#column`, from 1.
  public var column: Int

  /// A location from its four parts.
  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `path:line:column`, as a compiler names a position.
  public var description: String { "\(filePath):\(line):\(column)" }
}
