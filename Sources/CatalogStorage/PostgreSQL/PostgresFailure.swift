#if PostgreSQL
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO

/// What a PostgreSQL error means to the catalog: the server's SQLSTATE and message, or the
/// connection's failure, turned into a `StorageError`.
enum PostgresFailure {
  /// The SQLSTATE of a server error (`23505`), or nil for a connection or client error.
  static func sqlState(of error: any Error) -> String? {
    (error as? PSQLError)?.serverInfo?[.sqlState]
  }

  /// A one-line description: the server's message with its detail, or the connection's failure.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? PSQLError else { return String(describing: error) }
    if let info = error.serverInfo {
      var text = info[.message] ?? "server error"
      if let detail = info[.detail] { text += " (\(detail))" }
      return text
    }
    switch error.code {
    case .connectionError:
      return connectionProblem(error.underlying)
    case .serverClosedConnection, .clientClosedConnection:
      return "the connection to the server was closed" + (error.underlying.map { ": \($0)" } ?? "")
    case .authMechanismRequiresPassword:
      return "the server asks for a password: give it in the URL or in PGPASSWORD"
    case .sslUnsupported:
      return "the server does not offer TLS, which sslmode asks for"
    default:
      return "\(error.code)" + (error.underlying.map { ": \($0)" } ?? "")
    }
  }

  /// Why a connection could not be made, in words that say what to check, instead of the
  /// network library's error values: an unknown host, nothing listening at the port, a host that
  /// cannot be reached, or no answer in time.
  static func connectionProblem(_ underlying: (any Error)?) -> String {
    if let failure = underlying as? NIOConnectionError {
      let place = "\(failure.host):\(failure.port)"
      if failure.connectionErrors.isEmpty, failure.dnsAError != nil || failure.dnsAAAAError != nil {
        return "the host '\(failure.host)' is not known (no address for it): check the host name in the URL"
      }
      if let io = failure.connectionErrors.lazy.compactMap({ $0.error as? IOError }).first {
        return problem(errno: io.errnoCode, at: place)
      }
      if failure.connectionErrors.contains(where: { ($0.error as? ChannelError) == .connectTimeout(.zero) })
        || failure.connectionErrors.contains(where: { "\($0.error)".contains("connectTimeout") })
      {
        return "no answer from \(place) in time: check the host, the port and the network"
      }
      return "cannot connect to \(place)"
    }
    if let io = underlying as? IOError { return problem(errno: io.errnoCode, at: "the server") }
    if let channel = underlying as? ChannelError, case .connectTimeout = channel {
      return "no answer from the server in time: check the host, the port and the network"
    }
    return "cannot connect to the server" + (underlying.map { ": \($0)" } ?? "")
  }

  private static func problem(errno code: Int32, at place: String) -> String {
    switch code {
    case ECONNREFUSED:
      return "nothing accepts connections at \(place) (connection refused): is the PostgreSQL server running "
        + "there, and is the port right?"
    case EHOSTUNREACH, ENETUNREACH, ETIMEDOUT:
      return "\(place) cannot be reached (\(String(cString: strerror(code)).lowercased())): check the host, the "
        + "port and the network"
    default:
      return "cannot connect to \(place): \(String(cString: strerror(code)).lowercased())"
    }
  }

  /// Why the server was lost, when `error` says it was: a timeout on this side, a connection
  /// the server or the network closed, the server shutting down (57P01–57P03) or a statement the
  /// server cancelled at `statement_timeout` (57014); nil for any other error.
  static func interruption(_ error: any Error) -> String? {
    if let timeout = error as? PostgresSession.Timeout { return timeout.description }
    if let lost = error as? PostgresSession.ConnectionLost { return lost.description }
    guard let error = error as? PSQLError else { return nil }
    switch sqlState(of: error) {
    case "57014"?:
      return "the server cancelled a statement that ran longer than statement_timeout ('?statement_timeout=' in "
        + "the URL or \(PostgresAddress.statementTimeoutVariable) sets it)"
    case let state? where state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state):
      return "the server ended the connection (\(describe(error)))"
    case nil
    where [.serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown]
      .contains(error.code):
      return describe(error)
    default:
      return nil
    }
  }

  /// `error` as a `StorageError`: a read-only transaction or a missing privilege is `readOnly`,
  /// a full disk `diskFull`, a lock wait that timed out, a deadlock or a serialization failure
  /// `busy`; other server errors keep their SQLSTATE and message.
  static func wrapping(
    _ error: any Error, operation: String, url: String, written: StorageError.InterruptedWrite = .nothing
  ) -> StorageError {
    if let error = error as? StorageError { return error }
    if let cause = interruption(error) {
      return .serverInterrupted(
        url: url, operation: operation, cause: cause, written: written,
        earlierCommitted: CommitLog.committed.contains(url))
    }
    guard error is PSQLError else {
      return .postgres(operation: operation, url: url, sqlState: "", message: String(describing: error))
    }
    let message = describe(error)
    switch sqlState(of: error) {
    case "25006", "42501":
      return .readOnly(path: url, cause: message)
    case "53100":
      return .diskFull(path: url, operation: operation)
    case "55P03", "40P01", "40001":
      return .busy(path: url, operation: operation, cause: message)
    case let state?:
      return .postgres(operation: operation, url: url, sqlState: state, message: message)
    case nil:
      return .cannotOpen(path: url, cause: message)
    }
  }
}
#endif
