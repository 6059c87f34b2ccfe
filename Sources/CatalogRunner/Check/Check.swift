import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog check`: replays scenarios, compares each timeline with its baseline by content hash,
/// diffs the ones that changed, groups identical changes, and records the verdicts. It never
/// changes a baseline (except that a checked folder's own baselines are imported).
public enum Check {
  public static func run(
    _ request: CheckRequest, location: CatalogLocation, progress: StoredReplay.Progress? = nil
  ) throws(RunnerError) -> CheckReport {
    let started = Date()
    if let folder = request.folder {
      return try checkFolder(folder, request: request, location: location, started: started, progress: progress)
    }
    guard FileManager.default.fileExists(atPath: location.path) else { throw .noCatalog(location.path) }
    var trace = PhaseTrace("check")
    let catalog = try location.openForWriting()
    trace.mark("open")
    let scenarios = try request.selection.resolve(in: catalog)
    trace.mark("read scenarios")
    let known = Set(EngineProfile.all.map(\.name))
    let stored: [StoredBaseline]
    do {
      stored = try catalog.currentBaselines()
    } catch {
      throw .fromStore(error, path: location.path)
    }
    // Obsolete baselines are found by comparing sets, without running anything: the scenario
    // was removed, or the profile is no longer one the engine has.
    let obsolete = stored.filter { $0.isObsolete(knownProfiles: known) }
    trace.mark("read baselines")
    let selected = Set(scenarios.map(\.name))
    let checksEverything = request.selection.names.isEmpty && request.selection.tag == nil
    var baselines: [Pair: BaselineInfo] = [:]
    for baseline in stored where known.contains(baseline.profile) && !baseline.isScenarioRemoved {
      baselines[Pair(baseline.scenario, baseline.profile)] = BaselineInfo(baseline)
    }
    let jobs = scenarios.map { scenario in
      StoredReplay.Job(scenario, profiles: profiles(for: scenario.name, request: request, baselines: baselines))
    }
    trace.mark("plan")
    let outcomes = StoredReplay.run(jobs, catalog: catalog, progress: progress)
    trace.mark("replay and hash")
    var items = judge(outcomes, baselines: baselines) { hash in try? catalog.timeline(hash: hash) }
    trace.mark("compare")
    for baseline in obsolete where checksEverything || selected.contains(baseline.scenario) {
      items.append(
        obsoleteItem(
          baseline.scenario, baseline.profile, known: known, scenarioRemoved: baseline.isScenarioRemoved,
          baseline: BaselineInfo(baseline)))
    }
    var report = makeReport(items, folder: nil, allowNew: request.allowNew, started: started)
    trace.mark("report")
    do {
      defer { trace.mark("record") }
      let recorded = try catalog.write("record the check") { transaction in
        try transaction.recordBatch(
          batchInput(report, commandLine: request.commandLine, started: started), runs: outcomes.map { $0.runInput() },
          checkResults: report.items.compactMap(resultInput))
      }
      attach(recorded, outcomes: outcomes, to: &report)
      try catalog.close()
    } catch {
      throw .fromStore(error, path: location.path)
    }
    return report
  }

  // MARK: - A fixture folder

  /// Checks a folder: its scenario files and their `*.timeline` baselines are the truth. They are
  /// imported (idempotently) in the same transaction that records the check.
  static func checkFolder(
    _ folder: String, request: CheckRequest, location: CatalogLocation, started: Date,
    progress: StoredReplay.Progress?
  ) throws(RunnerError) -> CheckReport {
    let snapshot = try FolderSnapshot.read(folder)
    var baselines: [Pair: BaselineInfo] = [:]
    for baseline in snapshot.baselines {
      baselines[Pair(baseline.scenario, baseline.profile.name)] = BaselineInfo(baseline)
    }
    var selected = snapshot.scenarios
    if !request.selection.names.isEmpty {
      let names = Set(request.selection.names)
      selected = selected.filter { names.contains($0.scenario.name) }
    }
    let jobs = selected.map { loaded in
      StoredReplay.Job(
        loaded.scenario, fileName: fileName(of: loaded.path),
        profiles: profiles(for: loaded.scenario.name, request: request, baselines: baselines))
    }
    let outcomes = StoredReplay.run(jobs, progress: progress)
    let timelines = Dictionary(
      snapshot.baselines.map { (TimelineDigest.sha256(of: $0.timeline), $0.timeline) }, uniquingKeysWith: { a, _ in a })
    var items = judge(outcomes, baselines: baselines) { timelines[$0] }
    let known = Set(EngineProfile.all.map(\.name))
    for invalid in snapshot.invalidScenarios {
      let name = fileName(of: invalid.path)
      let first = invalid.diagnostics.first
      items.append(
        CheckItem(
          scenario: stem(of: name), profile: "", outcome: .failed, fileName: name, baseline: nil, rulesVersion: 0,
          diff: nil, group: nil,
          message: "the scenario file is invalid: " + (first.map { "\($0.location): \($0.message)" } ?? "")
            + (invalid.diagnostics.count > 1 ? " (and \(invalid.diagnostics.count - 1) more)" : ""),
          runID: nil, location: first?.location))
    }
    for stray in snapshot.strayBaselines {
      switch stray.reason {
      case .unreadable(let error):
        items.append(
          CheckItem(
            scenario: stray.scenario, profile: stray.profile, outcome: .failed, fileName: stray.fileName, baseline: nil,
            rulesVersion: 0, diff: nil, group: nil, message: "the baseline file is unreadable: \(error)", runID: nil,
            location: error.location))
      case .noScenario:
        items.append(
          CheckItem(
            scenario: stray.scenario, profile: stray.profile, outcome: .obsolete, fileName: stray.fileName,
            baseline: nil, rulesVersion: 0, diff: nil, group: nil,
            message:
              "no scenario file in the folder declares '\(stray.scenario)'; delete '\(stray.fileName)' or restore the scenario",
            runID: nil))
      case .unknownProfile:
        var item = obsoleteItem(stray.scenario, stray.profile, known: known, scenarioRemoved: false, baseline: nil)
        item.fileName = stray.fileName
        items.append(item)
      }
    }
    var report = makeReport(items, folder: folder, allowNew: request.allowNew, started: started)
    let catalog = try location.openForWriting()
    let scenarioInputs = snapshot.scenarios.map(ScenarioInput.init)
    let baselineInputs = snapshot.baselines.map { baseline in
      BaselineInput(
        scenario: baseline.scenario, profile: baseline.profile.name,
        profileRulesVersion: baseline.header?.rulesVersion ?? baseline.profile.rulesVersion,
        timeline: .timeline(baseline.timeline), acceptedBy: baseline.header?.acceptedBy ?? "import",
        acceptedAt: baseline.header.flatMap { Date(timestamp: $0.acceptedAt) } ?? started,
        catalogVersion: baseline.header?.catalogVersion ?? CatalogVersion.current)
    }
    let imported = Set(snapshot.scenarios.map(\.scenario.name))
    do {
      let recorded = try catalog.write("import '\(folder)' and record the check") { transaction in
        _ = try transaction.importScenarios(scenarioInputs, baselines: baselineInputs)
        return try transaction.recordBatch(
          batchInput(report, commandLine: request.commandLine, started: started), runs: outcomes.map { $0.runInput() },
          checkResults: report.items.filter { imported.contains($0.scenario) && known.contains($0.profile) }
            .compactMap(resultInput))
      }
      attach(recorded, outcomes: outcomes, to: &report)
      try catalog.close()
    } catch {
      throw .fromStore(error, path: location.path)
    }
    return report
  }

  // MARK: - Judging

  /// A scenario and a profile, as a dictionary key.
  struct Pair: Hashable {
    var scenario: String
    var profile: String

    init(_ scenario: String, _ profile: String) {
      self.scenario = scenario
      self.profile = profile
    }
  }

  /// The profiles to check a scenario under: the ones asked for, else those with a baseline, else
  /// the newest.
  static func profiles(for scenario: String, request: CheckRequest, baselines: [Pair: BaselineInfo]) -> [EngineProfile]
  {
    if !request.profiles.isEmpty { return request.profiles }
    let withBaselines = EngineProfile.all.filter { baselines[Pair(scenario, $0.name)] != nil }
    return withBaselines.isEmpty ? [EngineProfile.newest] : withBaselines
  }

  /// Compares each replay with its baseline: by content hash first, and only a changed timeline
  /// is diffed against the baseline's events.
  static func judge(
    _ outcomes: [ReplayOutcome], baselines: [Pair: BaselineInfo], loadBaseline: (String) -> Timeline?
  ) -> [CheckItem] {
    var items: [CheckItem] = []
    for outcome in outcomes {
      let baseline = baselines[Pair(outcome.subject.name, outcome.profile.name)]
      var item = CheckItem(
        scenario: outcome.subject.name, profile: outcome.profile.name, outcome: .passed,
        fileName: outcome.subject.fileName, baseline: baseline, rulesVersion: outcome.profile.rulesVersion,
        diff: nil, group: nil, message: nil, runID: nil)
      switch outcome.status {
      case .unsupported(let problems):
        // Not applicable where nobody expected a timeline; a regression where a baseline exists.
        guard baseline != nil else { continue }
        item.outcome = .failed
        item.message =
          "\(outcome.profile.name) can no longer replay it: " + problems.map(\.message).joined(separator: "; ")
        item.location = problems.first?.location
      case .invalid(let error):
        item.outcome = .failed
        item.message = "the stored scenario is invalid: \(error.text)"
      case .ok, .exception:
        guard let baseline else {
          item.outcome = .new
          item.message =
            "no baseline under \(outcome.profile.name) yet; 'catalog accept \(outcome.subject.name) --profile \(outcome.profile.name)' makes this run the baseline"
          break
        }
        guard outcome.timelineHash != baseline.timelineHash else { break }
        guard let old = baseline.timeline ?? loadBaseline(baseline.timelineHash), let new = outcome.timeline else {
          item.outcome = .failed
          item.message = "the baseline's timeline \(baseline.timelineHash.prefix(12)) cannot be read"
          break
        }
        let diff = TimelineDiff.compute(old, new)
        item.outcome = .changed
        item.diff = diff
        item.message = diff.summary.description
      }
      items.append(item)
    }
    return items
  }

  static func obsoleteItem(
    _ scenario: String, _ profile: String, known: Set<String>, scenarioRemoved: Bool, baseline: BaselineInfo?
  ) -> CheckItem {
    let reason =
      !known.contains(profile)
      ? "profile '\(profile)' no longer exists (known: \(EngineProfile.all.map(\.name).joined(separator: ", ")))"
      : scenarioRemoved ? "the scenario was removed from the catalog" : "the scenario no longer exists"
    return CheckItem(
      scenario: scenario, profile: profile, outcome: .obsolete, fileName: nil, baseline: baseline, rulesVersion: 0,
      diff: nil, group: nil, message: reason + "; 'catalog baselines --prune' removes it", runID: nil)
  }

  /// Sorts the items and groups the changed ones by change signature.
  static func makeReport(_ items: [CheckItem], folder: String?, allowNew: Bool, started: Date) -> CheckReport {
    var sorted = items.sorted {
      ($0.scenario, $0.profileOrder, $0.profile) < ($1.scenario, $1.profileOrder, $1.profile)
    }
    var groups: [ChangeGroup] = []
    var groupOf: [String: Int] = [:]
    for index in sorted.indices {
      guard let diff = sorted[index].diff else { continue }
      let signature = ChangeSignature(diff)
      if let number = groupOf[signature.id] {
        groups[number - 1].items.append(index)
        sorted[index].group = number
      } else {
        groups.append(ChangeGroup(number: groups.count + 1, signature: signature, items: [index]))
        groupOf[signature.id] = groups.count
        sorted[index].group = groups.count
      }
    }
    return CheckReport(
      items: sorted, groups: groups, batchID: nil, folder: folder, allowNew: allowNew,
      seconds: Date().timeIntervalSince(started))
  }

  static func batchInput(_ report: CheckReport, commandLine: [String], started: Date) -> BatchInput {
    let parts = CheckOutcome.allCases.compactMap { outcome -> String? in
      let count = report.count(outcome)
      return count == 0 ? nil : "\(count) \(outcome.rawValue)"
    }
    return BatchInput(
      kind: .check, commandLine: commandLine, catalogVersion: CatalogVersion.current, startedAt: started,
      finishedAt: Date(), summary: parts.isEmpty ? "nothing to check" : parts.joined(separator: ", "))
  }

  static func resultInput(_ item: CheckItem) -> CheckResultInput? {
    guard !item.profile.isEmpty else { return nil }
    return CheckResultInput(
      scenario: item.scenario, profile: item.profile, outcome: item.outcome, changeGroup: item.group,
      changeSignature: item.diff.map { ChangeSignature($0).id }, message: item.message)
  }

  /// Puts the recorded batch and run ids into the report.
  static func attach(_ recorded: RecordedBatch, outcomes: [ReplayOutcome], to report: inout CheckReport) {
    report.batchID = recorded.batchID
    var runs: [Pair: RunID] = [:]
    for (outcome, runID) in zip(outcomes, recorded.runIDs) {
      runs[Pair(outcome.subject.name, outcome.profile.name)] = runID
    }
    for index in report.items.indices {
      report.items[index].runID = runs[Pair(report.items[index].scenario, report.items[index].profile)]
    }
  }

  static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func stem(of fileName: String) -> String {
    fileName.split(separator: ".").first.map(String.init) ?? fileName
  }
}

/// What a check needs of a baseline, from the store or from a folder's baseline file.
public struct BaselineInfo: Sendable {
  public var timelineHash: String
  public var acceptedBy: String
  public var acceptedAt: String
  public var catalogVersion: String
  public var profileRulesVersion: Int
  /// The timeline itself when it is at hand (a folder's file); the store's is loaded on demand.
  public var timeline: Timeline?

  init(_ stored: StoredBaseline) {
    timelineHash = stored.timelineHash
    acceptedBy = stored.acceptedBy
    acceptedAt = stored.acceptedAt.timestamp
    catalogVersion = stored.catalogVersion
    profileRulesVersion = stored.profileRulesVersion
    timeline = nil
  }

  init(_ file: FolderSnapshot.Baseline) {
    timelineHash = TimelineDigest.sha256(of: file.timeline)
    acceptedBy = file.header?.acceptedBy ?? "import"
    acceptedAt = file.header?.acceptedAt ?? ""
    catalogVersion = file.header?.catalogVersion ?? "unknown"
    profileRulesVersion = file.header?.rulesVersion ?? file.profile.rulesVersion
    timeline = file.timeline
  }
}

extension CheckItem {
  /// Profiles sort oldest era first, as `catalog profiles` lists them.
  var profileOrder: Int { EngineProfile.all.firstIndex { $0.name == profile } ?? Int.max }
}
