import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

/// A team's catalog on PostgreSQL, through the built binary: the same commands, output and exit
/// codes as on a SQLite file, against the real server `Scripts/test.sh` starts; and `--db`
/// telling a URL from a path.
@Suite(.tags(.large))
struct TeamCatalogTests {
  /// The regression flow of issue 5 (add → run → accept → check → diff → accept → check), plus
  /// list, show, baselines and export, run step by step on a SQLite file and on a PostgreSQL
  /// database: every step prints the same thing and exits the same way.
  @Test func theRegressionFlowIsTheSameOnSQLiteAndPostgreSQL() throws {
    let postgres = try TestPostgres.freshURL()
    let folder = try TemporaryFolder()
    try folder.write("flow.yaml", RegressionFlowTests.flowScenario(detailStyle: "fullScreen"))
    let steps: [[String]] = [
      ["add", "flow.yaml"], ["run", "flow", "--profile", "uikit-8"], ["accept", "flow"], ["check"],
      ["list"], ["show", "flow"], ["show", "run:1"], ["baselines"],
      ["edit overFullScreen"], ["add", "flow.yaml"], ["check"], ["check", "--format", "json"],
      ["diff", "run:1", "flow.yaml", "--profile", "uikit-8"], ["accept", "--group", "1"], ["check"],
      ["baselines", "--history", "flow", "--profile", "uikit-8"],
      ["export", "--to", "exported"], ["rm", "flow"], ["list"],
    ]
    var outputs: [String: [CatalogProcess.Result]] = [:]
    for (name, db) in [("sqlite", folder.file("catalog.sqlite")), ("postgresql", postgres)] {
      try folder.write("flow.yaml", RegressionFlowTests.flowScenario(detailStyle: "fullScreen"))
      try? FileManager.default.removeItem(atPath: folder.file("exported"))
      var results: [CatalogProcess.Result] = []
      for step in steps {
        if step == ["edit overFullScreen"] {
          try folder.write("flow.yaml", RegressionFlowTests.flowScenario(detailStyle: "overFullScreen"))
          continue
        }
        var result = try CatalogProcess.run(step + ["--db", db], in: folder.path, environment: ["USER": "ana"])
        result.stdout = Self.comparable(result.stdout, db: db)
        result.stderr = Self.comparable(result.stderr, db: db)
        results.append(result)
      }
      outputs[name] = results
    }
    let sqlite = try #require(outputs["sqlite"])
    let postgresql = try #require(outputs["postgresql"])
    let commands = steps.filter { $0 != ["edit overFullScreen"] }
    for (index, command) in commands.enumerated() {
      #expect(sqlite[index].exitCode == postgresql[index].exitCode, "\(command): \(sqlite[index]) \(postgresql[index])")
      #expect(sqlite[index].stdout == postgresql[index].stdout, "\(command)")
      #expect(sqlite[index].stderr == postgresql[index].stderr, "\(command)")
    }
    // And the flow itself did what it does on SQLite.
    #expect(postgresql.map(\.exitCode) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0])
    #expect(postgresql[2].stdout.contains("flow @ uikit-8: accepted (first baseline)"))
    #expect(postgresql[9].stdout.contains("changed       1   in 1 group"))
    #expect(postgresql[12].stdout.contains("flow @ uikit-8: accepted (replaces baseline 1, kept as history)"))
  }

  /// Recordings and their review work the same on both: the fixtures imported with their
  /// recordings (each tied to the revision whose source its header names), shown, calibrated,
  /// one removed with `record rm` (and removing it again is an error), exported without it.
  @Test func recordingsAreTheSameOnSQLiteAndPostgreSQL() throws {
    let postgres = try TestPostgres.freshURL()
    let folder = try TemporaryFolder()
    let steps: [[String]] = [
      ["import", ScenarioTexts.fixtures], ["show", "book-detail-zoom", "--format", "json"], ["calibrate"],
      ["record", "rm", "book-detail-zoom", "recording:1"], ["record", "rm", "book-detail-zoom", "recording:1"],
      ["show", "book-detail-zoom"], ["calibrate", "--format", "json"], ["export", "--to", "exported"],
    ]
    var outputs: [String: [CatalogProcess.Result]] = [:]
    for (name, db) in [("sqlite", folder.file("catalog.sqlite")), ("postgresql", postgres)] {
      try? FileManager.default.removeItem(atPath: folder.file("exported"))
      outputs[name] = try steps.map { step in
        var result = try CatalogProcess.run(step + ["--db", db], in: folder.path, environment: ["USER": "ana"])
        result.stdout = Self.comparable(result.stdout, db: db)
        result.stderr = Self.comparable(result.stderr, db: db)
        return result
      }
    }
    let sqlite = try #require(outputs["sqlite"])
    let postgresql = try #require(outputs["postgresql"])
    for (index, command) in steps.enumerated() {
      #expect(sqlite[index].exitCode == postgresql[index].exitCode, "\(command): \(sqlite[index]) \(postgresql[index])")
      #expect(sqlite[index].stdout == postgresql[index].stdout, "\(command)")
      #expect(sqlite[index].stderr == postgresql[index].stderr, "\(command)")
    }
    #expect(postgresql.map(\.exitCode) == [0, 0, 0, 0, 2, 0, 0, 0], "\(postgresql)")
    #expect(postgresql[1].stdout.contains("\"revision\": 1"), "tied to revision 1: \(postgresql[1])")
    #expect(!postgresql[5].stdout.contains("recording:1"), "\(postgresql[5])")
    #expect(!FileManager.default.fileExists(atPath: folder.file("exported/book-detail-zoom.1.recording")))
  }

  /// A PostgreSQL URL is never a path, for issue 16's file rules too: a file that happens to lie
  /// where the URL, read as a relative path, would point ('postgres:/catalog@host:port/db…') is
  /// not the catalog the output files must spare, so a report may be written to it, and the
  /// catalog never names such a file to SQLite.
  @Test func aFileWhereTheURLWouldPointIsNotTheCatalog() throws {
    let url = try TestPostgres.freshURL()
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let added = try CatalogProcess.run(["add", "a.yaml", "--db", url], in: folder.path)
    #expect(added.exitCode == 0, "\(added)")
    try folder.write(url, "a file, not the catalog\n")
    let check = try CatalogProcess.run(["check", "--all", "--db", url, "--junit", url], in: folder.path)
    #expect(check.exitCode == 1, "\(check)")
    #expect(try folder.read(url).hasPrefix("<?xml"), "the JUnit report was written to the file")
    let listed = try CatalogProcess.run(["list", "--db", url], in: folder.path)
    #expect(listed.stdout.contains("alpha"), "\(listed)")
  }

  /// What legitimately differs between two runs of the flow: the database's name (which a hint
  /// quotes for the shell when it holds `?` or `=`, as a URL's `?sslmode=disable` does), and times.
  static func comparable(_ text: String, db: String) -> String {
    var text = text.replacingOccurrences(of: "'\(db)'", with: "DB").replacingOccurrences(of: db, with: "DB")
      .replacingOccurrences(of: db.replacingOccurrences(of: "?sslmode=disable", with: ""), with: "DB")
    for pattern in [
      #"\d+(\.\d+)? ?(ms|s)\b"#, #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"#, #"\d+ (second|minute)s? ago"#,
      #"just now"#, #""seconds" ?: ?[0-9.e-]+"#, #""startedAt" ?: ?"[^"]*""#, #""durationMicroseconds" ?: ?\d+"#,
    ] {
      text = text.replacingOccurrences(of: pattern, with: "…", options: .regularExpression)
    }
    return text
  }

  /// `--db` with a URL is never a path: an unknown scheme is a usage error (exit 64) that creates
  /// nothing, from the command line or from CATALOG_DB.
  @Test(arguments: ["mysql://ana@db/catalog", "sqlite://catalog.sqlite", "file:///tmp/catalog.sqlite"])
  func aURLOfAnotherSchemeIsAUsageErrorAndNeverAPath(_ url: String) throws {
    let folder = try TemporaryFolder()
    let scheme = String(url.prefix { $0 != ":" })
    for environment in [[:], ["CATALOG_DB": url]] {
      let arguments = environment.isEmpty ? ["list", "--db", url] : ["list"]
      let result = try CatalogProcess.run(arguments, in: folder.path, environment: environment)
      #expect(result.exitCode == 64, "\(result)")
      #expect(result.stderr.contains("the scheme '\(scheme)', which the catalog does not know"), "\(result)")
      #expect(try folder.entries().isEmpty, "nothing is created for \(url)")
    }
    let add = try CatalogProcess.run(["add", ScenarioTexts.fixtures, "--db", url], in: folder.path)
    #expect(add.exitCode == 64, "\(add)")
    #expect(try folder.entries().isEmpty)
  }

  /// A PostgreSQL URL without a database, or with a port out of range, is a usage error too.
  @Test func aMalformedPostgreSQLURLIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let noDatabase = try CatalogProcess.run(["list", "--db", "postgres://ana@localhost:5432"], in: folder.path)
    #expect(noDatabase.exitCode == 64, "\(noDatabase)")
    #expect(noDatabase.stderr.contains("names no database"), "\(noDatabase)")
    let badMode = try CatalogProcess.run(["list", "--db", "postgres://ana@localhost/c?sslmode=maybe"], in: folder.path)
    #expect(badMode.exitCode == 64, "\(badMode)")
    #expect(try folder.entries().isEmpty)
  }

  /// A server that cannot be reached is a storage failure (exit 3) naming the URL without its
  /// password.
  @Test func anUnreachableServerIsExit3WithoutThePassword() throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(
      ["add", ScenarioTexts.fixtures, "--db", "postgres://ana:secret@127.0.0.1:1/catalog?sslmode=disable"],
      in: folder.path)
    #expect(result.exitCode == 3, "\(result)")
    #expect(result.stderr.contains("cannot open the catalog database 'postgres://ana@127.0.0.1:1/catalog"), "\(result)")
    #expect(!result.stderr.contains("secret"))
    #expect(try folder.entries().isEmpty, "no folder named 'postgres:'")
  }

  /// `export` from one backend and `import` into the other round-trip byte for byte, both ways:
  /// a team seeds its shared catalog from a repository's fixtures, and an engineer takes a local
  /// copy of it.
  @Test func exportAndImportRoundTripBetweenSQLiteAndPostgreSQLByteForByte() throws {
    let postgres = try TestPostgres.freshURL()
    let folder = try TemporaryFolder()
    func catalog(_ arguments: String...) throws {
      let result = try CatalogProcess.run(arguments, in: folder.path, environment: ["USER": "ana"])
      #expect(result.exitCode == 0, "\(arguments): \(result)")
    }
    // The fixtures into a local SQLite catalog, exported; imported into PostgreSQL, exported;
    // imported into a fresh SQLite catalog, exported.
    try catalog("import", ScenarioTexts.fixtures, "--db", folder.file("local.sqlite"))
    try catalog("export", "--to", "from-sqlite", "--db", folder.file("local.sqlite"))
    try catalog("import", "from-sqlite", "--db", postgres)
    try catalog("export", "--to", "from-postgres", "--db", postgres)
    try catalog("import", "from-postgres", "--db", folder.file("copy.sqlite"))
    try catalog("export", "--to", "from-copy", "--db", folder.file("copy.sqlite"))
    let files = try folder.entries("from-sqlite")
    #expect(files.count > 50)
    #expect(try folder.entries("from-postgres") == files)
    #expect(try folder.entries("from-copy") == files)
    for file in files {
      let original = FileManager.default.contents(atPath: folder.file("from-sqlite/" + file))
      #expect(FileManager.default.contents(atPath: folder.file("from-postgres/" + file)) == original, "\(file)")
      #expect(FileManager.default.contents(atPath: folder.file("from-copy/" + file)) == original, "\(file)")
    }
  }

  /// A `catalog run` killed (`kill -9`) at random points while it writes to a PostgreSQL catalog
  /// leaves every batch whole: the server rolls back what the dead connection had not committed.
  /// Then 8 checks at once, as 8 CI jobs would, all finish, each batch whole.
  @Test func killedWritersAndEightChecksAtOnceLeaveEveryBatchWhole() throws {
    let address = try TestPostgres.freshDatabase()
    let url = "postgres://\(address.user)@\(address.host):\(address.port)/\(address.database)?sslmode=disable"
    let folder = try TemporaryFolder()
    let command = ["run", "--all", "--profile", "all", "--db", url]
    #expect(try CatalogProcess.run(["import", ScenarioTexts.fixtures, "--db", url], in: folder.path).exitCode == 0)
    let started = Date()
    let whole = try CatalogProcess.run(command, in: folder.path)
    let duration = Date().timeIntervalSince(started)
    #expect(whole.exitCode == 0, "\(whole)")
    let catalog = try CatalogDatabase(postgres: address)
    let runsPerBatch = try #require(try catalog.batches(kind: .run).first).runCount
    var generator = SplitMix64(seed: 15)
    for _ in 0..<4 {
      let running = try CatalogProcess.start(command, in: folder.path)
      Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &generator))
      running.kill()
      _ = try running.wait(timeout: 60)
    }
    let runBatches = try catalog.batches(kind: .run, limit: 100)
    #expect(!runBatches.isEmpty)
    for batch in runBatches {
      #expect(try catalog.runs(batch: batch.id).count == runsPerBatch, "batch \(batch.id) is not whole")
    }

    let checks = try (0..<8).map { _ in try CatalogProcess.start(["check", "--all", "--db", url], in: folder.path) }
    for check in checks {
      let result = try check.wait(timeout: 120)
      #expect(!result.wasSignaled && [0, 1].contains(result.exitCode), "\(result)")
    }
    // The last of the 8 holds as many results as a check alone gives.
    let last = try #require(try catalog.lastCheck())
    let concurrent = try catalog.checkResults(batch: last.id).count
    #expect(try CatalogProcess.run(["check", "--all", "--db", url], in: folder.path).exitCode == 0)
    let alone = try #require(try catalog.lastCheck())
    let aloneCount = try catalog.checkResults(batch: alone.id).count
    #expect(concurrent > 0 && concurrent == aloneCount)
    #expect(try catalog.integrityProblems().isEmpty)
  }
}
