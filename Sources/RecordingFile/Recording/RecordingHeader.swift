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
package struct RecordingHeader: Hashable, Sendable {
  /// The lines of a console log that did not become events, by reason (`skipped` in the file).
  ///
  /// Its JSON (in reports) has the four counts under the names of `keys`.
  package struct Skipped: Hashable, Sendable, Encodable {
    /// Lines that name no member the catalog models: the app's own messages, blank-looking text.
    package var notCallbacks = 0
    /// Calls of members the catalog does not model (`buttonTapped(_:)`), named in the import's
    /// report.
    package var unmodelledMembers = 0
    /// `__func__` printed inside a block of a method (`-[X animateTransition:]_block_invoke`):
    /// the block, not another call of the method.
    package var blocks = 0
    /// Lines of classes mapped to `-`, and UIKit warnings about them.
    package var skippedClasses = 0

    package init(notCallbacks: Int = 0, unmodelledMembers: Int = 0, blocks: Int = 0, skippedClasses: Int = 0) {
      self.notCallbacks = notCallbacks
      self.unmodelledMembers = unmodelledMembers
      self.blocks = blocks
      self.skippedClasses = skippedClasses
    }

    package var total: Int { notCallbacks + unmodelledMembers + blocks + skippedClasses }

    /// The keys of the file's `skipped` object, in order.
    package static let keys = ["notCallbacks", "unmodelledMembers", "blocks", "skippedClasses"]

    /// The counts in `keys` order.
    package var counts: [Int] { [notCallbacks, unmodelledMembers, blocks, skippedClasses] }

    /// `3 not callbacks, 1 call of a member the catalog does not model`: the reasons with lines.
    package var phrase: String {
      var parts: [String] = []
      func add(_ count: Int, _ one: String, _ many: String) {
        if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") }
      }
      add(notCallbacks, "not a callback", "not callbacks")
      add(
        unmodelledMembers, "a call of a member the catalog does not model",
        "calls of members the catalog does not model")
      add(blocks, "inside a block of a callback ('_block_invoke')", "inside blocks of callbacks ('_block_invoke')")
      add(skippedClasses, "of a class mapped to '-'", "of classes mapped to '-'")
      return parts.joined(separator: ", ")
    }
  }

  /// The scenario the recording is a run of.
  package var scenario: String
  /// The lowercase hex SHA-256 of the scenario file the recording was made against (its source's
  /// UTF-8 bytes, as the catalog stores and exports it); nil in a recording that does not say
  /// (format 1). A scenario whose source has another hash has changed since the recording.
  package var scenarioSHA256: String?
  /// The iOS version the device ran: it chooses the profile the recording is compared with.
  package var ios: IOSVersion
  /// The device model, as the engineer wrote it (`iPhone 15 Pro`, `iPad (6th generation)`).
  package var device: String?
  /// The SDK the app was built with (`17.2`): it decides behaviour such as `viewIsAppearing(_:)`.
  package var sdk: IOSVersion?
  /// When the recording was made: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ`.
  package var recordedAt: String?
  /// Who made it.
  package var recordedBy: String?
  /// The console log it was imported from (a file name), if any.
  package var source: String?
  /// How many lines of that log did not become events, and were skipped.
  package var skippedLines: Int
  /// Why they were skipped; nil when the recording does not say (format 1).
  package var skipped: Skipped?
  /// The class and instance names of the log, each with the scenario id(s) it stands for (`-`
  /// for a class that is not part of the scenario).
  package var map: [String: String]
  /// Free text.
  package var notes: String?

  package init(
    scenario: String, scenarioSHA256: String? = nil, ios: IOSVersion, device: String? = nil, sdk: IOSVersion? = nil,
    recordedAt: String? = nil, recordedBy: String? = nil, source: String? = nil, skippedLines: Int = 0,
    skipped: Skipped? = nil, map: [String: String] = [:], notes: String? = nil
  ) {
    self.scenario = scenario
    self.scenarioSHA256 = scenarioSHA256
    self.ios = ios
    self.device = device
    self.sdk = sdk
    self.recordedAt = recordedAt
    self.recordedBy = recordedBy
    self.source = source
    self.skippedLines = skippedLines
    self.skipped = skipped
    self.map = map
    self.notes = notes
  }

  /// The keys of the header object, in the order a recording file writes them.
  package static let keys = [
    "recording", "scenario", "scenarioSHA256", "ios", "device", "sdk", "recordedAt", "recordedBy", "source",
    "skippedLines", "skipped", "map", "notes",
  ]

  /// The keys of a format 1 header (before `scenarioSHA256` and `skipped`).
  package static let formatOneKeys = [
    "recording", "scenario", "ios", "device", "sdk", "recordedAt", "recordedBy", "source", "skippedLines", "map",
    "notes",
  ]

  /// Whether `text` is a valid `recordedAt`: a date `YYYY-MM-DD`, or a UTC time `YYYY-MM-DDTHH:MM:SSZ`.
  package static func isValidDate(_ text: String) -> Bool {
    if Timestamp.secondsSince1970(text) != nil { return true }
    guard text.utf8.count == 10 else { return false }
    return Timestamp.secondsSince1970(text + "T00:00:00Z") != nil
  }
}
