import TransitionEngine

/// What `catalog profiles` lists: every engine profile, oldest era first, with its rules version
/// and what it changes from the one before.
package struct ProfilesReport: Sendable {
  package var profiles: [EngineProfile]

  package init(profiles: [EngineProfile] = EngineProfile.all) {
    self.profiles = profiles
  }
}
