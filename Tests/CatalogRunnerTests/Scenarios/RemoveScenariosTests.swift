import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

@Suite(.tags(.medium))
struct RemoveScenariosTests {
  @Test func removesSoftlyAndAnUnknownNameRemovesNothing() throws {
    // Given three scenarios
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(
      paths: ["one", "two", "three"].map { name in
        try folder.write("\(name).yaml", ScenarioTexts.valid(name))
      }
    ).run(at: location)

    // When a list with an unknown name is removed, nothing is
    #expect {
      try RemoveScenarios(names: ["one", "thre"]).run(at: location)
    } throws: { error in
      (error as? RunnerError)?.description
        == "no scenario named 'thre' in the catalog; did you mean 'three'?"
        && (error as? RunnerError)?.exitCode == 2
    }
    #expect(try location.openForReading().scenarioNames() == ["one", "three", "two"])

    // When known names are removed, twice
    let report = try RemoveScenarios(names: ["one", "two", "one"]).run(at: location)
    let again = try RemoveScenarios(names: ["one"]).run(at: location)

    // Then they are gone from the list but kept with their history
    #expect(report.items.map(\.name) == ["one", "two"])
    #expect(report.items.map(\.removed) == [true, true])
    #expect(again.items.map(\.removed) == [false])
    let catalog = try location.openForReading()
    #expect(try catalog.scenarioNames() == ["three"])
    #expect(try catalog.scenario(named: "one")?.isRemoved == true)
  }
}
