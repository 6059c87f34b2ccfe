import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Keeps recordings with their scenarios, in one transaction (see
  /// `CatalogTransaction.addRecordings(_:)`).
  ///
  /// For example:
  /// ```swift
  /// let outcome = try catalog.addRecordings([input])[0]
  /// print("recording:\(outcome.number)")
  /// ```
  @discardableResult
  public func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    try write("keep the recordings") { try $0.addRecordings(inputs) }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The current recordings, sorted by scenario and number: of one scenario, or of every scenario
  /// in the catalog. A removed scenario's recordings are left out with it.
  public func recordings(scenario: String? = nil) throws -> [StoredRecording] {
    try backend.recordings(scenario: scenario)
  }

  /// Every recording a scenario ever had under `number`, newest first: the current one, then
  /// those it superseded.
  public func recordingHistory(scenario: String, number: Int) throws -> [StoredRecording] {
    try backend.recordingHistory(scenario: scenario, number: number)
  }
}
