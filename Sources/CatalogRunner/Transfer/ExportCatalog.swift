import CatalogModel
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile

/// `catalog export [NAME…] --to DIR`: writes scenarios and their current baselines as files, so
/// that baselines can be reviewed in git and imported into another catalog.
///
/// The folder layout, for each exported scenario:
/// - `<name>.<ext>`: the latest revision's source, byte for byte. `<ext>` is the stored file
///   name's when that name is `<name>.yaml`, `<name>.yml` or `<name>.json` in the source's
///   format, else `yaml` or `json` by format.
/// - `<name>.<profile>.timeline`: each current baseline, as `BaselineFile` renders it: a
///   two-line `#` header (scenario, profile, rules version; who accepted it, when in ISO 8601
///   UTC whole seconds, with which catalog version) and the canonical text.
/// - `<name>.<n>.recording`: each current device recording, its file's text as the catalog keeps
///   it, byte for byte (Docs/recordings.md).
///
/// The folder mirrors the catalog for the exported scenarios: a file **the catalog wrote** for an
/// exported scenario (or, without names, for a scenario removed with `catalog rm`) that is no
/// longer part of the export is deleted (the baseline of a profile that has no current baseline
/// any more, the `.yml` twin of a `.yaml` source). A file counts as written by the catalog when
/// both its name and its content say so:
/// - a source: named `<scenario>.yaml`, `.yml` or `.json` (in exactly that case), holding byte
///   for byte the source of one of the scenario's stored revisions;
/// - a baseline: named `<scenario>.<profile>.timeline`, a baseline file whose header names that
///   scenario and profile, holding a timeline the catalog has (or had) as a baseline of that
///   scenario under that profile;
/// - a recording: named `<scenario>.<n>.recording`, holding byte for byte a recording the
///   catalog has (or had) as that scenario's recording number `n`.
///
/// Nothing else is ever deleted: a file of another name, a folder or a link of such a name, and
/// a file of such a name with other content (your notes in `<scenario>.JSON`, a hand-written
/// `<scenario>.uikit-99.timeline`) stay, and the report names the ones that look like the
/// catalog's but are not. A file whose bytes are already right is not rewritten, so its
/// modification time stays.
///
/// A damaged catalog is exported as far as it can be read: each scenario and baseline is read on
/// its own, what cannot be read is named (`Report.skipped`, exit 3), and no stale file is deleted
/// (what the catalog holds is not fully known).
///
/// The bytes depend only on the catalog's content: exporting, importing into a fresh catalog
/// and exporting again gives identical files.
///
/// For example:
/// ```swift
/// let report = try ExportCatalog(names: [], directory: "fixtures").run(at: location)
/// print(report.files.filter { $0.change != .unchanged }.map(\.name))
/// ```
package struct ExportCatalog: CatalogOperation, Sendable {
  /// The scenarios to export; every scenario of the catalog when empty.
  package var names: [String]
  /// The folder to write, created if missing.
  package var directory: String

  package init(names: [String] = [], directory: String) {
    self.names = names
    self.directory = directory
  }

  /// What `run` did.
  package struct Report: Sendable {
    /// A file of the folder that the export wrote, found right, or deleted.
    package struct File: Hashable, Sendable {
      package enum Change: Hashable, Sendable {
        case created
        case updated
        case unchanged
        /// Deleted as stale: it follows the layout for an exported or removed scenario, but is
        /// not part of the export.
        case removed
      }

      /// The file's name in the folder.
      package var name: String
      package var change: Change
    }

    package var directory: String
    package var scenarioCount: Int
    package var baselineCount: Int
    package var recordingCount = 0
    /// Written and unchanged files in export order (each scenario's source, then its
    /// baselines by profile), then removed files by name.
    package var files: [File]
    /// Files named like a stale file of the catalog's but not written by it, left in place.
    package var kept: [String] = []
    /// What a damaged catalog could not give (one line each); empty for a sound catalog. When
    /// nothing at all can be read, `run` throws `.storage(.unreadable)` instead.
    package var skipped: [String] = []
    /// Whether the catalog was found damaged, so the export read what it could.
    package var isSalvage = false

    /// The path of `file`: the folder joined with its name.
    package func path(of file: File) -> String {
      ExportCatalog.join(directory, file.name)
    }
  }

  /// Exports from the catalog at `location`, which must exist.
  ///
  /// - Throws: `RunnerError.noCatalog`; `.unknownScenarios` for names the catalog does not
  ///   have; `.invalidInput` when a name cannot be a file name in the folder, when the folder's
  ///   path is a file, or a file to write is a symbolic link or a folder (before anything is
  ///   written); `.fileSystem` when a file cannot be written; `.storage(.unreadable)` when the
  ///   catalog is too damaged to list its scenarios.
  /// Reads the catalog, which must exist.
  package var access: CatalogAccess { .read }

  /// A catalog too damaged to open is said in the export's words (`unreadable`).
  package func openingFailed(_ error: RunnerError) -> RunnerError { Self.unreadable(error) }

  /// Exports from `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    var exports: [ScenarioExport]
    var skipped: [String] = []
    var isSalvage = false
    do {
      try catalog.requireScenarios(unique)
      exports = try catalog.exportScenarios(named: unique.isEmpty ? nil : unique)
    } catch
      where Self.isDamage(
        RunnerError.fromStore(error, path: catalog.path, isPostgres: catalog.isPostgres), namesGiven: !unique.isEmpty)
    {
      // Read what can be read, one scenario and one baseline at a time.
      isSalvage = true
      let salvage: CatalogDatabase.Salvage
      do {
        salvage = try catalog.salvageScenarios(named: unique.isEmpty ? nil : unique)
      } catch {
        throw Self.unreadable(RunnerError(storage: error))
      }
      exports = salvage.exports
      skipped = salvage.skipped
      // Nothing readable: an empty folder would recover nothing; say what might.
      if exports.isEmpty, let first = skipped.first {
        throw RunnerError.storage(.unreadable(path: catalog.path, detail: "no scenario can be read; \(first)"))
      }
    }
    exports.sort { $0.scenario.name < $1.scenario.name }
    let plan = try Self.plan(exports)
    var stale: [String] = []
    var kept: [String] = []
    if !isSalvage {
      var removedNames: Set<String> = []
      if unique.isEmpty {
        let all = try catalog.scenarioNames(includeRemoved: true)
        removedNames = Set(all).subtracting(exports.map(\.scenario.name))
      }
      (stale, kept) = try staleFiles(
        exported: Set(exports.map(\.scenario.name)), removed: removedNames,
        planned: Set(plan.map(\.name)), catalog: catalog)
    }
    try checkTargets(plan)
    var files = try write(plan)
    for name in stale {
      let path = Self.join(directory, name)
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw RunnerError.fileSystem(operation: "delete the stale file", path: path, cause: Self.cause(error))
      }
      files.append(Report.File(name: name, change: .removed))
    }
    return Report(
      directory: directory, scenarioCount: exports.count,
      baselineCount: exports.reduce(0) { $0 + $1.baselines.count },
      recordingCount: exports.reduce(0) { $0 + $1.recordings.count }, files: files, kept: kept, skipped: skipped,
      isSalvage: isSalvage)
  }

  /// Whether `error` says the catalog is damaged (rather than, say, a name being mistyped).
  private static func isDamage(_ error: RunnerError, namesGiven: Bool) -> Bool {
    guard case .storage(let storage) = error else { return false }
    switch storage {
    case .damaged, .corruptTimeline, .notADatabase: return true
    // A scenario the catalog listed but cannot find: a damaged index or table.
    case .unknownScenario: return !namesGiven
    default: return false
    }
  }

  /// `error` as the export's own message when it is damage: export is the way to recover a
  /// damaged catalog, so it must not send the user back to itself.
  private static func unreadable(_ error: RunnerError) -> RunnerError {
    if case .storage(.damaged(let damagedPath, let detail)) = error {
      return .storage(.unreadable(path: damagedPath, detail: detail))
    }
    return error
  }

  // MARK: - Planning

  /// A file to write: its name in the folder and its bytes.
  struct PlannedFile {
    var name: String
    var bytes: [UInt8]
  }

  /// The files of `exports`, each name checked.
  static func plan(_ exports: [ScenarioExport]) throws(RunnerError) -> [PlannedFile] {
    var files: [PlannedFile] = []
    for export in exports {
      let scenario = export.scenario
      try checkName(scenario.name, what: "scenario name")
      let fileName = scenarioFileName(scenario)
      try checkName(fileName, what: "file name of scenario '\(scenario.name)'")
      files.append(PlannedFile(name: fileName, bytes: Array(scenario.source.utf8)))
      for baseline in export.baselines {
        try checkName(baseline.profile, what: "profile name of a baseline of '\(scenario.name)'")
        guard !baseline.profile.contains(".") else {
          throw .invalidInput(
            "cannot export the baseline of '\(scenario.name)' under profile '\(baseline.profile)': a profile name in a file name cannot contain '.'"
          )
        }
        let header = BaselineFile(
          scenario: scenario.name, profile: baseline.profile,
          rulesVersion: baseline.profileRulesVersion,
          acceptedBy: headerWords(baseline.acceptedBy, otherwise: "unknown"),
          acceptedAt: baseline.acceptedAt.timestamp,
          catalogVersion: headerWords(baseline.catalogVersion, otherwise: "unknown"))
        files.append(
          PlannedFile(
            name: BaselineFile.fileName(scenario: scenario.name, profile: baseline.profile),
            bytes: Array(header.render(baseline.timeline).utf8)))
      }
      for recording in export.recordings {
        files.append(
          PlannedFile(
            name: RecordingFile.fileName(scenario: scenario.name, number: recording.number),
            bytes: Array(recording.content.utf8)))
      }
    }
    return files
  }

  /// The name a scenario's source is exported as: the stored file name when it is `<name>.`
  /// and an extension of the source's format, else `<name>.yaml` or `<name>.json`.
  package static func scenarioFileName(_ scenario: ScenarioInput) -> String {
    let extensions = scenario.sourceFormat == .json ? ["json"] : ["yaml", "yml"]
    if extensions.contains(where: { scenario.fileName == scenario.name + "." + $0 }) {
      return scenario.fileName
    }
    return scenario.name + "." + (scenario.sourceFormat == .json ? "json" : "yaml")
  }

  /// `text` as the header can carry it and `BaselineFile.parse` read it back unchanged: words
  /// separated by single spaces, on one line.
  static func headerWords(_ text: String, otherwise fallback: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? fallback : words.joined(separator: " ")
  }

  private static func checkName(_ name: String, what: String) throws(RunnerError) {
    if let problem = FolderEntry.problem(name) {
      throw .invalidInput(
        "refusing to export: the \(what) '\(name)' cannot be a file name in the export folder (\(problem))"
      )
    }
  }

  /// The files of the folder to delete, and those left though named like them.
  ///
  /// A file is deleted when the catalog wrote it (see the type's documentation): its name is one
  /// export gives a file of an exported or removed scenario, it is a regular file, and its
  /// content is a stored revision's source or a baseline the catalog holds or held. A file that
  /// has such a name but other content, or a near name (`.JSON`, a profile no baseline has), is
  /// kept and named.
  private func staleFiles(exported: Set<String>, removed: Set<String>, planned: Set<String>, catalog: CatalogDatabase)
    throws -> (stale: [String], kept: [String])
  {
    guard FolderEntry.kind(at: directory) == .directory else { return ([], []) }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw RunnerError.fileSystem(operation: "read the folder", path: directory, cause: Self.cause(error))
    }
    let owners = exported.union(removed)
    var stale: [String] = []
    var kept: [String] = []
    var sources: [String: Set<Data>] = [:]
    for entry in entries.sorted() {
      guard !planned.contains(entry), FolderEntry.problem(entry) == nil else { continue }
      let path = Self.join(directory, entry)
      if let baseline = BaselineFile.parseFileName(entry), owners.contains(baseline.scenario) {
        // Only regular files, which export writes: never a folder, a link or a device of that name.
        guard FolderEntry.kind(at: path) == .file else { continue }
        if try isCatalogBaseline(path, scenario: baseline.scenario, profile: baseline.profile, catalog) {
          stale.append(entry)
        } else {
          kept.append(entry)
        }
        continue
      }
      if let recording = RecordingFile.parseFileName(entry), owners.contains(recording.scenario) {
        guard FolderEntry.kind(at: path) == .file else { continue }
        let history = try catalog.recordingHistory(scenario: recording.scenario, number: recording.number)
        let bytes = FileManager.default.contents(atPath: path)
        if let bytes, history.contains(where: { Data($0.content.utf8) == bytes }) {
          stale.append(entry)
        } else {
          kept.append(entry)
        }
        continue
      }
      guard let dot = entry.lastIndex(of: "."), owners.contains(String(entry[..<dot])) else { continue }
      let fileExtension = String(entry[entry.index(after: dot)...])
      guard ScenarioFile.extensions.contains(fileExtension.lowercased()), FolderEntry.kind(at: path) == .file
      else { continue }
      let scenario = String(entry[..<dot])
      if sources[scenario] == nil {
        let stored = try catalog.scenario(named: scenario)
        sources[scenario] = Set(stored?.revisions.map { Data($0.source.utf8) } ?? [])
      }
      let exportExtensions: Set<String> = ["yaml", "yml", "json"]
      if exportExtensions.contains(fileExtension),
        let bytes = FileManager.default.contents(atPath: path), sources[scenario]?.contains(bytes) == true
      {
        stale.append(entry)
      } else {
        kept.append(entry)
      }
    }
    return (stale, kept)
  }

  /// Whether the file at `path` is a baseline file the catalog wrote for `scenario` under
  /// `profile`: its header names them and its timeline is one of their baselines, current or past.
  private func isCatalogBaseline(_ path: String, scenario: String, profile: String, _ catalog: CatalogDatabase)
    throws -> Bool
  {
    guard let bytes = FileManager.default.contents(atPath: path), let text = String(data: bytes, encoding: .utf8),
      let parsed = try? BaselineFile.parse(text), let header = parsed.header,
      header.scenario == scenario, header.profile == profile
    else { return false }
    let history = try catalog.baselineHistory(scenario: scenario, profile: profile)
    let hash = TimelineDigest.sha256(of: parsed.timeline)
    return history.contains { $0.timelineHash == hash }
  }

  /// Refuses, before anything is written, a folder path that is not a folder and files to
  /// write that are not plain files.
  private func checkTargets(_ plan: [PlannedFile]) throws(RunnerError) {
    switch FolderEntry.kind(at: directory) {
    case .missing, .directory: break
    case .symbolicLink:
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw .invalidInput("cannot export to '\(directory)': it is not a folder")
      }
    case .file, .other:
      throw .invalidInput("cannot export to '\(directory)': it is a file, not a folder")
    }
    for file in plan {
      let path = Self.join(directory, file.name)
      switch FolderEntry.kind(at: path) {
      case .missing, .file: continue
      case .symbolicLink:
        throw .invalidInput(
          "refusing to export: '\(path)' is a symbolic link, and export does not write through links; delete it first"
        )
      case .directory, .other:
        throw .invalidInput("cannot export: '\(path)' exists and is not a file")
      }
    }
  }

  // MARK: - Writing

  private func write(_ plan: [PlannedFile]) throws(RunnerError) -> [Report.File] {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .fileSystem(operation: "create the folder", path: directory, cause: Self.cause(error))
    }
    var files: [Report.File] = []
    for file in plan {
      let path = Self.join(directory, file.name)
      let existing = FileManager.default.contents(atPath: path)
      if let existing, existing.elementsEqual(file.bytes) {
        files.append(Report.File(name: file.name, change: .unchanged))
        continue
      }
      do {
        try Data(file.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw .fileSystem(operation: "write", path: path, cause: Self.cause(error))
      }
      files.append(Report.File(name: file.name, change: existing == nil ? .created : .updated))
    }
    return files
  }

  package static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  static func cause(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}
