import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// Pending files: each changed or new timeline of a folder check, written beside its baseline as
/// `<scenario>.<profile>.timeline.new` (`PendingFile`), the way insta keeps `.snap.new` files.
///
/// They make review work without the catalog database: `catalog pending`, `review` and `accept`
/// read them (`find(in:)`), accepting one writes its baseline file and removes it, rejecting one
/// removes it, and `catalog pending --clean` removes the ones that are stale. A CI job can keep
/// them as an artifact (`check --pending-files always`) for a reviewer to accept in a fresh clone.
///
/// For example:
/// ```swift
/// let found = try PendingFiles.find(in: "ui")
/// let report = try PendingFiles.accept(found.entries, acceptedBy: "ana")
/// ```
package enum PendingFiles {
  /// When a folder check writes pending files (`check --pending-files`).
  package enum When: String, Hashable, Sendable, CaseIterable {
    /// Outside CI only: a CI job's checkout is thrown away, and a job that changes its own tree
    /// surprises.
    case auto
    /// Also in CI, so that a job can upload them as an artifact.
    case always
    /// Never.
    case never

    /// Whether a check writes them in `environment`.
    package func writes(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
      switch self {
      case .auto: !CIEnvironment.isCI(environment)
      case .always: true
      case .never: false
      }
    }
  }

  /// What a folder check did with the folder's pending files.
  package struct Written: Hashable, Sendable {
    /// The pending files written, relative to the folder.
    package var written: [String] = []
    /// The pending files removed because their result passed or failed this time.
    package var removed: [String] = []
    /// Files that could not be written or removed, and why.
    package var problems: [String] = []

  }

  /// One pending file, read.
  package struct Entry: Sendable {
    /// The folder it was found in (as given), which its paths are relative to.
    package var root: String
    /// The pending file's path, relative to `root`.
    package var path: String
    package var header: PendingFile
    /// The timeline accepting it makes the baseline.
    package var timeline: Timeline
    /// The baseline file beside it, relative to `root`.
    package var baselinePath: String
    /// The baseline's timeline; nil when there is no baseline file (or it does not read).
    package var baseline: Timeline?
    /// The change group (1, 2, …), numbered as the check numbers them: by change signature, in
    /// scenario and era order. Nil for a new result.
    package var group: Int?

    /// `checkout @ uikit-17`.
    package var title: String { "\(header.scenario) @ \(header.profile)" }
    /// The pending file's path as the user would type it.
    package var fullPath: String { root == "." ? path : ExportCatalog.join(root, path) }
  }

  /// The pending files of a folder, and the files named like one that do not read as one.
  package struct Found: Sendable {
    package var root: String
    /// Sorted by scenario, then profile by era.
    package var entries: [Entry]
    /// `path:line: problem` for each pending file that does not read.
    package var unreadable: [String]
  }

  // MARK: - Writing them, after a folder check

  /// Writes the pending file of each changed and new result of `report` beside its baseline, and
  /// removes the pending files of the results that passed or failed; the other results' files
  /// are left alone. A file that cannot be written is noted, not fatal: the check stands.
  static func write(_ report: inout CheckReport, snapshot: FolderSnapshot, checkedAt: Date) {
    var written = Written()
    let folder = snapshot.folder
    for index in report.items.indices {
      let item = report.items[index]
      guard let profile = item.profile?.profile, snapshot.relativePaths[item.scenario] != nil else { continue }
      let name = PendingFile.fileName(scenario: item.scenario, profile: profile.name)
      let relative = snapshot.relativePath(name, besideScenario: item.scenario)
      let path = ExportCatalog.join(folder, relative)
      let kind = FileKind.entry(path)
      switch item.outcome {
      case .changed, .new:
        guard let timeline = item.timeline?.timeline else { continue }
        guard kind == .missing || kind == .regular else {
          written.problems.append(
            "'\(VisibleText.escaped(path))' is \(kind.phrase); the pending file was not written there")
          continue
        }
        let header = PendingFile(
          scenario: item.scenario, profile: profile.name, rulesVersion: item.rulesVersion,
          outcome: item.outcome == .changed ? .changed : .new, checkedAt: checkedAt.timestamp,
          catalogVersion: CatalogVersion.current, change: item.diff?.signature.id, group: item.group,
          summary: item.outcome == .changed ? item.message : nil)
        do {
          try OutputFile.replace(path, with: Array(header.render(timeline).utf8), displayPath: path)
          written.written.append(relative)
          report.items[index].pendingFile = relative
        } catch {
          written.problems.append("the pending file '\(VisibleText.escaped(path))' was not written: \(error)")
        }
      case .passed, .failed:
        guard kind == .regular else { continue }
        if unlink(path) == 0 { written.removed.append(relative) }
      case .obsolete:
        continue
      }
    }
    report.pending = written
  }

  // MARK: - Finding them

  /// Every pending file in `root` and its subfolders (hidden folders, `.build` and what the
  /// root's `catalog.yaml` excludes are skipped), read, with the baseline beside each, numbered
  /// into change groups.
  ///
  /// - Throws: `RunnerError.invalidInput` when `root` is not a folder that can be listed.
  package static func find(in root: String) throws(RunnerError) -> Found {
    guard FileKind.of(root) == .directory else {
      throw .invalidInput("'\(VisibleText.escaped(root))' is not a folder: pending files are looked for in a folder")
    }
    let exclude = (try? FolderConfiguration.of(root))?.exclude ?? []
    var entries: [Entry] = []
    var unreadable: [String] = []
    for file in try FolderWalk(root: root, exclude: exclude).files() {
      guard let (scenario, profile) = PendingFile.parseFileName(file.name),
        !exclude.contains(where: { $0.matches(file.path) })
      else { continue }
      let path = ExportCatalog.join(root, file.path)
      guard FileKind.entry(path) == .regular else {
        unreadable.append("\(VisibleText.escaped(path)):1: not a regular file; pending files are read only as such")
        continue
      }
      let header: PendingFile
      let timeline: Timeline
      switch TimelineFileReader.text(atPath: path) {
      case .failure(let failure):
        unreadable.append("\(VisibleText.escaped(path)):1: \(failure.message)")
        continue
      case .success(let text):
        do {
          (header, timeline) = try PendingFile.parse(text)
        } catch let error as TimelineFormatError {
          unreadable.append("\(VisibleText.escaped(path)):\(error.location): \(error.message)")
          continue
        } catch {
          unreadable.append("\(VisibleText.escaped(path)):1: \(error)")
          continue
        }
      }
      guard header.scenario == scenario, header.profile == profile else {
        unreadable.append(
          "\(VisibleText.escaped(path)):1: its header names '\(header.scenario) @ \(header.profile)', its name '\(scenario) @ \(profile)'"
        )
        continue
      }
      let baselinePath = PathText.join(file.folder, PendingFile.baselineFileName(of: file.name))
      var baseline: Timeline?
      if case .success(let text) = TimelineFileReader.text(atPath: ExportCatalog.join(root, baselinePath)) {
        baseline = try? BaselineFile.parse(text).timeline
      }
      entries.append(
        Entry(
          root: root, path: file.path, header: header, timeline: timeline, baselinePath: baselinePath,
          baseline: baseline))
    }
    entries.sort {
      ProfileReference.precedes(
        scenario: $0.header.scenario, $0.header.profile, scenario: $1.header.scenario, $1.header.profile)
    }
    numberGroups(&entries)
    return Found(root: root, entries: entries, unreadable: unreadable)
  }

  /// The change groups: the numbers the check wrote, so that `accept --group N` means what the
  /// check's report said, while they are consistent (one number per signature and one signature
  /// per number: the files of one check); else numbered again by signature, in report order.
  static func numberGroups(_ entries: inout [Entry]) {
    let changed = entries.indices.filter { entries[$0].header.outcome == .changed }
    var numberOf: [String: Int] = [:]
    var signatureOf: [Int: String] = [:]
    var consistent = true
    for index in changed {
      let key = entries[index].header.change ?? entries[index].path
      guard let number = entries[index].header.group else {
        consistent = false
        break
      }
      if numberOf[key, default: number] != number || signatureOf[number, default: key] != key { consistent = false }
      numberOf[key] = number
      signatureOf[number] = key
    }
    if !consistent {
      numberOf = [:]
      for index in changed {
        let key = entries[index].header.change ?? entries[index].path
        if numberOf[key] == nil { numberOf[key] = numberOf.count + 1 }
      }
    }
    for index in changed {
      entries[index].group = numberOf[entries[index].header.change ?? entries[index].path]
    }
  }

  // MARK: - Accepting and rejecting them

  /// One pending file accepted: the baseline file it became.
  package struct Accepted: Hashable, Sendable, Encodable {
    package var scenario: String
    package var profile: String
    /// The baseline file written, relative to the folder.
    package var file: String
    /// Whether it replaced an earlier baseline file (else it is the first).
    package var replaced: Bool
  }

  /// Makes each entry's timeline its baseline: the baseline files are written as one set, under
  /// the folder's lock (`FileSetWrite`), each with a header naming `acceptedBy`, `now`, and the
  /// rules and catalog versions that produced the timeline; then the pending files are removed.
  package static func accept(_ entries: [Entry], acceptedBy: String, now: Date = Date()) throws(RunnerError)
    -> [Accepted]
  {
    guard let root = entries.first?.root else { return [] }
    var files: [(name: String, bytes: [UInt8])] = []
    var accepted: [Accepted] = []
    for entry in entries {
      let header = entry.header.baseline(acceptedBy: acceptedBy, acceptedAt: now.timestamp)
      files.append((entry.baselinePath, Array(header.render(entry.timeline).utf8)))
      let existed = FileKind.entry(ExportCatalog.join(root, entry.baselinePath)) != .missing
      accepted.append(
        Accepted(
          scenario: entry.header.scenario, profile: entry.header.profile, file: entry.baselinePath, replaced: existed))
    }
    try FileSetWrite.write(files, into: root)
    try remove(entries)
    return accepted
  }

  /// Removes the entries' pending files (a rejection, or what accepting leaves behind).
  package static func remove(_ entries: [Entry]) throws(RunnerError) {
    for entry in entries where FileKind.entry(entry.fullPath) == .regular {
      guard unlink(entry.fullPath) == 0 || errno == ENOENT else {
        throw .fileSystem(operation: "remove", path: entry.fullPath, cause: String(cString: strerror(errno)))
      }
    }
  }

  /// Removes the pending files of `pairs` (scenario and profile) from a checked folder, after
  /// the catalog accepted or rejected those results: the pending file of a decided result is
  /// not left to be decided again.
  static func remove(_ pairs: [(scenario: String, profile: String)], inFolder folder: String) {
    guard !pairs.isEmpty, let found = try? find(in: folder) else { return }
    let decided = Set(pairs.map { "\($0.scenario) @ \($0.profile)" })
    try? remove(found.entries.filter { decided.contains($0.title) })
  }

  // MARK: - Cleaning

  /// What `catalog pending --clean` removed, and why.
  package struct Cleaned: Hashable, Sendable, Encodable {
    package var file: String
    package var reason: String
  }

  /// Removes the stale pending files of `root`: one that does not read, whose profile the
  /// engine does not have, whose scenario file is not beside it, that already equals its
  /// baseline, or whose scenario no longer replays to it (the scenario or the engine changed
  /// since the check). The pending files a check of the folder would write again are kept.
  package static func clean(_ root: String) throws(RunnerError) -> [Cleaned] {
    let found = try find(in: root)
    var cleaned: [Cleaned] = []
    func drop(_ path: String, _ reason: String) {
      let full = ExportCatalog.join(root, path)
      guard FileKind.entry(full) == .regular, unlink(full) == 0 else { return }
      cleaned.append(Cleaned(file: path, reason: reason))
    }
    for line in found.unreadable {
      // "path:line: message": the path relative to the root, for the report.
      let full = String(line.prefix { $0 != ":" })
      drop(Check.relative(full, to: root), "it does not read as a pending file")
    }
    guard !found.entries.isEmpty else { return cleaned }
    let snapshot = try FolderSnapshot.read(root)
    let scenarios = Dictionary(
      snapshot.scenarios.map { ($0.scenario.name, $0.scenario) }, uniquingKeysWith: { first, _ in first })
    for entry in found.entries {
      guard let profile = EngineProfile.named(entry.header.profile) else {
        drop(entry.path, "the engine has no profile '\(entry.header.profile)'")
        continue
      }
      guard let scenario = scenarios[entry.header.scenario],
        snapshot.subfolder(of: entry.header.scenario) == PathText.folder(of: entry.path)
      else {
        drop(entry.path, "no scenario file beside it declares '\(entry.header.scenario)'")
        continue
      }
      if let baseline = entry.baseline, baseline.canonicalText() == entry.timeline.canonicalText() {
        drop(entry.path, "it equals its baseline already")
        continue
      }
      let engine = TransitionEngine(profile: profile)
      guard engine.diagnostics(for: scenario).isEmpty else {
        drop(entry.path, "\(profile.name) can no longer replay the scenario")
        continue
      }
      if engine.run(scenario).canonicalText() != entry.timeline.canonicalText() {
        drop(entry.path, "the scenario no longer replays to it (it, or the engine, changed since the check)")
      }
    }
    return cleaned.sorted { $0.file < $1.file }
  }

  // MARK: - Where review looks

  /// The folder `accept`, `review` and `pending` work in from pending files alone, or nil to use
  /// the catalog database: a folder named on the command line; else, when no catalog was chosen
  /// (`--db`, `CATALOG_DB`), the current folder when it holds pending files or no catalog file.
  package static func reviewFolder(named folder: String?, location: CatalogLocation) throws(RunnerError) -> String? {
    if let folder { return folder }
    guard location.isDefault else { return nil }
    if !location.exists { return "." }
    let found = try find(in: ".")
    return found.entries.isEmpty && found.unreadable.isEmpty ? nil : "."
  }
}
