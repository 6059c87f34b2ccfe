import Foundation

/// Stops the benchmark: a figure measured on a broken setup would mislead.
enum Failure {
  /// Prints `message` to standard error and exits with status `code` (3 unless told).
  static func exit(_ message: String, code: Int32 = 3) -> Never {
    FileHandle.standardError.write(Data("catalog-benchmark: \(message)\n".utf8))
    Foundation.exit(code)
  }

  /// The value of `body`, or the benchmark stops with what it threw.
  static func attempt<T>(_ what: String, _ body: () throws -> T) -> T {
    do {
      return try body()
    } catch {
      exit("could not \(what): \(error)")
    }
  }
}
