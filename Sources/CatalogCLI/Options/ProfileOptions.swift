import ArgumentParser
import CatalogModel
import TransitionEngine

/// `--profile NAME|all`, repeatable, shared by every command that chooses engine profiles.
struct ProfileOptions: ParsableArguments {
  @Option(
    name: .customLong("profile"),
    help: ArgumentHelp(
      "An engine profile (\(EngineProfile.names.joined(separator: ", "))) or 'all'; repeat for several.",
      valueName: "profile"))
  var names: [String] = []

  /// Whether every profile was asked for.
  var isAll: Bool { names.contains("all") }

  /// The profiles named, oldest era first, each once; empty when none was named.
  var profiles: [EngineProfile] {
    isAll ? EngineProfile.all : EngineProfile.all.filter { names.contains($0.name) }
  }

  /// The profiles named, or `fallback` when none was.
  func profiles(default fallback: [EngineProfile]) -> [EngineProfile] {
    names.isEmpty ? fallback : profiles
  }

  /// The one profile named, if any (for commands that take at most one).
  var single: EngineProfile? { profiles.first }

  func validate() throws {
    try Self.validate(names)
  }

  /// Refuses 'all' and more than one profile, for commands that replay under one profile.
  func requireAtMostOne(_ option: String = "--profile") throws {
    if isAll || Set(names).count > 1 {
      throw ValidationError("'\(option)' takes one profile here, not '\(names.joined(separator: "', '"))'.")
    }
  }

  /// Throws a usage error for the first name that is not a profile nor 'all', with the nearest.
  static func validate(_ names: [String], allowingAll: Bool = true) throws {
    for name in names where !(allowingAll && name == "all") && EngineProfile.named(name) == nil {
      let choices = EngineProfile.names.joined(separator: ", ") + (allowingAll ? " or 'all'" : "")
      let suggestion =
        Suggestion.nearest(to: name, among: EngineProfile.names).map { "did you mean '\($0)'? " } ?? ""
      throw ValidationError(
        "'\(name)' is not an engine profile; \(suggestion)choose from \(choices) (see 'catalog profiles').")
    }
  }
}
