import ArgumentParser
import Foundation

/// `--color auto|always|never`: whether text output is coloured.
///
/// `auto` colours a terminal unless `NO_COLOR` is set (and not empty), or `TERM` is `dumb`;
/// `FORCE_COLOR` (set and not `0`) colours even a pipe, as documented by force-color.org and
/// no-color.org. `always` and `never` override the environment.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto
  case always
  case never

  /// Whether standard output gets colour, given the environment and whether it is a terminal.
  func isColored(environment: [String: String], isTerminal: Bool) -> Bool {
    func isSet(_ key: String) -> Bool { (environment[key].map { !$0.isEmpty && $0 != "0" }) ?? false }
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if isSet("FORCE_COLOR") { return true }
      if isSet("NO_COLOR") || environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
