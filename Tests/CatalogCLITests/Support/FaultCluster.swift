import CatalogTestSupport
import Foundation
import Testing

/// A throwaway PostgreSQL cluster of one test's own (`Scripts/postgres-cluster.sh`), which the
/// fault suite stops, kills and freezes mid-command: the shared test server
/// (`CATALOG_TEST_POSTGRES_URL`) must go on serving the other tests meanwhile. Stopped and
/// deleted when the value goes away.
final class FaultCluster: Sendable {
  let folder: String
  /// `postgres://catalog@127.0.0.1:PORT/postgres`.
  let serverURL: String
  let port: Int

  /// The repository's `Scripts/postgres-cluster.sh`.
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/postgres-cluster.sh")
    .path

  private init(folder: String, serverURL: String, port: Int) {
    self.folder = folder
    self.serverURL = serverURL
    self.port = port
  }

  /// Starts a cluster, or cancels the test (shown as skipped, with why) when none can start here.
  static func start() throws -> FaultCluster {
    let folder = NSTemporaryDirectory() + "catalog-fault-cluster-" + UUID().uuidString
    let started = try cluster("start", folder)
    if started.status == 0, let url = started.output.split(separator: "\n").last.map(String.init),
      let port = url.split(separator: ":").last?.split(separator: "/").first.flatMap({ Int($0) })
    {
      return FaultCluster(folder: folder, serverURL: url, port: port)
    }
    _ = try? cluster("stop", folder)
    try Test.cancel(
      Comment(
        rawValue:
          "no PostgreSQL cluster of its own could be started for the fault suite (Scripts/postgres-cluster.sh): \(started.output)"
      ))
  }

  deinit {
    _ = try? Self.cluster("stop", folder)
  }

  /// The script's `command` on `folder`: its exit status and what it printed.
  ///
  /// Spawned and waited for with `posix_spawn` and `waitpid`, its output in a file: `start`
  /// leaves a server running in the background, and Foundation's `Process` was seen to wait for
  /// ever for a script that had started one and exited.
  @discardableResult
  static func cluster(_ command: String, _ folder: String) throws -> (status: Int32, output: String) {
    let log = NSTemporaryDirectory() + "catalog-fault-cluster-log-" + UUID().uuidString
    defer { unlink(log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let words: [String] = ["/bin/bash", script, command, folder]
    var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    arguments.append(nil)
    defer { for argument in arguments { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, arguments, environ)
    try #require(spawned == 0, "cannot run \(script): \(String(cString: strerror(spawned)))")
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      try #require(errno == EINTR, "waitpid: \(String(cString: strerror(errno)))")
    }
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    // WIFEXITED and WEXITSTATUS, which Swift cannot call.
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
  }

  /// Runs the script's `command` on this cluster, requiring it to succeed.
  func apply(_ command: String) throws {
    let result = try Self.cluster(command, folder)
    try #require(result.status == 0, "postgres-cluster.sh \(command): \(result.output)")
  }

  /// A new database on the cluster, as `--db` takes it, with the given query parameters.
  func database(_ name: String, parameters: String = "") throws -> String {
    try psql("postgres", "CREATE DATABASE \(name)")
    return "postgres://catalog@127.0.0.1:\(port)/\(name)?sslmode=disable" + (parameters.isEmpty ? "" : "&" + parameters)
  }

  /// Runs `sql` with psql in `database` and returns its rows (unaligned, `|` between columns).
  @discardableResult
  func psql(_ database: String, _ sql: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments = ["-h", "127.0.0.1", "-p", "\(port)", "-U", "catalog", "-d", database, "-At", "-c", sql]
    process.environment = ["PATH": "/usr/bin:/bin", "PGCONNECT_TIMEOUT": "10"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "psql \(sql): \(problem)")
    return text.split(separator: "\n").map(String.init)
  }

  /// What a catalog database on the cluster holds, read with psql (not through the code under
  /// test): whether every run has its batch and every timeline all its events, and the runs of
  /// each batch in order.
  func inspect(_ database: String) throws -> (sound: Bool, runsPerBatch: [Int], detail: String) {
    let orphans = try psql(database, "SELECT COUNT(*) FROM run WHERE batchId NOT IN (SELECT id FROM batch)")
    let partial = try psql(
      database,
      """
      SELECT COUNT(*) FROM (SELECT t.id FROM timeline t LEFT JOIN timelineEvent e ON e.timelineId = t.id
      GROUP BY t.id, t.eventCount HAVING COUNT(e.seq) <> t.eventCount) partial
      """)
    let runs = try psql(
      database, "SELECT COUNT(r.id) FROM batch b LEFT JOIN run r ON r.batchId = b.id GROUP BY b.id ORDER BY b.id")
    let sound = orphans == ["0"] && partial == ["0"]
    return (sound, runs.compactMap { Int($0) }, "orphan runs \(orphans), partial timelines \(partial), runs \(runs)")
  }
}
