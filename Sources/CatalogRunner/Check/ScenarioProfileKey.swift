/// A scenario and a profile, by name, as a dictionary key of a check (`Check.Pair`).
struct ScenarioProfileKey: Hashable {
  var scenario: String
  var profile: String

  init(_ scenario: String, _ profile: String) {
    self.scenario = scenario
    self.profile = profile
  }
}
