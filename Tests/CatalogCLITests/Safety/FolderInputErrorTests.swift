import CatalogTestSupport
import Foundation
import Testing

/// Issue 24 item 5: two mistakes in a fixture folder were reported as storage failures (exit 3,
/// "two check results for scenario …", "a baseline of … needs who accepted it") without a
/// position. They are input errors now, each at its line and column.
@Suite(.tags(.medium))
struct FolderInputErrorTests {
  @Test func aProfileListedTwiceInCatalogYAMLIsAnInputErrorAtItsPosition() throws {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["dimming-presentation"])
    try folder.write("catalog.yaml", "# the folder's profiles\nprofiles: [uikit-8, uikit-17, uikit-8]\n")
    let result = try CatalogProcess.run(["check", "."], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "catalog.yaml:2:31: error: 'profiles' lists 'uikit-8' twice (first at 2:12); list each profile once"),
      "\(result.stderr)")
    #expect(!folder.exists("catalog.sqlite"), "nothing ran, so no catalog was made")
  }

  /// The header names the file's scenario and profile but says nothing of who accepted it.
  static func folderWithoutAcceptedLine() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["dimming-presentation"])
    let name = "dimming-presentation.uikit-17.timeline"
    let lines = try folder.read(name).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix("# accepted by "))
    try folder.write(name, lines.enumerated().filter { $0.offset != 1 }.map(\.element).joined(separator: "\n"))
    return folder
  }

  @Test func aBaselineWithoutItsAcceptedLineIsReportedAtTheLineByCheck() throws {
    let folder = try Self.folderWithoutAcceptedLine()
    let result = try CatalogProcess.run(["check", "."], in: folder.path)
    // As every unreadable baseline file of a checked folder: a failed result saying where.
    #expect(result.exitCode == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "dimming-presentation @ uikit-17: the baseline file is unreadable: 2:1: malformed header: expected '# accepted by WHO at YYYY-MM-DDTHH:MM:SSZ with catalog VERSION'"
      ), "\(result)")
    #expect(!result.stderr.contains("needs who accepted it"), "\(result)")
    // The other baselines of the folder were checked as usual.
    #expect(result.stdout.contains("passed        3"), "\(result)")
  }

  @Test func importReportsTheSameLine() throws {
    let folder = try Self.folderWithoutAcceptedLine()
    let result = try CatalogProcess.run(["import", "."], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "dimming-presentation.uikit-17.timeline:2:1: error: malformed header: expected '# accepted by WHO at"),
      "\(result)")
  }
}
