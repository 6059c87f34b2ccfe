import CatalogModel
import Foundation
import TransitionEngine

extension Acceptance {
  /// Which pending files `catalog accept` takes, without the catalog database.
  package struct PendingSelection: Sendable {
    /// Scenario names; empty with `all` or `group`.
    package var names: [String] = []
    package var all = false
    /// A change group's number; `all` accepts every group.
    package var group: Int?
    /// Only these profiles (names and `all` only).
    package var profiles: [EngineProfile] = []

    package init(names: [String] = [], all: Bool = false, group: Int? = nil, profiles: [EngineProfile] = []) {
      self.names = names
      self.all = all
      self.group = group
      self.profiles = profiles
    }
  }

  /// `catalog accept` from the pending files of `root` alone: each chosen pending file becomes
  /// its baseline file (`PendingFiles.accept`), and is removed.
  ///
  /// - Throws: `RunnerError.invalidInput` for a name without a pending file or a group the
  ///   pending files do not have (with the ones they have), and when nothing is pending.
  package static func fromPendingFiles(in root: String, _ selection: PendingSelection, acceptedBy: String)
    throws(RunnerError) -> AcceptanceReport
  {
    let found = try PendingFiles.find(in: root)
    let shown = DisplayPath.relative(root)
    guard !found.entries.isEmpty else {
      throw .invalidInput(
        "there is nothing to accept: no pending file (<scenario>.<profile>.timeline.new) in '\(shown)' or its "
          + "subfolders; 'catalog check DIR' writes them"
          + (found.unreadable.isEmpty ? "" : " (\(found.unreadable.count) did not read: \(found.unreadable[0]))"))
    }
    var chosen = found.entries
    if let group = selection.group {
      chosen = chosen.filter { $0.group == group }
      guard !chosen.isEmpty else {
        let groups = Set(found.entries.compactMap(\.group)).sorted()
        throw .invalidInput(
          "the pending files in '\(shown)' have no change group \(group)"
            + (groups.isEmpty
              ? "; they are all new results ('catalog accept --all' or by name)"
              : "; their groups are \(groups.map(String.init).joined(separator: ", ")) ('catalog pending' lists them)"))
      }
    } else if !selection.names.isEmpty {
      let names = Set(selection.names)
      let pending = Set(found.entries.map(\.header.scenario))
      let missing = selection.names.filter { !pending.contains($0) }
      guard missing.isEmpty else {
        let list = pending.sorted().prefix(5).joined(separator: ", ")
        throw .invalidInput(
          "no pending file for \(missing.map { "'\($0)'" }.joined(separator: ", ")) in '\(shown)'; "
            + "the scenarios with pending files are \(list)\(pending.count > 5 ? ", …" : "")")
      }
      chosen = chosen.filter { names.contains($0.header.scenario) }
    }
    if !selection.profiles.isEmpty {
      let wanted = Set(selection.profiles.map(\.name))
      chosen = chosen.filter { wanted.contains($0.header.profile) }
    }
    let accepted = try PendingFiles.accept(chosen, acceptedBy: acceptedBy)
    var report = AcceptanceReport(accepted: [], skipped: [], folder: shown, folderFiles: accepted.map(\.file))
    report.pendingFiles = accepted
    if !found.unreadable.isEmpty {
      report.notes = found.unreadable.map { "warning: \($0)" }
    }
    return report
  }
}
