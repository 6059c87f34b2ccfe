import Foundation

/// Where a PostgreSQL catalog lives: `postgres://user[:password]@host[:port]/database`, as a team
/// gives it with `--db` or `CATALOG_DB`.
///
/// The user defaults to `PGUSER`, then `USER`; the password to `PGPASSWORD` (a password in the
/// URL is never printed: `description` leaves it out); the host to `localhost` and the port to
/// 5432. Three query parameters are understood:
/// - `sslmode`: `disable`, `prefer` (the default, as in libpq: TLS when the server offers it),
///   `require` (TLS or nothing, without checking the certificate) or `verify-full` (TLS with the
///   certificate checked against the system's authorities and the host name);
/// - `connect_timeout`: how long connecting may take, the TCP connection and the server's
///   greeting and authentication together (default 10 s; else `PGCONNECT_TIMEOUT`, libpq's name);
/// - `statement_timeout`: how long any one statement may take (default 60 s; else
///   `CATALOG_STATEMENT_TIMEOUT`). The server cancels a statement that runs longer; a server that
///   does not answer at all (stopped, frozen, unreachable) is given up a few seconds later.
///
/// A timeout is a number of seconds (`2.5`), or a number with the unit `ms`, `s` or `min`
/// (`500ms`), from 0.1 s to one day: a catalog command never waits for ever.
///
/// For example:
/// ```swift
/// let address = try PostgresAddress(url: "postgres://ci@db.example:5432/catalog?sslmode=require")
/// print(address)   // postgres://ci@db.example:5432/catalog?sslmode=require
/// ```
package struct PostgresAddress: Sendable, Hashable, CustomStringConvertible {
  /// How the connection uses TLS.
  package enum TLSMode: String, Sendable, Hashable, CaseIterable {
    case disable
    case prefer
    case require
    case verifyFull = "verify-full"
  }

  package var host: String
  package var port: Int
  package var user: String
  package var password: String?
  package var database: String
  package var tls: TLSMode
  /// How long connecting may take, in seconds.
  package var connectTimeout: Double
  /// How long one statement may take, in seconds.
  package var statementTimeout: Double

  /// The timeouts when neither the URL nor the environment sets them.
  package static let defaultConnectTimeout = 10.0
  package static let defaultStatementTimeout = 60.0
  /// The environment variables of the timeouts.
  package static let connectTimeoutVariable = "PGCONNECT_TIMEOUT"
  package static let statementTimeoutVariable = "CATALOG_STATEMENT_TIMEOUT"
  /// The range of a timeout, in seconds.
  package static let timeouts: ClosedRange<Double> = 0.1...86_400

  /// The URL schemes of a PostgreSQL catalog.
  package static let schemes: Set<String> = ["postgres", "postgresql"]

  /// Reads a `postgres://` or `postgresql://` URL.
  ///
  /// - Parameter environment: Where `PGUSER`, `USER` and `PGPASSWORD` are looked up.
  /// - Throws: `StorageError.invalidInput` naming what is wrong with the URL and what a right one
  ///   looks like.
  package init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(StorageError)
  {
    let example = "postgres://user@host:5432/database"
    func invalid(_ problem: String) -> StorageError {
      StorageError.invalidInput(
        "the catalog URL '\(Self.redacting(text))' \(problem); a PostgreSQL catalog is given as '\(example)'")
    }
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      Self.schemes.contains(scheme)
    else { throw invalid("is not a PostgreSQL URL") }
    guard let database = components.path.split(separator: "/").first.map(String.init),
      components.path.split(separator: "/").count == 1,
      let decodedDatabase = database.removingPercentEncoding, !decodedDatabase.isEmpty
    else { throw invalid("names no database (the path after the host, such as '/catalog')") }
    self.database = decodedDatabase
    let host = components.host ?? ""
    self.host = host.isEmpty ? "localhost" : host
    if let port = components.port {
      guard (1...65535).contains(port) else { throw invalid("has port \(port), outside 1–65535") }
      self.port = port
    } else {
      self.port = 5432
    }
    let user = components.user ?? environment["PGUSER"] ?? environment["USER"] ?? ""
    guard !user.isEmpty else { throw invalid("names no user, and neither PGUSER nor USER is set") }
    self.user = user
    self.password = components.password ?? environment["PGPASSWORD"]
    var tls = TLSMode.prefer
    var connectTimeout: Double?
    var statementTimeout: Double?
    for item in components.queryItems ?? [] {
      switch item.name {
      case "sslmode":
        guard let value = item.value, let mode = TLSMode(rawValue: value) else {
          throw invalid(
            "has sslmode '\(item.value ?? "")'; it is one of \(TLSMode.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        tls = mode
      case "connect_timeout", "statement_timeout":
        guard let seconds = Self.seconds(item.value ?? "") else {
          throw invalid("has \(item.name) '\(item.value ?? "")'; \(Self.timeoutForm)")
        }
        if item.name == "connect_timeout" { connectTimeout = seconds } else { statementTimeout = seconds }
      default:
        throw invalid(
          "has the parameter '\(item.name)', which the catalog does not know (only 'sslmode', 'connect_timeout' "
            + "and 'statement_timeout')")
      }
    }
    self.tls = tls
    for (variable, value) in [
      (Self.connectTimeoutVariable, connectTimeout), (Self.statementTimeoutVariable, statementTimeout),
    ] where value == nil {
      guard let text = environment[variable], !text.isEmpty else { continue }
      guard let seconds = Self.seconds(text) else {
        throw StorageError.invalidInput("\(variable) is '\(text)'; \(Self.timeoutForm)")
      }
      if variable == Self.connectTimeoutVariable { connectTimeout = seconds } else { statementTimeout = seconds }
    }
    self.connectTimeout = connectTimeout ?? Self.defaultConnectTimeout
    self.statementTimeout = statementTimeout ?? Self.defaultStatementTimeout
  }

  /// What a timeout looks like, for messages.
  static let timeoutForm =
    "a timeout is a number of seconds, or a number with the unit ms, s or min ('2.5', '500ms'), from 0.1 s to one day"

  /// The seconds `text` stands for (`2.5`, `500ms`, `30s`, `2min`), or nil when it is not a timeout
  /// in range.
  static func seconds(_ text: String) -> Double? {
    let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("min", 60), ("s", 1)]
    var number = Substring(text)
    var scale = 1.0
    for unit in units where number.hasSuffix(unit.suffix) {
      number = number.dropLast(unit.suffix.count)
      scale = unit.seconds
      break
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number)
    else { return nil }
    let seconds = value * scale
    return timeouts.contains(seconds) ? seconds : nil
  }

  /// The URL without its password: what messages show.
  package var description: String {
    let hostPart = host.contains(":") ? "[\(host)]" : host
    var text = "postgres://\(user)@\(hostPart):\(port)/\(database)"
    var parameters: [String] = []
    if tls != .prefer { parameters.append("sslmode=\(tls.rawValue)") }
    if connectTimeout != Self.defaultConnectTimeout {
      parameters.append("connect_timeout=\(Self.text(connectTimeout))")
    }
    if statementTimeout != Self.defaultStatementTimeout {
      parameters.append("statement_timeout=\(Self.text(statementTimeout))")
    }
    if !parameters.isEmpty { text += "?" + parameters.joined(separator: "&") }
    return text
  }

  /// Seconds as a URL gives them: `10`, `2.5`.
  static func text(_ seconds: Double) -> String {
    Int(exactly: seconds).map(String.init) ?? String(seconds)  // never traps, whatever the value
  }

  /// Whether `text` starts like a URL: a scheme (a letter, then letters, digits, `+`, `-` or
  /// `.`) followed by `://`. A catalog path never does: such a string is a URL, never a file.
  package static func looksLikeURL(_ text: String) -> Bool {
    scheme(of: text) != nil
  }

  /// The scheme of a URL-like `text` (`mysql` in `mysql://…`), or nil when it is not one.
  package static func scheme(of text: String) -> String? {
    guard let range = text.range(of: "://") else { return nil }
    let scheme = text[..<range.lowerBound]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return String(scheme)
  }

  /// `text` with anything between `://user:` and `@` blanked out, for messages about a URL that
  /// could not be read.
  static func redacting(_ text: String) -> String {
    guard let start = text.range(of: "://"), let at = text[start.upperBound...].firstIndex(of: "@") else {
      return text
    }
    let credentials = text[start.upperBound..<at]
    guard let colon = credentials.firstIndex(of: ":") else { return text }
    return String(text[..<colon]) + ":***" + String(text[at...])
  }
}
