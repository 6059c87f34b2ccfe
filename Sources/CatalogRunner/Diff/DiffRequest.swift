import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// What `catalog diff` compares, resolved into two timelines.
///
/// - `diff A B`: each side is a run (`run:42`, or `42` when no scenario has that name), a stored
///   scenario (its latest run under `--profile`), a scenario file (replayed under `--profile`),
///   or a timeline file (`.timeline` canonical text, `.jsonl` JSON Lines, a JSON array).
/// - `diff X --profile A --against B`: scenario X (a file or a stored scenario) replayed under two
///   profiles.
/// - `diff X`: a stored scenario's latest run against its baseline; a scenario file replayed
///   against the baseline file beside it (`<name>.<profile>.timeline`).
public struct DiffRequest: Sendable {
  public var first: String
  public var second: String?
  public var profile: EngineProfile?
  public var against: EngineProfile?
  public var location: CatalogLocation

  public init(
    first: String, second: String?, profile: EngineProfile?, against: EngineProfile?, location: CatalogLocation
  ) {
    self.first = first
    self.second = second
    self.profile = profile
    self.against = against
    self.location = location
  }

  /// The two sides, left (old) and right (new).
  public func resolve() throws(RunnerError) -> (DiffSide, DiffSide) {
    if let second {
      guard against == nil else {
        throw .invalidInput("'--against' compares one scenario under two profiles; give one scenario, not two")
      }
      return try bothSides(first, second)
    }
    if let against {
      let profile = self.profile ?? EngineProfile.newest
      return (try replay(first, under: profile), try replay(first, under: against))
    }
    return try againstBaseline(first)
  }

  // MARK: - Sides

  /// Both sides, read at the same time when both are files (large timeline files take most of a
  /// diff's time to read).
  func bothSides(_ a: String, _ b: String) throws(RunnerError) -> (DiffSide, DiffSide) {
    guard Self.isPath(a), Self.isPath(b) else { return (try side(a), try side(b)) }
    let results = SideResults()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.set(index, Result { () throws(RunnerError) in try side(index == 0 ? a : b) })
    }
    return (try results.get(0), try results.get(1))
  }

  /// The two sides' results, written from two threads.
  final class SideResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<DiffSide, RunnerError>?] = [nil, nil]

    func set(_ index: Int, _ result: Result<DiffSide, RunnerError>) {
      lock.lock()
      results[index] = result
      lock.unlock()
    }

    func get(_ index: Int) throws(RunnerError) -> DiffSide {
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

  /// Whether an argument names a file rather than something in the catalog.
  static func isPath(_ argument: String) -> Bool {
    FileManager.default.fileExists(atPath: argument) || argument.contains("/")
      || [".yaml", ".yml", ".json", ".jsonl", ".timeline", ".txt"].contains { argument.lowercased().hasSuffix($0) }
  }

  func side(_ argument: String) throws(RunnerError) -> DiffSide {
    if Self.isPath(argument) { return try fileSide(argument) }
    let catalog = try location.openForReading()
    if let run = try runID(argument, in: catalog) { return try runSide(run, in: catalog) }
    let profile = self.profile ?? EngineProfile.newest
    let runs: [CatalogStorage.StoredRun]
    do {
      runs = try catalog.runs(scenario: argument, profile: profile.name, limit: 1)
    } catch StorageError.unknownScenario {
      throw try unknownScenario(argument, in: catalog)
    } catch {
      throw .fromStore(error, path: location.path)
    }
    guard let run = runs.first else {
      throw .invalidInput(
        "scenario '\(argument)' has no run under \(profile.name) yet; 'catalog run \(argument) --profile \(profile.name)' makes one"
      )
    }
    return try runSide(run.id, in: catalog)
  }

  /// `run:42`, or `42` when no scenario is named so.
  func runID(_ argument: String, in catalog: CatalogDatabase) throws(RunnerError) -> RunID? {
    if argument.hasPrefix("run:") {
      guard let number = Int64(argument.dropFirst(4)), number > 0 else {
        throw .invalidInput("'\(argument)' is not a run; runs are written 'run:42'")
      }
      return RunID(rawValue: number)
    }
    guard let number = Int64(argument), number > 0 else { return nil }
    do {
      return try catalog.scenario(named: argument) == nil ? RunID(rawValue: number) : nil
    } catch {
      throw .fromStore(error, path: location.path)
    }
  }

  func runSide(_ id: RunID, in catalog: CatalogDatabase) throws(RunnerError) -> DiffSide {
    do {
      guard let run = try catalog.run(id: id) else {
        throw RunnerError.invalidInput("no run 'run:\(id)' in the catalog")
      }
      guard let timeline = try catalog.timeline(run: id) else {
        throw RunnerError.invalidInput(
          "run 'run:\(id)' (\(run.scenario) @ \(run.profile)) has no timeline: it was \(run.status)")
      }
      return DiffSide(label: "run:\(id) \(run.scenario) @ \(run.profile)", timeline: timeline)
    } catch let error as RunnerError {
      throw error
    } catch {
      throw .fromStore(error, path: location.path)
    }
  }

  func fileSide(_ path: String) throws(RunnerError) -> DiffSide {
    if let timeline = try Self.timelineFile(path) { return DiffSide(label: path, timeline: timeline) }
    return try replay(path, under: profile ?? EngineProfile.newest)
  }

  /// A timeline file's timeline, or nil when the path is a scenario file.
  static func timelineFile(_ path: String) throws(RunnerError) -> Timeline? {
    let lowered = path.lowercased()
    let isScenario = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    guard !isScenario else { return nil }
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .invalidInput("cannot read '\(path)': \(error.localizedDescription)")
    }
    let start = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    let isJSONTimeline =
      lowered.hasSuffix(".jsonl") || start == UInt8(ascii: "[")
      || (lowered.hasSuffix(".json") && head.contains("\"seq\""))
    if lowered.hasSuffix(".json") && !isJSONTimeline { return nil }
    do {
      return isJSONTimeline
        ? try Timeline(jsonLines: String(decoding: bytes, as: UTF8.self)) : try Timeline(canonicalTextBytes: bytes)
    } catch let error as TimelineFormatError {
      throw .invalidInput("\(path):\(error.location): error: \(error.message)")
    } catch {
      throw .invalidInput("\(path): \(error)")
    }
  }

  /// A scenario (file or stored) replayed now under `profile`.
  func replay(_ argument: String, under profile: EngineProfile) throws(RunnerError) -> DiffSide {
    let scenario: Scenario
    if Self.isPath(argument) {
      do {
        scenario = try ScenarioFile.load(contentsOf: argument).scenario
      } catch {
        throw .invalidScenarios([error])
      }
    } else {
      let catalog = try location.openForReading()
      let stored = try ScenarioSelection(names: [argument]).resolve(in: catalog)
      guard let first = stored.first else { throw try unknownScenario(argument, in: catalog) }
      do {
        scenario = try first.load(from: catalog)
      } catch {
        throw .invalidScenarios([error])
      }
    }
    let engine = TransitionEngine(profile: profile)
    let problems = engine.diagnostics(for: scenario)
    guard problems.isEmpty else {
      throw .invalidInput(
        "\(argument): \(profile.name) cannot replay '\(scenario.name)': "
          + problems.map(\.description).joined(separator: "; "))
    }
    return DiffSide(label: "\(scenario.name) @ \(profile.name)", timeline: engine.run(scenario))
  }

  /// `diff X`: the latest run (stored) or a fresh replay (file) against the baseline.
  func againstBaseline(_ argument: String) throws(RunnerError) -> (DiffSide, DiffSide) {
    if Self.isPath(argument) {
      let loaded: LoadedScenario
      do {
        loaded = try ScenarioFile.load(contentsOf: argument)
      } catch {
        throw .invalidScenarios([error])
      }
      let folder = (argument as NSString).deletingLastPathComponent
      let candidates = profile.map { [$0] } ?? EngineProfile.all.reversed()
      for candidate in candidates {
        let file =
          (folder.isEmpty ? "" : folder + "/")
          + BaselineFile.fileName(scenario: loaded.scenario.name, profile: candidate.name)
        guard FileManager.default.fileExists(atPath: file), let timeline = try Self.timelineFile(file) else { continue }
        return (DiffSide(label: "baseline \(file)", timeline: timeline), try replay(argument, under: candidate))
      }
      throw .invalidInput(
        "no baseline file beside '\(argument)'" + (profile.map { " for \($0.name)" } ?? "")
          + "; compare two files, or two profiles with '--profile A --against B'")
    }
    let catalog = try location.openForReading()
    let baselines: [StoredBaseline]
    do {
      guard try catalog.scenario(named: argument) != nil else { throw try unknownScenario(argument, in: catalog) }
      baselines = try catalog.currentBaselines(scenario: argument, profile: profile?.name)
    } catch let error as RunnerError {
      throw error
    } catch {
      throw .fromStore(error, path: location.path)
    }
    let order = EngineProfile.all.map(\.name)
    guard
      let baseline = baselines.max(by: {
        (order.firstIndex(of: $0.profile) ?? -1) < (order.firstIndex(of: $1.profile) ?? -1)
      })
    else {
      throw .invalidInput(
        "scenario '\(argument)' has no baseline" + (profile.map { " under \($0.name)" } ?? "")
          + "; 'catalog accept \(argument)' makes its latest run the baseline")
    }
    do {
      guard let old = try catalog.timeline(hash: baseline.timelineHash) else {
        throw RunnerError.invalidInput("the baseline's timeline \(baseline.timelineHash.prefix(12)) is missing")
      }
      guard let latest = try catalog.runs(scenario: argument, profile: baseline.profile, limit: 1).first,
        let new = try catalog.timeline(run: latest.id)
      else {
        throw RunnerError.invalidInput(
          "scenario '\(argument)' has no run with a timeline under \(baseline.profile); 'catalog run \(argument) --profile \(baseline.profile)' makes one"
        )
      }
      return (
        DiffSide(label: "baseline \(argument) @ \(baseline.profile)", timeline: old),
        DiffSide(label: "run:\(latest.id) \(argument) @ \(baseline.profile)", timeline: new)
      )
    } catch let error as RunnerError {
      throw error
    } catch {
      throw .fromStore(error, path: location.path)
    }
  }

  func unknownScenario(_ name: String, in catalog: CatalogDatabase) throws(RunnerError) -> RunnerError {
    let names: [String]
    do {
      names = try catalog.scenarioNames()
    } catch {
      throw .fromStore(error, path: location.path)
    }
    return .unknownScenarios([name], among: names)
  }
}
