/// A scenario and a profile, as a dictionary key of a check: the scenario by name (a folder's
/// baselines, results) or by id, and the profile by name or by its place in
/// `EngineProfile.all` (a stored check's plan, whose keys are two integers: hashing them costs a
/// few instructions where two names cost a pass over each).
struct ScenarioProfileKey<Scenario: Hashable, Profile: Hashable>: Hashable {
  var scenario: Scenario
  var profile: Profile

  init(_ scenario: Scenario, _ profile: Profile) {
    self.scenario = scenario
    self.profile = profile
  }
}
