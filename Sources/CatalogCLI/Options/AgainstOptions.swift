import ArgumentParser
import CatalogRunner
import TransitionEngine

/// `--against PROFILE|recording[:N]` and `--exact`, shared by `catalog diff` and `catalog report`:
/// the other side of a comparison of one scenario, another profile's replay or its device
/// recording, and whether a recording is compared event by event.
struct AgainstOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Compare with the same scenario under this profile, or with its device recording ('recording', 'recording:N').",
      valueName: "profile|recording"))
  var against: String?

  @Flag(help: "Against a recording: compare every event, not only the recording's receivers and members.")
  var exact = false

  /// Whether `--against` was given.
  var isGiven: Bool { against != nil }

  /// The profile `--against` names (a name or an iOS version); nil when it names a recording or
  /// was not given.
  var profile: EngineProfile? { againstProfile?.profile }

  /// `--against` read as a profile (`against` when it names no recording).
  private var againstProfile: ProfileArgument? { against.flatMap(ProfileArgument.init(argument:)) }

  /// The recording `--against` names; nil when it names a profile or was not given (a malformed
  /// one is refused by `validate()`).
  var recording: RecordingReference? { try? Self.recording(against) }

  func validate() throws {
    guard try Self.recording(against) == nil else { return }
    try ProfileOptions.validate([againstProfile].compactMap { $0 }, allowingAll: false)
    ProfileOptions.announce([againstProfile].compactMap { $0 })
    if exact {
      throw ValidationError("'--exact' applies to '--against recording'; it compares every event of the engine.")
    }
  }

  /// The recording `against` names, if it names one; a malformed one is a usage error.
  static func recording(_ against: String?) throws -> RecordingReference? {
    guard let against else { return nil }
    do {
      return try RecordingReference(against)
    } catch {
      throw ValidationError(error.description + ".")
    }
  }
}
