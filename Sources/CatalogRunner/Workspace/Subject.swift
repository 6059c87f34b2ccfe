import CatalogStorage
import Foundation
import ScenarioFile

/// What a command-line argument names, decided once, the same way for every command.
///
/// The rules, in order:
/// 1. `run:42` names a run; `scenario:NAME` names a stored scenario (scenario names cannot
///    contain `:`, so the prefixes are never ambiguous).
/// 2. A path that exists is a **folder** when it is a directory; a file is a **scenario file**
///    when it ends in `.yaml` or `.yml`, a **timeline file** when it ends in `.timeline`,
///    `.jsonl` or `.txt`, and for `.json` whichever its content says (a timeline is a JSON array
///    or JSON Lines of event objects, a scenario is one object). Another extension is an error.
/// 3. An argument that contains `/` or ends in one of those extensions but does not exist is an
///    error ("no such file or folder"), never a scenario name: `catalog check nosuchdir/` says
///    so instead of looking for a scenario called `nosuchdir/`.
/// 4. Digits only (`42`) name a run; anything else names a stored scenario. A scenario whose
///    name is all digits is written `scenario:2024`.
///
/// For example:
/// ```swift
/// try Subject("fixtures")                 // .folder("fixtures")
/// try Subject("run:42")                   // .run(RunID(rawValue: 42))
/// try Subject("dimming-presentation")     // .scenario("dimming-presentation")
/// ```
package enum Subject: Hashable, Sendable {
  /// A scenario file (`.yaml`, `.yml`, or `.json` holding a scenario).
  case scenarioFile(String)
  /// A folder of scenario files (and baseline files).
  case folder(String)
  /// A timeline file: canonical text (`.timeline`, `.txt`), JSON Lines or a JSON array.
  case timelineFile(String)
  /// A recorded run.
  case run(RunID)
  /// A scenario stored in the catalog, by name.
  case scenario(String)

  /// The kinds of subject, for messages and for what a command accepts.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    case scenarioFile = "a scenario file"
    case folder = "a folder"
    case timelineFile = "a timeline file"
    case run = "a run"
    case scenario = "a stored scenario"
  }

  package var kind: Kind {
    switch self {
    case .scenarioFile: .scenarioFile
    case .folder: .folder
    case .timelineFile: .timelineFile
    case .run: .run
    case .scenario: .scenario
    }
  }

  /// The argument as a path, for the file kinds.
  package var path: String? {
    switch self {
    case .scenarioFile(let path), .folder(let path), .timelineFile(let path): path
    case .run, .scenario: nil
    }
  }

  /// The extensions of timeline files.
  package static let timelineExtensions = ["timeline", "jsonl", "txt"]

  /// Classifies `argument`.
  ///
  /// - Throws: `RunnerError.invalidInput` for `run:` without a run id, `scenario:` without a
  ///   name, a path that does not exist, and an existing file of another kind.
  package init(_ argument: String) throws(RunnerError) {
    if argument.hasPrefix("run:") {
      let digits = String(argument.dropFirst(4))
      if let problem = Self.outOfRange(digits) { throw .invalidInput("'\(argument)' \(problem)") }
      guard let id = Self.runID(digits) else {
        throw .invalidInput("'\(argument)' is not a run: expected 'run:' and a run id, such as 'run:42'")
      }
      self = .run(id)
      return
    }
    if argument.hasPrefix("scenario:") {
      let name = String(argument.dropFirst(9))
      guard !name.isEmpty else { throw .invalidInput("'\(argument)' names no scenario: expected 'scenario:NAME'") }
      self = .scenario(name)
      return
    }
    let lowered = argument.lowercased()
    let extensionMatches = (ScenarioFile.extensions + Self.timelineExtensions).contains { lowered.hasSuffix("." + $0) }
    let fileKind = argument.isEmpty ? FileKind.missing : FileKind.of(argument)
    if fileKind != .missing {
      guard fileKind == .regular || fileKind == .directory else {
        throw .invalidInput("'\(argument)' is \(fileKind.phrase), not a file the catalog reads")
      }
      if fileKind == .directory {
        self = .folder(argument)
      } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
        self = .scenarioFile(argument)
      } else if Self.timelineExtensions.contains(where: { lowered.hasSuffix("." + $0) }) {
        self = .timelineFile(argument)
      } else if lowered.hasSuffix(".json") {
        self = Self.jsonHoldsTimeline(argument) ? .timelineFile(argument) : .scenarioFile(argument)
      } else {
        throw .invalidInput(
          "'\(argument)' is neither a scenario file (.yaml, .yml, .json) nor a timeline file (.timeline, .jsonl, "
            + ".json), nor a folder")
      }
      return
    }
    if argument.contains("/") || extensionMatches {
      if FileKind.isSymbolicLink(argument) {
        throw .invalidInput(
          "'\(argument)' is a symbolic link that leads nowhere (its target is missing, or the links form a loop)")
      }
      throw .invalidInput("no such file or folder '\(argument)'")
    }
    if let problem = Self.outOfRange(argument) {
      throw .invalidInput(
        "'\(argument)' \(problem); a scenario whose name is all digits is written 'scenario:\(argument)'")
    }
    if let id = Self.runID(argument) {
      self = .run(id)
    } else {
      self = .scenario(argument)
    }
  }

  /// Classifies `argument` and requires it to be one of `kinds`, for the command `command`.
  ///
  /// - Throws: `RunnerError.invalidInput` naming what the argument is and what `command` takes.
  package init(_ argument: String, accepting kinds: Set<Kind>, for command: String) throws(RunnerError) {
    try self.init(argument)
    guard kinds.contains(kind) else {
      let accepted = Kind.allCases.filter(kinds.contains).map(\.rawValue)
      let list =
        accepted.count > 1 ? accepted.dropLast().joined(separator: ", ") + " or " + (accepted.last ?? "") : accepted[0]
      throw .invalidInput("'\(argument)' is \(kind.rawValue); '\(command)' takes \(list)")
    }
  }

  /// Why digits are no run id (0, or more than a run id holds), or nil when they are one or are
  /// not all digits: such digits name a run that cannot exist, not a scenario.
  private static func outOfRange(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
    let value = Int64(text)
    guard value == nil || value == 0 else { return nil }
    return "is not a run id: run ids are from 1 to \(Int64.max) ('catalog show NAME' lists a scenario's runs)"
  }

  private static func runID(_ text: String) -> RunID? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int64(text), value > 0 else {
      return nil
    }
    return RunID(rawValue: value)
  }

  /// Whether a `.json` file holds a timeline (a JSON array, or JSON Lines of event objects with
  /// `seq`) rather than a scenario; only its first bytes are read.
  private static func jsonHoldsTimeline(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 512)) ?? Data()
    let start = head.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    if start == UInt8(ascii: "[") { return true }
    return String(decoding: head, as: UTF8.self).contains("\"seq\"")
  }
}
