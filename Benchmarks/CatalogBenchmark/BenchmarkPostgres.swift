#if PostgreSQL
import CatalogStorage
import Foundation

/// The PostgreSQL server of the team benchmark: `CATALOG_BENCHMARK_POSTGRES` (a URL of a
/// server the benchmark may create databases on), else a throwaway cluster started with
/// `Scripts/postgres-cluster.sh` from the package root (and stopped when the benchmark ends).
final class BenchmarkPostgres {
  let server: PostgresAddress
  private let cluster: String?
  private var databases: [String] = []

  private init(server: PostgresAddress, cluster: String?) {
    self.server = server
    self.cluster = cluster
  }

  /// The server, or nil with the reason printed.
  static func start() -> BenchmarkPostgres? {
    if let url = ProcessInfo.processInfo.environment["CATALOG_BENCHMARK_POSTGRES"], !url.isEmpty {
      return Failure.attempt("read CATALOG_BENCHMARK_POSTGRES") {
        BenchmarkPostgres(server: try PostgresAddress(url: url), cluster: nil)
      }
    }
    let script = "Scripts/postgres-cluster.sh"
    guard FileManager.default.isExecutableFile(atPath: script) else {
      print("team: skipped (no PostgreSQL: set CATALOG_BENCHMARK_POSTGRES, or run from the package root)")
      return nil
    }
    let cluster = NSTemporaryDirectory() + "catalog-benchmark-postgres-\(getpid())"
    guard let url = Shell.output(script, ["start", cluster]), let server = try? PostgresAddress(url: url) else {
      print("team: skipped (Scripts/postgres-cluster.sh could not start a cluster; is Debian's postgresql installed?)")
      return nil
    }
    return BenchmarkPostgres(server: server, cluster: cluster)
  }

  /// A new empty database, as a URL `--db` takes.
  func freshDatabase(_ name: String) -> PostgresAddress {
    let unique = "bench_\(name)_\(getpid())_\(databases.count)"
    databases.append(unique)
    return Failure.attempt("create the database \(unique)") {
      var address = try PostgresServer.createDatabase(named: unique, on: server)
      address.tls = .disable
      return address
    }
  }

  /// `address` as `--db` takes it.
  static func url(_ address: PostgresAddress) -> String {
    "postgres://\(address.user)@\(address.host):\(address.port)/\(address.database)?sslmode=disable"
  }

  func stop() {
    for name in databases { try? PostgresServer.dropDatabase(named: name, on: server) }
    if let cluster { _ = Shell.output("Scripts/postgres-cluster.sh", ["stop", cluster]) }
  }
}
#endif
