import CatalogModel

extension RunnerError {
  /// `.unknownScenarios` for `names`, each with the nearest of `known` (or one it begins) as its
  /// suggestion; only the names the message lists (`listedUnknownNames`) get one, so that 20,000
  /// mistyped names in a catalog of thousands cost milliseconds, not minutes.
  package static func unknownScenarios(_ names: [String], among known: [String]) -> RunnerError {
    var suggestions: [String: String] = [:]
    for name in names.prefix(listedUnknownNames) {
      suggestions[name] = Suggestion.nearest(to: name, among: known, allowingPrefix: true)
    }
    return .unknownScenarios(names, suggestions: suggestions)
  }

  /// How many unknown names a message lists, one per line; a last line counts the rest.
  package static let listedUnknownNames = 100
}
