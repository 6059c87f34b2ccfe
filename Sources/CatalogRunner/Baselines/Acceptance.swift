import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// `catalog accept`: makes runs the baselines, keeping the previous baselines as history.
public enum Acceptance {
  /// What to accept.
  public enum Target: Sendable {
    /// The latest run of each selected scenario under each profile asked for (or each profile it has run under).
    case latestRuns(ScenarioSelection, profiles: [EngineProfile])
    /// Every changed or new result of change group `group` of the last check, or of all groups when nil.
    case lastCheck(group: Int?)
  }

  public struct Report: Sendable {
    public var accepted: [AcceptOutcome]
    /// Scenario × profile pairs left alone, and why.
    public var skipped: [(title: String, reason: String)]
  }

  /// Who accepts, for the record: `CATALOG_USER`, else `USER`/`LOGNAME`, else the account's name.
  public static func defaultAcceptor(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    for key in ["CATALOG_USER", "USER", "LOGNAME"] {
      if let value = environment[key], !value.isEmpty { return value }
    }
    if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
      return String(cString: name)
    }
    return "unknown"
  }

  public static func run(_ target: Target, acceptedBy: String, location: CatalogLocation) throws(RunnerError) -> Report
  {
    guard FileManager.default.fileExists(atPath: location.path) else { throw .noCatalog(location.path) }
    let catalog = try location.openForWriting()
    defer { try? catalog.close() }
    let now = Date()
    switch target {
    case .lastCheck(let group):
      do {
        guard let check = try catalog.lastCheck() else {
          throw RunnerError.invalidInput("there is no check to accept from yet; run 'catalog check' first")
        }
        if let group {
          let results = try catalog.checkResults(batch: check.id, group: group)
          guard !results.isEmpty else {
            let groups = Set(try catalog.checkResults(batch: check.id).compactMap(\.changeGroup)).sorted()
            throw RunnerError.invalidInput(
              "the last check (batch \(check.id)) has no change group \(group)"
                + (groups.isEmpty
                  ? "; it found no changes" : "; its groups are \(groups.map(String.init).joined(separator: ", "))"))
          }
        }
        let accepted = try catalog.acceptCheckResults(
          batch: check.id, group: group, acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current
        )
        return Report(accepted: accepted, skipped: [])
      } catch let error as RunnerError {
        throw error
      } catch {
        throw .fromStore(error, path: location.path)
      }
    case .latestRuns(let selection, let profiles):
      let scenarios = try selection.resolve(in: catalog)
      let latestRevision = Dictionary(scenarios.map { ($0.name, $0.revision) }, uniquingKeysWith: { a, _ in a })
      let wanted = Set(profiles.map(\.name))
      var inputs: [BaselineInput] = []
      var skipped: [(String, String)] = []
      do {
        for run in try catalog.latestRuns() {
          guard let revision = latestRevision[run.scenario], wanted.isEmpty || wanted.contains(run.profile) else {
            continue
          }
          let title = "\(run.scenario) @ \(run.profile)"
          guard run.timelineID != nil else {
            skipped.append((title, "its latest run (run:\(run.id)) was \(run.status) and has no timeline"))
            continue
          }
          guard run.revision == revision else {
            skipped.append(
              (
                title,
                "its latest run (run:\(run.id)) replayed revision \(run.revision), but revision \(revision) exists; 'catalog run \(run.scenario) --profile \(run.profile)' first"
              ))
            continue
          }
          inputs.append(
            BaselineInput(
              scenario: run.scenario, profile: run.profile, profileRulesVersion: run.profileRulesVersion,
              timeline: .run(run.id), acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current))
        }
        let ran = Set(inputs.map { "\($0.scenario) @ \($0.profile)" } + skipped.map(\.0))
        for scenario in scenarios {
          for profile in profiles where !ran.contains("\(scenario.name) @ \(profile.name)") {
            skipped.append(
              (
                "\(scenario.name) @ \(profile.name)",
                "it has no run under \(profile.name); 'catalog run \(scenario.name) --profile \(profile.name)' first"
              ))
          }
        }
        let accepted = try catalog.acceptBaselines(inputs)
        return Report(accepted: accepted, skipped: skipped.sorted { $0.0 < $1.0 })
      } catch {
        throw .fromStore(error, path: location.path)
      }
    }
  }

  /// `catalog check --accept`: accepts every changed and new result of `report`'s batch; for a
  /// checked folder, also writes the accepted baselines back into the folder's baseline files,
  /// which are the folder's truth.
  public static func acceptCheck(_ report: CheckReport, acceptedBy: String, location: CatalogLocation)
    throws(RunnerError)
    -> Report
  {
    guard let batch = report.batchID else { throw .invalidInput("the check was not recorded; nothing to accept") }
    let catalog = try location.openForWriting()
    defer { try? catalog.close() }
    do {
      let accepted = try catalog.acceptCheckResults(
        batch: batch, group: nil, acceptedBy: acceptedBy, acceptedAt: Date(), catalogVersion: CatalogVersion.current)
      if let folder = report.folder {
        for outcome in accepted where outcome.change != .unchanged {
          try writeBaselineFile(scenario: outcome.scenario, profile: outcome.profile, folder: folder, catalog: catalog)
        }
      }
      return Report(accepted: accepted, skipped: [])
    } catch let error as RunnerError {
      throw error
    } catch {
      throw .fromStore(error, path: location.path)
    }
  }

  /// Writes the current baseline of `scenario` under `profile` as `folder/<scenario>.<profile>.timeline`.
  static func writeBaselineFile(scenario: String, profile: String, folder: String, catalog: CatalogDatabase) throws {
    guard let baseline = try catalog.currentBaselines(scenario: scenario, profile: profile).first,
      let timeline = try catalog.timeline(hash: baseline.timelineHash)
    else { return }
    let header = BaselineFile(
      scenario: scenario, profile: profile, rulesVersion: baseline.profileRulesVersion, acceptedBy: baseline.acceptedBy,
      acceptedAt: baseline.acceptedAt.timestamp, catalogVersion: baseline.catalogVersion)
    let path =
      (folder.hasSuffix("/") ? folder : folder + "/") + BaselineFile.fileName(scenario: scenario, profile: profile)
    try header.render(timeline).write(toFile: path, atomically: true, encoding: .utf8)
  }
}
