import CatalogModel
import Foundation
import RecordingFile
import Testing

/// The recording file (Docs/recordings.md): a JSON header line, then JSON Lines; byte-stable.
@Suite(.tags(.small))
struct RecordingFileFormatTests {
  static let sha = String(repeating: "0123456789abcdef", count: 4)

  static let text = """
    {"recording": 2, "scenario": "dimming-presentation", "scenarioSHA256": "\(sha)", "ios": "9.3", \
    "device": "iPhone 6s", "sdk": "9.2", "recordedAt": "2016-02-12", "recordedBy": "ana", "source": "present.log", \
    "skippedLines": 2, "skipped": {"notCallbacks": 1, "unmodelledMembers": 0, "blocks": 1, "skippedClasses": 0}, \
    "map": {"DimmingPresentationController": "pc:red", "RedViewController": "red"}, "notes": "two\\nlines"}
    {"seq": 0, "t": 0.000, "turn": null, "kind": "callback", "receiver": "pc:red", "call": "presentationTransitionWillBegin()", "args": []}
    {"seq": 1, "t": 0.012, "turn": null, "kind": "callback", "receiver": "red", "call": "viewWillAppear(_:)", "args": [true]}
    {"seq": 2, "t": 1.012, "turn": null, "kind": "warning", "receiver": "UIKit", "call": "warning", "args": ["Unbalanced calls to begin/end appearance transitions for <red>."]}

    """

  @Test func readsAndRendersTheSameBytes() throws {
    let recording = try RecordingFile.parse(Self.text, path: "x.1.recording")
    #expect(recording.header.scenario == "dimming-presentation")
    #expect(recording.header.ios.text == "9.3")
    #expect(recording.header.device == "iPhone 6s")
    #expect(recording.header.sdk?.text == "9.2")
    #expect(recording.header.skippedLines == 2)
    #expect(recording.header.skipped == RecordingHeader.Skipped(notCallbacks: 1, blocks: 1))
    #expect(recording.header.scenarioSHA256 == Self.sha)
    #expect(recording.header.map["RedViewController"] == "red")
    #expect(recording.header.notes == "two\nlines")
    #expect(recording.timeline.count == 3)
    #expect(RecordingFile.render(recording) == Self.text)
  }

  @Test func readsAFormatOneFileWithoutTheScenarioHashAndTheReasons() throws {
    let text = """
      {"recording": 1, "scenario": "a", "ios": "9.3", "device": null, "sdk": null, "recordedAt": null, \
      "recordedBy": null, "source": null, "skippedLines": 2, "map": {}, "notes": null}
      {"seq": 0, "t": 0.000, "turn": null, "kind": "callback", "receiver": "red", "call": "viewWillAppear(_:)", "args": []}

      """
    let recording = try RecordingFile.parse(text, path: "a.1.recording")
    #expect(recording.header.scenarioSHA256 == nil)
    #expect(recording.header.skipped == nil)
    #expect(recording.header.skippedLines == 2)
    // The keys format 2 added are not format 1's.
    #expect(throws: RecordingFileError.self) {
      try RecordingFile.parse(#"{"recording": 1, "scenario": "a", "ios": "9.3", "skipped": null}"# + "\n", path: "r")
    }
  }

  /// Review of issue 13, D17: a file checked out with CRLF line ends.
  @Test func aFileWithCRLFLineEndsReadsAsTheSameRecording() throws {
    let crlf = Self.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    let recording = try RecordingFile.parse(crlf, path: "x.1.recording")
    #expect(RecordingFile.render(recording) == Self.text)
    // A broken event line is still reported at its own line.
    let broken = crlf.replacingOccurrences(of: "\"seq\": 1,", with: "\"seq\": x,")
    #expect {
      try RecordingFile.parse(broken, path: "r")
    } throws: { error in
      (error as? RecordingFileError)?.diagnostics.first?.location.line == 3
    }
  }

  @Test func theScenarioHashAndTheReasonsAreChecked() {
    let text = """
      {"recording": 2, "scenario": "a", "ios": "9.3", "scenarioSHA256": "ABC", "skippedLines": 3, \
      "skipped": {"notCallbacks": 1, "unmodelledMembers": 0, "blocks": 0, "skippedClasses": 0, "other": 2}}

      """
    #expect {
      try RecordingFile.parse(text, path: "r")
    } throws: { error in
      let messages = (error as? RecordingFileError)?.diagnostics.map(\.message) ?? []
      return messages.count == 3 && messages.contains { $0.contains("'scenarioSHA256' must be 64 lowercase hex") }
        && messages.contains { $0.contains("unknown key 'other' in 'skipped'") }
        && messages.contains { $0.contains("'skipped' adds up to 1, but 'skippedLines' is 3") }
    }
  }

  @Test func namesFilesAfterTheScenarioAndANumber() {
    #expect(RecordingFile.fileName(scenario: "a.b", number: 3) == "a.b.3.recording")
    #expect(RecordingFile.parseFileName("a.b.3.recording")?.scenario == "a.b")
    #expect(RecordingFile.parseFileName("a.b.3.recording")?.number == 3)
    for name in ["a.recording", "a.0.recording", "a.01.recording", "a.x.recording", ".3.recording", "a.3.timeline"] {
      #expect(RecordingFile.parseFileName(name) == nil, "\(name)")
    }
  }

  @Test func reportsEveryProblemOfTheHeaderAtLineOne() {
    let text = """
      {"recording": 1, "scenario": "", "ios": "17", "sdk": "new", "recordedAt": "soon", "colour": "red", "skippedLines": -1}
      """
    #expect(throws: RecordingFileError.self) { try RecordingFile.parse(text, path: "r") }
    do {
      _ = try RecordingFile.parse(text, path: "r")
    } catch {
      #expect(error.diagnostics.count == 5, "\(error)")
      #expect(error.description.hasPrefix("r:1:1: error: "))
      #expect(error.description.contains("unknown header key 'colour'"))
    }
  }

  @Test func refusesAnotherFormatAndEventsTheCatalogDoesNotModel() {
    #expect(throws: RecordingFileError.self) {
      try RecordingFile.parse("{\"recording\": 3, \"scenario\": \"a\", \"ios\": \"17\"}\n", path: "r")
    }
    let events = """
      {"recording": 1, "scenario": "a", "ios": "17"}
      {"seq": 0, "t": 0.5, "turn": null, "kind": "callback", "receiver": "red", "call": "viewWillApear(_:)", "args": []}
      {"seq": 1, "t": 0.2, "turn": null, "kind": "query", "receiver": "red", "call": "viewDidAppear(_:)", "args": []}
      """
    do {
      _ = try RecordingFile.parse(events, path: "r")
      Issue.record("parsed")
    } catch {
      #expect(error.diagnostics.map(\.location.line) == [2, 3, 3], "\(error)")
      #expect(error.description.contains("did you mean 'viewWillAppear(_:)'?"))
      #expect(error.description.contains("is a callback, not a query"))
      #expect(error.description.contains("goes back"))
    }
  }

  @Test func aBrokenEventLineIsReportedAtItsLine() {
    let text = "{\"recording\": 1, \"scenario\": \"a\", \"ios\": \"17\"}\n{\"seq\": 0, \"t\": oops}\n"
    do {
      _ = try RecordingFile.parse(text, path: "r")
      Issue.record("parsed")
    } catch {
      #expect(error.diagnostics.first?.location.line == 2, "\(error)")
    }
  }
}
