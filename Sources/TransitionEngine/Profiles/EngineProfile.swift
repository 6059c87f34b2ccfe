import CatalogModel

/// A named, versioned set of behaviour rules for one UIKit era (Docs/profiles/README.md).
///
/// A run records the profile's name and rules version, so a changed timeline can say whether
/// the rules changed. Bump `rulesVersion` whenever a change to the engine changes any timeline
/// under this profile.
///
/// A class, though immutable: results, baselines and reports refer to their profile by the
/// thousand, and a reference costs a pointer where the value (names, summary and rules) cost
/// about 150 bytes and the retains of three strings with every copy.
public final class EngineProfile: Hashable, Sendable, Identifiable {
  /// `uikit-8`, `uikit-13`, …
  public let name: String
  /// Increases whenever these rules change what a timeline contains.
  public let rulesVersion: Int
  /// The iOS versions the profile stands for.
  public let era: String
  /// One line: what this profile changes relative to the previous one.
  public let summary: String
  /// The switches the engine reads: which features and quirks the era has.
  public let rules: ProfileRules

  /// The profile's name, which identifies it.
  public var id: String { name }

  init(name: String, rulesVersion: Int, era: String, summary: String, rules: ProfileRules) {
    self.name = name
    self.rulesVersion = rulesVersion
    self.era = era
    self.summary = summary
    self.rules = rules
  }

  /// Profiles are equal when they are the same profile at the same rules version with the same
  /// rules (two values made alike compare equal, as the struct they were did).
  public static func == (lhs: EngineProfile, rhs: EngineProfile) -> Bool {
    lhs === rhs
      || (lhs.name == rhs.name && lhs.rulesVersion == rhs.rulesVersion && lhs.era == rhs.era
        && lhs.summary == rhs.summary && lhs.rules == rhs.rules)
  }

  /// Hashes the name and rules version, which tell profiles apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(rulesVersion)
  }

  /// Every profile, oldest era first.
  public static let all: [EngineProfile] = [.uikit7, .uikit8, .uikit13, .uikit17]

  /// The profile `catalog run` uses when none is named: the newest.
  public static let newest: EngineProfile = .uikit17

  /// The profile named `name`, if any.
  public static func named(_ name: String) -> EngineProfile? {
    all.first { $0.name == name }
  }

  /// The names of every profile, oldest era first.
  public static let names: [String] = all.map(\.name)

  /// The position of the profile in `all`: profiles sort by era, never by name (`uikit-7` comes
  /// before `uikit-13`).
  public var eraIndex: Int { Self.all.firstIndex { $0.name == name } ?? Self.all.count }
}
