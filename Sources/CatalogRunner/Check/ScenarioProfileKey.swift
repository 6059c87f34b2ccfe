/// A scenario (by name) and a profile (by name), as a dictionary key of a check.
struct ScenarioProfileKey<Scenario: Hashable>: Hashable {
  var scenario: Scenario
  var profile: String

  init(_ scenario: Scenario, _ profile: String) {
    self.scenario = scenario
    self.profile = profile
  }
}
