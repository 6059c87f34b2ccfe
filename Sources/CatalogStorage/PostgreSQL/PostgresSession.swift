#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// One connection to a PostgreSQL server, used synchronously.
///
/// The runner is synchronous (commands replay on worker threads, then write once), and
/// postgres-nio is asynchronous. The catalog keeps the runner as it is and blocks here instead:
/// the connection lives on SwiftNIO's event loops (`MultiThreadedEventLoopGroup.singleton`, threads of
/// their own), and each call waits for its `EventLoopFuture` on the calling thread, which is
/// never an event-loop thread. Waiting on a future does not need a thread of Swift's cooperative
/// pool, so a call made from a test's task, a command's main thread or a replay worker cannot
/// starve the pool or deadlock it, as bridging through `Task` and a semaphore could on a 2-core
/// machine.
///
/// Calls are serialised by a recursive lock: a transaction holds it from `BEGIN` to `COMMIT`, so
/// a read from another thread of the same process never slips into it.
final class PostgresSession: @unchecked Sendable {
  let address: PostgresAddress
  private let connection: PostgresConnection
  private let logger: Logger
  let lock = NSRecursiveLock()

  private init(address: PostgresAddress, connection: PostgresConnection, logger: Logger) {
    self.address = address
    self.connection = connection
    self.logger = logger
  }

  /// Connects to `address`.
  ///
  /// - Throws: `StorageError.cannotOpen` when the server cannot be reached or refuses the user or
  ///   the database.
  static func connect(_ address: PostgresAddress) throws -> PostgresSession {
    let logger = Logger(label: "catalog.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    do {
      var configuration = PostgresConnection.Configuration(
        host: address.host, port: address.port, username: address.user, password: address.password,
        database: address.database, tls: try tls(address.tls))
      configuration.options.connectTimeout = .seconds(10)
      configuration.options.additionalStartupParameters = [("application_name", "catalog")]
      let connection = try PostgresConnection.connect(
        on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger
      ).wait()
      return PostgresSession(address: address, connection: connection, logger: logger)
    } catch {
      throw StorageError.cannotOpen(path: address.description, cause: PostgresFailure.describe(error))
    }
  }

  private static func tls(_ mode: PostgresAddress.TLSMode) throws -> PostgresConnection.Configuration.TLS {
    switch mode {
    case .disable:
      return .disable
    case .prefer, .require:
      // As libpq's `prefer` and `require`: encrypted, the certificate not checked.
      var configuration = TLSConfiguration.makeClientConfiguration()
      configuration.certificateVerification = .none
      let context = try NIOSSLContext(configuration: configuration)
      return mode == .prefer ? .prefer(context) : .require(context)
    case .verifyFull:
      return .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
    }
  }

  /// Runs `sql` with `binds` (`$1`, `$2`…) and returns every row.
  @discardableResult
  func query(_ sql: String, _ binds: PostgresBindings = PostgresBindings()) throws -> [PostgresRandomAccessRow] {
    try lock.withLock {
      try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).wait().rows
        .map { $0.makeRandomAccess() }
    }
  }

  /// Runs `sql` with `binds` and hands each row to `body` as it arrives, instead of collecting
  /// every row first: a check's 50,000 baselines are made one row at a time, as SQLite's cursor
  /// makes them, rather than held as rows too.
  ///
  /// `body` runs on the connection's event-loop thread while this thread waits (so it sees no
  /// data race with the caller, which does nothing meanwhile); an error it throws ends the query
  /// and is thrown here.
  func forEachRow(
    _ sql: String, _ binds: PostgresBindings = PostgresBindings(),
    _ body: @escaping (PostgresRandomAccessRow) throws -> Void
  ) throws {
    // The closure postgres-nio wants is Sendable; this one is used by one thread at a time, the
    // event loop's while this thread is blocked in `wait()`.
    let handler = RowHandler(body)
    try lock.withLock {
      _ = try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger) { row in
        try handler.body(row.makeRandomAccess())
      }.wait()
    }
  }

  /// A row handler carried to the event loop (see `forEachRow`).
  private final class RowHandler: @unchecked Sendable {
    let body: (PostgresRandomAccessRow) throws -> Void
    init(_ body: @escaping (PostgresRandomAccessRow) throws -> Void) { self.body = body }
  }

  /// Runs `sql` with `binds` and returns how many rows it changed.
  @discardableResult
  func execute(_ sql: String, _ binds: PostgresBindings = PostgresBindings()) throws -> Int {
    try lock.withLock {
      try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).wait().metadata.rows ?? 0
    }
  }

  /// Ends the connection.
  func close() throws {
    try lock.withLock {
      guard !connection.isClosed else { return }
      try connection.close().wait()
    }
  }

  /// A catalog that is not closed explicitly (a command that fails half-way, a test) still ends
  /// its connection: postgres-nio requires a connection to be closed before it goes away.
  deinit {
    if !connection.isClosed { _ = try? connection.close().wait() }
  }
}

// MARK: - Binding values

extension PostgresBindings {
  /// Bindings from a list of values, for `$1`, `$2`…; nil binds NULL.
  init(_ values: (any PostgresDynamicTypeEncodable)?...) {
    self.init(capacity: values.count)
    for value in values {
      if let value { append(value) } else { appendNull() }
    }
  }
}
#endif
