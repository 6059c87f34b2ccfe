import CatalogStorage
import Foundation
import TransitionEngine

/// `catalog baselines`: the current baselines, the obsolete ones (their scenario removed or their
/// profile gone), one scenario's history under a profile, and pruning the obsolete ones.
///
/// For example:
/// ```swift
/// let report = try ListBaselines(prune: true).run(at: location)
/// print(report.pruned.count)
/// ```
public struct ListBaselines: Sendable {
  /// Only this scenario's baselines.
  public var scenario: String?
  /// Only baselines under this profile (a stored name: it may be one the engine no longer has).
  public var profile: String?
  /// The whole history of this scenario's baseline under `profile`, instead of the lists.
  public var history: String?
  /// Delete the obsolete baselines after listing them.
  public var prune: Bool

  public init(scenario: String? = nil, profile: String? = nil, history: String? = nil, prune: Bool = false) {
    self.scenario = scenario
    self.profile = profile
    self.history = history
    self.prune = prune
  }

  /// Reads (and with `prune`, changes) the catalog at `location`, which must exist.
  public func run(at location: CatalogLocation) throws(RunnerError) -> BaselinesReport {
    // Pruning a catalog that does not exist prunes nothing; it does not create one either.
    if prune, history == nil, scenario == nil, !location.exists {
      try location.requireUsablePath()
      return BaselinesReport(mode: .prune, current: [], obsolete: [], history: [], pruned: [])
    }
    var report = try read(at: location)
    report.commandOption = location.option
    return report
  }

  func read(at location: CatalogLocation) throws(RunnerError) -> BaselinesReport {
    let catalog = prune ? try location.openForWriting() : try location.openForReading()
    defer { try? catalog.close() }
    let known = Set(EngineProfile.names)
    if let history, let profile {
      try catalog.requireScenarios([history], allowRemoved: true)
      let rows = try StoreCall.run(catalog) { try catalog.baselineHistory(scenario: history, profile: profile) }
      return BaselinesReport(mode: .history, current: [], obsolete: [], history: rows, pruned: [])
    }
    if let scenario { try catalog.requireScenarios([scenario], allowRemoved: true) }
    let obsolete = try StoreCall.run(catalog) { try catalog.obsoleteBaselines(knownProfiles: known) }
    let pruned = prune ? try StoreCall.run(catalog) { try catalog.pruneBaselines(knownProfiles: known) } : []
    let current = try StoreCall.run(catalog) { try catalog.currentBaselines(scenario: scenario, profile: profile) }
      .filter { !$0.isObsolete(knownProfiles: known) }
    // Profiles in era order (uikit-7 before uikit-13), as everywhere else; the store sorts names.
    func inEraOrder(_ rows: [StoredBaseline]) -> [StoredBaseline] {
      rows.sorted {
        ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile)
      }
    }
    var report = BaselinesReport(
      mode: prune ? .prune : .list, current: inEraOrder(current), obsolete: inEraOrder(obsolete), history: [],
      pruned: inEraOrder(pruned))
    try foldersObsoleteFiles(catalog, prune: prune, into: &report)
    return report
  }

  /// In folder mode the folder's baseline files are the truth: the baseline files of the folder
  /// the last check checked that belong to no scenario file or to no engine profile are listed,
  /// and with `prune` deleted (regular files only, never a link or a folder).
  func foldersObsoleteFiles(_ catalog: CatalogDatabase, prune: Bool, into report: inout BaselinesReport)
    throws(RunnerError)
  {
    guard let check = try StoreCall.run(catalog, { try catalog.lastCheck() }), let folder = check.folder,
      FileKind.of(folder) == .directory
    else { return }
    let snapshot = try FolderSnapshot.read(folder)
    let stray = snapshot.strayBaselines.filter { stray in
      switch stray.reason {
      case .noScenario, .unknownProfile: true
      case .unreadable, .elsewhere: false
      }
    }
    report.folder = DisplayPath.relative(folder)
    report.obsoleteFiles = stray.map(\.fileName).sorted()
    guard prune else { return }
    for name in report.obsoleteFiles where FolderEntry.kind(at: ExportCatalog.join(folder, name)) == .file {
      guard unlink(ExportCatalog.join(folder, name)) == 0 else {
        throw .fileSystem(
          operation: "delete", path: ExportCatalog.join(folder, name), cause: String(cString: strerror(errno)))
      }
      report.prunedFiles.append(name)
    }
  }
}

/// What `catalog baselines` lists.
public struct BaselinesReport: Sendable {
  public enum Mode: Hashable, Sendable {
    case list
    case history
    case prune
  }

  public var mode: Mode
  public var current: [StoredBaseline]
  public var obsolete: [StoredBaseline]
  /// Newest first; only in `history` mode.
  public var history: [StoredBaseline]
  /// Only in `prune` mode.
  public var pruned: [StoredBaseline]
  /// The folder the last check checked, if it checked one.
  public var folder: String?
  /// Baseline files of `folder` that belong to no scenario file or no engine profile.
  public var obsoleteFiles: [String] = []
  /// The ones `--prune` deleted.
  public var prunedFiles: [String] = []
  /// What suggested commands add to use the same catalog (` --db PATH`); not encoded.
  public var commandOption = ""
}

extension BaselinesReport: Report {
  public func text(style: TextStyle) -> String {
    func line(_ baseline: StoredBaseline) -> String {
      "\(baseline.scenario) @ \(baseline.profile)  rules \(baseline.profileRulesVersion)  \(baseline.eventCount) events  "
        + "\(baseline.timelineHash.prefix(12))  accepted by \(baseline.acceptedBy) at \(baseline.acceptedAt.timestamp) "
        + "with catalog \(baseline.catalogVersion)" + (baseline.runID.map { " (run:\($0))" } ?? " (imported)")
    }
    var out = ""
    if mode == .history {
      return history.isEmpty
        ? "No baselines.\n"
        : history.map { line($0) + ($0.isCurrent ? "  [current]" : "") }.joined(separator: "\n") + "\n"
    }
    out += current.isEmpty ? "No current baselines.\n" : current.map(line).joined(separator: "\n") + "\n"
    if !obsolete.isEmpty {
      out +=
        "\nObsolete (scenario removed or profile unknown):\n" + obsolete.map { "  " + line($0) }.joined(separator: "\n")
        + "\n"
      out +=
        mode == .prune
        ? "Pruned \(Counted.phrase(pruned.count, "obsolete baseline")).\n"
        : CommandHints.adding(commandOption, to: "'catalog baselines --prune' deletes them.\n")
    } else if mode == .prune && obsoleteFiles.isEmpty {
      out += "Nothing to prune: no baseline is obsolete.\n"
    }
    if let folder, !obsoleteFiles.isEmpty {
      out += "\nObsolete baseline files in '\(folder)' (no scenario file or engine profile of that name):\n"
      out += obsoleteFiles.map { "  \($0)\n" }.joined()
      out +=
        mode == .prune
        ? "Deleted \(Counted.phrase(prunedFiles.count, "obsolete baseline file")) from '\(folder)'.\n"
        : CommandHints.adding(commandOption, to: "'catalog baselines --prune' deletes them.\n")
    }
    return out
  }

  enum CodingKeys: String, CodingKey {
    case current, obsolete, history, pruned, folder, obsoleteFiles, prunedFiles
  }

  /// `{"current", "obsolete", "history", "pruned"}`, each an array of baselines.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current.map(StoredBaselineDocument.init), forKey: .current)
    try container.encode(obsolete.map(StoredBaselineDocument.init), forKey: .obsolete)
    try container.encode(history.map(StoredBaselineDocument.init), forKey: .history)
    try container.encode(pruned.map(StoredBaselineDocument.init), forKey: .pruned)
    try container.encode(Nullable(wrappedValue: folder), forKey: .folder)
    try container.encode(obsoleteFiles, forKey: .obsoleteFiles)
    try container.encode(prunedFiles, forKey: .prunedFiles)
  }
}
