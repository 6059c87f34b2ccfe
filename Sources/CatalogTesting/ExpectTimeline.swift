import CatalogModel
import Foundation
import ScenarioFile

/// Replays the scenario file `path` under `profile` and expects each timeline to equal its
/// baseline file, `<scenario>.<profile>.timeline` beside the scenario: the fixture layout, so the
/// same files serve `catalog check`.
///
/// A missing baseline is written and the test fails once, saying so; a changed timeline fails
/// with its unified diff and how to accept it (re-run with `CATALOG_RECORD=failed`, or
/// `catalog accept`). Nothing is written under CI. Failures are recorded at the caller's line,
/// under Swift Testing or XCTest.
///
/// For example:
/// ```swift
/// import CatalogTesting
/// import Testing
///
/// @Test func defaultStyle() throws {
///   try expectTimeline(of: "ios13-default-style.yaml", profile: "uikit-17")
/// }
/// ```
///
/// - Parameters:
///   - path: The scenario file, relative to the folder of the calling test file (absolute paths
///     are used as they are).
///   - profile: A profile, an iOS version (the profile of its era), or `.all` (every profile
///     that can replay the scenario, each with its baseline).
///   - record: When to write baselines; nil for `CATALOG_RECORD`, else `.missing`.
///   - fileID: The caller's file (by default), where a failure is recorded.
///   - filePath: The caller's file; its folder is where relative paths start.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The timelines, one per profile checked, oldest era first.
/// - Throws: `TimelineExpectationError` when the scenario is invalid, the profile unknown or
///   unable to replay it, or a baseline file cannot be read or written.
@discardableResult
public func expectTimeline(
  of path: String,
  profile: TimelineProfile,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> [Timeline] {
  try expectTimeline(
    of: path, profile: profile, record: record, environment: ProcessInfo.processInfo.environment,
    testFolder: folder(of: filePath), at: (fileID, filePath, line, column))
}

/// `expectTimeline(of:profile:record:)` for a file, in `environment` (tests of this module).
@discardableResult
func expectTimeline(
  of path: String, profile: TimelineProfile, record: RecordMode?, environment: [String: String], testFolder: String,
  at caller: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
) throws -> [Timeline] {
  let scenarioPath = path.hasPrefix("/") ? path : testFolder + "/" + path
  let loaded: LoadedScenario
  do {
    loaded = try ScenarioFile.load(contentsOf: scenarioPath)
  } catch {
    throw TimelineExpectationError.invalidScenario(error)
  }
  let check = TimelineCheck(
    scenario: loaded.scenario, baselineFolder: URL(fileURLWithPath: scenarioPath).deletingLastPathComponent().path,
    acceptHint:
      "or 'catalog check \(shellQuoted(URL(fileURLWithPath: scenarioPath).deletingLastPathComponent().path))' "
      + "then 'catalog accept \(loaded.scenario.name) --profile PROFILE'",
    environment: environment)
  return try check.run(profile: profile, record: record, at: caller)
}

/// Replays a scenario written in Swift under `profile` and expects each timeline to equal its
/// baseline file, `__Timelines__/<name>.<profile>.timeline` in the folder of the calling test
/// file (a missing one is written, as `expectTimeline(of:profile:)` does for files).
///
/// For example:
/// ```swift
/// @Test func sheetOverNavigation() throws {
///   let scenario = TransitionScenario("sheet-over-nav", window: "nav") {
///     Controller("nav", type: .navigation, children: ["list"])
///     Controller("list")
///     Controller("detail", modalPresentationStyle: .pageSheet)
///   } steps: {
///     Present("detail", from: "list")
///   }
///   try expectTimeline(of: scenario, profile: .all)
/// }
/// ```
///
/// - Parameters:
///   - scenario: The scenario.
///   - profile: A profile, an iOS version, or `.all`.
///   - record: When to write baselines; nil for `CATALOG_RECORD`, else `.missing`.
///   - fileID: The caller's file (by default), where a failure is recorded.
///   - filePath: The caller's file; its folder is where relative paths start.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The timelines, one per profile checked, oldest era first.
/// - Throws: `TimelineExpectationError`, as for a file.
@discardableResult
public func expectTimeline(
  of scenario: TransitionScenario,
  profile: TimelineProfile,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> [Timeline] {
  try expectTimeline(
    of: scenario, profile: profile, record: record, environment: ProcessInfo.processInfo.environment,
    testFolder: folder(of: filePath), at: (fileID, filePath, line, column))
}

/// `expectTimeline(of:profile:record:)` for a Swift scenario, in `environment` (tests of this module).
@discardableResult
func expectTimeline(
  of scenario: TransitionScenario, profile: TimelineProfile, record: RecordMode?, environment: [String: String],
  testFolder: String, at caller: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
) throws -> [Timeline] {
  let model: Scenario
  do {
    model = try scenario.validated()
  } catch {
    throw TimelineExpectationError.invalidScenario(error)
  }
  let check = TimelineCheck(
    scenario: model, baselineFolder: testFolder + "/" + TimelineCheck.swiftBaselineFolder,
    acceptHint: nil, environment: environment)
  return try check.run(profile: profile, record: record, at: caller)
}

/// The folder of the test file at `filePath`.
private func folder(of filePath: StaticString) -> String {
  URL(fileURLWithPath: String(describing: filePath)).deletingLastPathComponent().path
}

/// `text` quoted for a POSIX shell when it needs it.
func shellQuoted(_ text: String) -> String {
  let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:,@%".contains($0) }
  return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
