import ArgumentParser
import CatalogTestSupport
import Testing
import TransitionEngine

@testable import CatalogCLI

/// Issue 28 item 3: the engine profile is an argument type, read once; what it cannot read is
/// refused by `validate()` with the project's message, not swift-argument-parser's.
@Suite(.tags(.small))
struct ProfileArgumentTests {
  @Test(arguments: [
    ("uikit-8", "uikit-8"), ("UIKit-13", "uikit-13"), ("12.4", "uikit-8"), ("ios17", "uikit-17"),
    ("iOS 7", "uikit-7"),
  ])
  func aNameOrAnIOSVersionChoosesItsProfile(text: String, profile: String) throws {
    let argument = try #require(ProfileArgument(argument: text))
    #expect(argument.profile?.name == profile)
    #expect(argument.problem == nil && !argument.isAll && argument.text == text)
  }

  @Test func allChoosesNoOneProfile() throws {
    let all = try #require(ProfileArgument(argument: "all"))
    #expect(all.isAll && all.profile == nil && all.problem == nil)
  }

  @Test func aValueThatNamesNoProfileKeepsWhy() throws {
    let wrong = try #require(ProfileArgument(argument: "uikit-9"))
    #expect(wrong.profile == nil && !wrong.isAll)
    #expect(wrong.problem?.suggestion?.name == "uikit-8")
  }

  @Test func theOptionGroupReadsEachValueOnceAndRefusesWithTheProjectsMessage() throws {
    let options = try ProfileOptions.parse(["--profile", "12.4", "--profile", "uikit-17", "--profile", "ios13"])
    #expect(options.profiles.map(\.name) == ["uikit-8", "uikit-13", "uikit-17"])
    #expect(options.choices.map(\.iosVersion) == ["12.4", nil, "13"])
    #expect(try ProfileOptions.parse(["--profile", "all"]).profiles == EngineProfile.all)
    #expect(throws: (any Error).self) { try ProfileOptions.parse(["--profile", "uikit-9"]) }
    let message = ProfileOptions.fullMessage(for: Self.error(parsing: ["--profile", "uikit-9"]))
    #expect(
      message.hasPrefix("Error: 'uikit-9' is not an engine profile; iOS 9 is in the era of uikit-8"), "\(message)")
    #expect(message.contains("an iOS version such as 12.4, or 'all' (see 'catalog profiles')."), "\(message)")
    #expect(!message.contains("is invalid for"), "\(message)")
  }

  /// `explain` and `calibrate` share one group for their single `--profile`, each with its own
  /// help line; `all` and a second profile are usage errors in both.
  @Test func theSingleProfileGroupTakesOneProfileWithTheCommandsHelp() throws {
    typealias Explain = CatalogCommand.Explain
    typealias Calibrate = CatalogCommand.Calibrate
    #expect(try Explain.parse(["a.yaml"]).profile.profile == nil)
    #expect(try Explain.parse(["a.yaml", "--profile", "12.4"]).profile.profile?.name == "uikit-8")
    #expect(try Calibrate.parse([]).profile.profile == nil)
    #expect(try Calibrate.parse(["--profile", "uikit-17"]).profile.profile?.name == "uikit-17")
    for arguments in [["--profile", "all"], ["--profile", "uikit-8", "--profile", "uikit-17"]] {
      let explained = Explain.fullMessage(for: Self.error(parsing: ["a.yaml"] + arguments, as: Explain.self))
      let calibrated = Calibrate.fullMessage(for: Self.error(parsing: arguments, as: Calibrate.self))
      for message in [explained, calibrated] {
        #expect(message.hasPrefix("Error: '--profile' takes one profile here, not '"), "\(message)")
      }
    }
    let unknown = Calibrate.fullMessage(for: Self.error(parsing: ["--profile", "uikit-9"], as: Calibrate.self))
    #expect(unknown.contains("an iOS version such as 12.4 (see 'catalog profiles')."), "\(unknown)")
    let explainHelp = Explain.helpMessage(columns: 400)
    let calibrateHelp = Calibrate.helpMessage(columns: 400)
    #expect(
      explainHelp.contains(
        "The engine profile to replay under (uikit-7, uikit-8, uikit-13, uikit-17), or an iOS version; the newest by default."
      ), "\(explainHelp)")
    #expect(
      calibrateHelp.contains(
        "One engine profile (uikit-7, uikit-8, uikit-13, uikit-17) to compare every recording under, instead of the one each recording's iOS version chooses."
      ), "\(calibrateHelp)")
    #expect(!explainHelp.contains(Calibrate.profileHelp) && !calibrateHelp.contains(Explain.profileHelp))
  }

  /// The error `Options` throws for `arguments`.
  static func error<Options: ParsableArguments>(parsing arguments: [String], as options: Options.Type) -> any Error {
    do {
      _ = try Options.parse(arguments)
      return CancellationError()
    } catch {
      return error
    }
  }

  /// The error `ProfileOptions` throws for `arguments`.
  static func error(parsing arguments: [String]) -> any Error {
    do {
      _ = try ProfileOptions.parse(arguments)
      return CancellationError()
    } catch {
      return error
    }
  }
}
