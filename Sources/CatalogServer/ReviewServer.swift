import CatalogReports
import CatalogRunner
import Foundation
import Hummingbird
import Logging
import NIOCore

/// `catalog serve`: the review page over HTTP (Hummingbird), for one reviewer on this machine.
///
/// It answers three requests and nothing else: `GET /` the page (`HTMLReport.review`),
/// `GET /api/state` the board's version and count, which the page polls to reload when a check
/// elsewhere changed what awaits review, and `POST /api/decide` a decision
/// (`{"decision": "accept"|"reject", "target": "g2"|"new"|"r:alpha @ uikit-17", "version": "…"}`),
/// which `ReviewBoard.decide` carries out through the runner. Each request reads the board anew
/// from `load` (the last check of a catalog, or pending files), so the page shows what the
/// catalog holds now; decisions are made one at a time.
///
/// Safe by default: it listens on 127.0.0.1 unless told otherwise; a request must name this
/// server by its own address (`Host`), which keeps pages of other sites that rename themselves
/// to 127.0.0.1 (DNS rebinding) out; a decision needs the run's token (`X-Catalog-Token`, which
/// only the page holds), a JSON body of at most 16 KiB and the version the page was drawn from;
/// a server listening beyond loopback needs the token on every request (`?token=` in the URL it
/// prints). No part of a request is used as a path: groups and results are looked up on the
/// board by key. Bad requests get 4xx answers that say what was wrong, as JSON for the API and
/// text otherwise.
///
/// For example:
/// ```swift
/// let server = ReviewServer(host: "127.0.0.1", port: 0, reviewer: "ana", subject: { "…" }) {
///   try ReviewSession(location: location)
/// }
/// try await server.run { url in print(url) }
/// ```
@available(macOS 14, iOS 17, *)
package struct ReviewServer: Sendable {
  /// The largest request body read, in bytes.
  package static let bodyLimit = 16 * 1024

  package let host: String
  package let port: Int
  package let reviewer: String
  /// The per-run secret a decision must carry.
  package let token: String
  let desk: ReviewDesk

  /// - Parameters:
  ///   - host: The address to listen on: 127.0.0.1 unless the user said otherwise.
  ///   - port: The port, or 0 for a free one.
  ///   - reviewer: Who accepts and rejects, for the baselines' record.
  ///   - subject: What is reviewed, for the page (`the last check of 'fixtures' …`).
  ///   - load: Reads what awaits review now.
  package init(
    host: String, port: Int, reviewer: String, token: String = ReviewServer.newToken(),
    subject: @escaping @Sendable () -> String, load: @escaping @Sendable () throws -> ReviewSession
  ) {
    self.host = host
    self.port = port
    self.reviewer = reviewer
    self.token = token
    desk = ReviewDesk(load: load, subject: subject)
  }

  /// 32 random bytes in hex, from the system's generator.
  package static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Whether `host` is this machine's loopback: 127.0.0.0/8, ::1 or `localhost`.
  package static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
  }

  /// Listens until SIGINT or SIGTERM; `started` gets the URL to open once the port is bound.
  package func run(started: @escaping @Sendable (String) -> Void) async throws {
    let responder = ReviewResponder(server: self)
    var silent = Logger(label: "catalog.serve", factory: { _ in SwiftLogNoOpLogHandler() })
    silent.logLevel = .critical
    let app = Application(
      responder: CallbackResponder<BasicRequestContext> { request, _ in
        await responder.respond(to: request)
      },
      configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        responder.bound(port: bound)
        started(url(port: bound))
      },
      logger: silent)
    try await app.runService()
  }

  /// The page's address: with the token when the server listens beyond loopback.
  package func url(port: Int) -> String {
    let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return "http://\(shown):\(port)/" + (Self.isLoopback(host) ? "" : "?token=\(token)")
  }
}
