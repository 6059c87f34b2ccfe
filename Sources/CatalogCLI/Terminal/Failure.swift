import ArgumentParser
import CatalogRunner

/// Runs a command's body, turning runner errors into a message on standard error and the
/// documented exit code (2 bad input, 3 storage or internal failure).
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as RunnerError {
    Console.error("error: " + error.description.replacingOccurrences(of: "\n", with: "\nerror: "))
    throw ExitCode(error.exitCode)
  }
}
