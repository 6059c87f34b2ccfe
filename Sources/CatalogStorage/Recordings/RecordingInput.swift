import Foundation

/// A recording to keep with a scenario: its file's text, the header fields `show` and
/// `calibrate` list, and the scenario source it was made against.
///
/// The store does not read recordings: the runner parses and checks the text (`RecordingFile`) and
/// fills in the fields from its header.
///
/// For example:
/// ```swift
/// let input = RecordingInput(
///   scenario: "dimming-presentation", number: nil, content: text, iosVersion: "9.3", eventCount: 17,
///   importedAt: Date())
/// ```
public struct RecordingInput: Sendable {
  public var scenario: String
  /// The number to store it under; the scenario's next free number when nil.
  public var number: Int?
  /// The recording file's text, kept byte for byte.
  public var content: String
  public var iosVersion: String
  public var device: String?
  public var sdkVersion: String?
  public var recordedAt: String?
  public var recordedBy: String?
  public var eventCount: Int
  public var importedAt: Date
  /// The SHA-256 of the scenario source the recording was made against (its header's
  /// `scenarioSHA256`): the store ties the recording to the scenario's revision with that source.
  public var scenarioSHA256: String?

  public init(
    scenario: String, number: Int?, content: String, iosVersion: String, device: String? = nil,
    sdkVersion: String? = nil, recordedAt: String? = nil, recordedBy: String? = nil, eventCount: Int,
    importedAt: Date, scenarioSHA256: String? = nil
  ) {
    self.scenarioSHA256 = scenarioSHA256
    self.scenario = scenario
    self.number = number
    self.content = content
    self.iosVersion = iosVersion
    self.device = device
    self.sdkVersion = sdkVersion
    self.recordedAt = recordedAt
    self.recordedBy = recordedBy
    self.eventCount = eventCount
    self.importedAt = importedAt
  }
}
