import Foundation

/// A recording kept with a scenario, as the catalog stores it.
public struct StoredRecording: Hashable, Sendable {
  public var id: RecordingID
  public var scenario: String
  /// Its number among the scenario's recordings: `recording:2`, `<scenario>.2.recording`.
  public var number: Int
  /// The recording file's text, byte for byte.
  public var content: String
  /// The lowercase hex SHA-256 of `content`.
  public var contentHash: String
  public var iosVersion: String
  public var device: String?
  public var sdkVersion: String?
  public var recordedAt: String?
  public var recordedBy: String?
  public var eventCount: Int
  public var importedAt: Date
  /// The number of the scenario revision it was made against; nil when that is not known.
  public var revision: Int?
  /// When `catalog record rm` removed it (history only).
  public var removedAt: Date?
}
