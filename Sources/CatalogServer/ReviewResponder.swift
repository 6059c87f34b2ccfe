import CatalogReports
import CatalogRunner
import Foundation
import HTTPTypes
import Hummingbird

/// The answers of `ReviewServer`: its page, its state and its decisions, and a clear 4xx for
/// everything else (README of this module; Docs/html-report.md, "Review in the browser").
@available(macOS 14, iOS 17, *)
struct ReviewResponder: Sendable {
  let server: ReviewServer
  let port = BoundPort()

  /// A decision, as the page sends it.
  struct DecideRequest: Decodable {
    var decision: ReviewBoard.Decision
    var target: String
    var version: String
  }

  /// What the page is told after a decision.
  struct Decided: Encodable {
    var decision: ReviewBoard.Decision
    var results: [String]
    var message: String
    var files: [String]
    var version: String
    var pending: Int
  }

  /// What the page polls.
  struct State: Encodable {
    var version: String
    var pending: Int
  }

  struct Problem: Encodable {
    var error: String
  }

  func bound(port: Int) {
    self.port.set(port)
  }

  func respond(to request: Request) async -> Response {
    var request = request
    let api = request.uri.path.hasPrefix("/api/")
    if let refusal = misdirected(request) {
      return answer(refusal.status, refusal.message, json: api)
    }
    switch request.uri.path {
    case "/":
      guard request.method == .get else { return notAllowed("GET", json: false) }
      if !ReviewServer.isLoopback(server.host), !matches(request.uri.queryParameters["token"].map(String.init)) {
        return answer(
          .unauthorized,
          "this catalog serve listens beyond loopback: open the URL it printed when it started, with its ?token=",
          json: false)
      }
      do {
        let board = try await server.desk.board()
        let html = HTMLReport.review(board, subject: server.desk.subject(), token: server.token)
        return Response(status: .ok, headers: headers("text/html; charset=utf-8"), body: body(html))
      } catch {
        return answer(.internalServerError, "cannot read what awaits review: \(error)", json: false)
      }
    case "/api/state":
      guard request.method == .get else { return notAllowed("GET", json: true) }
      if let refusal = tokenRefusal(request) { return refusal }
      do {
        let board = try await server.desk.board()
        return encoded(.ok, State(version: board.version, pending: board.count))
      } catch {
        return answer(.internalServerError, "cannot read what awaits review: \(error)", json: true)
      }
    case "/api/decide":
      guard request.method == .post else { return notAllowed("POST", json: true) }
      if let refusal = tokenRefusal(request) { return refusal }
      let type = request.headers[.contentType]?.lowercased() ?? ""
      guard type == "application/json" || type.hasPrefix("application/json;") else {
        return answer(.unsupportedMediaType, "a decision is JSON: Content-Type: application/json", json: true)
      }
      if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > ReviewServer.bodyLimit {
        return answer(
          .contentTooLarge, "a decision is at most \(ReviewServer.bodyLimit) bytes; this one has \(length)", json: true)
      }
      let bytes: ByteBuffer
      do {
        bytes = try await request.collectBody(upTo: ReviewServer.bodyLimit)
      } catch {
        return answer(.contentTooLarge, "a decision is at most \(ReviewServer.bodyLimit) bytes", json: true)
      }
      let decision: DecideRequest
      do {
        decision = try JSONDecoder().decode(DecideRequest.self, from: Data(bytes.readableBytesView))
      } catch {
        return answer(
          .badRequest,
          "a decision is {\"decision\": \"accept\" or \"reject\", \"target\": \"g1\", \"new\" or \"r:NAME @ PROFILE\", "
            + "\"version\": the page's}; this one did not read as that",
          json: true)
      }
      return await decide(decision)
    default:
      return answer(.notFound, "catalog serve answers only / (its page), /api/state and /api/decide", json: api)
    }
  }

  private func decide(_ request: DecideRequest) async -> Response {
    do {
      let outcome = try await server.desk.decide(
        request.decision, target: request.target, version: request.version, reviewer: server.reviewer)
      switch outcome {
      case .stale:
        return answer(
          .conflict,
          "what awaits review changed since this page was drawn (a check or an accept elsewhere); nothing was done: reload the page",
          json: true)
      case .unknown(let keys):
        return answer(
          .notFound,
          "nothing that awaits review is called '\(request.target)'"
            + (keys.isEmpty ? "; nothing awaits review" : "; the groups are \(keys.joined(separator: ", "))"),
          json: true)
      case .decided(let report, let board):
        return encoded(
          .ok,
          Decided(
            decision: report.decision, results: report.results, message: report.message, files: report.files,
            version: board.version, pending: board.count))
      }
    } catch {
      return answer(.internalServerError, "the decision failed: \(error)", json: true)
    }
  }

  /// Why `request` is not for this server: it names another host (or none), or comes from a page
  /// of another origin; nil when it is.
  private func misdirected(_ request: Request) -> (status: HTTPResponse.Status, message: String)? {
    guard let bound = port.port else { return (.serviceUnavailable, "the server is starting") }
    let host = (request.head.authority ?? "").lowercased()
    var allowed: Set<String>
    if ReviewServer.isLoopback(server.host) {
      allowed = ["127.0.0.1:\(bound)", "localhost:\(bound)", "[::1]:\(bound)"]
      if server.host.hasPrefix("127.") { allowed.insert("\(server.host):\(bound)") }
      guard allowed.contains(host) else {
        return (.misdirectedRequest, "this server is http://127.0.0.1:\(bound)/; the request named '\(host)'")
      }
    } else {
      // Beyond loopback the machine has names the server cannot know: the token decides.
      allowed = [host]
    }
    if let origin = request.headers[.origin]?.lowercased(), !allowed.contains(where: { origin == "http://\($0)" }) {
      return (.forbidden, "a request from the page of another site ('\(origin)') is refused")
    }
    return nil
  }

  private func tokenRefusal(_ request: Request) -> Response? {
    guard let given = request.headers[Self.field("X-Catalog-Token")] else {
      return answer(.forbidden, "this request needs the page's token (X-Catalog-Token): reload the page", json: true)
    }
    guard matches(given) else {
      return answer(
        .forbidden,
        "the token is not this server's: the page is from another run of catalog serve; reload it", json: true)
    }
    return nil
  }

  /// The field `name`, which is a valid field name.
  private static func field(_ name: String) -> HTTPField.Name {
    guard let field = HTTPField.Name(name) else { preconditionFailure("'\(name)' is a valid field name") }
    return field
  }

  /// Compares `given` with the token in time that does not depend on where they differ.
  private func matches(_ given: String?) -> Bool {
    guard let given else { return false }
    let a = Array(given.utf8)
    let b = Array(server.token.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }

  private func notAllowed(_ method: String, json: Bool) -> Response {
    var response = answer(.methodNotAllowed, "this address takes \(method) only", json: json)
    response.headers[.allow] = method
    return response
  }

  private func answer(_ status: HTTPResponse.Status, _ message: String, json: Bool) -> Response {
    if json { return encoded(status, Problem(error: message)) }
    return Response(
      status: status, headers: headers("text/plain; charset=utf-8"),
      body: body("\(status.code) \(status.reasonPhrase): \(message)\n"))
  }

  private func encoded(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(
      status: status, headers: headers("application/json"), body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  private func body(_ text: String) -> ResponseBody {
    ResponseBody(byteBuffer: ByteBuffer(string: text))
  }

  /// The headers of every answer: its type, never cached, never framed, never sniffed, nothing
  /// loaded from elsewhere.
  private func headers(_ type: String) -> HTTPFields {
    var fields = HTTPFields()
    fields[.contentType] = type
    fields[.cacheControl] = "no-store"
    fields[Self.field("X-Content-Type-Options")] = "nosniff"
    fields[Self.field("X-Frame-Options")] = "DENY"
    fields[Self.field("Referrer-Policy")] = "no-referrer"
    fields[.contentSecurityPolicy] =
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; "
      + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    return fields
  }
}
