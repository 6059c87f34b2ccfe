import CatalogStorage
import Foundation

/// `catalog record rm NAME recording:N`: takes one recording out of the catalog — one imported
/// with the wrong map, say — keeping it as history.
///
/// The recording leaves `show`, `diff --against recording`, `calibrate` and exports (an export
/// deletes its file); the scenario's other recordings keep their numbers, and a later import gets
/// a new one.
///
/// For example:
/// ```swift
/// let report = try RemoveRecording(scenario: "dimming-presentation", recording: "recording:2").run(at: location)
/// ```
package struct RemoveRecording: CatalogOperation, Sendable {
  package var scenario: String
  /// `recording:N`, as `diff --against` names a recording; a number is required.
  package var recording: String
  /// When the recording is removed; the catalog's clock (`CatalogDatabase.now()`) unless given.
  package var now: Date?

  package init(scenario: String, recording: String) {
    self.scenario = scenario
    self.recording = recording
  }

  /// What `run` did.
  package struct Report: Sendable, Encodable {
    package var scenario: String
    package var number: Int
    /// The recordings the scenario still has.
    package var remaining: [Int]
  }

  /// Removes the recording.
  ///
  /// - Throws: `RunnerError.noCatalog`; `.invalidInput` for `recording` without a number or a
  ///   number the scenario has no recording of (listing those it has); `.unknownScenarios`.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    _ = try number()
    return try performing(at: location)
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// Removes the recording from `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let number = try number()
    try catalog.requireScenarios([scenario])
    let removed = try catalog.removeRecording(scenario: scenario, number: number, at: now)
    let remaining = try catalog.recordings(scenario: scenario).map(\.number)
    guard removed != nil else {
      let has =
        remaining.isEmpty ? "it has none" : "it has " + remaining.map { "recording:\($0)" }.joined(separator: ", ")
      throw RunnerError.invalidInput("scenario '\(scenario)' has no recording:\(number); \(has)")
    }
    return Report(scenario: scenario, number: number, remaining: remaining)
  }

  /// The number `recording` names; anything else is not one to remove.
  private func number() throws(RunnerError) -> Int {
    switch try RecordingReference(recording) {
    case .number(let given)?: return given
    case .newest?, nil:
      throw .invalidInput(
        "'\(recording)' is not a recording number: write 'recording:N' ('catalog show \(scenario)' lists them); "
          + "'record rm' never picks one for you")
    }
  }
}
