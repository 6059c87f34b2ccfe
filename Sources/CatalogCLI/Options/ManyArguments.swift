import ArgumentParser
import Foundation

/// A command whose positional arguments may be many: thousands of scenario names or files, as a
/// shell expands `catalog rm $(cat names)` or `catalog add fixtures/*.yaml`.
///
/// swift-argument-parser takes each value of a repeating positional argument in a time that grows
/// with the values before it (it copies them, and the set of their positions, for each new one):
/// `catalog rm` of 20,000 names spent minutes parsing them. Past `ManyArguments.threshold`
/// values, `CatalogCommand.start` gives the parser the options and the first value only, and the
/// command every value afterwards (`split`), then validates the command again.
protocol TakesManyArguments: ParsableCommand {
  /// The positional values, in order.
  var positionals: [String] { get set }
}

extension CatalogCommand.Remove: TakesManyArguments {
  var positionals: [String] {
    get { names }
    set { names = newValue }
  }
}

extension CatalogCommand.Add: TakesManyArguments {
  var positionals: [String] {
    get { files }
    set { files = newValue }
  }
}

extension CatalogCommand.Run: TakesManyArguments {
  var positionals: [String] {
    get { arguments }
    set { arguments = newValue }
  }
}

extension CatalogCommand.Check: TakesManyArguments {
  var positionals: [String] {
    get { arguments }
    set { arguments = newValue }
  }
}

extension CatalogCommand.Accept: TakesManyArguments {
  var positionals: [String] {
    get { names }
    set { names = newValue }
  }
}

extension CatalogCommand.Export: TakesManyArguments {
  var positionals: [String] {
    get { names }
    set { names = newValue }
  }
}

/// Splitting a long command line into what swift-argument-parser parses and the positional values
/// it would parse slowly (see `TakesManyArguments`).
enum ManyArguments {
  /// Below this many positional values the parser takes them all, as usual.
  static let threshold = 256

  /// The command line with only its first positional value, and every positional value, when
  /// the command named takes many and more than `threshold` are given; nil otherwise.
  static func split(_ arguments: [String]) -> (reduced: [String], positionals: [String])? {
    guard arguments.count > threshold else { return nil }
    let (command, path) = CatalogCommand.subcommand(namedBy: arguments)
    guard command is any TakesManyArguments.Type else { return nil }
    let takingValues = optionsTakingValues(of: command)
    var options: [String] = []
    var positionals: [String] = []
    var rest = arguments.dropFirst(path.count)[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        positionals.append(contentsOf: rest)
        break
      }
      if argument.hasPrefix("-"), argument.count > 1 {
        options.append(argument)
        if !argument.contains("="), takingValues.contains(argument), let value = rest.popFirst() {
          options.append(value)
        }
      } else {
        positionals.append(argument)
      }
    }
    guard positionals.count > threshold, let first = positionals.first else { return nil }
    // The first value after '--', so that one starting with '-' stays a value.
    return (path + options + ["--", first], positionals)
  }

  /// The option names (`--db`, `-o`) of `command` that take a value, from swift-argument-parser's
  /// description of the command (`_dumpHelp()`, JSON).
  static func optionsTakingValues(of command: any ParsableCommand.Type) -> Set<String> {
    guard let data = command._dumpHelp().data(using: .utf8),
      let tool = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let info = tool["command"] as? [String: Any],
      let definitions = info["arguments"] as? [[String: Any]]
    else { return [] }
    var names: Set<String> = []
    for definition in definitions where definition["kind"] as? String == "option" {
      for name in definition["names"] as? [[String: Any]] ?? [] {
        guard let text = name["name"] as? String else { continue }
        names.insert((name["kind"] as? String == "long" ? "--" : "-") + text)
      }
    }
    return names
  }
}
