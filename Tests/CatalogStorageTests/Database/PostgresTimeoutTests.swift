import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

/// Issue 24 item 2: every PostgreSQL operation has a connect timeout and a statement timeout,
/// with documented defaults, set by the URL or the environment (the URL wins), and a server that
/// does not answer is given up in time with a message naming it.
@Suite(.tags(.small))
struct PostgresTimeoutTests {
  static let base = "postgres://ci@db.example:5432/catalog"

  @Test func theDefaultsAreTenAndSixtySeconds() throws {
    let address = try PostgresAddress(url: Self.base, environment: [:])
    #expect(address.connectTimeout == 10)
    #expect(address.statementTimeout == 60)
    #expect(address.description == Self.base)
  }

  @Test(arguments: [
    ("2", 2.0), ("2.5", 2.5), ("500ms", 0.5), ("30s", 30.0), ("2min", 120.0), ("0.1", 0.1), ("86400", 86_400.0),
  ])
  func aTimeoutIsSecondsOrANumberWithAUnit(text: String, seconds: Double) throws {
    let address = try PostgresAddress(
      url: Self.base + "?connect_timeout=\(text)&statement_timeout=\(text)", environment: [:])
    #expect(address.connectTimeout == seconds)
    #expect(address.statementTimeout == seconds)
  }

  @Test func theURLWinsOverTheEnvironment() throws {
    let environment = ["PGCONNECT_TIMEOUT": "3", "CATALOG_STATEMENT_TIMEOUT": "4"]
    let fromEnvironment = try PostgresAddress(url: Self.base, environment: environment)
    #expect(fromEnvironment.connectTimeout == 3 && fromEnvironment.statementTimeout == 4)
    #expect(fromEnvironment.description == Self.base + "?connect_timeout=3&statement_timeout=4")
    let fromURL = try PostgresAddress(url: Self.base + "?statement_timeout=7", environment: environment)
    #expect(fromURL.connectTimeout == 3 && fromURL.statementTimeout == 7)
  }

  @Test(arguments: ["0", "-1", "", "abc", "1e3", "100000", "5h", "0.01", "nan", "1.2.3"])
  func anInvalidTimeoutIsRefusedWithItsForm(text: String) throws {
    #expect {
      try PostgresAddress(url: Self.base + "?statement_timeout=\(text)", environment: [:])
    } throws: { error in
      "\(error)".contains("has statement_timeout '\(text)'; a timeout is a number of seconds")
    }
    if !text.isEmpty {
      #expect {
        try PostgresAddress(url: Self.base, environment: ["PGCONNECT_TIMEOUT": text])
      } throws: { error in
        "\(error)".hasPrefix("PGCONNECT_TIMEOUT is '\(text)'; a timeout is a number of seconds")
      }
    }
  }

  /// A port nothing answers on but that accepts connections: a listening socket that never
  /// accepts (its backlog completes the TCP handshake, as a frozen server's does).
  @Test func aServerThatNeverAnswersIsGivenUpAtTheConnectTimeout() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    try #require(bound)
    let port = Int(UInt16(bigEndian: address.sin_port))
    let url = "postgres://ci@127.0.0.1:\(port)/catalog?sslmode=disable&connect_timeout=1"
    let started = Date()
    #expect {
      try CatalogDatabase(postgres: try PostgresAddress(url: url, environment: [:]), access: .readOnly)
    } throws: { error in
      "\(error)"
        == "cannot open the catalog database 'postgres://ci@127.0.0.1:\(port)/catalog?sslmode=disable&connect_timeout=1': "
        + "the server did not answer while connecting within 1 s (connect_timeout; '?connect_timeout=' in the URL or "
        + "PGCONNECT_TIMEOUT sets it)"
    }
    let elapsed = Date().timeIntervalSince(started)
    #expect(elapsed < 5, "gave up after \(elapsed) s")
  }
}
