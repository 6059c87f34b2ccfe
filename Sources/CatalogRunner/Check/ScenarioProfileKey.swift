/// A scenario and a profile, as a dictionary key of a check: the scenario by name (baselines,
/// results) or by id (the latest runs).
struct ScenarioProfileKey<Scenario: Hashable>: Hashable {
  var scenario: Scenario
  var profile: String

  init(_ scenario: Scenario, _ profile: String) {
    self.scenario = scenario
    self.profile = profile
  }
}
