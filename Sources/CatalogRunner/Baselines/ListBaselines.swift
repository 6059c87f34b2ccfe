import CatalogModel
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
package struct ListBaselines: CatalogOperation, Sendable {
  /// Only this scenario's baselines.
  package var scenario: String?
  /// Only baselines under this profile (a stored name: it may be one the engine no longer has).
  package var profile: String?
  /// The whole history of this scenario's baseline under `profile`, instead of the lists.
  package var history: String?
  /// Delete the obsolete baselines after listing them.
  package var prune: Bool
  /// A folder whose baseline files to list (and prune) instead of the catalog's baselines.
  package var folder: String?

  package init(
    scenario: String? = nil, profile: String? = nil, history: String? = nil, prune: Bool = false,
    folder: String? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.history = history
    self.prune = prune
    self.folder = folder
  }

  /// Reads (and with `prune`, changes) the catalog at `location`, which must exist.
  package func run(at location: CatalogLocation) throws(RunnerError) -> BaselinesReport {
    if let folder { return try files(in: folder) }
    // Pruning a catalog that does not exist prunes nothing; it does not create one either.
    if prune, history == nil, scenario == nil, !location.exists {
      try location.requireUsablePath()
      return BaselinesReport(mode: .prune, current: [], obsolete: [], history: [], pruned: [])
    }
    var report = try performing(at: location)
    report.commandOption = location.option
    return report
  }

  /// Reads the catalog, which must exist; with `prune`, writes to it.
  package var access: CatalogAccess { prune ? .create : .read }

  /// Reads (and with `prune`, changes) `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> BaselinesReport {
    let known = Set(EngineProfile.names)
    if let history, let profile {
      try catalog.requireScenarios([history], allowRemoved: true)
      let rows = try catalog.baselineHistory(scenario: history, profile: profile)
      return BaselinesReport(mode: .history, current: [], obsolete: [], history: rows, pruned: [])
    }
    if let scenario { try catalog.requireScenarios([scenario], allowRemoved: true) }
    // Baselines their profile can no longer replay (the scenario uses what the era lacks) are
    // obsolete too: no check can pass them, and nothing else removes them.
    let unreplayable = try Self.unreplayable(
      try catalog.currentBaselines(scenario: scenario, profile: profile)
        .filter { !$0.isObsolete(knownProfiles: known) }, in: catalog)
    let unreplayableKeys = Set(unreplayable.keys)
    let obsolete =
      try catalog.obsoleteBaselines(knownProfiles: known)
      + (try catalog.currentBaselines()).filter {
        unreplayableKeys.contains("\($0.scenario) @ \($0.profile)")
      }
    let pruned =
      prune
      ? try catalog.pruneBaselines(knownProfiles: known, unreplayable: unreplayableKeys)
      : []
    let current = try catalog.currentBaselines(scenario: scenario, profile: profile)
      .filter { !$0.isObsolete(knownProfiles: known) && !unreplayableKeys.contains("\($0.scenario) @ \($0.profile)") }
    // Profiles in era order (uikit-7 before uikit-13), as everywhere else; the store sorts names.
    func inEraOrder(_ rows: [StoredBaseline]) -> [StoredBaseline] {
      rows.sorted {
        ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile)
      }
    }
    var report = BaselinesReport(
      mode: prune ? .prune : .list, current: inEraOrder(current), obsolete: inEraOrder(obsolete), history: [],
      pruned: inEraOrder(pruned))
    report.reasons = unreplayable
    try foldersObsoleteFiles(catalog, prune: prune, into: &report)
    return report
  }

  /// Why each of `baselines` can no longer be replayed by its profile, by `"scenario @ profile"`:
  /// the profile lacks something the scenario's latest revision uses.
  static func unreplayable(_ baselines: [StoredBaseline], in catalog: CatalogDatabase) throws(RunnerError)
    -> [String: String]
  {
    var reasons: [String: String] = [:]
    let names = Array(Set(baselines.map(\.scenario))).sorted()
    guard !names.isEmpty else { return reasons }
    let stored = try ScenarioSelection(names: names).resolve(in: catalog)
    var scenarios: [String: Scenario] = [:]
    for scenario in stored { scenarios[scenario.name] = try? scenario.load(from: catalog) }
    for baseline in baselines {
      guard let profile = EngineProfile.named(baseline.profile), let scenario = scenarios[baseline.scenario] else {
        continue
      }
      let problems = TransitionEngine(profile: profile).diagnostics(for: scenario)
      guard !problems.isEmpty else { continue }
      reasons["\(baseline.scenario) @ \(baseline.profile)"] =
        "\(profile.name) can no longer replay it: " + ScenarioDiagnostic.distinctMessages(problems)
    }
    return reasons
  }

  /// The baseline files of `snapshot` that are obsolete, with why: no scenario file beside them
  /// declares their scenario, the engine has no profile of their name, or their profile can no
  /// longer replay their scenario.
  static func obsoleteFiles(in snapshot: FolderSnapshot) -> [(file: String, reason: String)] {
    var files: [(file: String, reason: String)] = []
    for stray in snapshot.strayBaselines {
      switch stray.reason {
      case .noScenario: files.append((stray.fileName, "no scenario file beside it declares '\(stray.scenario)'"))
      case .unknownProfile: files.append((stray.fileName, "the engine has no profile '\(stray.profile)'"))
      case .unreadable, .elsewhere: continue
      }
    }
    let scenarios = Dictionary(
      snapshot.scenarios.map { ($0.scenario.name, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    for baseline in snapshot.baselines {
      guard let profile = baseline.profile.profile, let scenario = scenarios[baseline.scenario],
        case .file(let file) = baseline.source
      else { continue }
      let problems = TransitionEngine(profile: profile).diagnostics(for: scenario)
      guard !problems.isEmpty else { continue }
      files.append(
        (
          file,
          "\(profile.name) can no longer replay '\(baseline.scenario)': "
            + ScenarioDiagnostic.distinctMessages(problems)
        ))
    }
    return files.sorted { $0.file < $1.file }
  }

  /// `catalog baselines DIR`: the baseline files of a folder and its subfolders, without any
  /// catalog; with `prune`, the obsolete ones are deleted (regular files only).
  func files(in folder: String) throws(RunnerError) -> BaselinesReport {
    guard FileKind.of(folder) == .directory else {
      throw .invalidInput("'\(folder)' is not a folder: 'catalog baselines DIR' lists a folder's baseline files")
    }
    let snapshot = try FolderSnapshot.read(folder)
    var report = BaselinesReport(mode: prune ? .prune : .list, current: [], obsolete: [], history: [], pruned: [])
    report.isCatalog = false
    report.folder = DisplayPath.relative(folder)
    let obsolete = Self.obsoleteFiles(in: snapshot)
    let obsoleteNames = Set(obsolete.map(\.file))
    report.obsoleteFiles = obsolete.map(\.file)
    for entry in obsolete { report.reasons[entry.file] = entry.reason }
    report.files = snapshot.baselines.compactMap { baseline -> BaselinesReport.File? in
      guard case .file(let file) = baseline.source, !obsoleteNames.contains(file) else { return nil }
      guard scenario.map({ $0 == baseline.scenario }) ?? true, profile.map({ $0 == baseline.profile.name }) ?? true
      else { return nil }
      return BaselinesReport.File(
        scenario: baseline.scenario, profile: baseline.profile.name, file: file, rulesVersion: baseline.rulesVersion,
        events: baseline.timeline?.count ?? 0, acceptedBy: baseline.acceptedBy, acceptedAt: baseline.acceptedAt,
        catalogVersion: baseline.catalogVersion)
    }
    .sorted { ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile) }
    if prune { try delete(report.obsoleteFiles, in: folder, into: &report) }
    return report
  }

  /// Deletes `names` (paths inside `folder`; regular files only, never a link or a folder).
  private func delete(_ names: [String], in folder: String, into report: inout BaselinesReport) throws(RunnerError) {
    for name in names where FolderEntry.kind(at: ExportCatalog.join(folder, name)) == .file {
      guard unlink(ExportCatalog.join(folder, name)) == 0 else {
        throw .fileSystem(
          operation: "delete", path: ExportCatalog.join(folder, name), cause: String(cString: strerror(errno)))
      }
      report.prunedFiles.append(name)
    }
  }

  /// In folder mode the folder's baseline files are the truth: the baseline files of the folder
  /// the last check checked that belong to no scenario file or to no engine profile are listed,
  /// and with `prune` deleted (regular files only, never a link or a folder).
  func foldersObsoleteFiles(_ catalog: CatalogDatabase, prune: Bool, into report: inout BaselinesReport) throws {
    guard let check = try catalog.lastCheck(), let folder = check.folder,
      FileKind.of(folder) == .directory
    else { return }
    let snapshot = try FolderSnapshot.read(folder)
    let obsolete = Self.obsoleteFiles(in: snapshot)
    report.folder = DisplayPath.relative(folder)
    report.obsoleteFiles = obsolete.map(\.file)
    for entry in obsolete { report.reasons[entry.file] = entry.reason }
    guard prune else { return }
    try delete(report.obsoleteFiles, in: folder, into: &report)
  }
}

/// What `catalog baselines` lists.
package struct BaselinesReport: Sendable {
  package enum Mode: Hashable, Sendable {
    case list
    case history
    case prune
  }

  package var mode: Mode
  package var current: [StoredBaseline]
  package var obsolete: [StoredBaseline]
  /// Newest first; only in `history` mode.
  package var history: [StoredBaseline]
  /// Only in `prune` mode.
  package var pruned: [StoredBaseline]
  /// The folder the last check checked, if it checked one.
  package var folder: String?
  /// Baseline files of `folder` that belong to no scenario file or no engine profile.
  package var obsoleteFiles: [String] = []
  /// The ones `--prune` deleted.
  package var prunedFiles: [String] = []
  /// Why a baseline (`"scenario @ profile"`) or a baseline file (its path) is obsolete, when it is
  /// not the scenario's removal or the profile's: its profile can no longer replay its scenario.
  package var reasons: [String: String] = [:]
  /// The folder's baseline files, in `catalog baselines DIR`.
  package var files: [File] = []
  /// Whether the report comes from a catalog (false for `catalog baselines DIR`).
  package var isCatalog = true

  /// A baseline file of a folder, as its header describes it.
  package struct File: Hashable, Sendable, Encodable {
    package var scenario: String
    package var profile: String
    package var file: String
    package var rulesVersion: Int
    package var events: Int
    package var acceptedBy: String
    package var acceptedAt: String
    package var catalogVersion: String
  }
  /// What suggested commands add to use the same catalog (` --db PATH`); not encoded.
  package var commandOption = ""
}
