import Foundation

/// What the environment says about running under continuous integration.
package enum CIEnvironment {
  /// Whether `CI` is set to something other than empty, `false` or `0`: baselines are then
  /// accepted by people, not by CI, so `check --accept` and `review` are refused.
  package static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }

  /// Whether the command runs under GitHub Actions (`GITHUB_ACTIONS=true`), which shows
  /// annotations printed on standard output on the files they name.
  package static func isGitHubActions(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }
}
