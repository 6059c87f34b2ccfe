import ArgumentParser
import CatalogModel
import TransitionEngine

/// Checks engine profile names given on the command line, with one message for every command.
enum ProfileNames {
  /// Throws a usage error for the first name that is not a profile (nor 'all', when allowed).
  static func validate(_ names: [String], allowingAll: Bool = false) throws {
    for name in names where !(allowingAll && name == "all") && EngineProfile.named(name) == nil {
      let choices = EngineProfile.all.map(\.name).joined(separator: ", ") + (allowingAll ? " or 'all'" : "")
      let suggestion =
        Suggestion.nearest(to: name, among: EngineProfile.all.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
      throw ValidationError(
        "'\(name)' is not an engine profile; \(suggestion)choose from \(choices) (see 'catalog profiles').")
    }
  }
}
