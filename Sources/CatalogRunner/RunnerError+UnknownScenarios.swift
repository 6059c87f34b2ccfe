extension RunnerError {
  /// `.unknownScenarios` for `names`, each with the nearest of `known` as its suggestion.
  public static func unknownScenarios(_ names: [String], among known: [String]) -> RunnerError {
    var suggestions: [String: String] = [:]
    for name in names {
      suggestions[name] = NearestName.nearest(to: name, among: known)
    }
    return .unknownScenarios(names, suggestions: suggestions)
  }
}
