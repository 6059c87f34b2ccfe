import Foundation
import TransitionEngine

/// The engine profile (UIKit era) a timeline is checked under: a profile name, an iOS version,
/// or every profile.
///
/// Written as a string, it takes what `catalog --profile` takes: `"uikit-17"`, an iOS version
/// (`"17"`, `"ios17"`, `"iOS 12.4"`, `"12.4"`: the profile whose era covers it, so `"12.4"` is
/// `uikit-8`), or `"all"`.
///
/// For example:
/// ```swift
/// try expectTimeline(of: "sheet.yaml", profile: .uikit17)
/// try expectTimeline(of: "sheet.yaml", profile: "iOS 12.4")   // uikit-8
/// try expectTimeline(of: "sheet.yaml", profile: .all)
/// ```
public struct TimelineProfile: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// What was written.
  public let text: String

  /// iOS 7 (`uikit-7`).
  public static let uikit7 = TimelineProfile("uikit-7")
  /// iOS 8–12 (`uikit-8`).
  public static let uikit8 = TimelineProfile("uikit-8")
  /// iOS 13–16 (`uikit-13`).
  public static let uikit13 = TimelineProfile("uikit-13")
  /// iOS 17 and later (`uikit-17`).
  public static let uikit17 = TimelineProfile("uikit-17")
  /// Every profile that can replay the scenario, each with its own baseline.
  public static let all = TimelineProfile("all")

  /// The profile named, or the profile of the iOS version, written in `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The profile written as a string literal: `"uikit-17"`, `"12.4"`, `"all"`.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The profile whose era covers iOS `major`.
  public static func iOS(_ major: Int) -> TimelineProfile {
    TimelineProfile(String(major))
  }

  /// What was written.
  public var description: String { text }

  /// The engine profiles this stands for, oldest era first.
  ///
  /// - Throws: `TimelineExpectationError.unknownProfile` naming what was written and what is
  ///   accepted.
  func profiles() throws(TimelineExpectationError) -> [EngineProfile] {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "all" { return EngineProfile.all }
    if let named = EngineProfile.named(trimmed.lowercased()) { return [named] }
    var version = Substring(trimmed.lowercased())
    if version.hasPrefix("ios") { version = version.dropFirst(3).drop { $0 == " " || $0 == "-" } }
    if let major = Int(version.prefix { $0.isNumber }), !version.isEmpty,
      version.dropFirst(String(major).count).allSatisfy({ $0.isNumber || $0 == "." }),
      let profile = EngineProfile.covering(iOSMajor: major)
    {
      return [profile]
    }
    throw .unknownProfile(text)
  }
}
