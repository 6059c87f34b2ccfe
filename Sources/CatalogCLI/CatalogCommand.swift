import ArgumentParser
import CatalogModel
import CatalogRunner
import Foundation

/// The `catalog` root command.
public struct CatalogCommand: AsyncParsableCommand {
  /// Runs the command line: a closed pipe ends output quietly instead of killing the process.
  public static func start() async {
    Console.ignoreBrokenPipes()
    Console.reportUnflushedOutputAtExit()
    if let message = unknownSubcommandMessage(Array(CommandLine.arguments.dropFirst())) {
      Console.error(message)
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    await main()
  }

  /// "error: unknown command 'chek'; did you mean 'check'?" for a first argument that is a word
  /// but no subcommand (swift-argument-parser says only "Unexpected argument"); nil otherwise.
  static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first.allSatisfy({ $0.isLetter || $0 == "-" })
    else { return nil }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    let suggestion = Suggestion.nearest(to: first, among: names)
    return "error: unknown command '\(VisibleText.escaped(first))'"
      + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      + "\nSee 'catalog --help' for the commands."
  }

  public static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Replays, stores, diffs and regression-checks UIKit view-controller transition timelines.",
    discussion: """
      A scenario (a YAML or JSON file) describes a window, view controllers, delegates and steps. \
      The engine replays it under an engine profile (one UIKit era) and emits its timeline: every \
      callback UIKit would make, in order, with virtual time.

      EXAMPLES
        catalog run fixtures/dimming-presentation.yaml
        catalog run fixtures/ios13-default-style.yaml --profile all
        catalog profiles
        catalog add fixtures/ && catalog list
        catalog export --to fixtures/

      \(ExitStatus.help)
      """,
    version: CatalogVersion.current,
    subcommands: [
      Run.self, Add.self, List.self, Show.self, Diff.self, Check.self, Accept.self, Baselines.self,
      Remove.self, Export.self, Import.self, CollectGarbageCommand.self, Pending.self, Review.self, Explain.self,
      ReportPage.self, Record.self, Calibrate.self,
      Profiles.self,
    ])

  public init() {}
}
