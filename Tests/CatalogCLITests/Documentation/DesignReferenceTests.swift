import CatalogTestSupport
import Foundation
import Testing

/// Issue 26 item 8: the design notes the project started from are not in the repository, so
/// nothing may send a reader to them: no help text, error, code comment or document names them
/// (`Docs/` says everything they said). The names are spelled in pieces here, so that this file
/// does not name them either.
@Suite(.tags(.medium))
struct DesignReferenceTests {
  static let names = ["FOR" + "MATS", "UIKIT-" + "BEHAVIOR", "CONTAINER-" + "TRANSITIONS"]

  static let root = fixturesFolder.deletingLastPathComponent()

  /// Shipped migrations are never edited (Migrations/README.md), not even their comments: the
  /// first one's SQL comments predate the rule, and the test leaves that one file alone.
  static let shippedMigrations: Set<String> = ["Migrations/0001_create_catalog.sql"]

  @Test func noFileOfTheRepositoryNamesTheDesignNotes() throws {
    let folders = [
      "Sources", "Tests", "Docs", "fixtures", "evidence", "Fuzz", "Scripts", "Benchmarks", "Migrations", "Plugins",
      ".github", ".ci",
    ]
    var files = ["README.md", "Package.swift", "action.yml"]
    for folder in folders {
      let base = Self.root.appendingPathComponent(folder).path
      for path in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] {
        files.append(folder + "/" + path)
      }
    }
    var checked = 0
    for file in files where !Self.shippedMigrations.contains(file) {
      guard let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(file).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      checked += 1
      for name in Self.names where text.contains(name) {
        Issue.record("\(file) names \(name), which is not in the repository; point to Docs/ instead")
      }
    }
    #expect(checked > 300, "only \(checked) files read: is the repository where the test looks?")
  }

  @Test func noHelpTextNamesTheDesignNotes() throws {
    let folder = try TemporaryFolder()
    for command in HelpLayoutTests.commands {
      let help = try CatalogProcess.run(command.split(separator: " ").map(String.init) + ["--help"], in: folder.path)
      #expect(help.exitCode == 0, "\(help)")
      for name in Self.names where help.stdout.contains(name) {
        Issue.record("'catalog \(command) --help' names \(name)")
      }
    }
  }
}
