import ArgumentParser
import CatalogModel
import CatalogRunner
import TransitionEngine

/// `--profile NAME|VERSION|all`, repeatable, shared by every command that chooses engine
/// profiles. A profile is named as such (`uikit-8`) or by an iOS version its era covers (`12.4`,
/// `ios17`, `iOS 12.4`): each value is a `ProfileArgument`, read once, and the command says which
/// profile an iOS version chose.
struct ProfileOptions: ParsableArguments {
  @Option(
    name: .customLong("profile"),
    help: ArgumentHelp(
      "An engine profile (\(EngineProfile.names.joined(separator: ", "))), an iOS version (12.4, ios17) or 'all'; repeat for several.",
      valueName: "profile"))
  var names: [ProfileArgument] = []

  /// Whether every profile was asked for.
  var isAll: Bool { names.contains(where: \.isAll) }

  /// What each value chose (one that chose nothing is refused by `validate()`).
  var choices: [ProfileChoice] { names.compactMap(\.choice) }

  /// The profiles named, oldest era first, each once; empty when none was named.
  var profiles: [EngineProfile] {
    let chosen = Set(choices.map(\.profile.name))
    return isAll ? EngineProfile.all : EngineProfile.all.filter { chosen.contains($0.name) }
  }

  /// The profiles named, or `fallback` when none was.
  func profiles(default fallback: [EngineProfile]) -> [EngineProfile] {
    names.isEmpty ? fallback : profiles
  }

  /// The one profile named, if any (for commands that take at most one).
  var single: EngineProfile? { profiles.first }

  func validate() throws {
    try Self.validate(names)
    Self.announce(names)
  }

  /// Refuses 'all' and more than one profile, for commands that replay under one profile.
  func requireAtMostOne(_ option: String = "--profile") throws {
    try Self.requireAtMostOne(names, option)
  }

  /// Refuses 'all' and more than one of `names`.
  static func requireAtMostOne(_ names: [ProfileArgument], _ option: String = "--profile") throws {
    if names.contains(where: \.isAll) || Set(names.compactMap(\.profile?.name)).count > 1 {
      throw oneProfileOnly(names, option)
    }
  }

  /// The usage error of a command that takes one profile given `names`.
  static func oneProfileOnly(_ names: [ProfileArgument], _ option: String = "--profile") -> ValidationError {
    ValidationError("'\(option)' takes one profile here, not '\(names.map(\.text).joined(separator: "', '"))'.")
  }

  /// Throws a usage error for the first value that is neither a profile, an iOS version a
  /// profile covers, nor 'all', with the profile of the era its number names.
  static func validate(_ names: [ProfileArgument], allowingAll: Bool = true) throws {
    for name in names where !(allowingAll && name.isAll) {
      guard let problem = name.isAll ? Self.problem(of: name.text) : name.problem else { continue }
      throw ValidationError(
        problem.description.replacingOccurrences(
          of: "or give an iOS version such as 12.4.",
          with: "an iOS version such as 12.4" + (allowingAll ? ", or 'all'" : "") + " (see 'catalog profiles')."))
    }
  }

  /// Why `text` names no profile, as `ProfileChoice` says it; nil when it names one.
  private static func problem(of text: String) -> ProfileChoice.Problem? {
    do {
      _ = try ProfileChoice(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  /// Says which profile each iOS version chose: "note: iOS 12.4 is profile uikit-8 (iOS 8–12)",
  /// on standard error once the whole command line is parsed (`Console.flushNotes()`), so that an
  /// unknown option found after this validation is reported alone.
  static func announce(_ names: [ProfileArgument]) {
    for name in names {
      if let note = name.choice?.note { Console.addNote("note: " + note) }
    }
  }
}
