import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// `catalog accept`: makes runs the baselines, keeping the previous baselines as history.
package enum Acceptance {
  /// What to accept.
  package enum Target: Sendable {
    /// The latest run of each selected scenario under each profile asked for (or each profile it has run under).
    case latestRuns(ScenarioSelection, profiles: [EngineProfile])
    /// Every changed or new result of change group `group` of the last check, or of all groups when nil.
    case lastCheck(group: Int?)
  }

  /// Who accepts, for the record: `CATALOG_USER`, else `USER`/`LOGNAME`, else the account's name.
  package static func defaultAcceptor(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    for key in ["CATALOG_USER", "USER", "LOGNAME"] {
      if let value = environment[key], !value.isEmpty { return value }
    }
    if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
      return String(cString: name)
    }
    return "unknown"
  }

  static func accept(
    _ target: Target, lastCheck: StoredBatch?, in catalog: CatalogDatabase, acceptedBy: String, now: Date
  ) throws -> AcceptanceReport {
    switch target {
    case .lastCheck(let group):
      guard let check = lastCheck else {
        throw RunnerError.invalidInput("there is no check to accept from yet; run 'catalog check' first")
      }
      if let group {
        let results = try catalog.checkResults(batch: check.id, group: group)
        guard !results.isEmpty else {
          let groups = Set(
            try catalog.checkResults(batch: check.id).compactMap(\.changeGroup)
          )
          .sorted()
          throw RunnerError.invalidInput(
            "the last check (batch \(check.id)) has no change group \(group)"
              + (groups.isEmpty
                ? "; it found no changes" : "; its groups are \(groups.map(String.init).joined(separator: ", "))"))
        }
      }
      let outcomes = try catalog.acceptCheckResults(
        batch: check.id, group: group, acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current
      )
      // Results whose baseline someone else replaced since the check are not accepted over it.
      let conflicts = outcomes.filter { $0.change == .conflict }
      let accepted = outcomes.filter { $0.change != .conflict }
      // Results whose scenario was removed after the check are not accepted; say so.
      let acceptedPairs = Set(accepted.map { "\($0.scenario) @ \($0.profile)" })
      let current = Set(try catalog.scenarioNames())
      let skipped = try catalog.checkResults(batch: check.id, group: group)
        .filter { result in
          (result.outcome == .changed || result.outcome == .new) && !current.contains(result.scenario)
            && !acceptedPairs.contains("\(result.scenario) @ \(result.profile)")
        }
        .map { result in
          AcceptanceReport.Skipped(
            scenario: result.scenario, profile: result.profile,
            reason: "the scenario was removed from the catalog meanwhile")
        }
      let raced = conflicts.map { outcome in
        AcceptanceReport.Skipped(
          scenario: outcome.scenario, profile: outcome.profile,
          reason:
            "\(outcome.currentAcceptedBy ?? "someone") accepted another timeline as its baseline (baseline \(outcome.baselineID)) after check \(check.id) compared it; check again to review the two"
        )
      }
      var report = AcceptanceReport(accepted: accepted, skipped: (skipped + raced).sorted { $0.title < $1.title })
      try rewriteCheckedFolder(of: catalog, into: &report)
      return report
    case .latestRuns(let selection, let profiles):
      let scenarios = try selection.resolve(in: catalog)
      let latestRevision = Dictionary(scenarios.map { ($0.name, $0.revision) }, uniquingKeysWith: { a, _ in a })
      let wanted = Set(profiles.map(\.name))
      // The latest runs are read in the transaction that accepts them: a check's retention or a
      // `catalog rm` at the same time cannot take a run or a scenario away in between.
      let (accepted, found) = try catalog.write("accept the baselines") { transaction in
        let current = try transaction.currentScenarioNames()
        var inputs: [BaselineInput] = []
        var skipped: [AcceptanceReport.Skipped] = []
        for run in try transaction.latestRuns(includeRemoved: true) {
          guard let revision = latestRevision[run.scenario], wanted.isEmpty || wanted.contains(run.profile) else {
            continue
          }
          // A scenario removed since it was read (`catalog rm` racing `catalog accept`).
          guard current.contains(run.scenario) else {
            skipped.append(
              .init(
                scenario: run.scenario, profile: run.profile,
                reason: "the scenario was removed from the catalog meanwhile"))
            continue
          }
          guard run.timelineID != nil else {
            // A profile that can no longer replay the scenario leaves a result that fails until
            // its baseline goes: say which command removes it.
            let unsupported = run.status == .unsupported
            skipped.append(
              .init(
                scenario: run.scenario, profile: run.profile,
                reason: "its latest run (run:\(run.id)) was \(run.status) and has no timeline"
                  + (unsupported
                    ? ": \(run.profile) can no longer replay the scenario; 'catalog baselines --prune' removes its baseline under \(run.profile)"
                    : ""),
                failing: unsupported))
            continue
          }
          guard run.revision == revision else {
            skipped.append(
              .init(
                scenario: run.scenario, profile: run.profile,
                reason:
                  "its latest run (run:\(run.id)) replayed revision \(run.revision), but revision \(revision) exists; 'catalog run \(run.scenario) --profile \(run.profile)' first"
              ))
            continue
          }
          inputs.append(
            BaselineInput(
              scenario: run.scenario, profile: run.profile, profileRulesVersion: run.profileRulesVersion,
              timeline: .run(run.id), acceptedBy: acceptedBy, acceptedAt: now,
              catalogVersion: CatalogVersion.current))
        }
        let ran = Set(inputs.map { "\($0.scenario) @ \($0.profile)" } + skipped.map(\.title))
        for scenario in scenarios where current.contains(scenario.name) {
          for profile in profiles where !ran.contains("\(scenario.name) @ \(profile.name)") {
            skipped.append(
              .init(
                scenario: scenario.name, profile: profile.name,
                reason:
                  "it has no run under \(profile.name); 'catalog run \(scenario.name) --profile \(profile.name)' first"
              ))
          }
        }
        return (try transaction.acceptBaselines(inputs), skipped)
      }
      let skipped = found
      // `accept --all` before anything was run accepts nothing: say so, as `--group` does before
      // any check.
      if accepted.isEmpty && skipped.isEmpty && selection.names.isEmpty && lastCheck == nil,
        try catalog.latestRuns().isEmpty
      {
        throw RunnerError.invalidInput(
          "there is nothing to accept: no scenario has a run yet; 'catalog run --all' or 'catalog check' makes runs")
      }
      var report = AcceptanceReport(accepted: accepted, skipped: skipped.sorted { $0.title < $1.title })
      try rewriteCheckedFolder(of: catalog, into: &report)
      return report
    }
  }

  /// In folder mode the folder's baseline files are the truth (a check imports them again): when
  /// the last check checked a folder, the baselines just accepted for its scenarios are written
  /// into it too, as one set (`FileSetWrite`), and the report says which files. A baseline the
  /// store already had is written when the folder lacks its file; a file that already holds the
  /// accepted timeline is left as it is (only its header, such as the rules version, would
  /// change).
  static func rewriteCheckedFolder(of catalog: CatalogDatabase, into report: inout AcceptanceReport) throws {
    guard let check = try catalog.lastCheck(), let folder = check.folder,
      FileKind.of(folder) == .directory
    else { return }
    let checked = Set(try catalog.checkResults(batch: check.id).map(\.scenario))
    // Each baseline file lives beside its scenario file, in whichever subfolder that is.
    let snapshot = try? FolderSnapshot.read(folder)
    var files: [(name: String, bytes: [UInt8])] = []
    for outcome in report.accepted where checked.contains(outcome.scenario) {
      guard
        let stored = try catalog.currentBaselines(scenario: outcome.scenario, profile: outcome.profile).first,
        let timeline = try catalog.timeline(hash: stored.timelineHash)
      else { continue }
      let name =
        snapshot?.relativePath(
          BaselineFile.fileName(scenario: outcome.scenario, profile: outcome.profile), besideScenario: outcome.scenario)
        ?? BaselineFile.fileName(scenario: outcome.scenario, profile: outcome.profile)
      let existing = ExportCatalog.join(folder, name)
      if case .success(let bytes) = TimelineFileReader.bytes(atPath: existing),
        let old = try? Timeline(canonicalTextBytes: bytes), old.canonicalText() == timeline.canonicalText()
      {
        continue
      }
      let header = BaselineFile(
        scenario: outcome.scenario, profile: outcome.profile, rulesVersion: stored.profileRulesVersion,
        acceptedBy: stored.acceptedBy, acceptedAt: stored.acceptedAt.timestamp, catalogVersion: stored.catalogVersion)
      files.append((name, Array(header.render(timeline).utf8)))
    }
    report.folder = DisplayPath.relative(folder)
    if !files.isEmpty {
      try writeBaselineFiles(files, into: folder)
      report.folderFiles = files.map(\.name)
    }
    // A pending file of an accepted result is decided: it goes.
    PendingFiles.remove(
      report.accepted.filter { checked.contains($0.scenario) }.map { ($0.scenario, $0.profile) }, inFolder: folder)
  }

  /// Writes a folder's accepted baseline files as one set (a kill leaves the old files or the
  /// new ones, once the next check of the folder recovers it), after the catalog accepted them.
  static func writeBaselineFiles(_ files: [(name: String, bytes: [UInt8])], into folder: String) throws(RunnerError) {
    do {
      try FileSetWrite.write(files, into: folder)
    } catch {
      throw .afterCommit(
        error,
        committed:
          "the catalog accepted \(files.count) baseline\(files.count == 1 ? "" : "s"), but the folder '\(folder)' still holds its old baseline files, which a check of the folder takes as the truth again; run 'catalog check \(folder) --accept' once the cause is fixed"
      )
    }
  }
}

/// What `accept` (or `check --accept`) accepted, and what it left alone and why.
package struct AcceptanceReport: Sendable {
  /// A scenario × profile pair left alone, and why.
  package struct Skipped: Hashable, Sendable, Encodable {
    package var scenario: String
    package var profile: String
    package var reason: String
    /// Whether the result fails and accepting cannot fix it (its profile can no longer replay
    /// the scenario): `accept` then exits 1, as `check` does.
    package var failing = false

    package var title: String { "\(scenario) @ \(profile)" }

    package init(scenario: String, profile: String, reason: String, failing: Bool = false) {
      self.scenario = scenario
      self.profile = profile
      self.reason = reason
      self.failing = failing
    }

    enum CodingKeys: String, CodingKey {
      case scenario, profile, reason
    }
  }

  package var accepted: [AcceptOutcome]
  package var skipped: [Skipped]
  /// The folder the last check checked, when it checked one: its baseline files were rewritten.
  package var folder: String?
  /// The baseline files rewritten in `folder`, by name.
  package var folderFiles: [String] = []
  /// Notes for standard error: how `--all` was read after a folder check.
  package var notes: [String] = []
  /// The pending files accepted into baseline files, when `accept` worked from them alone.
  package var pendingFiles: [PendingFiles.Accepted] = [] {
    didSet { fromPendingFiles = true }
  }
  /// Whether `accept` worked from pending files alone, without the catalog.
  package private(set) var fromPendingFiles = false

  package init(accepted: [AcceptOutcome], skipped: [Skipped], folder: String? = nil, folderFiles: [String] = []) {
    self.accepted = accepted
    self.skipped = skipped
    self.folder = folder
    self.folderFiles = folderFiles
  }
}
