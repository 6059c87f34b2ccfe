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
