/// A scenario and a profile, by row ids: the key of latest runs, baselines and check results.
struct ScenarioProfilePair: Hashable {
  var scenarioID: Int64
  var profileID: Int64
}
