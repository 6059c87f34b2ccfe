import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// What `catalog diff` compares, resolved into two timelines and diffed.
///
/// - `diff A B`: each side is a run, a stored scenario (its latest run under `profile`), a
///   scenario file (replayed under `profile`), or a timeline file (`.timeline` canonical text,
///   `.jsonl` JSON Lines, a JSON array). What an argument names is decided by `Subject`.
/// - `diff X --profile A --against B`: scenario X (a file or a stored scenario) replayed under two
///   profiles.
/// - `diff X`: a stored scenario's latest run against its baseline; a scenario file replayed
///   against the baseline file beside it (`<name>.<profile>.timeline`).
/// - `diff X --against recording[:N]`: scenario X replayed and compared with one of its device
///   recordings (`againstRecording`; see `DiffRequest+Recording.swift`).
package struct DiffRequest: RunnerOperation, Sendable {
  package var first: String
  package var second: String?
  package var profile: EngineProfile?
  package var against: EngineProfile?
  package var options: DiffOptions
  /// How the text form lays the diff out.
  package var layout: DiffReport.Layout
  /// Compare with this recording of the scenario instead (Docs/recordings.md).
  package var againstRecording: RecordingReference?
  /// With a recording: compare every engine event, not only the recording's receivers and members.
  package var exact = false
  /// Whether two timeline files may be diffed without making an event of every line
  /// (`TimelineDiff.compute` of `TemplatedTimeline`s): the diff then holds only the events its
  /// hunks show, which the text and JSON forms need and a diagram or a page does not have.
  package var onlyShownEvents = false

  package init(
    first: String, second: String?, profile: EngineProfile?, against: EngineProfile?, ignoreTime: Bool = false,
    context: Int = 3, kinds: Set<EventKind>? = nil, layout: DiffReport.Layout = .unified
  ) {
    self.first = first
    self.second = second
    self.profile = profile
    self.against = against
    self.options = DiffOptions(ignoreTime: ignoreTime, context: context, kinds: kinds)
    self.layout = layout
  }

  /// One side of a diff: a timeline and how to name it in the output.
  package struct Side: Sendable {
    package var label: String
    package var timeline: Timeline
    /// The scenario and profile replayed now to make it, when it is a replay.
    package var scenario: Scenario? = nil
    package var profile: EngineProfile? = nil
  }

  /// The `--context` values a diff takes (`DiffOptions.contexts`).
  package static let contexts = DiffOptions.contexts
  /// The `--width` values a side-by-side diff takes (`DiffOptions.widths`).
  package static let widths = DiffOptions.widths

  static let command = "catalog diff"
  static let sideKinds: Set<Subject.Kind> = [.run, .scenario, .scenarioFile, .timelineFile]
  static let scenarioKinds: Set<Subject.Kind> = [.scenario, .scenarioFile]

  /// Resolves both sides and diffs them.
  package func run(at location: CatalogLocation) throws(RunnerError) -> DiffReport {
    if let againstRecording { return try compare(with: againstRecording, at: location) }
    var trace = PhaseTrace("diff")
    if onlyShownEvents, let report = try diffOfTimelineFiles(trace: &trace) { return report }
    let (left, right) = try resolve(at: location)
    trace.mark("read both sides")
    let diff = TimelineDiff.compute(left.timeline, right.timeline, options: options)
    trace.mark("diff")
    var report = DiffReport(leftLabel: left.label, rightLabel: right.label, diff: diff, layout: layout)
    report.scenario = right.scenario ?? left.scenario
    return report
  }

  /// `diff A.timeline B.timeline` of canonical text, read in chunks as lines of templates and
  /// times on two threads, diffed without making the events it does not show; nil when the
  /// arguments are not two such files (or the diff filters kinds), for the general path.
  func diffOfTimelineFiles(trace: inout PhaseTrace) throws(RunnerError) -> DiffReport? {
    guard let second, against == nil, options.kinds == nil,
      case .timelineFile(let leftPath) = try Subject(first, accepting: Self.sideKinds, for: Self.command),
      case .timelineFile(let rightPath) = try Subject(second, accepting: Self.sideKinds, for: Self.command)
    else { return nil }
    let results = TemplatedResults()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.set(index, Result { () throws(RunnerError) in try Self.templatedFile(index == 0 ? leftPath : rightPath) })
    }
    guard let left = try results.get(0), let right = try results.get(1) else { return nil }
    trace.mark("read both files")
    guard let diff = TimelineDiff.compute(left, right, options: options) else { return nil }
    trace.mark("diff")
    return DiffReport(leftLabel: leftPath, rightLabel: rightPath, diff: diff, layout: layout)
  }

  /// The canonical text of the timeline file at `path`, read in chunks; nil when the file is
  /// JSON (by its name or its first character), which the general path reads.
  static func templatedFile(_ path: String) throws(RunnerError) -> TemplatedTimeline? {
    let lowered = path.lowercased()
    guard !lowered.hasSuffix(".jsonl"), !lowered.hasSuffix(".json") else { return nil }
    var reader = TemplatedTimeline.Reader()
    var problem: RunnerError?
    var isJSON = false
    var sawText = false
    do {
      try FileReader.forEachChunk(atPath: path, limit: TimelineFileReader.maximumSize) { chunk, size in
        if !sawText { reader.reserve(bytes: size) }
        if !sawText, let start = chunk.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
          sawText = true
          if start == UInt8(ascii: "[") {
            isJSON = true
            return false
          }
        }
        do {
          try reader.read(chunk)
          return true
        } catch let error as TimelineFormatError {
          problem = .invalidInput("\(path):\(error.location): error: \(error.message)")
        } catch {
          problem = .invalidInput("\(path): \(error)")
        }
        return false
      }
    } catch {
      throw .invalidInput(
        "\(path): "
          + error.message(
            expected: "a timeline file",
            limitDescription: "timeline files are read up to \(TimelineFileReader.maximumSize) bytes (64 MB)"))
    }
    if let problem { throw problem }
    if isJSON { return nil }
    do {
      return try reader.finish()
    } catch let error as TimelineFormatError {
      throw .invalidInput("\(path):\(error.location): error: \(error.message)")
    } catch {
      throw .invalidInput("\(path): \(error)")
    }
  }

  /// The two files' readings, written from two threads.
  final class TemplatedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<TemplatedTimeline?, RunnerError>?] = [nil, nil]

    func set(_ index: Int, _ result: Result<TemplatedTimeline?, RunnerError>) {
      lock.lock()
      results[index] = result
      lock.unlock()
    }

    func get(_ index: Int) throws(RunnerError) -> TemplatedTimeline? {
      lock.lock()
      let result = results[index]
      lock.unlock()
      return try result?.get() ?? nil
    }
  }

  /// The two sides, left (old) and right (new).
  package func resolve(at location: CatalogLocation) throws(RunnerError) -> (Side, Side) {
    if let second {
      guard against == nil else {
        throw .invalidInput("'--against' compares one scenario under two profiles; give one scenario, not two")
      }
      return try bothSides(
        at: location,
        try Subject(first, accepting: Self.sideKinds, for: Self.command),
        try Subject(second, accepting: Self.sideKinds, for: Self.command))
    }
    let subject = try Subject(first, accepting: Self.scenarioKinds, for: Self.command)
    if let against {
      let profile = self.profile ?? EngineProfile.newest
      return (try replay(subject, under: profile, at: location), try replay(subject, under: against, at: location))
    }
    return try againstBaseline(subject, at: location)
  }

  // MARK: - Sides

  /// Both sides, read at the same time when both are files (large timeline files take most of a
  /// diff's time to read).
  func bothSides(at location: CatalogLocation, _ a: Subject, _ b: Subject) throws(RunnerError) -> (Side, Side) {
    guard a.path != nil, b.path != nil else { return (try side(a, at: location), try side(b, at: location)) }
    let results = SideResults()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.set(index, Result { () throws(RunnerError) in try side(index == 0 ? a : b, at: location) })
    }
    return (try results.get(0), try results.get(1))
  }

  /// The two sides' results, written from two threads.
  final class SideResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Side, RunnerError>?] = [nil, nil]

    func set(_ index: Int, _ result: Result<Side, RunnerError>) {
      lock.lock()
      results[index] = result
      lock.unlock()
    }

    func get(_ index: Int) throws(RunnerError) -> Side {
      lock.lock()
      let result = results[index]
      lock.unlock()
      switch result {
      case .success(let side)?: return side
      case .failure(let error)?: throw error
      case nil: throw .invalidInput("internal: a side of the diff was not read")
      }
    }
  }

  func side(_ subject: Subject, at location: CatalogLocation) throws(RunnerError) -> Side {
    switch subject {
    case .timelineFile(let path):
      return Side(label: path, timeline: try Self.timelineFile(path))
    case .scenarioFile:
      return try replay(subject, under: profile ?? EngineProfile.newest, at: location)
    case .run(let id):
      return try RunSide(id: id).run(at: location)
    case .scenario(let name):
      return try LatestRunSide(name: name, profile: profile ?? EngineProfile.newest).run(at: location)
    case .folder(let path):
      throw .invalidInput("'\(path)' is a folder; 'catalog diff' compares two timelines")
    }
  }

  /// A stored run's timeline as a side.
  struct RunSide: CatalogOperation {
    var id: RunID
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> Side {
      guard let run = try catalog.run(id: id) else {
        throw RunnerError.invalidInput("no run 'run:\(id)' in the catalog")
      }
      guard let timeline = try catalog.timeline(run: id) else {
        throw RunnerError.invalidInput(
          "run 'run:\(id)' (\(run.scenario) @ \(run.profile)) has no timeline: it was \(run.status)")
      }
      return Side(label: "run:\(id) \(run.scenario) @ \(run.profile)", timeline: timeline)
    }
  }

  /// A stored scenario's latest run under `profile` as a side.
  struct LatestRunSide: CatalogOperation {
    var name: String
    var profile: EngineProfile
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> Side {
      let runs: [StoredRun]
      do {
        runs = try catalog.runs(scenario: name, profile: profile.name, limit: 1)
      } catch StorageError.unknownScenario {
        throw try DiffRequest.unknownScenario(name, in: catalog)
      }
      guard let run = runs.first else {
        throw RunnerError.invalidInput(
          "scenario '\(name)' has no run under \(profile.name) yet; 'catalog run \(name) --profile \(profile.name)' makes one"
        )
      }
      return try RunSide(id: run.id).perform(in: catalog)
    }
  }

  /// A timeline file's timeline: JSON Lines or a JSON array for `.jsonl` and `.json`, canonical
  /// text otherwise.
  static func timelineFile(_ path: String) throws(RunnerError) -> Timeline {
    let lowered = path.lowercased()
    let bytes: [UInt8]
    switch TimelineFileReader.bytes(atPath: path) {
    case .success(let read): bytes = read
    case .failure(let failure): throw .invalidInput("\(path): \(failure.message)")
    }
    if String(validating: bytes, as: UTF8.self) == nil {
      // Not read with replacement characters: a damaged file is said to be one, where it is.
      let (offset, location) = TimelineFileReader.firstInvalidByte(in: bytes)
      throw .invalidInput(
        "\(path):\(location): error: not UTF-8: invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at "
          + "byte offset \(offset); a timeline file is UTF-8 text")
    }
    let start = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    let isJSON = lowered.hasSuffix(".jsonl") || lowered.hasSuffix(".json") || start == UInt8(ascii: "[")
    do {
      return isJSON
        ? try Timeline(jsonLines: String(decoding: bytes, as: UTF8.self)) : try Timeline(canonicalTextBytes: bytes)
    } catch let error as TimelineFormatError {
      throw .invalidInput("\(path):\(error.location): error: \(error.message)")
    } catch {
      throw .invalidInput("\(path): \(error)")
    }
  }

  /// A scenario (file or stored) replayed now under `profile`.
  func replay(_ subject: Subject, under profile: EngineProfile, at location: CatalogLocation) throws(RunnerError)
    -> Side
  {
    let replaying = try ScenarioToReplay(subject, profile: profile, location: location, command: "catalog diff")
    let scenario = replaying.scenario
    return Side(
      label: "\(scenario.name) @ \(profile.name)", timeline: try replaying.timeline(under: profile),
      scenario: scenario, profile: profile)
  }

  /// `diff X`: the latest run (stored) or a fresh replay (file) against the baseline.
  func againstBaseline(_ subject: Subject, at location: CatalogLocation) throws(RunnerError) -> (Side, Side) {
    if case .scenarioFile(let path) = subject {
      let loaded = try LoadedScenario.read(path)
      let folder = PathText.folder(of: path)
      let candidates = profile.map { [$0] } ?? EngineProfile.all.reversed()
      for candidate in candidates {
        let file =
          (folder.isEmpty ? "" : folder + "/")
          + BaselineFile.fileName(scenario: loaded.scenario.name, profile: candidate.name)
        guard FileKind.of(file) == .regular else { continue }
        return (
          Side(label: "baseline \(file)", timeline: try Self.timelineFile(file)),
          try replay(subject, under: candidate, at: location)
        )
      }
      throw .invalidInput(
        "no baseline file beside '\(path)'" + (profile.map { " for \($0.name)" } ?? "")
          + "; compare two files, or two profiles with '--profile A --against B'")
    }
    guard case .scenario(let name) = subject else {
      throw .invalidInput("'catalog diff' with one argument takes a scenario file or a stored scenario")
    }
    return try BaselineSides(name: name, profile: profile).run(at: location)
  }

  /// A stored scenario's baseline and its latest run, as two sides.
  struct BaselineSides: CatalogOperation {
    var name: String
    var profile: EngineProfile?
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> (Side, Side) {
      guard try catalog.scenario(named: name) != nil else {
        throw try DiffRequest.unknownScenario(name, in: catalog)
      }
      let baselines = try catalog.currentBaselines(scenario: name, profile: profile?.name).map(Baseline.init)
      guard let baseline = baselines.filter({ $0.profile.profile != nil }).max(by: { $0.profile < $1.profile }) else {
        throw RunnerError.invalidInput(
          "scenario '\(name)' has no baseline" + (profile.map { " under \($0.name)" } ?? "")
            + "; 'catalog accept \(name)' makes its latest run the baseline")
      }
      let profileName = baseline.profile.name
      guard let old = try catalog.timeline(hash: baseline.digest) else {
        throw RunnerError.invalidInput("the baseline's timeline \(baseline.digest.prefix(12)) is missing")
      }
      guard
        let latest = try catalog.runs(scenario: name, profile: profileName, limit: 1).first,
        let new = try catalog.timeline(run: latest.id)
      else {
        throw RunnerError.invalidInput(
          "scenario '\(name)' has no run with a timeline under \(profileName); 'catalog run \(name) --profile \(profileName)' makes one"
        )
      }
      return (
        Side(label: "baseline \(name) @ \(profileName)", timeline: old),
        Side(label: "run:\(latest.id) \(name) @ \(profileName)", timeline: new)
      )
    }
  }

  static func unknownScenario(_ name: String, in catalog: CatalogDatabase) throws -> RunnerError {
    .unknownScenarios([name], among: try catalog.scenarioNames())
  }
}
