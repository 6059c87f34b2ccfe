import CatalogModel

/// What a recording says about itself: where and how it was made, and how its log was read.
///
/// The header is the first line of a recording file (Docs/recordings.md), a JSON object with these
/// keys in this order; absent values are `null`.
///
/// For example:
/// ```swift
/// var header = RecordingHeader(scenario: "dimming-presentation", ios: IOSVersion("9.3"))
/// header.device = "iPhone 6s"
/// header.map = ["MyPresentationController": "pc:red"]
/// ```
public struct RecordingHeader: Hashable, Sendable {
  /// The scenario the recording is a run of.
  public var scenario: String
  /// The iOS version the device ran: it chooses the profile the recording is compared with.
  public var ios: IOSVersion
  /// The device model, as the engineer wrote it (`iPhone 15 Pro`, `iPad (6th generation)`).
  public var device: String?
  /// The SDK the app was built with (`17.2`): it decides behaviour such as `viewIsAppearing(_:)`.
  public var sdk: IOSVersion?
  /// When the recording was made: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ`.
  public var recordedAt: String?
  /// Who made it.
  public var recordedBy: String?
  /// The console log it was imported from (a file name), if any.
  public var source: String?
  /// How many lines of that log were not callbacks, and were skipped.
  public var skippedLines: Int
  /// The class and instance names of the log, each with the scenario id(s) it stands for (`-`
  /// for a class that is not part of the scenario).
  public var map: [String: String]
  /// Free text.
  public var notes: String?

  public init(
    scenario: String, ios: IOSVersion, device: String? = nil, sdk: IOSVersion? = nil, recordedAt: String? = nil,
    recordedBy: String? = nil, source: String? = nil, skippedLines: Int = 0, map: [String: String] = [:],
    notes: String? = nil
  ) {
    self.scenario = scenario
    self.ios = ios
    self.device = device
    self.sdk = sdk
    self.recordedAt = recordedAt
    self.recordedBy = recordedBy
    self.source = source
    self.skippedLines = skippedLines
    self.map = map
    self.notes = notes
  }

  /// The keys of the header object, in the order a recording file writes them.
  public static let keys = [
    "recording", "scenario", "ios", "device", "sdk", "recordedAt", "recordedBy", "source", "skippedLines", "map",
    "notes",
  ]

  /// Whether `text` is a valid `recordedAt`: a date `YYYY-MM-DD`, or a UTC time `YYYY-MM-DDTHH:MM:SSZ`.
  public static func isValidDate(_ text: String) -> Bool {
    if Timestamp.secondsSince1970(text) != nil { return true }
    guard text.utf8.count == 10 else { return false }
    return Timestamp.secondsSince1970(text + "T00:00:00Z") != nil
  }
}
