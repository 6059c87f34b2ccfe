import CatalogModel
import CatalogStorage
import Foundation

/// `catalog accept`: makes the latest runs, or the last check's changed and new results, the
/// baselines.
///
/// For example:
/// ```swift
/// let report = try AcceptBaselines(.lastCheck(group: 2), acceptedBy: "ana").run(at: location)
/// ```
package struct AcceptBaselines: CatalogOperation, Sendable {
  /// What to accept.
  package var target: Acceptance.Target
  /// Who accepts, as the baselines record it.
  package var acceptedBy: String
  /// What suggested commands add to use the same catalog (`CatalogLocation.option`).
  private var commandOption = ""

  package init(_ target: Acceptance.Target, acceptedBy: String) {
    self.target = target
    self.acceptedBy = acceptedBy
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// Accepts on the catalog at `location`, which must exist.
  package func run(at location: CatalogLocation) throws(RunnerError) -> AcceptanceReport {
    var accepting = self
    accepting.commandOption = location.option
    return try accepting.performing(at: location)
  }

  /// Accepts `target` in `catalog` and reports what was accepted, in scenario then era order.
  ///
  /// After a folder check, `--all` (every stored scenario, no `--profile`) accepts that check's
  /// changed and new results, as `--group all` does, rather than the latest run of every stored
  /// scenario: that would also accept scenarios outside the folder and rewrite baseline files
  /// whose timeline did not change (only the rules version they were recorded with). A checked
  /// folder that has moved or gone since is an error before anything is accepted: its baseline
  /// files, the folder's truth, could not be rewritten.
  package func perform(in catalog: CatalogDatabase) throws -> AcceptanceReport {
    var target = target
    let now = catalog.now()
    var notes: [String] = []
    let lastCheck = try catalog.lastCheck()
    if let check = lastCheck, let folder = check.folder {
      let checked = Set(try catalog.checkResults(batch: check.id).map(\.scenario))
      if case .latestRuns(let selection, let profiles) = target, selection.all, profiles.isEmpty {
        target = .lastCheck(group: nil)
        notes.append(
          "note: after the check of the folder '\(DisplayPath.relative(folder))', '--all' accepts that check's changed and new results ('--group all'); name scenarios to accept others"
        )
      }
      if FileKind.of(folder) != .directory {
        var touchesFolder = true
        if case .latestRuns(let selection, _) = target {
          touchesFolder = try selection.resolve(in: catalog).contains { checked.contains($0.name) }
        }
        if touchesFolder {
          throw RunnerError.invalidInput(
            "the last check checked the folder '\(folder)', which is not there any more (moved or deleted); "
              + "its baseline files, the folder's truth, could not be rewritten, so nothing was accepted: "
              + CommandHints.adding(
                commandOption, to: "check the folder where it is now ('catalog check DIR'), then accept")
          )
        }
      }
    }
    var report = try Acceptance.accept(target, lastCheck: lastCheck, in: catalog, acceptedBy: acceptedBy, now: now)
    report.notes = notes
    report.accepted.sort {
      ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile)
    }
    report.skipped.sort {
      ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile)
    }
    return report
  }
}
