import CatalogDiff
import CatalogModel
import Foundation

/// One `expectTimeline` call: replays a scenario under each profile asked for and compares each
/// timeline with its baseline file, writing baselines as the record mode says.
struct TimelineCheck {
  /// Where baselines of scenarios written in Swift go, beside the test file.
  static let swiftBaselineFolder = "__Timelines__"

  let scenario: Scenario
  /// The folder of the baseline files.
  let baselineFolder: String
  /// How else a changed baseline can be accepted (the catalog command), or nil.
  let acceptHint: String?
  /// The process's environment: `CATALOG_RECORD`, `CI`, `CATALOG_USER`.
  let environment: [String: String]

  func run(
    profile: TimelineProfile, record: RecordMode?,
    at caller: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  ) throws(TimelineExpectationError) -> [Timeline] {
    let mode = try RecordMode.effective(record, environment: environment)
    let replays = try TimelineReplay.replays(of: scenario, profile: profile)
    for replay in replays {
      if let failure = try compare(replay, mode: mode) {
        IssueReporter.fail(
          failure, fileID: caller.fileID, filePath: caller.filePath, line: caller.line, column: caller.column)
      }
    }
    let timelines = replays.map(\.timeline)
    return timelines
  }

  /// The failure message for a replay, or nil when its timeline equals its baseline.
  private func compare(_ replay: TimelineReplay.Replay, mode: RecordMode) throws(TimelineExpectationError) -> String? {
    let timeline = replay.timeline
    let profile = (name: replay.profile, rulesVersion: replay.rulesVersion)
    let path = baselineFolder + "/" + BaselineFile.fileName(scenario: scenario.name, profile: profile.name)
    let shown = displayPath(path)
    guard let baseline = try read(path) else {
      guard mode != .never else {
        return "no baseline for '\(scenario.name)' under \(profile.name): '\(shown)' does not exist, and it is not "
          + "recorded \(RecordMode.isCI(environment) ? "under CI" : "in record mode 'never'"); record it locally "
          + "(run the test once without CI) and commit it"
      }
      try write(timeline, under: profile, to: path)
      return "recorded a new baseline for '\(scenario.name)' under \(profile.name) in '\(shown)' "
        + "(\(timeline.events.count) events); review and commit it, then run the test again"
    }
    if baseline.canonicalText() == timeline.canonicalText() {
      guard mode == .all else { return nil }
      try write(timeline, under: profile, to: path)
      return "record mode 'all' rewrote the baseline '\(shown)' (unchanged); turn record mode off and run again"
    }
    let diff = TimelineDiff.compute(baseline, timeline).unified(
      leftLabel: "baseline \(scenario.name) @ \(profile.name) (\(shown))",
      rightLabel: "\(scenario.name) @ \(profile.name) now")
    if mode == .failed || mode == .all {
      try write(timeline, under: profile, to: path)
      return "the timeline of '\(scenario.name)' under \(profile.name) changed, and record mode '\(mode.rawValue)' "
        + "rewrote '\(shown)'; review it with 'git diff' and run the test again:\n" + diff
    }
    let hint = acceptHint.map { ", " + $0.replacingOccurrences(of: "PROFILE", with: profile.name) } ?? ""
    return "the timeline of '\(scenario.name)' under \(profile.name) differs from its baseline '\(shown)':\n" + diff
      + "To accept it: run the test again with \(RecordMode.environmentVariable)=failed\(hint)."
  }

  /// The baseline's timeline, or nil when there is no file at `path`.
  private func read(_ path: String) throws(TimelineExpectationError) -> Timeline? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw .baselineFile(path: path, problem: "cannot be read as a file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .baselineFile(path: path, problem: "is not UTF-8 text")
    }
    do {
      return try BaselineFile.parse(text).timeline
    } catch let error as TimelineFormatError {
      throw .baselineFile(path: path, problem: "\(error.location): \(error.message)")
    } catch {
      throw .baselineFile(path: path, problem: "\(error)")
    }
  }

  /// Writes the baseline file of `timeline` atomically (a temporary file renamed over it), never
  /// through a symbolic link, a FIFO or a device.
  private func write(_ timeline: Timeline, under profile: (name: String, rulesVersion: Int), to path: String)
    throws(TimelineExpectationError)
  {
    let files = FileManager.default
    if let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType, type != .typeRegular {
      throw .baselineFile(
        path: path, problem: "is not a regular file (a symbolic link, a FIFO or a device); it is never written through")
    }
    let header = BaselineFile(
      scenario: scenario.name, profile: profile.name, rulesVersion: profile.rulesVersion,
      acceptedBy: acceptor(),
      acceptedAt: Timestamp.string(secondsSince1970: Date().timeIntervalSince1970.rounded(.down)),
      catalogVersion: CatalogVersion.current)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      let temporary = folder.appendingPathComponent(".\(UUID().uuidString).timeline.tmp")
      try Data(header.render(timeline).utf8).write(to: temporary)
      if rename(temporary.path, path) != 0 {
        let reason = String(cString: strerror(errno))
        try? files.removeItem(at: temporary)
        throw TimelineExpectationError.baselineFile(path: path, problem: "cannot be written: \(reason)")
      }
    } catch let error as TimelineExpectationError {
      throw error
    } catch {
      throw .baselineFile(path: path, problem: "cannot be written: \(error.localizedDescription)")
    }
  }

  /// Who recorded a baseline: `CATALOG_USER`, else `USER`/`LOGNAME`, else `swift-test`; control
  /// characters written out, so no name reaches a terminal through `cat` of the file.
  private func acceptor() -> String {
    for key in ["CATALOG_USER", "USER", "LOGNAME"] {
      if let value = environment[key], !value.isEmpty { return VisibleText.escaped(value) }
    }
    return "swift-test"
  }

  /// `path` relative to the current folder when it is inside it.
  private func displayPath(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
