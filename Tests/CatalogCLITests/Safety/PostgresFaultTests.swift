import CatalogTestSupport
import Foundation
import Testing

/// The fault suite against PostgreSQL (issue 24 item 2): the built `catalog` while its server is
/// stopped (`pg_ctl stop`), killed (SIGKILL) or frozen (SIGSTOP) in the middle of a command, and
/// under kill -9 and eight concurrent writers, as `FaultSuiteTests` does to SQLite. Each test has
/// a cluster of its own (`FaultCluster`), so the shared test server never stops.
///
/// A command whose server fails under it must end by itself within its timeouts (here
/// `connect_timeout=2&statement_timeout=2`: at most the statement timeout, this side's 2 s of
/// grace and one connect timeout, with slack for a loaded machine), exit 3 with a message naming
/// the server and what was written, and leave a catalog that holds whole batches only. It used
/// to wait for ever in 4 runs of 10.
@Suite(.tags(.large), .serialized)
struct PostgresFaultTests {
  static let rounds = FaultSuiteTests.rounds
  static let timeouts = "connect_timeout=2&statement_timeout=2"
  /// The longest a command may take once its server fails: 2 + 2 + 2 s, and 4 s of slack.
  static let bound: TimeInterval = 10

  /// What a message of a server failure says was written: one of these.
  static let writtenPhrases = [
    "this command wrote nothing there", "nothing of it was written", "nothing more was written",
    "whether it was written is not known", "cannot open the catalog database",
  ]

  /// A catalog on `cluster` (database `name`) of the fixtures and 150 generated scenarios with
  /// accepted baselines, and 50 more scenario files in `more/`.
  /// With `parameters` (the short timeouts by default) in its URL.
  private func seeded(
    _ cluster: FaultCluster, _ name: String, parameters: String = timeouts
  ) throws -> (folder: TemporaryFolder, url: String) {
    let folder = try TemporaryFolder()
    try GeneratedScenarios.write(0..<150, into: folder.file("generated"))
    try GeneratedScenarios.write(1000..<1050, into: folder.file("more"))
    let url = try cluster.database(name, parameters: parameters)
    for arguments in [["add", ScenarioTexts.fixtures, "generated"], ["check", "--all", "--accept"]] {
      let result = try CatalogProcess.run(arguments + ["--db", url], in: folder.path)
      try #require(result.exitCode == 0, "\(result)")
    }
    return (folder, url)
  }

  /// Checks a command's end after its server failed under it at `failedAt`; true when it ended
  /// in time with a clear exit.
  private func endedClearly(
    _ result: CatalogProcess.Result, failedAt: Date, url: String, _ what: String
  ) -> Bool {
    let elapsed = Date().timeIntervalSince(failedAt)
    var clear = !result.wasSignaled && elapsed <= Self.bound
    #expect(!result.wasSignaled, "\(what): hung until killed: \(result)")
    #expect(elapsed <= Self.bound, "\(what): ended \(elapsed) s after the server failed")
    switch result.exitCode {
    case 0, 1:
      break  // it finished before the failure reached it
    case 3:
      let named = result.stderr.contains(url)
      let said = Self.writtenPhrases.contains { result.stderr.contains($0) }
      #expect(named && said, "\(what): \(result.stderr)")
      clear = clear && named && said
    default:
      Issue.record("\(what): exit \(result.exitCode): \(result)")
      clear = false
    }
    return clear
  }

  /// Whether the catalog is sound, every new batch (after `baseBatches`) holds `runsPerNewBatch`
  /// runs when given, and `catalog list` reads it.
  private func isIntact(
    _ cluster: FaultCluster, _ database: String, url: String, folder: TemporaryFolder, baseBatches: Int,
    runsPerNewBatch: Int?
  ) throws -> Bool {
    let state = try cluster.inspect(database)
    var intact = state.sound
    if let runsPerNewBatch {
      intact = intact && state.runsPerBatch.dropFirst(baseBatches).allSatisfy { $0 == runsPerNewBatch }
    }
    let list = try CatalogProcess.run(["list", "--db", url], in: folder.path)
    #expect(intact && list.exitCode == 0, "\(state.detail); list: \(list)")
    return intact && list.exitCode == 0
  }

  // MARK: - The server stopped, killed or frozen mid-command

  @Test func aServerStoppedKilledOrFrozenMidCommandEndsTheCommandInTime() throws {
    let cluster = try FaultCluster.start()
    let (folder, url) = try seeded(cluster, "midcommand")
    let commands = [
      ["add", "more"], ["run", "--all", "--profile", "all"], ["check", "--all"], ["import", ScenarioTexts.fixtures],
      ["accept", "--all"], ["list"], ["baselines"],
    ]
    // (fault, how the server comes back)
    let faults = [("halt", "restart"), ("crash", "restart"), ("freeze", "thaw")]
    var generator = SplitMix64(seed: 24)
    var intact = 0
    var landed = 0
    var total = 0
    for round in 0..<Self.rounds {
      for (index, (fault, recovery)) in faults.enumerated() {
        let arguments = commands[(round * faults.count + index) % commands.count]
        let running = try CatalogProcess.start(arguments + ["--db", url], in: folder.path)
        Thread.sleep(forTimeInterval: Double.random(in: 0...0.6, using: &generator))
        try cluster.apply(fault)
        let failedAt = Date()
        let result = try running.wait(timeout: 60)
        total += 1
        if result.exitCode == 3 { landed += 1 }
        let clear = endedClearly(result, failedAt: failedAt, url: url, "\(fault) during \(arguments)")
        try cluster.apply(recovery)
        let whole = try isIntact(cluster, "midcommand", url: url, folder: folder, baseBatches: 0, runsPerNewBatch: nil)
        if clear && whole { intact += 1 }
      }
    }
    print(
      "fault suite, PostgreSQL stopped, killed or frozen mid-command: \(intact) of \(total) intact "
        + "(\(landed) ended by the fault, each within \(Int(Self.bound)) s)")
    #expect(intact == total)
  }

  /// A writer waiting for another writer's transaction is surely mid-command: a frozen or
  /// stopped server ends its wait all the same, and nothing of it is written.
  @Test(arguments: [("freeze", "thaw"), ("halt", "restart")])
  func aWriterWaitingForTheWriteLockEndsWhenItsServerFails(fault: String, recovery: String) throws {
    let cluster = try FaultCluster.start()
    let (folder, url) = try seeded(cluster, "waiting")
    let batches = try cluster.inspect("waiting").runsPerBatch.count
    // Another writer holds the catalog's write lock (PostgresCatalog.writeLockKey) for 15 s.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    holder.arguments = [
      "-h", "127.0.0.1", "-p", "\(cluster.port)", "-U", "catalog", "-d", "waiting", "-c",
      "BEGIN; SELECT pg_advisory_xact_lock(\(0x6361_7461_6C6F_6701)); SELECT pg_sleep(15);",
    ]
    holder.standardOutput = FileHandle.nullDevice
    holder.standardError = FileHandle.nullDevice
    try holder.run()
    defer {
      if holder.isRunning { kill(holder.processIdentifier, SIGKILL) }
      holder.waitUntilExit()
    }
    Thread.sleep(forTimeInterval: 1)
    let running = try CatalogProcess.start(["run", "--all", "--db", url], in: folder.path)
    Thread.sleep(forTimeInterval: 1)
    try cluster.apply(fault)
    let failedAt = Date()
    let result = try running.wait(timeout: 60)
    #expect(endedClearly(result, failedAt: failedAt, url: url, "\(fault) while waiting for the lock"))
    #expect(result.exitCode == 3, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: could not record the batch in '\(url)': ")
        && result.stderr.contains("nothing of it was written"), "\(result.stderr)")
    try cluster.apply(recovery)
    if holder.isRunning { kill(holder.processIdentifier, SIGKILL) }
    holder.waitUntilExit()
    #expect(try cluster.inspect("waiting").runsPerBatch.count == batches, "the batch was not recorded")
    #expect(try isIntact(cluster, "waiting", url: url, folder: folder, baseBatches: 0, runsPerNewBatch: nil))
  }

  @Test func aFrozenServerIsGivenUpWhileConnecting() throws {
    let cluster = try FaultCluster.start()
    let folder = try TemporaryFolder()
    let url = try cluster.database("frozen", parameters: Self.timeouts)
    try cluster.apply("freeze")
    defer { try? cluster.apply("thaw") }
    for arguments in [["list"], ["add", ScenarioTexts.fixtures]] {
      let started = Date()
      let result = try CatalogProcess.run(arguments + ["--db", url], in: folder.path, timeout: 60)
      #expect(endedClearly(result, failedAt: started, url: url, "\(arguments) of a frozen server"))
      #expect(result.exitCode == 3)
      #expect(
        result.stderr.contains("the server did not answer while connecting within 2 s (connect_timeout"),
        "\(result.stderr)")
      // One connect timeout, not one per connection the command would make.
      #expect(Date().timeIntervalSince(started) < 2 + 4)
    }
  }

  // MARK: - kill -9 and concurrent writers, as against SQLite

  @Test func everyWritingCommandKilledAtARandomPointLeavesAnIntactCatalog() throws {
    let cluster = try FaultCluster.start()
    // The default timeouts: these are about whole batches, not about giving up.
    let (folder, url) = try seeded(cluster, "killed", parameters: "")
    let commands = [["run", "--all", "--profile", "all"], ["check", "--all"], ["add", "more"], ["accept", "--all"]]
    var generator = SplitMix64(seed: 2424)
    var intact = 0
    var total = 0
    for arguments in commands {
      let started = Date()
      let whole = try CatalogProcess.run(arguments + ["--db", url], in: folder.path)
      let duration = Date().timeIntervalSince(started)
      try #require([0, 1].contains(whole.exitCode), "\(arguments): \(whole)")
      let batches = try cluster.inspect("killed").runsPerBatch
      // 'run' records a batch of every scenario under every profile: each later one holds as
      // many runs, or is not there.
      let perBatch = arguments[0] == "run" ? batches.last : nil
      for _ in 0..<Self.rounds {
        let running = try CatalogProcess.start(arguments + ["--db", url], in: folder.path)
        Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &generator))
        running.kill()
        let result = try running.wait(timeout: 60)
        total += 1
        #expect(result.wasSignaled || [0, 1].contains(result.exitCode), "\(arguments): \(result)")
        if try isIntact(
          cluster, "killed", url: url, folder: folder, baseBatches: batches.count - 1, runsPerNewBatch: perBatch)
        {
          intact += 1
        }
      }
    }
    print("fault suite, PostgreSQL, kill -9 of writing commands: \(intact) of \(total) intact")
    #expect(intact == total)
  }

  @Test func eightConcurrentWritersOfMixedCommandsLeaveAnIntactCatalog() throws {
    let cluster = try FaultCluster.start()
    // The default timeouts: eight writers wait for each other's commits longer than 2 s.
    let (folder, url) = try seeded(cluster, "concurrent", parameters: "")
    let commands = [
      ["add", "more"], ["run", "--all"], ["check", "--all"], ["accept", "--all"], ["import", ScenarioTexts.fixtures],
      ["rm", "generated-7"], ["run", "--all", "--profile", "uikit-8"], ["check", "--all", "--profile", "uikit-13"],
    ]
    var intact = 0
    for round in 0..<Self.rounds {
      let running = try commands.map { try CatalogProcess.start($0 + ["--db", url], in: folder.path) }
      let results = try running.map { try $0.wait(timeout: 120) }
      var ok = try isIntact(cluster, "concurrent", url: url, folder: folder, baseBatches: 0, runsPerNewBatch: nil)
      for (arguments, result) in zip(commands, results) {
        let finished = !result.wasSignaled && [0, 1].contains(result.exitCode)
        #expect(finished, "round \(round): \(arguments): \(result)")
        ok = ok && finished
      }
      if ok { intact += 1 }
    }
    print("fault suite, PostgreSQL, 8 concurrent writers: \(intact) of \(Self.rounds) intact")
    #expect(intact == Self.rounds)
  }
}
