import ArgumentParser
import CatalogModel
import CatalogReports
import CatalogRunner
import Foundation

/// The `catalog` root command.
package struct CatalogCommand: AsyncParsableCommand {
  /// Runs the command line: a closed pipe ends output quietly instead of killing the process.
  package static func start() async {
    Console.ignoreBrokenPipes()
    Console.reportUnflushedOutputAtExit()
    let arguments = historyOfTheNamedScenario(Array(CommandLine.arguments.dropFirst()))
    // The unknown-option message renders the subcommand's help (a few milliseconds of every
    // start), so it is made only when parsing fails or gives the parser's own command (the help
    // `--help` asks for). A command line the parser takes for one of ours has no unknown option:
    // an option's value that looks like one (`--width --x`) is refused, as every option given
    // `parsing: .unconditional` takes a number. The notes parsing found are written after it.
    func refuseUnknownOptions() {
      guard let message = unknownOptionMessage(arguments) else { return }
      Console.error(message)
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    if let message = unknownSubcommandMessage(arguments) {
      Console.error(message)
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    var command: any ParsableCommand
    do {
      if let (reduced, positionals) = ManyArguments.split(arguments) {
        // Thousands of values: the parser takes the options, the command the values.
        command = try parseAsRoot(reduced)
        if var many = command as? any TakesManyArguments {
          many.positionals = positionals
          try many.validate()
          command = many
        }
      } else {
        command = try parseAsRoot(arguments)
      }
      if String(reflecting: type(of: command)).hasPrefix("ArgumentParser.") { refuseUnknownOptions() }
    } catch {
      refuseUnknownOptions()
      Console.flushNotes()
      exitShowing(error)
    }
    Console.flushNotes()
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exitShowing(error)
    }
  }

  /// Prints what swift-argument-parser would print for `error` (help on standard output, a usage
  /// error with the usage on standard error) and exits with its code, as `main()` does, but with
  /// control characters written out: a usage error quotes the value it refuses (`'--format
  /// \u{1B}[2J'`), and no value given on the command line may reach the terminal raw.
  static func exitShowing(_ error: any Error) -> Never {
    let text = fullMessage(for: error)
    let code = exitCode(for: error)
    if !text.isEmpty {
      if code == .success {
        Console.out(text + "\n")
      } else {
        Console.error(text)
      }
    }
    Foundation.exit(code.rawValue)
  }

  /// `catalog baselines NAME --history --profile P` read as `baselines --history NAME --profile P`:
  /// the scenario named once, where people write it, rather than a missing value for
  /// '--history'. Only a `--history` without a value (the end, or another option next) and
  /// exactly one name among the arguments is rewritten.
  static func historyOfTheNamedScenario(_ arguments: [String]) -> [String] {
    guard arguments.first == "baselines", let index = arguments.firstIndex(of: "--history"),
      index + 1 == arguments.count || arguments[index + 1].hasPrefix("-")
    else { return arguments }
    let takesValue: Set<String> = ["--profile", "--db", "--format", "--color"]
    var names: [Int] = []
    var position = 1
    while position < arguments.count {
      let argument = arguments[position]
      if argument == "--" { break }
      if takesValue.contains(argument) {
        position += 2
        continue
      }
      if !argument.hasPrefix("-") { names.append(position) }
      position += 1
    }
    guard names.count == 1, let name = names.first else { return arguments }
    var rewritten = arguments
    let value = rewritten.remove(at: name)
    let history = rewritten.firstIndex(of: "--history") ?? index
    rewritten.insert(value, at: history + 1)
    return rewritten
  }

  /// The subcommand the leading arguments name, nested ones included (`record import`), by name or
  /// alias (`record remove`), and those arguments; `CatalogCommand` itself and no path when the
  /// first argument names none.
  static func subcommand(namedBy arguments: [String]) -> (command: any ParsableCommand.Type, path: [String]) {
    var command: any ParsableCommand.Type = CatalogCommand.self
    var path: [String] = []
    for argument in arguments {
      guard
        let next = command.configuration.subcommands.first(where: {
          $0._commandName == argument || $0.configuration.aliases.contains(argument)
        })
      else { break }
      command = next
      path.append(argument)
    }
    return (command, path)
  }

  /// "error: unknown option '--profle'; did you mean '--profile'?" for an option the subcommand
  /// does not have, said before anything else is checked: swift-argument-parser would otherwise
  /// take the option's value for an argument and report a conflict of arguments instead (`run
  /// --all --profle all`). Arguments after `--` are not options.
  static func unknownOptionMessage(_ arguments: [String]) -> String? {
    let (command, path) = subcommand(namedBy: arguments)
    guard !path.isEmpty else { return nil }
    // Only a long option can be unknown: without one (`catalog diff a b`), the help text that
    // lists the known ones is not rendered (a tenth of a small command's instructions).
    let options = arguments.dropFirst(path.count).prefix { $0 != "--" }
    guard options.contains(where: { $0.hasPrefix("--") && $0.count > 2 }) else { return nil }
    let first = path.joined(separator: " ")
    var known: Set<String> = ["--help", "--version"]
    // A command with a default subcommand (`report` is `report page`) takes that one's options
    // when no subcommand is named.
    var help = command.helpMessage(includeHidden: true, columns: 10_000)
    if let fallback = command.configuration.defaultSubcommand {
      help += " " + fallback.helpMessage(includeHidden: true, columns: 10_000)
    }
    var word = ""
    for character in help + " " {
      if character == "-" || character.isLetter || character.isNumber, !(word.isEmpty && character != "-") {
        word.append(character)
      } else {
        if word.hasPrefix("--"), word.count > 2 { known.insert(word.hasSuffix("-") ? String(word.dropLast()) : word) }
        word = ""
      }
    }
    for argument in arguments.dropFirst(path.count) {
      if argument == "--" { break }
      guard argument.hasPrefix("--"), argument.count > 2 else { continue }
      let name = String(argument.prefix { $0 != "=" })
      guard !known.contains(name) else { continue }
      let suggestion = Suggestion.nearest(to: name, among: known.sorted())
      return "error: unknown option '\(VisibleText.escaped(name))'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        + "\nSee 'catalog \(first) --help' for its options."
    }
    return nil
  }

  /// "error: unknown command 'chek'; did you mean 'check'?" for a first argument that is a word
  /// but no subcommand (swift-argument-parser says only "Unexpected argument"), also after
  /// `help`, and the same one level down ("unknown command 'record imprt'; did you mean 'record
  /// import'?"); nil otherwise.
  static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
    var arguments = arguments[...]
    if arguments.first == "help" {
      guard arguments.count > 1 else { return nil }
      arguments = arguments.dropFirst()
    }
    var command: any ParsableCommand.Type = CatalogCommand.self
    var path: [String] = []
    for argument in arguments {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument.allSatisfy({ $0.isLetter || $0 == "-" })
      else { return nil }
      if let next = subcommands.first(where: {
        $0._commandName == argument || $0.configuration.aliases.contains(argument)
      }) {
        command = next
        path.append(argument)
        continue
      }
      let names = subcommands.map { $0._commandName } + (path.isEmpty ? ["help"] : [])
      guard !names.contains(argument) else { return nil }
      // Under a command with a default subcommand, a word that names no subcommand is that
      // subcommand's argument (`report dimming-presentation` is `report page dimming-presentation`).
      guard command.configuration.defaultSubcommand == nil else { return nil }
      let prefix = path.map { $0 + " " }.joined()
      let suggestion = Suggestion.nearest(to: argument, among: names)
      return "error: unknown command '\(prefix)\(VisibleText.escaped(argument))'"
        + (suggestion.map { "; did you mean '\(prefix)\($0)'?" } ?? "")
        + "\nSee 'catalog \(prefix)--help' for the commands."
    }
    return nil
  }

  package static let configuration = CommandConfiguration(
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
      Remove.self, Export.self, Import.self, CollectGarbageCommand.self, Pending.self, Review.self, Serve.self,
      Explain.self,
      Report.self, Record.self, Calibrate.self,
      Profiles.self, Score.self,
    ])

  package init() {}
}
