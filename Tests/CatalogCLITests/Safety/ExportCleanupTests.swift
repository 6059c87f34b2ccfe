import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 10 (the audit's G7): export's stale-file cleanup removes only files the catalog
/// wrote. A file counts as the catalog's when its name is one export gives a scenario's file and
/// its content is what export wrote: a stored revision's source, or a baseline file whose header
/// names that scenario and profile and whose timeline the catalog holds or held as that
/// baseline. Export used to delete any regular file matching the layout: your notes in
/// `alpha.JSON`, a hand-written `alpha.uikit-99.timeline`.
@Suite(.tags(.medium))
struct ExportCleanupTests {
  /// `alpha` (first added from `alpha.yml`, then from `alpha.yaml` with another source) and
  /// `beta`, both with baselines under uikit-17, exported once to `out/`.
  private func exportedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("first/alpha.yml", ScenarioTexts.valid("alpha"))
    try folder.write("b.yaml", ScenarioTexts.valid("beta"))
    for arguments in [
      ["add", "first/alpha.yml", "b.yaml"], ["check", "--all", "--accept"], ["export", "--to", "out"],
    ] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(arguments): \(result)")
    }
    try #require(folder.exists("out/alpha.yml") && folder.exists("out/beta.uikit-17.timeline"))
    return folder
  }

  @Test func filesTheCatalogDidNotWriteStayAndAreNamed() throws {
    let folder = try exportedFolder()
    let baseline = try folder.read("out/alpha.uikit-17.timeline")
    let mine: [String: String] = [
      "out/alpha.JSON": "my notes\n",
      "out/alpha.uikit-99.timeline": "hand-written\n",
      // A well-formed baseline file for a profile the catalog knows, but a timeline it never had.
      "out/alpha.uikit-13.timeline": baseline.replacingOccurrences(of: "@ uikit-17", with: "@ uikit-13")
        .replacingOccurrences(of: "animated: true", with: "animated: false"),
      "out/beta.json": "{\"notes\": \"mine\"}\n",
    ]
    try #require(mine["out/alpha.uikit-13.timeline"] != baseline)
    for (name, text) in mine { try folder.write(name, text) }
    let result = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(result.exitCode == 0, "\(result)")
    for (name, text) in mine {
      #expect(try folder.read(name) == text, "\(name) was changed or deleted")
      #expect(
        result.stderr.contains("note: left '\(name)' in place: it is named like a file of the catalog's"), "\(result)")
    }
    #expect(!result.stdout.contains("removed stale"), "\(result)")
  }

  @Test func filesTheCatalogWroteAreRemovedWhenStale() throws {
    let folder = try exportedFolder()
    // alpha's new revision comes from alpha.yaml: the exported alpha.yml (revision 1's source,
    // written by the catalog) is stale. beta is removed: its files are stale.
    try folder.write("second/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    for arguments in [["add", "second/alpha.yaml"], ["rm", "beta"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(arguments): \(result)")
    }
    // A file of alpha.yml's name with other content (edited since) would stay; this one is as
    // the catalog wrote it.
    let result = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(result.exitCode == 0, "\(result)")
    for name in ["alpha.yml", "beta.yaml", "beta.uikit-17.timeline"] {
      #expect(!folder.exists("out/\(name)"), "\(name) stayed")
      #expect(result.stdout.contains("removed stale out/\(name)"), "\(result)")
    }
    #expect(folder.exists("out/alpha.yaml") && folder.exists("out/alpha.uikit-17.timeline"))
  }

  @Test func anEditedFileOfTheCatalogsNameStays() throws {
    let folder = try exportedFolder()
    try folder.write("out/beta.yaml", try folder.read("out/beta.yaml") + "# my edit\n")
    #expect(try CatalogProcess.run(["rm", "beta"], in: folder.path).exitCode == 0)
    let result = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try folder.read("out/beta.yaml").hasSuffix("# my edit\n"))
    #expect(!folder.exists("out/beta.uikit-17.timeline"), "the catalog's baseline file stayed")
  }
}
