import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog add FILE|DIR…`: validates scenario files, then stores them in one transaction.
///
/// Every file is read and validated before the catalog is touched. Any invalid file, or two
/// files that define the same scenario name, means nothing is stored, unless `keepGoing` is set:
/// then the valid files are stored and the invalid ones come back as `Report.problems`. A folder
/// stands for its scenario files (`.yaml`, `.yml`, `.json`), sorted and not recursive. Each
/// stored scenario keeps its exact source and its compiled form, so replays skip parsing.
///
/// The catalog file is created only when there is something to store.
///
/// For example:
/// ```swift
/// let report = try AddScenarios(paths: ["fixtures/"]).run(at: CatalogLocation(explicit: nil))
/// for item in report.added { print(item.outcome.name, item.outcome.change) }
/// ```
package struct AddScenarios: CatalogOperation, Sendable {
  /// Files and folders, as given on the command line.
  package var paths: [String]
  /// Store the valid files even when others are invalid.
  package var keepGoing: Bool
  /// Authoring warnings (rule 15.6) make a file invalid.
  package var strict: Bool
  /// The files' validation when `run(at:)` did it before opening the catalog.
  private var validated: Validation?

  package init(paths: [String], keepGoing: Bool = false, strict: Bool = false) {
    self.paths = paths
    self.keepGoing = keepGoing
    self.strict = strict
  }

  /// What `run` did.
  package struct Report: Sendable {
    /// One stored scenario: the file it came from and what the catalog did with it.
    package struct Item: Sendable {
      package var path: String
      package var outcome: AddOutcome
    }

    /// The stored scenarios, in file order.
    package var added: [Item]
    /// The files that were not stored (only with `keepGoing`), in file order.
    package var problems: [ScenarioFileError]
    /// Authoring warnings of the stored files (rule 15.6), as `file:line:column: warning: …` lines.
    package var warnings: [String] = []
    /// The catalog written.
    package var catalogPath: String = ""
  }

  /// The files `paths` name, each valid one read, each invalid one with its problems.
  package struct Validation: Sendable {
    package var valid: [LoadedScenario]
    package var problems: [ScenarioFileError]
    /// Authoring warnings of the valid files, `file:line:column: warning: …`.
    package var warnings: [String] = []
  }

  // MARK: - Running

  /// Validates every file, then stores the valid ones in the catalog at `location`, created if
  /// needed.
  ///
  /// - Throws: `RunnerError.invalidScenarios` when a file is invalid and `keepGoing` is off
  ///   (nothing is stored, and no catalog file is created); `.storage` when the store fails.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    let validation = validate()
    if !validation.problems.isEmpty, !keepGoing { throw .invalidScenarios(validation.problems) }
    guard !validation.valid.isEmpty else {
      return Report(added: [], problems: validation.problems, catalogPath: location.path)
    }
    var adding = self
    adding.validated = validation
    return try adding.performing(at: location)
  }

  /// Writes to the catalog, created when missing.
  package var access: CatalogAccess { .create }

  /// Validates every file (unless `run(at:)` did), then stores the valid ones in `catalog`.
  ///
  /// - Throws: Like `run(at:)`.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let validation = validated ?? validate()
    if !validation.problems.isEmpty, !keepGoing { throw RunnerError.invalidScenarios(validation.problems) }
    return try store(validation, in: catalog)
  }

  /// Reads and validates every file `paths` names, without touching any catalog.
  ///
  /// Besides each file's own problems, a folder without scenario files is a problem, and so is
  /// a scenario name defined by more than one file (each such file is reported, and none is
  /// stored). A path named twice is read once.
  package func validate() -> Validation {
    var files: [String] = []
    var seen: Set<String> = []
    var problems: [(index: Int, error: ScenarioFileError)] = []
    for argument in paths {
      let expanded = FileReplay.expand(argument)
      if expanded.isEmpty {
        problems.append(
          (
            files.count,
            ScenarioFileError(
              path: argument,
              diagnostics: [
                ScenarioDiagnostic(
                  .start, "the folder has no scenario files (\(Self.extensionList))")
              ])
          ))
      }
      for file in expanded where seen.insert(file).inserted {
        files.append(file)
      }
    }

    // Reading, parsing and validating a file is independent of every other file: on every core.
    let results = ResultSlots<Result<LoadedScenario, ScenarioFileError>>(count: files.count)
    let next = Counter()
    let toRead = files
    DispatchQueue.concurrentPerform(
      iterations: max(1, min(ProcessInfo.processInfo.activeProcessorCount, toRead.count))
    ) { _ in
      while true {
        let index = next.increment() - 1
        guard index < toRead.count else { return }
        results[index] = Result { () throws(ScenarioFileError) in try ScenarioFile.load(contentsOf: toRead[index]) }
      }
    }
    var loaded: [(index: Int, scenario: LoadedScenario)] = []
    for (index, result) in results.values.enumerated() {
      switch result {
      case .success(let scenario)?: loaded.append((index, scenario))
      case .failure(let error)?: problems.append((index, error))
      case nil: break
      }
    }

    var pathsByName: [String: [String]] = [:]
    for item in loaded {
      pathsByName[item.scenario.scenario.name, default: []].append(item.scenario.path)
    }
    var valid: [LoadedScenario] = []
    for item in loaded {
      let others = (pathsByName[item.scenario.scenario.name] ?? []).filter {
        $0 != item.scenario.path
      }
      guard !others.isEmpty else {
        valid.append(item.scenario)
        continue
      }
      let name = item.scenario.scenario.name
      let quoted = others.map { "'\($0)'" }.joined(separator: ", ")
      problems.append(
        (
          item.index,
          ScenarioFileError(
            path: item.scenario.path,
            diagnostics: [
              ScenarioDiagnostic(
                Self.location(ofNameIn: item.scenario.source),
                "scenario '\(name)' is also defined in \(quoted); a catalog holds one scenario per name, so rename one of them"
              )
            ])
        ))
    }
    // Rule 15.6: what a valid file declares that never takes effect (looked for on every core).
    let foundWarnings = ResultSlots<[ScenarioDiagnostic]>(count: valid.count)
    let toCheck = valid
    DispatchQueue.concurrentPerform(iterations: toCheck.count) { index in
      foundWarnings[index] = TransitionEngine.authoringWarnings(for: toCheck[index].scenario)
    }
    var warnings: [String] = []
    var kept: [LoadedScenario] = []
    for (loaded, found) in zip(valid, foundWarnings.values) {
      let found = found ?? []
      if strict && !found.isEmpty {
        let index = files.firstIndex(of: loaded.path) ?? files.count
        problems.append((index, ScenarioFileError(path: loaded.path, diagnostics: found)))
        continue
      }
      warnings += found.map { "\(loaded.path):\($0.location): warning: \($0.message)" }
      kept.append(loaded)
    }
    let sorted = problems.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }
    return Validation(valid: kept, problems: sorted.map(\.element.error), warnings: warnings)
  }

  // MARK: - Private

  private func store(_ validation: Validation, in catalog: CatalogDatabase) throws -> Report {
    guard !validation.valid.isEmpty else {
      return Report(added: [], problems: validation.problems, catalogPath: catalog.path)
    }
    // Compiling each scenario for fast replays is independent too.
    let compiled = ResultSlots<ScenarioInput>(count: validation.valid.count)
    DispatchQueue.concurrentPerform(iterations: validation.valid.count) { index in
      compiled[index] = ScenarioInput(validation.valid[index])
    }
    let inputs = compiled.values.compactMap { $0 }
    let outcomes = try catalog.addScenarios(inputs)
    let added = zip(validation.valid, outcomes).map { Report.Item(path: $0.path, outcome: $1) }
    let orphaned = try Self.recordingsOrphaned(by: zip(validation.valid, outcomes).map { ($0, $1) }, in: catalog)
    return Report(
      added: added, problems: validation.problems, warnings: validation.warnings + orphaned,
      catalogPath: catalog.path)
  }

  /// A warning for each recording that names ids a new revision no longer has: `diff --against
  /// recording` will refuse it and `calibrate` skip it (review of issue 13, D2).
  static func recordingsOrphaned(by added: [(LoadedScenario, AddOutcome)], in catalog: CatalogDatabase)
    throws -> [String]
  {
    let revised = added.filter { $0.1.change == .newRevision || ($0.1.change == .revived && $0.1.addedRevision) }
    guard !revised.isEmpty else { return [] }
    let recordings = Dictionary(
      grouping: try catalog.recordings(), by: \.scenario)
    var warnings: [String] = []
    for (loaded, outcome) in revised {
      for stored in recordings[outcome.name] ?? [] {
        guard let numbered = try? RecordedScenario.parse(stored) else { continue }
        let provenance = RecordingProvenance(
          of: numbered, scenario: loaded.scenario, revision: outcome.revision, sourceSHA256: nil,
          scenarioPath: loaded.path)
        guard !provenance.missingIDs.isEmpty else { continue }
        let ids = provenance.missingIDs.map { "'\($0)'" }.joined(separator: ", ")
        warnings.append(
          "warning: revision \(outcome.revision) of '\(outcome.name)' does not have \(ids), which recording:\(stored.number) "
            + "names: 'catalog diff \(outcome.name) --against recording:\(stored.number)' will refuse it and 'catalog "
            + "calibrate' will skip it; import its log again with a map to the new ids, or 'catalog record rm "
            + "\(outcome.name) recording:\(stored.number)'")
      }
    }
    return warnings
  }

  private static let extensionList = ScenarioFile.extensions.map { ".\($0)" }.joined(
    separator: ", ")

  /// Where the `name` key is in a scenario's source: the first line that starts with `name:`
  /// (YAML, top level) or, after spaces and braces, with `"name"` (JSON), else the start of the
  /// file.
  static func location(ofNameIn source: String) -> SourceLocation {
    var line = 0
    for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "{" }
      if text.hasPrefix("name:") || trimmed.hasPrefix("\"name\"") {
        return SourceLocation(line: line, column: text.count - trimmed.count + 1)
      }
    }
    return .start
  }
}
