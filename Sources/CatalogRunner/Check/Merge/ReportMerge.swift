import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation

/// `catalog report merge`: joins the JSON reports of a check's shards (`check --shard I/N
/// --format json`) into the report one unsharded check would have given, and records it in the
/// catalog as one check batch, so that `catalog accept --group N` takes the merged report's group
/// numbers.
///
/// The shards' results are read back from their JSON; the diffs of changed results are computed
/// again from the timelines the shards stored in the catalog they shared (the run's and the
/// baseline's, with the shard's `--ignore-time` and `--kinds`), so the merged report groups
/// changes across shards exactly as one check would, and renders them in every format (text,
/// JSON, JUnit, Markdown, HTML).
///
/// For example:
/// ```swift
/// let report = try ReportMerge(paths: ["shard-1.json", "shard-2.json"], commandLine: []).run(at: location)
/// ```
package struct ReportMerge: CatalogOperation, Sendable {
  package var paths: [String]
  package var commandLine: [String]
  /// The shards read and checked, and when, when `run(at:)` did that before opening the catalog.
  private var shards: (started: Date, reports: [(String, ShardReport)])?

  package init(paths: [String], commandLine: [String]) {
    self.paths = paths
    self.commandLine = commandLine
  }

  /// Merges the reports at `paths` against the catalog at `location`.
  ///
  /// - Throws: `RunnerError.invalidInput` for a file that is not a shard's check report, shards
  ///   of different checks, a shard given twice or missing, results in two shards; `.storage`
  ///   when the catalog lacks a timeline the shards stored.
  package func run(at location: CatalogLocation) throws(RunnerError) -> CheckReport {
    var merging = self
    merging.shards = try readShards()
    return try merging.performing(at: location)
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// A close that fails is an error: the merged check must be in the catalog file.
  package var closeFailureIsError: Bool { true }

  /// The shards' reports, read and checked to be of one check.
  private func readShards() throws(RunnerError) -> (started: Date, reports: [(String, ShardReport)]) {
    let started = Date()
    let shards = try paths.map { path throws(RunnerError) in (path, try Self.read(path)) }
    try Self.requireOneCheck(shards)
    return (started, shards)
  }

  /// Merges the shards (read first, unless `run(at:)` did) into one check recorded in `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> CheckReport {
    let (started, shards) = try self.shards ?? readShards()
    var items: [CheckItem] = []
    var seen: Set<String> = []
    for (path, shard) in shards {
      for result in shard.results {
        let key = "\(result.scenario) @ \(result.profile ?? "")"
        guard seen.insert(key).inserted else {
          throw RunnerError.invalidInput(
            "'\(path)' repeats the result of \(key), which another shard reported: the shards overlap")
        }
        items.append(try Self.item(result, folder: shard.folder, in: catalog))
      }
    }
    var report = Check.makeReport(
      items, folder: shards.first?.1.folder, allowNew: shards.first?.1.allowNew ?? false, started: started)
    report.seconds = shards.map { $0.1.shard?.seconds ?? 0 }.max() ?? report.seconds
    // The pending files the shards wrote, as one check would have.
    let written = report.items.compactMap(\.pendingFile)
    if !written.isEmpty { report.pending = PendingFiles.Written(written: written) }
    // What the shards recorded: results of scenarios the catalog has (a folder's stray baseline
    // and invalid files have none), and in a folder only under profiles the engine knows.
    let known = Set(try catalog.scenarioNames(includeRemoved: true))
    let results = report.items.compactMap { item -> CheckResultInput? in
      guard known.contains(item.scenario), report.folder == nil || item.profile?.profile != nil,
        var input = Check.resultInput(item)
      else { return nil }
      input.reusedRun = item.runID
      return input
    }
    let batch = Check.batchInput(report, commandLine: commandLine, started: started)
    let recorded = try catalog.write("record the merged check") { transaction in
      try transaction.recordBatch(batch, runs: [], checkResults: results)
    }
    report.batchID = recorded.batchID
    return report
  }

  // MARK: - Reading the shards

  /// A shard's check report, as `check --format json` wrote it (Docs/check-report.md).
  struct ShardReport: Decodable, Sendable {
    var format: Int
    var folder: String?
    var allowNew: Bool
    var batch: Int64?
    var shard: CheckReport.ShardDocument?
    var results: [Result]
    /// The folder as the shard's batch recorded it (absolute), for `accept` to rewrite.
    var batchFolder: String? { folder.map(Check.absolutePath) }

    struct Result: Decodable, Sendable {
      var scenario: String
      var profile: String?
      var outcome: String
      var file: String?
      var line: Int?
      var column: Int?
      var message: String?
      var run: Int64?
      /// Absent in reports of catalogs before result reuse.
      var reused: Bool?
      var rulesVersion: Int
      var baseline: BaselineDocument?
      var diff: DiffDocument?
      /// The `expect:` facts; absent in reports of catalogs before facts.
      var facts: [FactVerdict]?
      /// Absent in reports of catalogs before issue 26.
      var warnings: [WarningDocument]?
      var pendingFile: String?
    }

    struct WarningDocument: Decodable {
      var line: Int
      var column: Int
      var message: String
    }

    struct BaselineDocument: Decodable {
      var timelineHash: String
      var acceptedBy: String
      var acceptedAt: String
      var catalogVersion: String
      var rulesVersion: Int
    }

    /// What the merge needs of a diff: how it compared.
    struct DiffDocument: Decodable {
      var ignoreTime: Bool
      var kinds: [String]?
    }
  }

  /// The report of `check --format json` (or of `check --accept --format json`) at `path`.
  static func read(_ path: String) throws(RunnerError) -> ShardReport {
    guard FileKind.of(path) == .regular else {
      throw .invalidInput(
        FileKind.of(path) == .missing
          ? "no shard report at '\(path)'" : "'\(path)' is \(FileKind.of(path).phrase), not a shard's report file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .fileSystem(operation: "read", path: path, cause: "the file cannot be read")
    }
    struct Accepted: Decodable { var check: ShardReport }
    let decoder = JSONDecoder()
    let report: ShardReport
    do {
      report =
        try (try? decoder.decode(Accepted.self, from: data))?.check ?? decoder.decode(ShardReport.self, from: data)
    } catch {
      throw .invalidInput(
        "'\(path)' is not a check report in JSON ('catalog check --shard I/N --format json' writes one): \(Self.reason(error))"
      )
    }
    guard report.format == CheckReport.jsonFormatVersion else {
      throw .invalidInput(
        "'\(path)' is a check report of format \(report.format); this catalog merges format \(CheckReport.jsonFormatVersion)"
      )
    }
    return report
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      "no '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))")
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "'\(path(context.codingPath))' has the wrong type"
    case DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty ? "invalid JSON" : "'\(path(context.codingPath))' is invalid"
    default: "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
  }

  /// Refuses shards that are not the N shares of one check: unsharded reports, different shard
  /// counts, folders or `--allow-new`, a shard twice, or a shard missing.
  static func requireOneCheck(_ shards: [(String, ShardReport)]) throws(RunnerError) {
    guard let (firstPath, first) = shards.first else { throw .invalidInput("give the shards' JSON reports to merge") }
    var indexes: [Int: String] = [:]
    for (path, shard) in shards {
      guard let position = shard.shard else {
        throw .invalidInput("'\(path)' is the report of a whole check, not of a shard ('check --shard I/N')")
      }
      guard position.count == first.shard?.count, shard.folder == first.folder, shard.allowNew == first.allowNew else {
        throw .invalidInput(
          "'\(path)' and '\(firstPath)' are shards of different checks (their shard count, folder or --allow-new differ)"
        )
      }
      if let other = indexes[position.index] {
        throw .invalidInput("'\(path)' and '\(other)' are both shard \(position.index)/\(position.count)")
      }
      indexes[position.index] = path
    }
    let count = first.shard?.count ?? 0
    let missing = (1...max(count, 1)).filter { indexes[$0] == nil }
    guard missing.isEmpty else {
      throw .invalidInput(
        "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
          + "\(missing.count == 1 ? "is" : "are") missing; give the reports of all \(count) shards")
    }
  }

  /// The item a shard's result stands for, its diff computed again from the stored timelines.
  static func item(_ result: ShardReport.Result, folder: String?, in catalog: CatalogDatabase) throws
    -> CheckItem
  {
    guard let outcome = CheckOutcome(rawValue: result.outcome) else {
      throw RunnerError.invalidInput(
        "a shard's result of '\(result.scenario)' has the unknown outcome '\(result.outcome)'")
    }
    let profile = result.profile.map(ProfileReference.init(name:))
    var fileName = result.file
    if let folder, let file = fileName {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      if file.hasPrefix(prefix) { fileName = String(file.dropFirst(prefix.count)) }
    }
    let baseline = both(result.baseline, profile).map { document, profile in
      Baseline(
        scenario: result.scenario, profile: profile, digest: document.timelineHash, acceptedBy: document.acceptedBy,
        acceptedAt: document.acceptedAt, catalogVersion: document.catalogVersion, rulesVersion: document.rulesVersion)
    }
    var item = CheckItem(
      scenario: result.scenario, profile: profile, outcome: outcome, fileName: fileName, baseline: baseline,
      rulesVersion: result.rulesVersion, message: result.message, runID: result.run.map(RunID.init(rawValue:)),
      location: both(result.line, result.column).map { SourceLocation(line: $0, column: $1) })
    item.reused = result.reused ?? false
    item.facts = result.facts ?? []
    item.warnings = (result.warnings ?? []).map {
      ScenarioDiagnostic(SourceLocation(line: $0.line, column: $0.column), $0.message)
    }
    item.pendingFile = result.pendingFile
    if outcome == .changed {
      guard let baseline, let run = item.runID, let document = result.diff else {
        throw RunnerError.invalidInput("a shard's changed result of \(item.title) has no run, baseline or diff")
      }
      var (old, now) = (try catalog.timeline(hash: baseline.digest), try catalog.timeline(run: run))
      // A folder's check compares with the baseline file, whose canonical text has no turns;
      // the stored baseline may have them (accepted from a run): the merged diff leaves them out
      // as the shard's did, so the merged report's JSON is that of one check.
      if folder != nil, var timeline = old {
        for index in timeline.events.indices { timeline.events[index].turn = -1 }
        old = timeline
      }
      guard let old, let now else {
        throw RunnerError.invalidInput(
          "the catalog has no timeline of run \(run) or of baseline \(baseline.digest.prefix(12)) (\(item.title)): merge "
            + "against the catalog the shards wrote to ('--db'), before another check of it collects the shards' "
            + "runs (a check keeps only the last check's passed results and each scenario's latest run), or run the "
            + "shards again")
      }
      let kinds = try document.kinds.map { names throws(RunnerError) in
        Set(
          try names.map { name throws(RunnerError) in
            guard let kind = EventKind(rawValue: name) else {
              throw RunnerError.invalidInput("a shard's diff of \(item.title) compares the unknown kind '\(name)'")
            }
            return kind
          })
      }
      item.diff = TimelineDiff.compute(old, now, options: DiffOptions(ignoreTime: document.ignoreTime, kinds: kinds))
    }
    return item
  }
}

/// Both values, or nil when either is missing.
private func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}
