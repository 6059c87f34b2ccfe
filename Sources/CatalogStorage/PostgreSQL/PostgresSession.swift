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
///
/// No wait is for ever (issue 24): connecting has `connect_timeout` in all (the TCP connection,
/// TLS, the server's greeting and authentication), and every statement has `statement_timeout`,
/// which the server enforces itself (a startup parameter), and which this side enforces a few
/// seconds later for a server that no longer answers (stopped, frozen with SIGSTOP, cut off):
/// then the connection is closed, which fails whatever waits on it, and the call throws
/// `PostgresSession.Timeout`. A connection that is closed or lost fails every later call at once.
final class PostgresSession: @unchecked Sendable {
  /// A server that did not answer within the time allowed.
  struct Timeout: Error, CustomStringConvertible {
    /// What was waited for: "connecting", "a statement".
    var what: String
    /// The setting that allowed the time, and its value in seconds.
    var setting: String
    var seconds: Double

    var description: String {
      "the server did not answer \(what) within \(PostgresAddress.text(seconds)) s (\(setting); "
        + "'?\(setting)=' in the URL or \(setting == "connect_timeout" ? PostgresAddress.connectTimeoutVariable : PostgresAddress.statementTimeoutVariable) sets it)"
    }
  }

  /// The connection closed while a call waited on it (the server or the network ended it):
  /// what the call waited for can no longer come.
  struct ConnectionLost: Error, CustomStringConvertible {
    var description: String { "the connection to the server was lost" }
  }

  /// The way to fail the call that waits now, if one does: set by each wait, used when the
  /// connection closes under it (postgres-nio does not always fail a query whose connection
  /// the server ends).
  private final class CurrentWait: @unchecked Sendable {
    private let lock = NSLock()
    private var fail: (@Sendable (any Error) -> Void)?

    func set(_ fail: (@Sendable (any Error) -> Void)?) { lock.withLock { self.fail = fail } }

    func failNow(_ error: any Error) { lock.withLock { fail }?(error) }
  }

  /// How much longer than `statement_timeout` this side waits, so that a server that is alive
  /// cancels the statement itself (its error keeps the connection usable) before this side gives
  /// the server up.
  static let grace = 2.0

  let address: PostgresAddress
  private let connection: PostgresConnection
  private let logger: Logger
  let lock = NSRecursiveLock()
  private let currentWait = CurrentWait()

  private init(address: PostgresAddress, connection: PostgresConnection, logger: Logger) {
    self.address = address
    self.connection = connection
    self.logger = logger
    connection.closeFuture.whenComplete { [currentWait] _ in currentWait.failNow(ConnectionLost()) }
  }

  /// Runs `body` holding the session's lock; it throws what `body` throws, with its type.
  func locked<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Connects to `address`.
  ///
  /// - Throws: `StorageError.cannotOpen` when the server cannot be reached or refuses the user or
  ///   the database.
  static func connect(_ address: PostgresAddress) throws(StorageError) -> PostgresSession {
    // A server that did not answer once in this process is not waited for again: a command
    // that looks for the catalog, then opens it, gives up after one timeout, not two.
    if let timeout = Unanswered.timeout(for: address) {
      throw StorageError.cannotOpen(path: address.description, cause: timeout.description)
    }
    let logger = Logger(label: "catalog.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    do {
      var configuration = PostgresConnection.Configuration(
        host: address.host, port: address.port, username: address.user, password: address.password,
        database: address.database, tls: try tls(address.tls))
      // postgres-nio's own limit, a little later than this side's: this side's message is the one.
      configuration.options.connectTimeout = .nanoseconds((address.connectTimeout + grace).wholeUnits(1e9))
      configuration.options.additionalStartupParameters = [
        ("application_name", "catalog"),
        // The server cancels a statement that runs longer (SQLSTATE 57014), lock waits included.
        ("statement_timeout", "\(address.statementTimeout.wholeUnits(1000))"),
      ]
      let connecting = PostgresConnection.connect(
        on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger)
      let timeout = Timeout(what: "while connecting", setting: "connect_timeout", seconds: address.connectTimeout)
      let connection = try bounded(connecting, seconds: address.connectTimeout, timeout: timeout) {
        // Connected after all, too late: nobody will use it.
        connecting.whenSuccess { connection in
          let closing: EventLoopFuture<Void> = connection.close()
          _ = closing
        }
      }
      return PostgresSession(address: address, connection: connection, logger: logger)
    } catch let timeout as Timeout {
      Unanswered.record(timeout, for: address)
      throw StorageError.cannotOpen(path: address.description, cause: timeout.description)
    } catch {
      throw StorageError.cannotOpen(path: address.description, cause: PostgresFailure.describe(error))
    }
  }

  /// The servers that did not answer a connection in time, in this process.
  private enum Unanswered {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var timeouts: [PostgresAddress: Timeout] = [:]

    static func timeout(for address: PostgresAddress) -> Timeout? {
      lock.withLock { timeouts[address] }
    }

    static func record(_ timeout: Timeout, for address: PostgresAddress) {
      lock.withLock { timeouts[address] = timeout }
    }
  }

  /// Waits for `future` at most `seconds`; then runs `giveUp` (on the future's event loop) and
  /// throws `timeout`. The future is never waited on past that: whatever it would complete with
  /// later is ignored. `watch` gets a way to end the wait early with an error.
  private static func bounded<T: Sendable>(
    _ future: EventLoopFuture<T>, seconds: Double, timeout: Timeout,
    watch: (@escaping @Sendable (any Error) -> Void)
      -> Void = { _ in }, giveUp: @escaping @Sendable () -> Void
  ) throws -> T {
    let loop = future.eventLoop
    let promise = loop.makePromise(of: T.self)
    future.cascade(to: promise)
    // A promise already completed ignores a later completion (and completing it from another
    // thread hops to its event loop).
    watch { promise.fail($0) }
    let timer = loop.scheduleTask(in: .nanoseconds(seconds.wholeUnits(1e9))) {
      promise.fail(timeout)
      giveUp()
    }
    defer { timer.cancel() }
    return try promise.futureResult.wait()
  }

  /// Waits for a statement's `future` at most the statement timeout and the grace, then closes
  /// the connection and throws `Timeout`; throws `ConnectionLost` as soon as the connection
  /// closes under the wait.
  private func bounded<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
    let seconds = address.statementTimeout + Self.grace
    let timeout = Timeout(what: "to a statement", setting: "statement_timeout", seconds: address.statementTimeout)
    let connection = self.connection
    let currentWait = self.currentWait
    defer { currentWait.set(nil) }
    return try Self.bounded(
      future, seconds: seconds, timeout: timeout,
      watch: { fail in
        currentWait.set(fail)
        // Closed before the wait was watched: nothing will come.
        if connection.isClosed { fail(ConnectionLost()) }
      },
      giveUp: {
        let closing: EventLoopFuture<Void> = connection.close()
        _ = closing
      })
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
      try bounded(connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)).rows
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
      _ = try bounded(
        connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger) { row in
          try handler.body(row.makeRandomAccess())
        })
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
      try bounded(connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)).metadata.rows ?? 0
    }
  }

  /// Ends the connection.
  func close() throws {
    try lock.withLock {
      guard !connection.isClosed else { return }
      // Closing is local (the socket closes at once); bounded all the same, and not watched:
      // the connection closing is what this waits for.
      try Self.bounded(connection.close(), seconds: Self.grace, timeout: closing, giveUp: {})
    }
  }

  /// What a close that takes too long says.
  private var closing: Timeout { Timeout(what: "while closing", setting: "statement_timeout", seconds: Self.grace) }

  /// Whether the connection is closed: by `close()`, a timeout, or the server.
  var isClosed: Bool { connection.isClosed }

  /// A catalog that is not closed explicitly (a command that fails half-way, a test) still ends
  /// its connection: postgres-nio requires a connection to be closed before it goes away.
  deinit {
    if !connection.isClosed {
      _ = try? Self.bounded(connection.close(), seconds: Self.grace, timeout: closing, giveUp: {})
    }
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
