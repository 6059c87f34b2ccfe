import CatalogModel
import TransitionEngine

/// What `catalog check` checks; `run(at:)` checks it (`Check`).
///
/// For example:
/// ```swift
/// let report = try CheckRequest(folder: "fixtures", commandLine: ["check", "fixtures"]).run(at: location)
/// ```
package struct CheckRequest: RunnerOperation, Sendable {
  /// Stored scenarios to check; empty names and `all` false mean every scenario.
  package var selection: ScenarioSelection
  /// A fixture folder to import (idempotently) and check instead of the selection.
  package var folder: String?
  /// The profiles to check; empty means each profile that has a baseline for the scenario (for a
  /// scenario with none: in a folder every profile that can replay it, in the store the newest).
  package var profiles: [EngineProfile]
  /// Whether `new` results (no baseline) count as passing.
  package var allowNew: Bool
  /// Whether times are left out of the comparison: a timeline whose events differ from its
  /// baseline's only in `t` passes.
  package var ignoreTime: Bool = false
  /// The kinds of events compared (`--kinds`); `nil` compares every event.
  package var kinds: Set<EventKind>?
  /// Whether a stored scenario's result may be reused instead of replayed when its latest run has
  /// the same revision, rules version and catalog version, and the baseline's timeline; false
  /// with `--no-reuse`. A folder check always replays.
  package var reuse = true
  /// The invocation, recorded with the batch.
  package var commandLine: [String]
  /// Only this share of the scenarios (`--shard I/N`); nil checks them all.
  package var shard: Shard?
  /// Whether authoring warnings fail their results (`--strict`, or `strict: true` in a folder's
  /// `catalog.yaml`).
  package var strict = false
  /// When a folder check writes its changed and new timelines as pending files beside their
  /// baselines (`--pending-files`).
  package var pendingFiles: PendingFiles.When = .never
  /// Called as replays finish, with how many are done and how many there are (a progress bar).
  package var progress: StoredReplay.Progress?

  package init(
    selection: ScenarioSelection = ScenarioSelection(all: true), folder: String? = nil,
    profiles: [EngineProfile] = [], allowNew: Bool = false, commandLine: [String] = []
  ) {
    self.selection = selection
    self.folder = folder
    self.profiles = profiles
    self.allowNew = allowNew
    self.commandLine = commandLine
  }

  /// Checks the folder or the stored scenarios, with the catalog at `location` (see
  /// `catalogLocation(_:)`), and records the verdicts.
  ///
  /// - Throws: `RunnerError` for invalid input, a missing catalog, or a storage failure.
  package func run(at location: CatalogLocation) throws(RunnerError) -> CheckReport {
    try Check.run(self, location: location)
  }

  /// The catalog the check writes: `location`, except that a folder check for which neither
  /// `--db` nor `CATALOG_DB` chose one keeps its catalog in the cache
  /// (`CatalogLocation.folderCache(for:)`), never as an untracked file in the user's repository.
  package func catalogLocation(_ location: CatalogLocation) -> CatalogLocation {
    guard let folder, location.isDefault else { return location }
    return .folderCache(for: folder)
  }

  /// The request for `catalog check ARGUMENT…`: one folder, or names of stored scenarios (none:
  /// every stored scenario, or those tagged `tag`). What each argument names is decided by
  /// `Subject`.
  ///
  /// - Throws: `RunnerError.invalidInput` for a file, a run, a missing path, several folders, or a
  ///   folder with names.
  package init(
    arguments: [String], tag: String? = nil, profiles: [EngineProfile], allowNew: Bool, commandLine: [String]
  ) throws(RunnerError) {
    var folders: [String] = []
    var names: [String] = []
    for argument in arguments {
      switch try Subject(argument, accepting: [.folder, .scenario], for: "catalog check") {
      case .folder(let path): folders.append(path)
      case .scenario(let name): names.append(name)
      default: break
      }
    }
    if folders.count > 1 || (!folders.isEmpty && !names.isEmpty) {
      throw .invalidInput("'catalog check' takes one folder, or names of stored scenarios, not both")
    }
    self.init(
      selection: ScenarioSelection(names: names, all: names.isEmpty && tag == nil, tag: tag), folder: folders.first,
      profiles: profiles, allowNew: allowNew, commandLine: commandLine)
  }
}
