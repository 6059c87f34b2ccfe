import ArgumentParser
import CatalogModel
import CatalogRunner
import Foundation

/// `--by NAME`: who accepts baselines, for the record.
///
/// The name is written into every baseline file's header (`# accepted by NAME …`), which people
/// read with `cat`, `git diff` and in pull requests: a control character in it (an escape that
/// clears the screen, U+202E that reverses a line) is refused, whether it comes from `--by` or
/// from the environment.
struct AcceptorOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Who accepts, for the baselines' record. Default: $CATALOG_USER, else the login name.", valueName: "name"))
  var by: String?

  /// The name recorded: `--by`, else `Acceptance.defaultAcceptor()`.
  ///
  /// - Throws: A usage error (exit 64, its message printed) when the name from the environment
  ///   holds a control character. Only the commands that record a name read it, so a `check`
  ///   without `--accept` never fails for it.
  var acceptor: String {
    get throws {
      if let by { return by }
      let name = Acceptance.defaultAcceptor()
      if let problem = Self.problem(name, source: Self.environmentSource()) {
        Console.error("error: " + problem)
        throw ExitCode.validationFailure
      }
      return name
    }
  }

  func validate() throws {
    guard let by else { return }
    if by.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("'--by' must name someone.")
    }
    if let problem = Self.problem(by, source: "'--by'") { throw ValidationError(problem) }
  }

  /// Why `name`, from `source`, cannot be recorded: it holds a control or bidirectional character.
  static func problem(_ name: String, source: String) -> String? {
    guard VisibleText.escaped(name) != name else { return nil }
    return "\(source) is '\(VisibleText.escaped(name))', which holds a control character; the name is written "
      + "into baseline files that people read in terminals and diffs: give a plain name with '--by NAME'."
  }

  /// Where the default name came from, for the message: the variable that set it, or the account.
  static func environmentSource(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    for key in ["CATALOG_USER", "USER", "LOGNAME"] where !(environment[key] ?? "").isEmpty {
      return "$\(key)"
    }
    return "the login name"
  }
}
