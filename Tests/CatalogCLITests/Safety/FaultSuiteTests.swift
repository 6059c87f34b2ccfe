import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// The fault suite (issue 16): the built `catalog` under kills, concurrency, a full or read-only
/// disk, damaged and foreign databases and hostile import folders. Each test prints its figure
/// as "<fault>: N of N intact". `FAULT_ROUNDS` sets the rounds per fault (3 in the test command;
/// `Scripts/faults.sh` runs 25).
///
/// "Intact" means, for every round: the process ended by itself (or by the test's SIGKILL), the
/// database passes `integrity_check` and `foreign_key_check`, `catalog list` reads it, no run
/// lacks its batch and every batch holds all its runs or none, and what the command said matches
/// what the database holds.
@Suite(.tags(.large), .serialized)
struct FaultSuiteTests {
  static let rounds = ProcessInfo.processInfo.environment["FAULT_ROUNDS"].flatMap(Int.init) ?? 3

  /// A catalog of the fixtures and 150 generated scenarios with accepted baselines, in `folder`
  /// as `base.sqlite`, and 50 more scenario files in `more/`.
  private func baseCatalog() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try GeneratedScenarios.write(0..<150, into: folder.file("generated"))
    try GeneratedScenarios.write(1000..<1050, into: folder.file("more"))
    for arguments in [["add", ScenarioTexts.fixtures, "generated"], ["check", "--all", "--accept"]] {
      let result = try CatalogProcess.run(arguments + ["--db", "base.sqlite"], in: folder.path)
      try #require(result.exitCode == 0, "\(result)")
    }
    return folder
  }

  /// Whether the database at `path` is sound, readable by `catalog list`, and holds only whole
  /// batches: each new batch (after the first `baseBatches`) has `runsPerNewBatch` runs.
  private func isIntact(_ folder: TemporaryFolder, _ database: String, baseBatches: Int, runsPerNewBatch: Int?)
    throws -> Bool
  {
    let state = try CatalogInspection(path: folder.file(database))
    guard state.isSound, state.runsWithoutBatch == 0 else { return false }
    if let runsPerNewBatch {
      guard state.runsPerBatch.dropFirst(baseBatches).allSatisfy({ $0 == runsPerNewBatch }) else { return false }
    }
    let list = try CatalogProcess.run(["list", "--db", database], in: folder.path)
    return list.exitCode == 0
  }

  private func copy(_ folder: TemporaryFolder, to name: String) throws {
    try FileManager.default.copyItem(atPath: folder.file("base.sqlite"), toPath: folder.file(name))
  }

  // MARK: - kill -9

  @Test func everyWritingCommandKilledAtARandomPointLeavesAnIntactCatalog() throws {
    let folder = try baseCatalog()
    let base = try CatalogInspection(path: folder.file("base.sqlite"))
    let commands = [
      ["add", "more"], ["run", "--all", "--profile", "all"], ["check", "--all"], ["accept", "--all"],
      ["rm", "generated-5"], ["import", ScenarioTexts.fixtures], ["baselines", "--prune"],
    ]
    var generator = SplitMix64(seed: 16)
    var intact = 0
    var total = 0
    var landed = 0
    for (index, arguments) in commands.enumerated() {
      // How long the whole command takes, and how many runs its batch holds.
      try copy(folder, to: "measure\(index).sqlite")
      let started = Date()
      let whole = try CatalogProcess.run(arguments + ["--db", "measure\(index).sqlite"], in: folder.path)
      let duration = Date().timeIntervalSince(started)
      try #require([0, 1].contains(whole.exitCode), "\(arguments): \(whole)")
      let measured = try CatalogInspection(path: folder.file("measure\(index).sqlite"))
      let runsPerNewBatch = measured.runsPerBatch.dropFirst(base.batches).first
      for round in 0..<Self.rounds {
        let database = "kill\(index)-\(round).sqlite"
        try copy(folder, to: database)
        let running = try CatalogProcess.start(arguments + ["--db", database], in: folder.path)
        Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &generator))
        running.kill()
        let result = try running.wait(timeout: 60)
        if result.wasSignaled { landed += 1 }
        total += 1
        let ok = try isIntact(folder, database, baseBatches: base.batches, runsPerNewBatch: runsPerNewBatch)
        #expect(ok, "\(arguments) killed in round \(round)")
        if ok { intact += 1 }
      }
    }
    print("fault suite, kill -9 of 7 writing commands: \(intact) of \(total) intact (\(landed) killed before exiting)")
  }

  @Test func aCommandKilledWhileCreatingTheCatalogLeavesOneTheNextCommandUses() throws {
    // The audit's G4: a kill while 'add' created the catalog (before it is in WAL mode) could
    // leave a hot journal that every later command refused as "read-only". Half the kills land
    // just after the database file appears (creation), the others anywhere in the command.
    let folder = try TemporaryFolder()
    try GeneratedScenarios.write(0..<40, into: folder.file("generated"))
    let started = Date()
    let whole = try CatalogProcess.run(["add", "generated", "--db", "measure.sqlite"], in: folder.path)
    try #require(whole.exitCode == 0, "\(whole)")
    let duration = Date().timeIntervalSince(started)
    var generator = SplitMix64(seed: 4)
    let total = Self.rounds * 4
    var intact = 0
    var landed = 0
    for round in 0..<total {
      let database = "create\(round).sqlite"
      let running = try CatalogProcess.start(["add", "generated", "--db", database], in: folder.path)
      if round % 2 == 0 {
        let deadline = Date().addingTimeInterval(duration * 2)
        while !folder.exists(database), Date() < deadline { usleep(200) }
        usleep(UInt32.random(in: 0...20_000, using: &generator))
      } else {
        Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &generator))
      }
      running.kill()
      let result = try running.wait(timeout: 60)
      if result.wasSignaled { landed += 1 }
      // Every next command works: a reading one, then a writing one, and the catalog is sound.
      let list = try CatalogProcess.run(["list", "--db", database], in: folder.path)
      let add = try CatalogProcess.run(["add", "generated", "--db", database], in: folder.path)
      let state = try CatalogInspection(path: folder.file(database))
      let ok = list.exitCode == 0 && add.exitCode == 0 && state.isSound && state.scenarios == 40
      #expect(ok, "round \(round): \(list)\n\(add)")
      if ok { intact += 1 }
    }
    print(
      "fault suite, kill -9 while creating the catalog: \(intact) of \(total) intact (\(landed) killed before exiting)")
  }

  // MARK: - Concurrency

  @Test func eightConcurrentWritersOfMixedCommandsLeaveAnIntactCatalog() throws {
    let folder = try baseCatalog()
    let base = try CatalogInspection(path: folder.file("base.sqlite"))
    let commands = [
      ["add", "more"], ["run", "--all"], ["check", "--all"], ["accept", "--all"], ["import", ScenarioTexts.fixtures],
      ["rm", "generated-7"], ["run", "--all", "--profile", "uikit-8"], ["check", "--all", "--profile", "uikit-13"],
    ]
    var intact = 0
    for round in 0..<Self.rounds {
      let database = "concurrent\(round).sqlite"
      try copy(folder, to: database)
      let running = try commands.map { try CatalogProcess.start($0 + ["--db", database], in: folder.path) }
      let results = try running.map { try $0.wait(timeout: 120) }
      var ok = try isIntact(folder, database, baseBatches: base.batches, runsPerNewBatch: nil)
      for (arguments, result) in zip(commands, results) {
        let finished = !result.wasSignaled && [0, 1].contains(result.exitCode)
        #expect(finished, "round \(round): \(arguments): \(result)")
        ok = ok && finished
      }
      #expect(ok, "round \(round)")
      if ok { intact += 1 }
    }
    print("fault suite, 8 concurrent writers: \(intact) of \(Self.rounds) intact")
  }

  // MARK: - Full and read-only disk

  @Test(.enabled(if: SmallDisk.isAvailable, "cannot mount a tmpfs here (needs root and 'mount -t tmpfs')"))
  func aFullOrReadOnlyDiskLeavesAnIntactCatalogAndATruthfulMessage() throws {
    let folder = try baseCatalog()
    let size = (try FileManager.default.attributesOfItem(atPath: folder.file("base.sqlite"))[.size] as? Int) ?? 0
    var generator = SplitMix64(seed: 6)
    var intact = 0
    for round in 0..<Self.rounds {
      let disk = try SmallDisk(kilobytes: (size * 3) / 1024 + 1024)
      let path = disk.file("catalog.sqlite")
      try FileManager.default.copyItem(atPath: folder.file("base.sqlite"), toPath: path)
      let before = try CatalogInspection(path: path)
      try disk.fill()
      try disk.free(bytes: Int.random(in: 0...(size / 2), using: &generator))
      let result = try CatalogProcess.run(["run", "--all", "--profile", "all", "--db", path], in: folder.path)
      try disk.empty()
      let after = try CatalogInspection(path: path)
      let recorded = after.batches == before.batches + 1
      let truthful =
        recorded
        ? result.exitCode == 0 && !result.stderr.contains("nothing was written")
        : after == before && result.exitCode == 3 && result.stderr.contains("nothing was written")
      let ok = after.isSound && truthful && after.runsWithoutBatch == 0
      #expect(ok, "round \(round): \(result)")
      if ok { intact += 1 }
    }
    // Read-only: the mount refuses every write; the catalog still reads.
    let disk = try SmallDisk(kilobytes: (size * 3) / 1024 + 1024)
    try FileManager.default.copyItem(atPath: folder.file("base.sqlite"), toPath: disk.file("catalog.sqlite"))
    let readOnly = try disk.readOnlyView() + "/catalog.sqlite"
    let write = try CatalogProcess.run(["run", "--all", "--db", readOnly], in: folder.path)
    let read = try CatalogProcess.run(["list", "--db", readOnly], in: folder.path)
    let readOnlyOK = write.exitCode == 3 && write.stderr.contains("read-only") && read.exitCode == 0
    #expect(readOnlyOK, "\(write)\n\(read)")
    print(
      "fault suite, full disk: \(intact) of \(Self.rounds) intact; read-only disk: \(readOnlyOK ? 1 : 0) of 1 intact")
  }

  // MARK: - Damaged and foreign databases

  @Test func damagedAndForeignDatabasesAreRefusedAndLeftByteIdentical() throws {
    let folder = try baseCatalog()
    let size = (try FileManager.default.attributesOfItem(atPath: folder.file("base.sqlite"))[.size] as? Int) ?? 0
    let pages = size / 4096
    var generator = SplitMix64(seed: 14)
    let writers = [
      ["add", "more"], ["run", "--all"], ["check", "--all"], ["accept", "--all"], ["rm", "generated-1"],
    ]
    var intact = 0
    var total = 0
    var round = 0
    var attempts = 0
    while round < Self.rounds, attempts < Self.rounds * 20 {
      attempts += 1
      let database = "damaged\(attempts).sqlite"
      try copy(folder, to: database)
      let handle = try FileHandle(forUpdating: URL(fileURLWithPath: folder.file(database)))
      try handle.seek(toOffset: UInt64(Int.random(in: 2..<pages, using: &generator) * 4096 + 100))
      try handle.write(contentsOf: Data(repeating: 0xFF, count: 1500))
      try handle.close()
      // Only damage that SQLite's quick check can see counts (bytes in a value's middle cannot).
      try FileManager.default.copyItem(atPath: folder.file(database), toPath: folder.file("probe.sqlite"))
      let seen =
        (try? DatabaseQueue(path: folder.file("probe.sqlite")).write { db in
          try String.fetchAll(db, sql: "PRAGMA quick_check")
        }) != ["ok"]
      try? FileManager.default.removeItem(atPath: folder.file("probe.sqlite"))
      guard seen else { continue }
      round += 1
      let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.file(database)))
      for arguments in writers {
        let result = try CatalogProcess.run(arguments + ["--db", database], in: folder.path)
        let after = try Data(contentsOf: URL(fileURLWithPath: folder.file(database)))
        let ok = result.exitCode == 3 && result.stderr.contains("is damaged") && after == bytes
        #expect(ok, "\(arguments), round \(round): \(result)")
        total += 1
        if ok { intact += 1 }
      }
    }
    // A foreign SQLite file, for every command, reading or writing.
    let foreign = folder.file("foreign.sqlite")
    let queue = try DatabaseQueue(path: foreign)
    try queue.write { db in try db.execute(sql: "CREATE TABLE mine (x); INSERT INTO mine VALUES (1)") }
    try queue.close()
    let foreignBytes = try Data(contentsOf: URL(fileURLWithPath: foreign))
    var foreignIntact = 0
    for arguments in writers + [["list"], ["show", "x"], ["import", ScenarioTexts.fixtures]] {
      let result = try CatalogProcess.run(arguments + ["--db", "foreign.sqlite"], in: folder.path)
      let after = try Data(contentsOf: URL(fileURLWithPath: foreign))
      let ok = result.exitCode == 3 && result.stderr.contains("not a catalog") && after == foreignBytes
      #expect(ok, "\(arguments): \(result)")
      if ok { foreignIntact += 1 }
    }
    print(
      "fault suite, damaged databases: \(intact) of \(total) writes refused, file intact; "
        + "foreign database: \(foreignIntact) of 8 commands refused, file intact")
  }

  // MARK: - Hostile import folders

  @Test func hostileImportFoldersAreRefusedAndNothingIsCreated() throws {
    let folder = try TemporaryFolder()
    func hostile(_ name: String, _ make: (String) throws -> Void) throws -> String {
      let path = folder.file(name)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try Data(ScenarioTexts.valid("alpha").utf8).write(to: URL(fileURLWithPath: path + "/alpha.yaml"))
      try make(path)
      return name
    }
    let folders = [
      try hostile("symlink") {
        try FileManager.default.createSymbolicLink(
          atPath: $0 + "/pw.uikit-17.timeline", withDestinationPath: "/etc/passwd")
      },
      try hostile("fifo") { _ = mkfifo($0 + "/alpha.uikit-17.timeline", 0o600) },
      try hostile("rules999") {
        try Data("# baseline alpha @ uikit-17 (rules 999)\n   0.000  A.present(D, animated: true)\n".utf8)
          .write(to: URL(fileURLWithPath: $0 + "/alpha.uikit-17.timeline"))
      },
      try hostile("subfolder") {
        try FileManager.default.createDirectory(
          atPath: $0 + "/alpha.uikit-13.timeline", withIntermediateDirectories: true)
      },
      try hostile("binary") {
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(
          to: URL(fileURLWithPath: $0 + "/alpha.uikit-8.timeline"))
      },
      try hostile("huge") {
        try Data(repeating: UInt8(ascii: "#"), count: 5 * 1024 * 1024).write(to: URL(fileURLWithPath: $0 + "/big.yaml"))
      },
      try hostile("unknown-profile") {
        try Data("   0.000  A.present(D, animated: true)\n".utf8).write(
          to: URL(fileURLWithPath: $0 + "/alpha.uikit-99.timeline"))
      },
    ]
    var intact = 0
    for name in folders {
      let result = try CatalogProcess.run(["import", name, "--db", "\(name).sqlite"], in: folder.path, timeout: 30)
      let ok =
        !result.wasSignaled && result.exitCode == 2 && !folder.exists("\(name).sqlite")
        && !result.stderr.contains("root:")
      #expect(ok, "\(name): \(result)")
      if ok { intact += 1 }
    }
    print("fault suite, hostile import folders: \(intact) of \(folders.count) refused, nothing created")
  }
}
