import TransitionEngine

/// A profile as the catalog names it: one of the engine's profiles, or a name that an older
/// catalog recorded and this engine no longer has (its baselines are obsolete).
///
/// Profiles sort by era, oldest first; retired names come after every engine profile, sorted
/// by name.
package enum ProfileReference: Hashable, Sendable, Comparable, CustomStringConvertible {
  case known(EngineProfile)
  case retired(String)

  /// The reference for a stored profile name.
  package init(name: String) {
    self = EngineProfile.named(name).map(ProfileReference.known) ?? .retired(name)
  }

  package var name: String {
    switch self {
    case .known(let profile): profile.name
    case .retired(let name): name
    }
  }

  /// The engine profile, unless the name is retired.
  package var profile: EngineProfile? {
    if case .known(let profile) = self { return profile }
    return nil
  }

  package var description: String { name }

  package static func < (lhs: ProfileReference, rhs: ProfileReference) -> Bool {
    switch (lhs, rhs) {
    case (.known(let a), .known(let b)): a.eraIndex < b.eraIndex
    case (.known, .retired): true
    case (.retired, .known): false
    case (.retired(let a), .retired(let b)): a < b
    }
  }

  /// Whether profile name `a` comes before profile name `b` in era order.
  package static func precedes(_ a: String, _ b: String) -> Bool {
    ProfileReference(name: a) < ProfileReference(name: b)
  }

  /// Whether `scenario @ profile` pair `a` comes before `b`: by scenario name, then profiles in
  /// era order — the order every listing of scenario × profile pairs uses.
  package static func precedes(scenario a: String, _ profileA: String, scenario b: String, _ profileB: String) -> Bool {
    a != b ? a < b : precedes(profileA, profileB)
  }
}
