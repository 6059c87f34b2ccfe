import ArgumentParser
import CatalogModel
import TransitionEngine

extension CatalogCommand {
  /// `catalog profiles`: the engine profiles and what each changes.
  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lists the engine profiles, their rules versions and what each changes.",
      discussion: """
        A profile is a named, versioned set of behaviour rules for one UIKit era. Each line says \
        what the profile changes relative to the one before it. A run records the profile and \
        its rules version, so a changed timeline can be traced to a rules change.

        EXAMPLES
          catalog profiles
          catalog profiles --format json

        \(ExitStatus.help)
        """)

    enum Format: String, ExpressibleByArgument {
      case text
      case json
    }

    @Option(help: "Output format: 'text' (a table) or 'json'.")
    var format: Format = .text

    func run() {
      switch format {
      case .text:
        var out = "PROFILE   RULES  ERA         CHANGES\n"
        for profile in EngineProfile.all {
          let name = profile.name.padding(toLength: 9, withPad: " ", startingAt: 0)
          let rules = String(profile.rulesVersion).padding(toLength: 6, withPad: " ", startingAt: 0)
          let era = profile.era.padding(toLength: 11, withPad: " ", startingAt: 0)
          out += "\(name) \(rules) \(era) \(profile.summary)\n"
        }
        out += "\nDefault: \(EngineProfile.newest.name). Replay under every profile with '--profile all'.\n"
        Console.out(out)
      case .json:
        let items = EngineProfile.all.map { profile in
          "  {\"name\": \(JSONText.string(profile.name)), \"rulesVersion\": \(profile.rulesVersion), "
            + "\"era\": \(JSONText.string(profile.era)), \"summary\": \(JSONText.string(profile.summary))}"
        }
        Console.out("[\n" + items.joined(separator: ",\n") + "\n]\n")
      }
    }
  }
}
