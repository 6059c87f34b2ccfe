import ArgumentParser
import TransitionEngine

/// One `--profile` value as the command line gave it: a profile's name (`uikit-8`), an iOS version
/// a profile covers (`12.4`, `ios17`), or `all`, read once into the profile it chooses.
///
/// Reading never fails here: a value that names no profile keeps its `problem`, and the command's
/// `validate()` refuses it with the project's own message (which names the era the number falls
/// in and the profiles to try), where swift-argument-parser would only say the value is invalid.
///
/// For example:
/// ```swift
/// ProfileArgument(argument: "12.4")?.profile?.name   // "uikit-8"
/// ProfileArgument(argument: "all")?.isAll             // true
/// ```
struct ProfileArgument: ExpressibleByArgument, Hashable, Sendable {
  /// The value as written.
  let text: String
  /// What it chose; nil for `all` and for a value that names no profile.
  let choice: ProfileChoice?
  /// Why it names no profile; nil when it does, and for `all`.
  let problem: ProfileChoice.Problem?

  init?(argument: String) {
    text = argument
    if argument == "all" {
      (choice, problem) = (nil, nil)
      return
    }
    do {
      (choice, problem) = (try ProfileChoice(parsing: argument), nil)
    } catch {
      (choice, problem) = (nil, error)
    }
  }

  /// Whether the value asks for every profile.
  var isAll: Bool { text == "all" }

  /// The profile chosen; nil for `all` and for a value that names none.
  var profile: EngineProfile? { choice?.profile }

  /// The value as the help and messages quote it.
  var defaultValueDescription: String { text }
}
