/// A timeline file that cannot be read, with the position of the first problem.
public struct TimelineFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(line: Int, column: Int = 1, _ message: String) {
    location = SourceLocation(line: line, column: column)
    self.message = message
  }

  public var description: String { "\(location): \(message)" }
}
