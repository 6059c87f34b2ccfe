import Foundation

/// A recording kept with a scenario, as the catalog stores it.
package struct StoredRecording: Hashable, Sendable {
  package var id: RecordingID
  package var scenario: String
  /// Its number among the scenario's recordings: `recording:2`, `<scenario>.2.recording`.
  package var number: Int
  /// The recording file's text, byte for byte.
  package var content: String
  /// The lowercase hex SHA-256 of `content`.
  package var contentHash: String
  package var iosVersion: String
  package var device: String?
  package var sdkVersion: String?
  package var recordedAt: String?
  package var recordedBy: String?
  package var eventCount: Int
  package var importedAt: Date
  /// The number of the scenario revision it was made against; nil when that is not known.
  package var revision: Int?
  /// When `catalog record rm` removed it (history only).
  package var removedAt: Date?
}
