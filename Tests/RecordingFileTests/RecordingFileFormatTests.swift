import CatalogModel
import RecordingFile
import Testing

/// The recording file (Docs/recordings.md): a JSON header line, then JSON Lines; byte-stable.
@Suite(.tags(.small))
struct RecordingFileFormatTests {
  static let text = """
    {"recording": 1, "scenario": "dimming-presentation", "ios": "9.3", "device": "iPhone 6s", "sdk": "9.2", \
    "recordedAt": "2016-02-12", "recordedBy": "ana", "source": "present.log", "skippedLines": 2, \
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
    #expect(recording.header.map["RedViewController"] == "red")
    #expect(recording.header.notes == "two\nlines")
    #expect(recording.timeline.count == 3)
    #expect(RecordingFile.render(recording) == Self.text)
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
      try RecordingFile.parse("{\"recording\": 2, \"scenario\": \"a\", \"ios\": \"17\"}\n", path: "r")
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
