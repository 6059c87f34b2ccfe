import Testing
import TransitionEngine

/// Issue 26 item 2: `ProfileChoice(parsing:)`, the one reading of a profile-or-iOS-version that
/// every command, `catalog.yaml` and the test library share.
@Suite(.tags(.small))
struct ProfileChoiceTests {
  @Test(
    arguments: [
      ("uikit-8", "uikit-8", nil), ("UIKit-13", "uikit-13", nil), ("12.4", "uikit-8", "12.4"), ("17", "uikit-17", "17"),
      ("ios17", "uikit-17", "17"), ("iOS 12.4", "uikit-8", "12.4"), ("ios-13.2.1", "uikit-13", "13.2.1"),
      ("7", "uikit-7", "7"), ("26", "uikit-17", "26"),
    ] as [(String, String, String?)])
  func aNameOrAnIOSVersionChoosesAProfile(text: String, profile: String, version: String?) throws {
    let choice = try ProfileChoice(parsing: text)
    #expect(choice.profile.name == profile)
    #expect(choice.iosVersion == version)
    #expect((choice.note != nil) == (version != nil))
  }

  @Test func theNoteSaysWhichProfileAVersionChose() throws {
    #expect(try ProfileChoice(parsing: "12.4").note == "iOS 12.4 is profile uikit-8 (iOS 8–12)")
  }

  /// Suggestions by era, never by spelling alone: `uikit-12` is iOS 12, uikit-8's era, however
  /// much it looks like uikit-13.
  @Test(arguments: [
    ("uikit-12", "uikit-8"), ("uikit17", "uikit-17"), ("uikit-9", "uikit-8"), ("ui-kit-16", "uikit-13"),
  ])
  func aMistakeIsAnsweredByEra(text: String, suggestion: String) {
    #expect(throws: ProfileChoice.Problem.self) { try ProfileChoice(parsing: text) }
    do {
      _ = try ProfileChoice(parsing: text)
    } catch {
      #expect(error.suggestion?.name == suggestion, "\(error)")
      #expect(error.description.contains("did you mean '\(suggestion)'?"))
    }
  }

  @Test(arguments: ["ios5", "6", "uikit", "latest", "2024", "uikit-71", ""])
  func textWithoutAnEraGetsNoSuggestion(text: String) {
    do {
      _ = try ProfileChoice(parsing: text)
      Issue.record("'\(text)' chose a profile")
    } catch {
      #expect(error.suggestion == nil, "\(error)")
      #expect(error.description.contains("The profiles are uikit-7 (iOS 7), uikit-8 (iOS 8–12)"))
    }
  }
}
