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
package struct RecordingInput: Sendable {
  package var scenario: String
  /// The number to store it under; the scenario's next free number when nil.
  package var number: Int?
  /// The recording file's text, kept byte for byte.
  package var content: String
  package var iosVersion: String
  package var device: String?
  package var sdkVersion: String?
  package var recordedAt: String?
  package var recordedBy: String?
  package var eventCount: Int
  package var importedAt: Date
  /// The SHA-256 of the scenario source the recording was made against (its header's
  /// `scenarioSHA256`): the store ties the recording to the scenario's revision with that source.
  package var scenarioSHA256: String?

  package init(
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
