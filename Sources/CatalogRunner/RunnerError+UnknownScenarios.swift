import CatalogModel

extension RunnerError {
  /// `.unknownScenarios` for `names`, each with the nearest of `known` (or one it begins) as its
  /// suggestion.
  public static func unknownScenarios(_ names: [String], among known: [String]) -> RunnerError {
    var suggestions: [String: String] = [:]
    for name in names {
      suggestions[name] = Suggestion.nearest(to: name, among: known, allowingPrefix: true)
    }
    return .unknownScenarios(names, suggestions: suggestions)
  }
}
