import CatalogRunner
import TransitionEngine

extension ProfilesReport: Report {
  /// A table, then the default.
  package func text(style: TextStyle) -> String {
    var out = "PROFILE   RULES  ERA         CHANGES\n"
    for profile in profiles {
      let name = profile.name.padding(toLength: 9, withPad: " ", startingAt: 0)
      let rules = String(profile.rulesVersion).padding(toLength: 6, withPad: " ", startingAt: 0)
      let era = profile.era.padding(toLength: 11, withPad: " ", startingAt: 0)
      out += "\(name) \(rules) \(era) \(profile.summary)\n"
    }
    out += "\nDefault: \(EngineProfile.newest.name). Replay under every profile with '--profile all'.\n"
    return out
  }

  /// `{"name", "rulesVersion", "era", "summary"}`.
  struct ProfileDocument: Encodable {
    let name: String
    let rulesVersion: Int
    let era: String
    let summary: String

    init(_ profile: EngineProfile) {
      name = profile.name
      rulesVersion = profile.rulesVersion
      era = profile.era
      summary = profile.summary
    }
  }

  /// An array of profiles.
  package func encode(to encoder: any Encoder) throws { try profiles.map(ProfileDocument.init).encode(to: encoder) }
}
