import Foundation

/// Where a PostgreSQL catalog lives: `postgres://user[:password]@host[:port]/database`, as a team
/// gives it with `--db` or `CATALOG_DB`.
///
/// The user defaults to `PGUSER`, then `USER`; the password to `PGPASSWORD` (a password in the
/// URL is never printed: `description` leaves it out); the host to `localhost` and the port to
/// 5432. One query parameter is understood, `sslmode`: `disable`, `prefer` (the default, as in
/// libpq: TLS when the server offers it), `require` (TLS or nothing, without checking the
/// certificate) or `verify-full` (TLS with the certificate checked against the system's
/// authorities and the host name).
///
/// For example:
/// ```swift
/// let address = try PostgresAddress(url: "postgres://ci@db.example:5432/catalog?sslmode=require")
/// print(address)   // postgres://ci@db.example:5432/catalog?sslmode=require
/// ```
public struct PostgresAddress: Sendable, Hashable, CustomStringConvertible {
  /// How the connection uses TLS.
  public enum TLSMode: String, Sendable, Hashable, CaseIterable {
    case disable
    case prefer
    case require
    case verifyFull = "verify-full"
  }

  public var host: String
  public var port: Int
  public var user: String
  public var password: String?
  public var database: String
  public var tls: TLSMode

  /// The URL schemes of a PostgreSQL catalog.
  public static let schemes: Set<String> = ["postgres", "postgresql"]

  /// Reads a `postgres://` or `postgresql://` URL.
  ///
  /// - Parameter environment: Where `PGUSER`, `USER` and `PGPASSWORD` are looked up.
  /// - Throws: `StorageError.invalidInput` naming what is wrong with the URL and what a right one
  ///   looks like.
  public init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
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
    for item in components.queryItems ?? [] {
      switch item.name {
      case "sslmode":
        guard let value = item.value, let mode = TLSMode(rawValue: value) else {
          throw invalid(
            "has sslmode '\(item.value ?? "")'; it is one of \(TLSMode.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        tls = mode
      default:
        throw invalid("has the parameter '\(item.name)', which the catalog does not know (only 'sslmode')")
      }
    }
    self.tls = tls
  }

  /// The URL without its password: what messages show.
  public var description: String {
    let hostPart = host.contains(":") ? "[\(host)]" : host
    var text = "postgres://\(user)@\(hostPart):\(port)/\(database)"
    if tls != .prefer { text += "?sslmode=\(tls.rawValue)" }
    return text
  }

  /// Whether `text` starts like a URL: a scheme (a letter, then letters, digits, `+`, `-` or
  /// `.`) followed by `://`. A catalog path never does: such a string is a URL, never a file.
  public static func looksLikeURL(_ text: String) -> Bool {
    scheme(of: text) != nil
  }

  /// The scheme of a URL-like `text` (`mysql` in `mysql://…`), or nil when it is not one.
  public static func scheme(of text: String) -> String? {
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
