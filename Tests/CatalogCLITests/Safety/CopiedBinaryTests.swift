import CatalogMigrations
import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// The `catalog` executable carries its migrations inside itself: copied alone to another
/// folder, it still creates and upgrades databases, and it refuses a database made by a newer
/// catalog without touching it.
@Suite(.tags(.large))
struct CopiedBinaryTests {
  /// The built `catalog`, copied alone into a folder of its own, and a different folder to work
  /// in.
  struct CopiedCatalog {
    let folder: TemporaryFolder
    let executable: URL
    let work: String

    init() throws {
      folder = try TemporaryFolder()
      let bin = folder.file("bin")
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
      executable = URL(fileURLWithPath: bin + "/catalog")
      // A hard link where the file system allows it: a copy is written through a descriptor that a
      // process another test forks at that moment inherits until its exec, and running the copy
      // then fails with "Text file busy" (ETXTBSY).
      let built = try CatalogProcess.executableURL().path
      if link(built, executable.path) != 0 {
        try FileManager.default.copyItem(atPath: built, toPath: executable.path)
        chmod(executable.path, 0o755)
      }
      work = folder.file("work")
      try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
    }

    func run(_ arguments: [String]) throws -> CatalogProcess.Result {
      try CatalogProcess.run(arguments, in: work, executable: executable)
    }
  }

  /// The identifiers `grdb_migrations` holds, in order.
  static func appliedMigrations(_ path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
    }
  }

  @Test func aCatalogCopiedAloneCreatesADatabase() throws {
    // Given the catalog binary alone in a folder
    let copy = try CopiedCatalog()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: copy.folder.file("bin")) == ["catalog"])

    // When it adds a fixture to a new database, from another folder
    let database = copy.folder.file("data/catalog.sqlite")
    try FileManager.default.createDirectory(atPath: copy.folder.file("data"), withIntermediateDirectories: false)
    let add = try copy.run(
      ["add", ScenarioTexts.fixtures + "/dimming-presentation.yaml", "--db", database])
    let list = try copy.run(["list", "--db", database])

    // Then the database has every migration and the scenario
    #expect(add.exitCode == 0, "\(add)")
    #expect(add.stdout.hasPrefix("dimming-presentation: created\n"), "\(add)")
    #expect(list.stdout.contains("dimming-presentation"), "\(list)")
    #expect(try Self.appliedMigrations(database) == CatalogMigrations.files.map(\.identifier))
  }

  @Test func aCatalogCopiedAloneUpgradesADatabaseMadeByTheFirstMigration() throws {
    // Given a database made by migration 0001 alone, holding a scenario with two revisions, a
    // run, its timeline and a baseline
    let copy = try CopiedCatalog()
    let database = copy.folder.file("old.sqlite")
    let first = try #require(CatalogMigrations.files.first)
    var migrator = DatabaseMigrator()
    migrator.registerMigration(first.identifier) { db in try db.execute(sql: first.sql) }
    let timeline = FirstReleaseCatalog.timeline()
    do {
      let queue = try DatabaseQueue(path: database)
      try migrator.migrate(queue)
      try queue.write { db in
        try db.execute(sql: FirstReleaseCatalog.rows(hash: TimelineDigest.sha256(of: timeline)))
      }
      try queue.close()
    }
    #expect(try Self.appliedMigrations(database) == [first.identifier])

    // When the copied catalog lists it and shows its run
    let list = try copy.run(["list", "--format", "json", "--db", database])
    let show = try copy.run(["show", "1", "--db", database])

    // Then the data is there, and the database has every migration
    #expect(list.exitCode == 0, "\(list)")
    let objects = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    let plain = try #require(objects?.first)
    #expect(objects?.count == 1)
    #expect(plain["name"] as? String == "plain")
    #expect(plain["tags"] as? [String] == ["sheet"])
    #expect(plain["revisions"] as? Int == 2)
    let lastRun = (plain["lastRuns"] as? [[String: Any]])?.first
    #expect(lastRun?["profile"] as? String == "uikit-13")
    #expect(lastRun?["run"] as? Int == 1)
    #expect(lastRun?["status"] as? String == "ok")
    #expect(show.exitCode == 0, "\(show)")
    #expect(show.stdout.hasPrefix("# run 1: plain (revision 2) @ uikit-13 (rules 3)\n"), "\(show)")
    #expect(show.stdout.contains("   0.000  A.present(D, animated: true)\n"), "\(show)")
    #expect(try Self.appliedMigrations(database) == CatalogMigrations.files.map(\.identifier))
  }

  @Test func aCatalogCopiedAloneRefusesADatabaseFromANewerCatalogAndLeavesItAlone() throws {
    // Given a database that a newer catalog migrated further
    let copy = try CopiedCatalog()
    let database = copy.folder.file("newer.sqlite")
    let add = try copy.run(
      ["add", ScenarioTexts.fixtures + "/dimming-presentation.yaml", "--db", database])
    try #require(add.exitCode == 0, "\(add)")
    do {
      let queue = try DatabaseQueue(path: database)
      try queue.write { db in
        try db.execute(
          sql: "INSERT INTO grdb_migrations (identifier) VALUES ('9999_from_the_future')")
      }
      try queue.close()
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
    try copy.folder.write("work/new.yaml", ScenarioTexts.plain("new"))

    // When the copied catalog reads it, adds to it or runs it
    let known = String(try #require(CatalogMigrations.files.last).identifier.prefix(4))
    for arguments in [["list"], ["add", "new.yaml"], ["run", "--all"]] {
      let result = try copy.run(arguments + ["--db", database])

      // Then it refuses with exit 3 and says why
      #expect(result.exitCode == 3, "\(arguments): \(result)")
      #expect(
        result.stderr
          == "error: database '\(database)' was created by a newer catalog (schema 9999); this catalog knows up to \(known): upgrade catalog\n",
        "\(arguments): \(result)")
      #expect(result.stdout == "", "\(arguments): \(result)")
    }

    // And the file is byte-identical
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
    #expect(try Self.appliedMigrations(database).last == "9999_from_the_future")
  }
}
