import CatalogModel
import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

@Suite(.tags(.medium))
struct ExportImportTests {
  /// The scenario, baseline and recording files of a folder, by name.
  static func files(in path: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: path)
    where name != "catalog.yaml"  // the folder's configuration, which an export does not write
      && (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
        || name.hasSuffix(".timeline") || name.hasSuffix(".recording"))
    {
      files[name] = FileManager.default.contents(atPath: path + "/" + name)
    }
    return files
  }

  @Test func fixturesRoundTripByteForByte() throws {
    // Given the repository's fixtures imported into a catalog
    let folder = try TemporaryFolder()
    let first = CatalogLocation(explicit: folder.file("first.sqlite"))
    let imported = try ImportCatalog(directory: ScenarioTexts.fixtures).run(at: first)
    #expect(!imported.scenarios.isEmpty)
    #expect(!imported.baselines.isEmpty)
    #expect(!imported.recordings.isEmpty)

    // When it is exported, imported into a fresh catalog, and exported again
    _ = try ExportCatalog(directory: folder.file("a")).run(at: first)
    let second = CatalogLocation(explicit: folder.file("second.sqlite"))
    _ = try ImportCatalog(directory: folder.file("a")).run(at: second)
    _ = try ExportCatalog(directory: folder.file("b")).run(at: second)

    // Then both exports have the same bytes, and they are the fixtures' own
    let a = try Self.files(in: folder.file("a"))
    let b = try Self.files(in: folder.file("b"))
    #expect(a.count == imported.scenarios.count + imported.baselines.count + imported.recordings.count)
    #expect(a == b)
    #expect(a == (try Self.files(in: ScenarioTexts.fixtures)))
  }

  @Test func importingTheSameFolderAgainChangesNothing() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try ImportCatalog(directory: ScenarioTexts.fixtures).run(at: location)
    let timelines = try location.openForReading().timelineCount()

    let again = try ImportCatalog(directory: ScenarioTexts.fixtures).run(at: location)

    #expect(again.scenarios.allSatisfy { $0.outcome.change == .unchanged })
    #expect(again.baselines.allSatisfy { $0.outcome.change == .unchanged })
    #expect(try location.openForReading().timelineCount() == timelines)
  }

  @Test func importedBaselinesKeepTheirHeader() throws {
    let folder = try TemporaryFolder()
    try folder.write("in/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write(
      "in/alpha.uikit-8.timeline",
      """
      # baseline alpha @ uikit-8 (rules 1)
      # accepted by Ana María at 2026-11-22T12:00:00Z with catalog 0.0.9
         0.000  A.present(D, animated: true)
         0.350  D.viewDidAppear(true)

      """)
    try folder.write("in/alpha.uikit-17.timeline", "   0.000  A.present(D, animated: true)\n")
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    _ = try ImportCatalog(directory: folder.file("in"), acceptedBy: "ci", now: now).run(
      at: location)

    let baselines = try location.openForReading().currentBaselines(scenario: "alpha")
    let byProfile = Dictionary(uniqueKeysWithValues: baselines.map { ($0.profile, $0) })
    #expect(byProfile["uikit-8"]?.acceptedBy == "Ana María")
    #expect(byProfile["uikit-8"]?.profileRulesVersion == 1)
    #expect(byProfile["uikit-8"]?.catalogVersion == "0.0.9")
    #expect(
      byProfile["uikit-8"].map { $0.acceptedAt.timestamp }
        == "2026-11-22T12:00:00Z")
    #expect(byProfile["uikit-8"]?.isImported == true)
    // Without a header: who and when the import was told, the profile's current rules.
    #expect(byProfile["uikit-17"]?.acceptedBy == "ci")
    #expect(byProfile["uikit-17"]?.acceptedAt == now)
    #expect(byProfile["uikit-17"]?.catalogVersion == CatalogVersion.current)
  }

  @Test func everyBadBaselineFileIsReportedAndNothingIsImported() throws {
    // Given a folder with one good scenario and five kinds of bad baseline files
    let folder = try TemporaryFolder()
    try folder.write("in/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("in/alpha.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n")
    try folder.write("in/alpha.uikit-9.timeline", "   0.000  A.present(D, animated: true)\n")
    try folder.write("in/ghost.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n")
    try folder.write(
      "in/alpha.uikit-13.timeline",
      "   0.000  A.present(D, animated: true)\n   0.35  A.viewDidAppear(true)\n")
    try folder.write(
      "in/alpha.uikit-17.timeline", "# baseline beta @ uikit-17 (rules 1)\n   0.000  A.present(D)\n"
    )
    try folder.write("in/stray.timeline", "")
    try folder.write("in/README.md", "ignored")
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))

    // When it is imported
    var message = ""
    #expect {
      try ImportCatalog(directory: folder.file("in")).run(at: location)
    } throws: { error in
      message = (error as? RunnerError)?.description ?? ""
      return (error as? RunnerError)?.exitCode == 2
    }

    // Then each problem has its file:line:column, and no catalog was created
    let base = folder.file("in")
    #expect(
      message.contains(
        "\(base)/alpha.uikit-9.timeline:1:1: error: unknown engine profile 'uikit-9'"))
    #expect(message.contains("\(base)/ghost.uikit-8.timeline:1:1: error: no scenario 'ghost'"))
    #expect(message.contains("\(base)/alpha.uikit-13.timeline:2:"))
    #expect(
      message.contains(
        "\(base)/alpha.uikit-17.timeline:1:1: error: the header is for 'beta' @ 'uikit-17'"))
    #expect(message.contains("\(base)/stray.timeline:1:1: error: a baseline file is named"))
    #expect(message.hasSuffix("5 problems in 5 files of '\(base)'; nothing was imported"))
    #expect(!FileManager.default.fileExists(atPath: location.path))
  }

  @Test func aBaselineMayBelongToAScenarioAlreadyInTheCatalog() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))]).run(
      at: location)
    try folder.write("in/alpha.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n")

    let report = try ImportCatalog(directory: folder.file("in")).run(at: location)

    #expect(report.scenarios.isEmpty)
    #expect(report.baselines.map(\.outcome.change) == [.created])
  }

  @Test func exportMirrorsTheCatalogAndLeavesOtherFilesAlone() throws {
    // Given an export of two scenarios, then one removed, and extra files in the folder: some
    // named like alpha's files but not written by the catalog (issue 16 item 10)
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    try folder.write("in/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("in/beta.yaml", ScenarioTexts.valid("beta"))
    try folder.write("in/alpha.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n")
    _ = try ImportCatalog(directory: folder.file("in"), acceptedBy: "ci").run(at: location)
    let out = folder.file("out")
    _ = try ExportCatalog(directory: out).run(at: location)
    _ = try RemoveScenarios(names: ["beta"]).run(at: location)
    try folder.write("out/alpha.uikit-7.timeline", "stale")
    try folder.write("out/alpha.yml", "stale twin")
    try folder.write("out/alphabet.uikit-7.timeline", "another scenario's")
    try folder.write("out/README.md", "mine")

    // When everything is exported again
    let report = try ExportCatalog(directory: out).run(at: location)

    // Then the removed beta's file, which the catalog wrote, is gone; the files it did not write
    // stay, those named like its own are reported, and the others are not even looked at
    #expect(report.files.filter { $0.change == .removed }.map(\.name) == ["beta.yaml"])
    #expect(report.kept == ["alpha.uikit-7.timeline", "alpha.yml"])
    #expect(
      report.files.filter { $0.change == .unchanged }.map(\.name) == [
        "alpha.yaml", "alpha.uikit-8.timeline",
      ])
    #expect(
      try folder.entries("out") == [
        "README.md", "alpha.uikit-7.timeline", "alpha.uikit-8.timeline", "alpha.yaml", "alpha.yml",
        "alphabet.uikit-7.timeline",
      ])
  }

  /// Issue 16 item 10: the stale-file cleanup removes only regular files: a folder (with its
  /// contents) or a symbolic link named like a stale file stays.
  @Test func exportNeverDeletesAFolderOrALinkNamedLikeAStaleFile() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))]).run(at: location)
    let out = folder.file("out")
    try folder.write("out/alpha.yml/keep.txt", "precious")
    try folder.write("elsewhere.txt", "target")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("out/alpha.uikit-7.timeline"), withDestinationPath: folder.file("elsewhere.txt"))

    let report = try ExportCatalog(directory: out).run(at: location)

    #expect(report.files.filter { $0.change == .removed }.isEmpty)
    #expect(try String(contentsOfFile: folder.file("out/alpha.yml/keep.txt"), encoding: .utf8) == "precious")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("out/alpha.uikit-7.timeline")) != "")
    #expect(try String(contentsOfFile: folder.file("elsewhere.txt"), encoding: .utf8) == "target")
  }

  @Test func exportingNamedScenariosLeavesOtherScenariosFilesAlone() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(
      paths: ["alpha", "beta"].map { try folder.write("\($0).yaml", ScenarioTexts.valid($0)) }
    )
    .run(at: location)
    try folder.write("out/gamma.yaml", "not exported")

    let report = try ExportCatalog(names: ["beta"], directory: folder.file("out")).run(at: location)

    #expect(report.files.map(\.name) == ["beta.yaml"])
    #expect(try folder.entries("out") == ["beta.yaml", "gamma.yaml"])
    #expect(throws: RunnerError.self) {
      try ExportCatalog(names: ["btea"], directory: folder.file("out")).run(at: location)
    }
  }

  @Test(arguments: ["../escape", "/tmp/absolute", "..", ".hidden", "a/b"])
  func namesThatCouldEscapeTheFolderAreRefused(name: String) throws {
    // Given a catalog edited behind the runner's back, with a scenario name that is a path
    let folder = try TemporaryFolder()
    let catalog = try folder.catalogEditedBehindTheRunnersBack(scenarios: ["fine", name])

    // When it is exported, it is refused before anything is written
    #expect {
      try ExportCatalog(directory: folder.file("out/inner")).run(in: catalog)
    } throws: { error in
      (error as? RunnerError)?.exitCode == 2
        && (error as? RunnerError)?.description.contains(
          "cannot be a file name in the export folder") == true
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    #expect(!FileManager.default.fileExists(atPath: folder.file("escape.yaml")))
  }

  @Test func aProfileNameThatIsAPathIsRefused() throws {
    let folder = try TemporaryFolder()
    let catalog = try folder.catalogEditedBehindTheRunnersBack(scenarios: ["fine"])
    _ = try catalog.acceptBaselines([
      BaselineInput(
        scenario: "fine", profile: "../../evil", profileRulesVersion: 1,
        timeline: .timeline(HashedTimeline(Timeline())),
        acceptedBy: "x", acceptedAt: Date(), catalogVersion: "0")
    ])

    #expect(throws: RunnerError.self) {
      try ExportCatalog(directory: folder.file("out")).run(in: catalog)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }

  @Test func exportDoesNotWriteThroughASymbolicLink() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))]).run(
      at: location)
    let target = try folder.write("precious.txt", "keep me")
    try FileManager.default.createDirectory(
      atPath: folder.file("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("out/alpha.yaml"), withDestinationPath: target)

    #expect(throws: RunnerError.self) {
      try ExportCatalog(directory: folder.file("out")).run(at: location)
    }
    #expect(
      String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self)
        == "keep me")
  }

  @Test func exportUsesTheStoredFileNameOnlyWhenItIsTheScenarioName() throws {
    let yaml = { (name: String, fileName: String) in
      ScenarioInput(name: name, source: "", fileName: fileName, sourceFormat: .yaml)
    }
    #expect(ExportCatalog.scenarioFileName(yaml("alpha", "alpha.yml")) == "alpha.yml")
    #expect(ExportCatalog.scenarioFileName(yaml("alpha", "a.yaml")) == "alpha.yaml")
    #expect(ExportCatalog.scenarioFileName(yaml("alpha", "alpha.json")) == "alpha.yaml")
    let json = ScenarioInput(name: "beta", source: "", fileName: "x.json", sourceFormat: .json)
    #expect(ExportCatalog.scenarioFileName(json) == "beta.json")
  }
}
