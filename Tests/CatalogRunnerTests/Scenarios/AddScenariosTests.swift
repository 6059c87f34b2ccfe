import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@Suite(.tags(.medium))
struct AddScenariosTests {
  @Test func storesValidFilesWithTheirSourceAndCompiledForm() throws {
    // Given two scenario files in a folder
    let folder = try TemporaryFolder()
    try folder.write("in/b.yaml", ScenarioTexts.valid("beta"))
    try folder.write("in/a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("in/notes.txt", "not a scenario")
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))

    // When the folder is added
    let report = try AddScenarios(paths: [folder.file("in")]).run(at: location)

    // Then both are created, in sorted file order, with their exact source and compiled form
    #expect(report.added.map(\.outcome.name) == ["alpha", "beta"])
    #expect(report.added.map(\.outcome.change) == [.created, .created])
    #expect(report.problems.isEmpty)
    let catalog = try location.openForReading()
    let stored = try catalog.replayableScenarios()
    #expect(stored.map(\.name) == ["alpha", "beta"])
    #expect(stored.allSatisfy { $0.compiled != nil })
    #expect(stored[0].source == ScenarioTexts.valid("alpha"))
    #expect(stored[0].fileName == "a.yaml")
  }

  @Test func reportsNewRevisionsUnchangedAndRevivedScenarios() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    let first = try folder.write("one.yaml", ScenarioTexts.valid("one"))
    let second = try folder.write("two.yaml", ScenarioTexts.valid("two"))
    _ = try AddScenarios(paths: [first, second]).run(at: location)

    // When one changes and the other is removed, then both are added again
    try folder.write("one.yaml", ScenarioTexts.valid("one", variant: 1))
    _ = try RemoveScenarios(names: ["two"]).run(at: location)
    let report = try AddScenarios(paths: [first, second]).run(at: location)
    let again = try AddScenarios(paths: [first]).run(at: location)

    #expect(report.added.map(\.outcome.change) == [.newRevision, .revived])
    #expect(report.added[0].outcome.revision == 2)
    #expect(again.added.map(\.outcome.change) == [.unchanged])
  }

  @Test func storesNothingWhenAnyFileIsInvalid() throws {
    // Given a valid and an invalid file
    let folder = try TemporaryFolder()
    let good = try folder.write("good.yaml", ScenarioTexts.valid("good"))
    let bad = try folder.write("broken.yaml", ScenarioTexts.invalid)
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))

    // When they are added together
    #expect {
      try AddScenarios(paths: [good, bad]).run(at: location)
    } throws: { error in
      // Then every problem of the invalid file is reported, and nothing is stored
      guard case .invalidScenarios(let errors)? = error as? RunnerError else { return false }
      return errors.map(\.path) == [bad] && errors[0].diagnostics.count == 2
        && (error as? RunnerError)?.exitCode == 2
    }
    #expect(!FileManager.default.fileExists(atPath: location.path))
  }

  @Test func keepGoingStoresTheValidFilesAndReportsTheOthers() throws {
    let folder = try TemporaryFolder()
    let good = try folder.write("good.yaml", ScenarioTexts.valid("good"))
    let bad = try folder.write("broken.yaml", ScenarioTexts.invalid)
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))

    let report = try AddScenarios(paths: [bad, good], keepGoing: true).run(at: location)

    #expect(report.added.map(\.outcome.name) == ["good"])
    #expect(report.problems.map(\.path) == [bad])
    #expect(try location.openForReading().scenarioNames() == ["good"])
  }

  @Test func twoFilesWithTheSameNameAreBothInvalid() throws {
    let folder = try TemporaryFolder()
    let first = try folder.write("first.yaml", ScenarioTexts.valid("same"))
    let second = try folder.write(
      "second.yaml", "# comment\n" + ScenarioTexts.valid("same", variant: 1))
    let other = try folder.write("other.yaml", ScenarioTexts.valid("other"))

    let validation = AddScenarios(paths: [first, second, other]).validate()

    #expect(validation.valid.map(\.scenario.name) == ["other"])
    #expect(validation.problems.map(\.path) == [first, second])
    // The problem points at the `name` key.
    #expect(validation.problems[1].diagnostics[0].location.line == 2)
    #expect(validation.problems[0].description.contains("also defined in '\(second)'"))
  }

  @Test func aFolderWithoutScenarioFilesIsAProblem() throws {
    let folder = try TemporaryFolder()
    try folder.write("empty/readme.md", "nothing here")

    let validation = AddScenarios(paths: [folder.file("empty")]).validate()

    #expect(validation.valid.isEmpty)
    #expect(
      validation.problems.first?.description.contains("the folder has no scenario files") == true)
  }

  @Test func aPathNamedTwiceIsReadOnce() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("in/one.yaml", ScenarioTexts.valid("one"))

    let validation = AddScenarios(paths: [folder.file("in"), file]).validate()

    #expect(validation.valid.count == 1)
    #expect(validation.problems.isEmpty)
  }
}
