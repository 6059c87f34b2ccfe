import ArgumentParser
import TransitionEngine

/// `--profile NAME|all`, shared by the commands that replay scenarios.
struct ProfileOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The engine profile to replay under: \(EngineProfile.all.map(\.name).joined(separator: ", ")), or 'all'.",
      valueName: "profile"))
  var profile: String = EngineProfile.newest.name

  /// Whether every profile was asked for.
  var isAll: Bool { profile == "all" }

  /// The profiles named, oldest first.
  var profiles: [EngineProfile] {
    isAll ? EngineProfile.all : EngineProfile.named(profile).map { [$0] } ?? []
  }

  func validate() throws {
    try ProfileNames.validate([profile], allowingAll: true)
  }
}
