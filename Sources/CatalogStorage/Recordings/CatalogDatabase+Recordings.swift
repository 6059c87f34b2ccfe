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
  package func addRecordings(_ inputs: [RecordingInput]) throws(StorageError) -> [RecordingOutcome] {
    try write("keep the recordings") { try $0.addRecordings(inputs) }
  }

  /// Takes one recording out of the catalog's listings, exports and comparisons (see
  /// `CatalogTransaction.removeRecording(scenario:number:at:)`); nil when there is none of that
  /// number. `date` is the catalog's clock's `now()` unless given.
  package func removeRecording(scenario: String, number: Int, at date: Date? = nil) throws(StorageError) -> RecordingID?
  {
    let date = date ?? now()
    return try write("remove recording:\(number) of '\(scenario)'") {
      try $0.removeRecording(scenario: scenario, number: number, at: date)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The current recordings, sorted by scenario and number: of one scenario, or of every scenario
  /// in the catalog. A removed scenario's recordings are left out with it, unless
  /// `includingRemovedScenarios` (to say how many it keeps).
  package func recordings(scenario: String? = nil, includingRemovedScenarios: Bool = false) throws(StorageError)
    -> [StoredRecording]
  {
    try backend.recordings(scenario: scenario, includingRemovedScenarios: includingRemovedScenarios)
  }

  /// Every recording a scenario ever had under `number`, newest first: the current one, then
  /// those it superseded.
  package func recordingHistory(scenario: String, number: Int) throws(StorageError) -> [StoredRecording] {
    try backend.recordingHistory(scenario: scenario, number: number)
  }
}
