import ArgumentParser
import TransitionEngine

/// What a command's single `--profile` is for: the help line `SingleProfileOptions` shows.
protocol SingleProfilePurpose {
  /// The option's help, naming the profiles and what the command does with the one chosen.
  static var profileHelp: String { get }
}

/// `--profile NAME|VERSION`, once: the option group of the commands that replay or compare under
/// one profile (`explain`, `calibrate`), which refuse `all` and a second `--profile` as usage
/// errors. The help line is the command's own (`Purpose`); the value is read as a
/// `ProfileArgument`, refused with the project's messages, and an iOS version's choice is
/// announced on standard error, as `ProfileOptions` does for commands that take several.
struct SingleProfileOptions<Purpose: SingleProfilePurpose>: ParsableArguments {
  @Option(name: .customLong("profile"), help: ArgumentHelp(Purpose.profileHelp, valueName: "profile"))
  var values: [ProfileArgument] = []

  /// The profile named; nil when none was.
  var profile: EngineProfile? { values.first?.profile }

  func validate() throws {
    // Any second value, even one naming the same profile (calibrate refused those before the
    // group existed), unlike `ProfileOptions.requireAtMostOne`.
    if values.contains(where: \.isAll) || values.count > 1 { throw ProfileOptions.oneProfileOnly(values) }
    try ProfileOptions.validate(values, allowingAll: false)
    ProfileOptions.announce(values)
  }
}
