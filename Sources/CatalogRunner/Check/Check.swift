import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog check`: replays scenarios, compares each timeline with its baseline by content hash,
/// diffs the ones that changed, groups identical changes, and records the verdicts. It never
/// changes a baseline (except that a checked folder's own baselines are imported).
package enum Check {
  /// `request` checked with the catalog at `location` (`CheckRequest.run(at:)`).
  static func run(_ request: CheckRequest, location: CatalogLocation) throws(RunnerError) -> CheckReport {
    let progress = request.progress
    let started = Date()
    if let folder = request.folder {
      return try checkFolder(
        folder, request: request, location: request.catalogLocation(location), started: started, progress: progress)
    }
    return try StoreCheck(request: request, locationPath: location.path, started: started, progress: progress)
      .run(at: location)
  }

  /// `catalog check` of the stored catalog: the catalog it checks must exist, and is closed with
  /// an error when closing fails (the check's record must be in the file).
  struct StoreCheck: CatalogOperation {
    var request: CheckRequest
    /// The catalog as the user named it, for messages.
    var locationPath: String
    var started: Date
    var progress: StoredReplay.Progress?
    /// The phases' trace (`CATALOG_TRACE=1`), started with the value, before the catalog is
    /// opened.
    var trace = PhaseTrace("check")

    var access: CatalogAccess { .write }
    var closeFailureIsError: Bool { true }

    func perform(in catalog: CatalogDatabase) throws -> CheckReport {
      var trace = trace
      trace.mark("open")
      return try Check.checkStore(
        request, in: catalog, locationPath: locationPath, started: started, progress: progress, trace: &trace)
    }
  }

  /// The check of the stored catalog, open in `catalog`.
  static func checkStore(
    _ request: CheckRequest, in catalog: CatalogDatabase, locationPath: String, started: Date,
    progress: StoredReplay.Progress?, trace: inout PhaseTrace
  ) throws -> CheckReport {
    // Scenario files edited since 'catalog add' are added again (or fail, when no longer valid)
    // before anything is read: a check of the stale revisions would pass what the files no
    // longer say.
    let edited = try addEditedFiles(request, in: catalog)
    trace.mark("add edited files")
    // The scenarios without their compiled forms (those are read a chunk at a time below, so
    // that a large check never holds every scenario and every timeline at once), the baselines
    // and the latest runs: three reads, side by side.
    let reads = ConcurrentReads(
      { try request.selection.resolve(in: catalog, withForms: false) },
      // Each made a `Baseline` as it is read: a check of 100,000 on SQLite holds no row of them.
      {
        try catalog.currentBaselines {
          (baseline: Baseline($0), scenarioID: $0.scenarioID, isScenarioRemoved: $0.isScenarioRemoved)
        }
      },
      { try catalog.latestRuns(catalogVersion: CatalogVersion.current) })
    var scenarios = try reads.first()
    trace.mark("read scenarios, baselines and latest runs")
    // The names of the scenarios read, made only for an obsolete baseline (most checks have
    // none): a set of 100,000 names costs a hash of each and megabytes.
    var selectedNames: Set<String>?
    func isSelected(_ name: String) -> Bool {
      if selectedNames == nil { selectedNames = Set(scenarios.map(\.name)) }
      return selectedNames?.contains(name) == true
    }
    let checksEverything = request.selection.names.isEmpty && request.selection.tag == nil
    let read = try reads.second()
    // The current baselines of profiles the engine has, with their scenario's id and their
    // profile's place in `EngineProfile.all`: put in slots once the list of scenarios is final.
    var current: [(baseline: Baseline, scenarioID: ScenarioID, profile: Int)] = []
    current.reserveCapacity(read.count)
    var obsolete: [CheckItem] = []
    var removedMeanwhile: Set<String> = []
    for (baseline, scenarioID, isScenarioRemoved) in consume read {
      // Obsolete baselines are found by comparing sets, without running anything: the scenario
      // was removed, or the profile is no longer one the engine has.
      guard !isScenarioRemoved, let profile = baseline.profile.profile else {
        if checksEverything || isSelected(baseline.scenario) {
          obsolete.append(obsoleteItem(baseline, scenarioRemoved: isScenarioRemoved))
        }
        // `catalog rm` ran between reading the scenarios and reading the baselines: the
        // scenario is reported as removed, and not also replayed.
        if isScenarioRemoved, isSelected(baseline.scenario) { removedMeanwhile.insert(baseline.scenario) }
        continue
      }
      current.append((baseline, scenarioID, profile.eraIndex))
    }
    selectedNames = nil
    if !removedMeanwhile.isEmpty { scenarios.removeAll { removedMeanwhile.contains($0.name) } }
    // A check that compares nothing does not pass (a CI job pointed at an empty catalog).
    if scenarios.isEmpty && obsolete.isEmpty && edited.failed.isEmpty && removedMeanwhile.isEmpty {
      throw RunnerError.invalidInput(
        "the check of the catalog '\(VisibleText.escaped(locationPath))' compared nothing: it holds no scenario"
          + (request.selection.tag.map { " tagged '\($0)'" } ?? "")
          + "; 'catalog add FILE|DIR' stores scenarios, or 'catalog check DIR' checks a folder of them")
    }
    if let shard = request.shard {
      let mine = shard.select(scenarios.map(\.name) + obsolete.map(\.scenario))
      scenarios.removeAll { !mine.contains($0.name) }
      obsolete.removeAll { !mine.contains($0.scenario) }
    }
    // What each scenario is compared with, in slots by its place in the list and the profile's in
    // `EngineProfile.all` (`place * profileCount + profile`): the baselines, and the latest runs a
    // result may stand on. Planning then looks nothing up by key.
    let profileCount = EngineProfile.all.count
    var place: [ScenarioID: Int] = [:]
    place.reserveCapacity(scenarios.count)
    for index in scenarios.indices { place[scenarios[index].scenarioID] = index }
    var baselines = [Baseline?](repeating: nil, count: scenarios.count * profileCount)
    for entry in consume current {
      guard let index = place[entry.scenarioID], entry.profile < profileCount else { continue }
      baselines[index * profileCount + entry.profile] = entry.baseline
    }
    let latestRuns = try reads.third()
    var latest = [StandingRun?](repeating: nil, count: scenarios.count * profileCount)
    for run in consume latestRuns {
      guard let profile = EngineProfile.named(run.profile), profile.rulesVersion == run.profileRulesVersion,
        let index = place[run.scenarioID], case let slot = profile.eraIndex, slot < profileCount
      else { continue }
      latest[index * profileCount + slot] = StandingRun(run)
    }
    place = [:]
    // The profiles a scenario may be checked under, each once: the ones asked for, or (none
    // asked for) those with a baseline, else the newest, as a folder's check chooses them
    // (`profiles(for:request:baselines:…)`). A scenario's profiles, and those it is replayed
    // under, are a choice among these, kept as a mask of their places here: at most one per
    // profile the engine has, far fewer than a mask's 64.
    var candidates: [EngineProfile] = []
    for profile in request.profiles.isEmpty ? EngineProfile.all : request.profiles
    where !candidates.contains(where: { $0.name == profile.name }) {
      candidates.append(profile)
    }
    precondition(candidates.count <= 64, "a check's profiles fit a mask of 64")
    let candidateSlots = candidates.map(\.eraIndex)
    // Chosen only when no profile was asked for, so that the candidates are every profile.
    let newest = candidates.firstIndex { $0 === EngineProfile.newest } ?? candidates.count - 1

    // Reused results need no replay; the others are replayed a chunk of scenarios at a time.
    var items: [CheckItem] = []
    var runs: [RunInput] = []
    var withEvents: Set<String> = []
    var planned: [PlannedReplay] = []
    // For each profile of each planned replay, in order: what it is compared with.
    var comparisons: [PlannedReplay.Comparison] = []
    // The distinct lists of profiles the planned replays name (most checks have one).
    var profileLists: [[EngineProfile]] = []
    var profileListIndex: [UInt64: Int32] = [:]
    // Every result this check reports, counted ahead so that `items` grows once: a large check
    // would otherwise hold its old and new buffers at once as it doubles.
    var expectedItems = obsolete.count + edited.failed.count
    for (index, scenario) in scenarios.enumerated() {
      let slots = index * profileCount
      var chosen: UInt64 = 0
      for candidate in candidates.indices {
        let slot = candidateSlots[candidate]
        if !request.profiles.isEmpty || (slot < profileCount && baselines[slots + slot] != nil) {
          chosen |= 1 << candidate
        }
      }
      if chosen == 0 { chosen = 1 << newest }
      var replayed: UInt64 = 0
      let firstComparison = Int32(comparisons.count)
      for candidate in candidates.indices where chosen & (1 << candidate) != 0 {
        let profile = candidates[candidate]
        let slot = candidateSlots[candidate] < profileCount ? slots + candidateSlots[candidate] : nil
        let baseline = slot.flatMap { baselines[$0] }
        var standing: RunID?
        if let baseline, let slot, let run = latest[slot], run.revisionID == scenario.revisionID,
          run.timelineID == baseline.timelineID
        {
          standing = run.runID
        }
        // A scenario with `expect:` facts is replayed: a run records no verdict on its facts.
        guard request.reuse, scenario.factCount == 0, let runID = standing, let baseline else {
          replayed |= 1 << candidate
          comparisons.append(PlannedReplay.Comparison(baseline: baseline, standingRun: standing))
          continue
        }
        var item = CheckItem(
          scenario: scenario.name, profile: .known(profile), outcome: .passed, fileName: scenario.fileName,
          baseline: baseline, rulesVersion: profile.rulesVersion, runID: runID, reused: true)
        item.scenarioID = scenario.scenarioID
        items.append(item)
      }
      guard replayed != 0 else { continue }
      expectedItems += replayed.nonzeroBitCount
      let list: Int32
      if let known = profileListIndex[replayed] {
        list = known
      } else {
        list = Int32(profileLists.count)
        profileLists.append(candidates.indices.filter { replayed & (1 << $0) != 0 }.map { candidates[$0] })
        profileListIndex[replayed] = list
      }
      planned.append(PlannedReplay(scenario: Int32(index), profiles: list, firstComparison: firstComparison))
    }
    expectedItems += items.count
    items.reserveCapacity(expectedItems)
    // Each result now holds its baseline, and each planned replay what it is compared with.
    latest = []
    baselines = []
    trace.mark("plan")
    let total = scenarios.count
    var finished = total - planned.count
    if finished > 0 { progress?(finished, total) }
    // A chunk is replayed on the worker threads while this thread reads the next chunk's
    // compiled forms and judges and records the previous chunk's outcomes.
    func judgeAndKeep(_ outcomes: [ReplayOutcome], _ chunk: ReplayChunk) {
      // The replay gives one outcome per job and profile, in order: the chunk's comparisons'.
      precondition(outcomes.count == chunk.comparisons.count, "a replay's outcomes are its comparisons'")
      // The run each outcome stands on, if any (below).
      var standing = [RunID?](repeating: nil, count: outcomes.count)
      for index in outcomes.indices {
        let comparison = chunk.comparisons[index]
        // A replay that gave the baseline's timeline (of which the worker kept only the length),
        // as the latest run of the same revision did, is recorded by pointing at that run: a
        // check of unchanged scenarios adds no run rows.
        if let runID = comparison.standingRun, outcomes[index].matchedBaselineEventCount != nil {
          standing[index] = runID
          continue
        }
        var run = outcomes[index].runInput()
        // One copy of each timeline travels to the store: the baseline's is stored already (the
        // worker compared each timeline with its baseline: a kept one differs from it), and a
        // timeline another run of this check gave is stored with that run.
        if let eventCount = outcomes[index].matchedBaselineEventCount, let baseline = comparison.baseline {
          run.storedTimeline = StoredTimelineReference(digest: baseline.digest, eventCount: eventCount)
        } else if let timeline = outcomes[index].timeline, !withEvents.insert(timeline.digest).inserted {
          run.timeline = nil
          run.storedTimeline = StoredTimelineReference(digest: timeline.digest, eventCount: timeline.timeline.count)
        }
        runs.append(run)
      }
      // A result that stands on an earlier run carries it, as a reused one does. Only a changed
      // result keeps its timelines (in its diff): a passed one's is its baseline's, and a new
      // one's is stored with its run (accepting it reads the run).
      items += judge(
        outcomes, baselineAt: { chunk.comparisons[$0].baseline }, runAt: { standing[$0] },
        keepsTimelines: false, ignoreTime: request.ignoreTime, kinds: request.kinds, strict: request.strict,
        loadBaseline: { hash in try? catalog.timeline(hash: hash) })
    }
    // A chunk's jobs, made as it is read, with what they are compared with.
    func chunk(_ range: Range<Int>) -> ReplayChunk {
      var chunk = ReplayChunk()
      chunk.jobs = planned[range].map { plan in
        let profiles = profileLists[Int(plan.profiles)]
        let first = Int(plan.firstComparison)
        let planned = comparisons[first..<first + profiles.count]
        chunk.comparisons += planned
        var job = StoredReplay.Job(scenarios[Int(plan.scenario)], profiles: profiles)
        job.baselines = planned.map(\.baseline)
        return job
      }
      return chunk
    }
    let chunks = stride(from: 0, to: planned.count, by: Self.chunkSize).map {
      $0..<min($0 + Self.chunkSize, planned.count)
    }
    var ready = chunks.first.map(chunk) ?? ReplayChunk()
    if !chunks.isEmpty { try readForms(of: &ready.jobs, in: catalog) }
    var previous: (outcomes: [ReplayOutcome], chunk: ReplayChunk)?
    for index in chunks.indices {
      let current = ready
      var chunkProgress: StoredReplay.Progress?
      if let progress {
        let base = finished
        chunkProgress = { done, _ in progress(base + done, total) }
      }
      let replaying = ReplayInBackground(current.jobs, catalog: catalog, progress: chunkProgress)
      if index + 1 < chunks.count {
        ready = chunk(chunks[index + 1])
        try readForms(of: &ready.jobs, in: catalog)
      }
      if let previous { judgeAndKeep(previous.outcomes, previous.chunk) }
      // Judging needs what the chunk is compared with, not its scenarios' forms.
      var judged = current
      judged.jobs = []
      previous = (replaying.outcomes(), judged)
      finished += current.jobs.count
    }
    if let previous { judgeAndKeep(previous.outcomes, previous.chunk) }
    trace.mark("replay, hash and compare")
    // What only planning and judging needed goes before the report and the batch are built, so
    // that they reuse its memory rather than add to the peak.
    planned = []
    comparisons = []
    scenarios = []
    var all = items
    items = []
    all += obsolete
    all += edited.failed
    var report = makeReport(consume all, folder: nil, allowNew: request.allowNew, started: started)
    report.shard = request.shard
    report.readded = edited.readded
    trace.mark("report")
    let recorded = try catalog.write("record the check") { transaction in
      let recorded = try transaction.recordBatch(
        batchInput(report, commandLine: request.commandLine, started: started), runs: runs,
        checkResults: report.items.compactMap { item in
          resultInput(item).map { input in
            var input = input
            input.reusedRun = item.runID
            // The ids read with the check, so that recording looks nothing up again.
            if let scenario = item.scenarioID, item.outcome != .obsolete {
              var baseline: BaselineID?
              if case .store(let id, _)? = item.baseline?.source { baseline = id }
              input.known = CheckResultInput.Known(scenario: scenario, baseline: baseline)
            }
            return input
          }
        })
      trace.mark("record")
      // Retention (README "Retention"): what earlier checks left unneeded goes in the same
      // transaction, so a catalog checked many times a day stays the same size. Every check
      // rather than every Nth: the cost is the same on average (about 50 ms per 10,000
      // results), without a slow check now and then.
      _ = try transaction.collectGarbage()
      trace.mark("collect garbage")
      return recorded
    }
    trace.mark("commit")
    attach(recorded, runs: runs, to: &report)
    return report
  }

  // MARK: - Edited scenario files

  /// What `addEditedFiles` found: the scenarios added again, and the edited files that no longer
  /// read as their scenario (each a failed result naming the file).
  struct EditedFiles {
    /// `'x.yaml' changed since 'catalog add': added again as revision 3 of 'alpha'`.
    var readded: [String] = []
    var failed: [CheckItem] = []
  }

  /// Compares the file each selected stored scenario was last added from (its path and digest,
  /// `StoredScenarioFile`) with what it holds now, and adds the edited ones again, in one transaction,
  /// saying so. An edited file that is no longer a valid scenario, or now declares another name,
  /// is a failed result naming the file; a file that is gone is left alone (the stored revision
  /// stands). Scenarios added without a file are never looked for.
  static func addEditedFiles(_ request: CheckRequest, in catalog: CatalogDatabase) throws -> EditedFiles {
    var sources = try catalog.scenarioSources()
    guard !sources.isEmpty else { return EditedFiles() }
    if !request.selection.names.isEmpty || request.selection.tag != nil {
      let selected = Set(try request.selection.resolve(in: catalog, withForms: false).map(\.name))
      sources.removeAll { !selected.contains($0.name) }
    }
    var result = EditedFiles()
    var inputs: [ScenarioInput] = []
    for source in sources where FileKind.of(source.path) == .regular {
      guard case .success(let bytes) = TimelineFileReader.bytes(atPath: source.path) else { continue }
      var text = String(decoding: bytes, as: UTF8.self)
      if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
      guard ContentHash.sha256(text) != source.digest else { continue }
      let shown = DisplayPath.relative(source.path)
      do {
        let loaded = try ScenarioFile.load(contentsOf: source.path)
        guard loaded.scenario.name == source.name else {
          result.failed.append(
            CheckItem(
              scenario: source.name, profile: nil, outcome: .failed, fileName: shown, baseline: nil, rulesVersion: 0,
              message:
                "'\(shown)' changed since 'catalog add' and now declares scenario '\(loaded.scenario.name)', not "
                + "'\(source.name)': 'catalog add \(shown)' stores it under its new name ('catalog rm \(source.name)' "
                + "removes the old one)"))
          continue
        }
        var input = ScenarioInput(loaded)
        input.sourcePath = source.path
        inputs.append(input)
      } catch {
        let first = error.diagnostics.first
        result.failed.append(
          CheckItem(
            scenario: source.name, profile: nil, outcome: .failed, fileName: shown, baseline: nil, rulesVersion: 0,
            message: "'\(shown)' changed since 'catalog add' and is no longer a valid scenario: "
              + (first.map { "\($0.location): \($0.message)" } ?? error.description)
              + (error.diagnostics.count > 1 ? " (and \(error.diagnostics.count - 1) more)" : "")
              + "; the stored revision was checked instead",
            location: first?.location))
      }
    }
    guard !inputs.isEmpty else { return result }
    let outcomes = try catalog.addScenarios(inputs)
    for (input, outcome) in zip(inputs, outcomes) where outcome.addedRevision {
      result.readded.append(
        "'\(DisplayPath.relative(input.sourcePath ?? input.fileName))' changed since 'catalog add': added again as "
          + "revision \(outcome.revision) of '\(input.name)'")
    }
    return result
  }

  /// How many scenarios a check replays at a time: their compiled forms are read together; a
  /// timeline equal to its baseline's is let go as it is hashed (`StoredReplay.Job.baselines`), and
  /// the others once the chunk is judged.
  static let chunkSize = 512

  /// The compiled forms (or sources) of the stored scenarios of `jobs`, read in one query.
  static func readForms(of jobs: inout [StoredReplay.Job], in catalog: CatalogDatabase) throws {
    var scenarios = jobs.compactMap { job -> ReplayableScenario? in
      guard case .stored(let scenario) = job.source else { return nil }
      return scenario
    }
    try catalog.readForms(of: &scenarios, compiledPrefix: CompiledScenario.header)
    var next = scenarios.makeIterator()
    for index in jobs.indices {
      guard case .stored = jobs[index].source, let scenario = next.next() else { continue }
      jobs[index].source = .stored(scenario)
    }
  }

  // MARK: - A fixture folder

  /// Checks a folder: its scenario files and their `*.timeline` baselines are the truth. They are
  /// imported (idempotently) in the same transaction that records the check.
  static func checkFolder(
    _ folder: String, request: CheckRequest, location: CatalogLocation, started: Date,
    progress: StoredReplay.Progress?
  ) throws(RunnerError) -> CheckReport {
    // A `check --accept` killed while it rewrote the folder's baseline files left a journal or
    // temporary files: finish (or discard) that first, so the folder holds one whole set.
    try FileSetWrite.recover(folder)
    let configuration = try FolderConfiguration.of(folder)
    var notes: [String] = []
    let request = try configured(request, folder: folder, configuration: configuration, notes: &notes)
    let snapshot = try FolderSnapshot.read(
      folder, include: configuration?.include, exclude: configuration?.exclude ?? [])
    if snapshot.scenarios.isEmpty && snapshot.invalidScenarios.isEmpty && snapshot.strayBaselines.isEmpty {
      throw .invalidInput(nothingToCheck(in: folder, snapshot: snapshot, configured: configuration != nil))
    }
    var baselines: [Pair: Baseline] = [:]
    for baseline in snapshot.baselines {
      baselines[Pair(baseline.scenario, baseline.profile.name)] = baseline
    }
    // A baseline file that cannot be used for its scenario (it does not read, or it lies in
    // another folder than its scenario file) is the one result of its scenario and profile.
    let unreadable = Set(
      snapshot.strayBaselines.compactMap { stray -> Pair? in
        switch stray.reason {
        case .unreadable, .elsewhere: return Pair(stray.scenario, stray.profile)
        case .noScenario, .unknownProfile: return nil
        }
      })
    var selected = snapshot.scenarios
    if !request.selection.names.isEmpty {
      let names = Set(request.selection.names)
      selected = selected.filter { names.contains($0.scenario.name) }
    }
    // A shard's share: by the names the unsharded check would report on.
    let mine = request.shard.map { shard in
      shard.select(
        selected.map(\.scenario.name) + snapshot.invalidScenarios.map { stem(of: fileName(of: $0.path)) }
          + snapshot.strayBaselines.map(\.scenario))
    }
    if let mine { selected = selected.filter { mine.contains($0.scenario.name) } }
    let jobs = selected.map { loaded in
      StoredReplay.Job(
        loaded.scenario, fileName: snapshot.relativePaths[loaded.scenario.name] ?? fileName(of: loaded.path),
        profiles: profiles(
          for: loaded.scenario.name, request: request, baselines: baselines, unreadable: unreadable,
          whenNew: EngineProfile.all))
    }
    let outcomes = StoredReplay.run(jobs, progress: progress)
    // A folder's baselines are at hand: nothing to load.
    var items = judge(
      outcomes, baselines: baselines, ignoreTime: request.ignoreTime, kinds: request.kinds, strict: request.strict,
      folder: folder
    ) { _ in nil }
    for invalid in snapshot.invalidScenarios where mine?.contains(stem(of: fileName(of: invalid.path))) ?? true {
      let name = relative(invalid.path, to: folder)
      let first = invalid.diagnostics.first
      items.append(
        CheckItem(
          scenario: stem(of: fileName(of: name)), profile: nil, outcome: .failed, fileName: name, baseline: nil,
          rulesVersion: 0,
          message: "the scenario file is invalid: " + (first.map { "\($0.location): \($0.message)" } ?? "")
            + (invalid.diagnostics.count > 1 ? " (and \(invalid.diagnostics.count - 1) more)" : ""),
          location: first?.location))
    }
    // An unreadable baseline file is the one result for its scenario and profile: it fails, and
    // the replay is not also reported as new.
    items.removeAll { item in item.profile.map { unreadable.contains(Pair(item.scenario, $0.name)) } ?? false }
    for stray in snapshot.strayBaselines where mine?.contains(stray.scenario) ?? true {
      var item = CheckItem(
        scenario: stray.scenario, profile: ProfileReference(name: stray.profile), outcome: .obsolete,
        fileName: stray.fileName, baseline: nil, rulesVersion: 0)
      switch stray.reason {
      case .unreadable(let error):
        item.outcome = .failed
        item.message = "the baseline file is unreadable: \(error)"
        item.location = error.location
      case .noScenario:
        item.message =
          "no scenario file beside it declares '\(stray.scenario)'; 'catalog baselines \(VisibleText.escaped(folder)) --prune' deletes '\(stray.fileName)', or restore the scenario"
      case .elsewhere(let scenarioPath):
        item.outcome = .failed
        let home =
          scenarioPath.contains("/")
          ? String(scenarioPath[..<(scenarioPath.lastIndex(of: "/") ?? scenarioPath.endIndex)]) : "."
        item.message =
          "'\(stray.scenario)' is declared by '\(scenarioPath)', and a baseline file lives beside its scenario file: move '\(stray.fileName)' into '\(home)'"
      case .unknownProfile:
        item.message = obsoleteReason(profile: item.profile, scenarioRemoved: false)
      }
      items.append(item)
    }
    if items.isEmpty && request.shard == nil {
      throw .invalidInput(
        nothingToCheck(in: folder, snapshot: snapshot, configured: configuration != nil, request: request))
    }
    var report = makeReport(items, folder: folder, allowNew: request.allowNew, started: started)
    report.shard = request.shard
    report.notes = notes
    if !location.exists { report.createdCatalog = location.path }
    report.catalogInCache = location.isFolderCache
    if location.isFolderCache { try location.createCacheFolder() }
    let recorded = try FolderRecording(
      folder: folder, report: report, outcomes: outcomes, snapshot: snapshot, commandLine: request.commandLine,
      started: started
    ).run(at: location)
    attach(recorded, runs: outcomes.map { $0.runInput() }, to: &report)
    if request.pendingFiles.writes() {
      PendingFiles.write(&report, snapshot: snapshot, checkedAt: started)
    }
    return report
  }

  // MARK: - Folder configuration

  /// Recording a folder's check: the folder's scenarios and baselines imported, and the check's
  /// batch, runs and results, in one transaction of the (folder's) catalog, created when missing.
  struct FolderRecording: CatalogOperation {
    var folder: String
    var report: CheckReport
    var outcomes: [ReplayOutcome]
    var snapshot: FolderSnapshot
    var commandLine: [String]
    var started: Date

    var access: CatalogAccess { .create }
    var closeFailureIsError: Bool { true }

    func perform(in catalog: CatalogDatabase) throws -> RecordedBatch {
      let scenarioInputs = snapshot.scenarios.map(ScenarioInput.init)
      let baselineInputs = snapshot.baselines.map { $0.input(acceptedBy: "import", now: started) }
      let imported = Set(snapshot.scenarios.map(\.scenario.name))
      return try catalog.write("import '\(folder)' and record the check") { transaction in
        _ = try transaction.importScenarios(scenarioInputs, baselines: baselineInputs)
        let recorded = try transaction.recordBatch(
          Check.batchInput(report, commandLine: commandLine, started: started),
          runs: outcomes.map { $0.runInput() },
          checkResults: Check.oncePerPair(
            report.items.filter { imported.contains($0.scenario) && $0.profile?.profile != nil }
          ).compactMap(Check.resultInput))
        _ = try transaction.collectGarbage()
        return recorded
      }
    }
  }

  /// `request` with the defaults of the folder's `catalog.yaml` (Docs/folder-configuration.md):
  /// its profiles and `kinds` when the command line names none, and its `ignoreTime`, `allowNew`
  /// and `strict` unless the command line already turned them on. A profile given as an iOS
  /// version adds a note saying which profile it chose.
  ///
  /// - Throws: `RunnerError.invalidInput` with the file's problems, each at its line and column.
  static func configured(
    _ request: CheckRequest, folder: String, configuration: FolderConfiguration?, notes: inout [String]
  ) throws(RunnerError) -> CheckRequest {
    guard let configuration else { return request }
    let path = ExportCatalog.join(folder, FolderConfiguration.fileName)
    var request = request
    if request.profiles.isEmpty, let names = configuration.profiles {
      if names == ["all"] {
        request.profiles = EngineProfile.all
      } else {
        var problems: [ScenarioDiagnostic] = []
        var chosen: Set<String> = []
        for (name, location) in zip(names, configuration.profileLocations) {
          do {
            let choice = try ProfileChoice(parsing: name)
            chosen.insert(choice.profile.name)
            if let note = choice.note { notes.append("\(path):\(location): note: \(note)") }
          } catch {
            problems.append(ScenarioDiagnostic(location, "in 'profiles': " + error.description))
          }
        }
        if !problems.isEmpty { throw .invalidInput(ScenarioFileError(path: path, diagnostics: problems).description) }
        request.profiles = EngineProfile.all.filter { chosen.contains($0.name) }
      }
    }
    request.ignoreTime = request.ignoreTime || (configuration.ignoreTime ?? false)
    if request.kinds == nil { request.kinds = configuration.kinds }
    request.allowNew = request.allowNew || (configuration.allowNew ?? false)
    request.strict = request.strict || (configuration.strict ?? false)
    return request
  }

  /// Why a check of `folder` compared nothing: no scenario file in it or its subfolders, none
  /// that `catalog.yaml` selects, none named, or none that a profile asked for can replay.
  static func nothingToCheck(
    in folder: String, snapshot: FolderSnapshot, configured: Bool, request: CheckRequest? = nil
  ) -> String {
    let shown = VisibleText.escaped(folder)
    var out = "the check of '\(shown)' compared nothing, which would pass a CI job pointed at the wrong folder: "
    if snapshot.scenarios.isEmpty && snapshot.invalidScenarios.isEmpty {
      out +=
        "no scenario file (.yaml, .yml, .json) in '\(shown)' or its subfolders"
        + " (hidden folders and .build are skipped)"
      if snapshot.leftOut > 0 {
        out +=
          "; '\(ExportCatalog.join(shown, FolderConfiguration.fileName))' leaves out all \(snapshot.leftOut) with its 'include' and 'exclude'"
      }
      return out + "; name the folder that holds the scenarios, such as 'catalog check ui/flows'"
    }
    if let request, !request.selection.names.isEmpty {
      return out + "no scenario of the folder is named "
        + request.selection.names.map { "'\($0)'" }.joined(separator: ", ")
    }
    let profiles = request?.profiles.map(\.name).joined(separator: ", ") ?? ""
    return out
      + "\(Counted.phrase(snapshot.scenarios.count, "scenario")) found, but none can be replayed under \(profiles.isEmpty ? "the profiles asked for" : profiles)"
      + (configured
        ? " (the profiles of '\(ExportCatalog.join(shown, FolderConfiguration.fileName))' or '--profile')" : "")
  }

  /// `path` relative to `folder`, when it lies inside it.
  static func relative(_ path: String, to folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : fileName(of: path)
  }

  // MARK: - Judging

  /// A scenario and a profile, by name, as a dictionary key.
  typealias Pair = ScenarioProfileKey

  /// The profiles to check a folder's scenario under: the ones asked for, else those with a
  /// baseline, else (a new scenario) `whenNew`, every profile: a new file's baselines are written
  /// under each profile that can replay it (one that lacks a feature the scenario uses skips it).
  /// A stored check plans the same choice in `checkStore`, with the newest profile for a new
  /// scenario, like `run`.
  ///
  /// `unreadable` holds the baseline files that exist but could not be read: their profiles
  /// count as having a baseline (the result fails), so the scenario is not also new elsewhere.
  static func profiles(
    for scenario: String, request: CheckRequest, baselines: [Pair: Baseline], unreadable: Set<Pair>,
    whenNew: [EngineProfile]
  ) -> [EngineProfile] {
    if !request.profiles.isEmpty { return request.profiles }
    // Most checks have no unreadable baseline file: their set is not hashed into per profile.
    let withBaselines = EngineProfile.all.filter {
      baselines[Pair(scenario, $0.name)] != nil || (!unreadable.isEmpty && unreadable.contains(Pair(scenario, $0.name)))
    }
    return withBaselines.isEmpty ? whenNew : withBaselines
  }

  /// Compares each replay with its baseline: by content hash first, and only a changed timeline
  /// is diffed against the baseline's events (loaded with `loadBaseline` when not at hand).
  ///
  /// With `ignoreTime`, a timeline whose events differ from the baseline's only in time passes,
  /// and a changed one's diff leaves times out.
  static func judge(
    _ outcomes: [ReplayOutcome], baselines: [Pair: Baseline], ignoreTime: Bool = false, kinds: Set<EventKind>? = nil,
    strict: Bool = false, folder: String? = nil, loadBaseline: (String) -> Timeline?
  ) -> [CheckItem] {
    judge(
      outcomes, baselineAt: { baselines[Pair(outcomes[$0].origin.name, outcomes[$0].profile.name)] },
      ignoreTime: ignoreTime, kinds: kinds, strict: strict, folder: folder, loadBaseline: loadBaseline)
  }

  /// `judge(_:baselines:…)`, given the baseline of the outcome at each index, and the earlier run
  /// it stands on (`runAt`, the result's run). Without `keepsTimelines`, a result holds no
  /// timeline (a stored check's: a changed one's diff holds both).
  static func judge(
    _ outcomes: [ReplayOutcome], baselineAt: (Int) -> Baseline?, runAt: (Int) -> RunID? = { _ in nil },
    keepsTimelines: Bool = true, ignoreTime: Bool = false, kinds: Set<EventKind>? = nil, strict: Bool = false,
    folder: String? = nil, loadBaseline: (String) -> Timeline?
  ) -> [CheckItem] {
    var items: [CheckItem] = []
    for (index, outcome) in outcomes.enumerated() {
      let baseline = baselineAt(index)
      var item = CheckItem(
        scenario: outcome.origin.name, profile: .known(outcome.profile), outcome: .passed,
        fileName: outcome.origin.fileName, baseline: baseline, rulesVersion: outcome.profile.rulesVersion,
        timeline: keepsTimelines ? outcome.timeline : nil)
      item.runID = runAt(index)
      if case .known(_, let scenarioID, _) = outcome.origin.reference { item.scenarioID = scenarioID }
      if !outcome.facts.isEmpty { item.facts = outcome.facts }
      switch outcome.status {
      case .unsupported(let problems):
        // Not applicable where nobody expected a timeline; a regression where a baseline exists.
        guard baseline != nil else { continue }
        item.outcome = .failed
        item.message =
          "\(outcome.profile.name) can no longer replay it: " + ScenarioDiagnostic.distinctMessages(problems)
          + "; " + wayOut(from: baseline, folder: folder)
        item.location = problems.first?.location
      case .invalid(let error):
        item.outcome = .failed
        item.message = "the stored scenario is invalid: \(error.text)"
      case .ok, .exception:
        guard let baseline else {
          item.outcome = .new
          item.message =
            "no baseline under \(outcome.profile.name) yet; 'catalog accept \(outcome.origin.name) --profile \(outcome.profile.name)' makes this run the baseline"
          break
        }
        guard let now = outcome.timeline, !baseline.hasDigest(now.digest) else { break }
        guard let old = baseline.timeline ?? loadBaseline(baseline.digest) else {
          item.outcome = .failed
          item.message = "the baseline's timeline \(baseline.digest.prefix(12)) cannot be read"
          break
        }
        let options = DiffOptions(ignoreTime: ignoreTime, kinds: kinds)
        let diff = TimelineDiff.compute(old, now.timeline, options: options)
        if diff.hunks.isEmpty {
          item.message = Self.leftOut(options)
          break
        }
        item.outcome = .changed
        item.diff = diff
        item.message = diff.summary.description
      }
      if !outcome.warnings.isEmpty { item.warnings = outcome.warnings }
      if strict, !outcome.warnings.isEmpty, item.outcome != .failed {
        // The timeline is still recorded (and a changed one's diff kept); the result fails.
        let first = outcome.warnings[0]
        item.outcome = .failed
        item.message =
          "authoring warnings are errors here (--strict, or 'strict: true' in catalog.yaml): \(first.location): \(first.message)"
          + (outcome.warnings.count > 1 ? " (and \(outcome.warnings.count - 1) more)" : "")
        item.location = first.location
        item.diff = nil
      }
      items.append(item)
    }
    return items
  }

  /// What ends the failure of a baseline its profile can no longer replay: deleting it (or
  /// changing the scenario back). In a folder, the file to delete is named.
  static func wayOut(from baseline: Baseline?, folder: String?) -> String {
    if case .file(let file)? = baseline?.source, let folder {
      let shown = VisibleText.escaped(folder)
      return "delete its baseline file '\(VisibleText.escaped(PathText.join(folder, file)))' "
        + "('catalog baselines \(shown) --prune' deletes every baseline file a profile can no longer replay), "
        + "or change the scenario so that the profile can replay it"
    }
    return "'catalog baselines --prune' deletes its baseline (and every one a profile can no longer replay), "
      + "or change the scenario so that the profile can replay it"
  }

  /// Why a timeline that differs from its baseline passed: what `options` left out.
  static func leftOut(_ options: DiffOptions) -> String {
    guard options.kinds != nil else {
      return "only times differ from the baseline; compared without them (--ignore-time)"
    }
    var parts: [String] = []
    if let names = options.kindNames { parts.append("events other than \(names.joined(separator: ", ")) (--kinds)") }
    if options.ignoreTime { parts.append("times (--ignore-time)") }
    return "differs from the baseline only in what was left out of the comparison: "
      + parts.joined(separator: " and ")
  }

  /// The item of a baseline whose scenario or profile no longer exists.
  static func obsoleteItem(_ baseline: Baseline, scenarioRemoved: Bool) -> CheckItem {
    CheckItem(
      scenario: baseline.scenario, profile: baseline.profile, outcome: .obsolete, fileName: nil, baseline: baseline,
      rulesVersion: 0, message: obsoleteReason(profile: baseline.profile, scenarioRemoved: scenarioRemoved))
  }

  static func obsoleteReason(profile: ProfileReference?, scenarioRemoved: Bool) -> String {
    let reason: String
    if case .retired(let name)? = profile {
      reason = "profile '\(name)' no longer exists (known: \(EngineProfile.names.joined(separator: ", ")))"
    } else {
      reason = scenarioRemoved ? "the scenario was removed from the catalog" : "the scenario no longer exists"
    }
    return reason + "; 'catalog baselines --prune' removes it"
  }

  /// Sorts the items and groups the changed ones by change signature.
  static func makeReport(_ items: consuming [CheckItem], folder: String?, allowNew: Bool, started: Date)
    -> CheckReport
  {
    // Sorted in place: a copy would hold every item twice.
    var sorted = items
    let isSorted = sorted.indices.dropFirst().allSatisfy { !CheckItem.precedes(sorted[$0], sorted[$0 - 1]) }
    if !isSorted { sorted.sort(by: CheckItem.precedes) }
    var groups: [ChangeGroup] = []
    var groupOf: [String: Int] = [:]
    for index in sorted.indices {
      guard let diff = sorted[index].diff else { continue }
      let signature = diff.signature
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
      finishedAt: Date(), summary: parts.isEmpty ? "nothing to check" : parts.joined(separator: ", "),
      folder: report.folder.map(absolutePath))
  }

  /// `path` from the root, so that an `accept` run from another folder finds the checked folder.
  static func absolutePath(_ path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    if trimmed.hasPrefix("/") { return trimmed }
    let current = FileManager.default.currentDirectoryPath
    return trimmed == "." ? current : current + "/" + trimmed
  }

  /// The first item of each scenario and profile: two baseline files of one scenario in two
  /// folders are two results to report, and one to record.
  static func oncePerPair(_ items: [CheckItem]) -> [CheckItem] {
    var seen: Set<Pair> = []
    return items.filter { item in
      guard let profile = item.profile else { return true }
      return seen.insert(Pair(item.scenario, profile.name)).inserted
    }
  }

  static func resultInput(_ item: CheckItem) -> CheckResultInput? {
    guard let profile = item.profile else { return nil }
    return CheckResultInput(
      scenario: item.scenario, profile: profile.name, outcome: item.outcome, changeGroup: item.group,
      changeSignature: item.diff?.signature.id, message: item.message)
  }

  /// Puts the recorded batch and run ids into the report: each result's run of the batch. A
  /// result that stands on an earlier run already carries it (`CheckItem.runID`).
  static func attach(_ recorded: RecordedBatch, runs: [RunInput], to report: inout CheckReport) {
    report.batchID = recorded.batchID
    var ids: [Pair: RunID] = [:]
    for (run, runID) in zip(runs, recorded.runIDs) {
      guard let name = run.scenario.name else { continue }
      ids[Pair(name, run.profile)] = runID
    }
    for index in report.items.indices {
      guard let profile = report.items[index].profile else { continue }
      if let runID = ids[Pair(report.items[index].scenario, profile.name)] { report.items[index].runID = runID }
    }
  }

  static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func stem(of fileName: String) -> String {
    fileName.split(separator: ".").first.map(String.init) ?? fileName
  }
}
