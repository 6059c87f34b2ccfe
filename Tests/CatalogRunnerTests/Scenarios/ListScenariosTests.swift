import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

@testable import CatalogReports
@testable import CatalogRunner

@Suite(.tags(.medium))
struct ListScenariosTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aMissingCatalogListsAsEmptyAndIsNotCreated() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("none.sqlite"))

    let listing = try ListScenarios().run(at: location)

    #expect(listing.scenarios.isEmpty)
    #expect(listing.emptyHint?.contains("no catalog at") == true)
    #expect(try ReportEncoder.json(listing) == "[]\n")
    #expect(listing.text(now: start) == "")
    #expect(!FileManager.default.fileExists(atPath: location.path))
  }

  /// A catalog with `alpha` (tags b and a, runs under uikit-8 and uikit-17 at `start`) and `beta`
  /// (no tags, never run).
  func alphaWithRunsAndBeta(in folder: TemporaryFolder) throws -> CatalogLocation {
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    let alpha = try folder.write("alpha.yaml", ScenarioTexts.valid("alpha", tags: ["b", "a"]))
    _ = try AddScenarios(paths: [alpha]).run(at: location)
    try ScenarioTexts.recordRuns(
      in: try location.openForWriting(), profiles: [.uikit8, .uikit17], at: start)
    let beta = try folder.write("beta.yaml", ScenarioTexts.valid("beta", tags: []))
    _ = try AddScenarios(paths: [beta]).run(at: location)
    return location
  }

  @Test func theTableShowsTagsRevisionsAndTheLastRunPerProfile() throws {
    // Given two scenarios, one run under two profiles 5 minutes ago
    let folder = try TemporaryFolder()
    let location = try alphaWithRunsAndBeta(in: folder)

    // When it is listed
    let text = try ListScenarios().run(at: location).text(now: start.addingTimeInterval(300))

    // Then profiles are columns, oldest era first
    #expect(
      text == """
        NAME   TAGS  REV  UIKIT-8    UIKIT-17
        alpha  a,b   1    ok 5m ago  ok 5m ago
        beta         1    -          -
        2 scenarios

        """)
  }

  /// The hand-tuned JSON writer of the listing prints exactly what encoding the listing's
  /// `Encodable` conformance gives: scenarios with and without tags, summary and runs, one with
  /// runs under two profiles, and the empty listing.
  @Test func theFastJSONWriterMatchesTheEncodedDocument() throws {
    let folder = try TemporaryFolder()
    let location = try alphaWithRunsAndBeta(in: folder)
    let quoted = try folder.write(
      "gamma.yaml",
      ScenarioTexts.valid("gamma", tags: ["x"]).replacingOccurrences(
        of: "Variant 0 of gamma", with: "a \\\"quoted\\\" / summary"))
    _ = try AddScenarios(paths: [quoted]).run(at: location)

    let listing = try ListScenarios().run(at: location)
    #expect(listing.scenarios.count == 3)
    #expect(try ReportEncoder.json(listing) == ReportEncoder.encoded(listing))
    let empty = try ListScenarios(tag: "none").run(at: location)
    #expect(try ReportEncoder.json(empty) == ReportEncoder.encoded(empty))
  }

  @Test func theJSONHasTheDocumentedKeys() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [try folder.write("a.yaml", ScenarioTexts.valid("alpha"))]).run(
      at: location)
    let recorded = try ScenarioTexts.recordRuns(in: try location.openForWriting(), at: start)

    let json = try ReportEncoder.json(try ListScenarios().run(at: location))

    let runID = recorded.runIDs[0]
    let events = try location.openForReading().run(id: runID)?.eventCount ?? -1
    #expect(
      json == """
        [
          {
            "fileName": "a.yaml",
            "lastRuns": [
              {
                "events": \(events),
                "profile": "uikit-17",
                "rulesVersion": \(EngineProfile.uikit17.rulesVersion),
                "run": \(runID),
                "startedAt": "2027-01-15T08:00:00Z",
                "status": "ok"
              }
            ],
            "name": "alpha",
            "revisions": 1,
            "summary": "Variant 0 of alpha",
            "tags": [
              "custom"
            ]
          }
        ]

        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(parsed?.first?["name"] as? String == "alpha")
  }

  @Test func aTagFiltersAndAnUnknownTagSuggestsTheNearest() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [
      try folder.write("a.yaml", ScenarioTexts.valid("alpha", tags: ["popover"])),
      try folder.write("b.yaml", ScenarioTexts.valid("beta", tags: ["sheet"])),
    ]).run(at: location)

    let sheets = try ListScenarios(tag: "sheet").run(at: location)
    let typo = try ListScenarios(tag: "popovr").run(at: location)

    #expect(sheets.scenarios.map(\.name) == ["beta"])
    #expect(typo.scenarios.isEmpty)
    #expect(
      typo.emptyHint?.hasSuffix("(the catalog has 2 scenarios); did you mean 'popover'?") == true)
  }
}
