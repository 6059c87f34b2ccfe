import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

/// What a command-line argument names is decided once, by `Subject`, for every command.
@Suite(.tags(.small))
struct SubjectTests {
  @Test(arguments: [
    ("42", Subject.run(RunID(rawValue: 42))),
    ("run:7", .run(RunID(rawValue: 7))),
    ("dimming-presentation", .scenario("dimming-presentation")),
    ("scenario:2024", .scenario("2024")),
    ("v1.2", .scenario("v1.2")),
  ])
  func digitsOrRunColonNameARunAnythingElseAScenario(argument: String, subject: Subject) throws {
    #expect(try Subject(argument) == subject)
  }

  @Test(arguments: ["run:", "run:x", "run:0", "scenario:"])
  func aPrefixWithoutAValueIsInvalid(argument: String) {
    #expect(throws: RunnerError.self) { try Subject(argument) }
  }

  @Test func existingPathsAreClassifiedByKindAndExtension() throws {
    // Given a folder with a scenario, a JSON scenario, a JSON timeline and a timeline file
    let folder = try TemporaryFolder()
    let yaml = try folder.write("a.yaml", "name: a\n")
    let scenarioJSON = try folder.write("b.json", "{\"name\": \"b\"}\n")
    let timelineJSON = try folder.write("c.json", "[]\n")
    let lines = try folder.write("d.json", "{\"seq\": 0}\n")
    let timeline = try folder.write("e.timeline", "")

    // Then each is what its kind and content say
    #expect(try Subject(folder.path) == .folder(folder.path))
    #expect(try Subject(yaml) == .scenarioFile(yaml))
    #expect(try Subject(scenarioJSON) == .scenarioFile(scenarioJSON))
    #expect(try Subject(timelineJSON) == .timelineFile(timelineJSON))
    #expect(try Subject(lines) == .timelineFile(lines))
    #expect(try Subject(timeline) == .timelineFile(timeline))
  }

  @Test(arguments: ["nosuchdir/", "missing.yaml", "missing.timeline", "./x"])
  func aPathThatDoesNotExistIsAnErrorNotAName(argument: String) {
    #expect {
      try Subject(argument)
    } throws: { error in
      (error as? RunnerError)?.description == "no such file or folder '\(argument)'"
    }
  }

  @Test func aFileOfAnotherExtensionOrAFIFOIsRefused() throws {
    let folder = try TemporaryFolder()
    let other = try folder.write("notes.md", "hello\n")
    let fifo = folder.file("pipe.yaml")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: RunnerError.self) { try Subject(other) }
    #expect {
      try Subject(fifo)
    } throws: { error in
      (error as? RunnerError)?.description.contains("a FIFO") == true
    }
  }

  @Test func aCommandNamesWhatItTakes() {
    #expect {
      try Subject("run:3", accepting: [.folder, .scenario], for: "catalog check")
    } throws: { error in
      (error as? RunnerError)?.description == "'run:3' is a run; 'catalog check' takes a folder or a stored scenario"
    }
  }
}
