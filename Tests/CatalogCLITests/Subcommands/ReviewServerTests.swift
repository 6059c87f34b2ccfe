import CatalogTestSupport
import Foundation
import Testing

/// Issue 30 items 2 to 4: `catalog serve`, driven in Debian's headless Chromium with real clicks
/// and keys through the DevTools protocol (`DevToolsBrowser`), and sent hostile requests byte for
/// byte (`RawHTTP`). Needs a build with the package trait `Server`, which the test command turns on.
@Suite(.tags(.medium), .serialized, .enabled(if: ServedCatalog.available))
struct ReviewServerTests {
  /// The pending list of the folder's catalog.
  static func pending(_ served: ServedCatalog) throws -> String {
    let listed = try served.run(["pending"])
    #expect(listed.exitCode == 0, "\(listed)")
    return listed.stdout
  }

  @Test func aReviewerAcceptsOneGroupAndRejectsTheOtherWithClicksThenAcceptsWithAKey() throws {
    let served = try ServedCatalog()
    defer { served.stop() }
    #expect(served.url == "http://127.0.0.1:\(served.port)/", "\(served.url)")
    let before = try Self.pending(served)
    #expect(before.contains("alpha @ uikit-17  group") && before.contains("beta @ uikit-17  group"), "\(before)")

    let browser = try DevToolsBrowser()
    defer { browser.close() }
    try browser.open(served.url)
    try browser.waitUntil("document.querySelectorAll('section.group').length === 2")
    // Each group's diff is drawn: marks labelled with their members, the changes filled.
    #expect(
      try browser.evaluate("document.querySelectorAll('a.e.m-added, a.e.m-removed, a.e.m-shifted').length") as? Int ?? 0
        > 0)
    let alphaGroup = try #require(
      browser.evaluate("document.querySelector('article[data-key=\"r:alpha @ uikit-17\"]').closest('section.group').id")
        as? String)
    let betaGroup = alphaGroup == "g1" ? "g2" : "g1"

    // A click on alpha's group's Accept writes its baseline file, as 'catalog accept' does.
    try browser.click("#\(alphaGroup) > .actions .accept")
    try browser.waitUntil("document.getElementById('\(alphaGroup)').classList.contains('accepted')")
    let alpha = try served.folder.read("fx/alpha.uikit-17.timeline")
    #expect(alpha != served.acceptedAlpha)
    #expect(alpha.contains("2.850"), "alpha's new baseline has the longer wait:\n\(alpha)")
    let status = try browser.evaluate("document.getElementById('status').textContent") as? String ?? ""
    #expect(status.contains("accepted"), "\(status)")

    // A click on beta's group's Reject keeps its baseline and takes it off the pending list.
    try browser.click("#\(betaGroup) > .actions .reject")
    try browser.waitUntil("document.getElementById('\(betaGroup)').classList.contains('rejected')")
    #expect(try served.folder.read("fx/beta.uikit-17.timeline") == served.acceptedBeta)
    // A review of pending files (no catalog chosen): rejecting removes beta's pending file, as
    // 'catalog review' does, and accepting turned alpha's into its baseline.
    let after = try Self.pending(served)
    #expect(after.contains("Nothing awaits review"), "\(after)")
    #expect(!served.folder.exists("fx/beta.uikit-17.timeline.new"))
    #expect(!served.folder.exists("fx/alpha.uikit-17.timeline.new"))

    // A check in another terminal finds a new change: the page reloads by itself and shows it.
    try served.folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 3))
    let checked = try served.run(["check", "fx"])
    #expect(checked.exitCode == 1, "\(checked)")
    try browser.waitUntil(
      "document.querySelectorAll('section.group').length >= 1 && !!document.querySelector('article[data-key=\"r:alpha @ uikit-17\"]:not(.decided)')"
    )

    // Keyboard: Tab to a group, j to the next one if it is not alpha's, a accepts it. (The
    // check found beta's rejected change again, so beta is back as a group of its own.)
    var focused = ""
    for _ in 0..<20 {
      try browser.press("Tab")
      focused =
        try browser.evaluate("document.activeElement.matches('section.group') ? document.activeElement.id : ''")
        as? String ?? ""
      if !focused.isEmpty { break }
    }
    #expect(!focused.isEmpty, "Tab never reached a group")
    let isAlpha = "document.activeElement.querySelector('article[data-key=\"r:alpha @ uikit-17\"]') !== null"
    if try browser.evaluate(isAlpha) as? Bool != true {
      try browser.press("j")
      focused = try browser.evaluate("document.activeElement.id") as? String ?? ""
    }
    #expect(try browser.evaluate(isAlpha) as? Bool == true, "the focused group is alpha's")
    try browser.press("a")
    try browser.waitUntil("document.getElementById('\(focused)').classList.contains('accepted')")
    #expect(try served.folder.read("fx/alpha.uikit-17.timeline").contains("3.850"))
    #expect(try served.folder.read("fx/beta.uikit-17.timeline") == served.acceptedBeta)
    let last = try Self.pending(served)
    #expect(!last.contains("alpha @") && last.contains("beta @ uikit-17"), "\(last)")

    // No console error, warning or uncaught exception on the way.
    #expect(browser.problems.isEmpty, "\(browser.problems)")
    let screenshot = NSTemporaryDirectory() + "catalog-serve-after.png"
    try browser.screenshot(screenshot)
    print("catalog serve screenshot: \(screenshot)")
    let stopped = served.stop()
    #expect(stopped?.exitCode == 0, "\(String(describing: stopped))")
  }

  @Test func hostileRequestsGetClearRefusalsAndChangeNothing() throws {
    // A token of an earlier run of the server: stale.
    let earlier = try ServedCatalog()
    let earlierPage = try RawHTTP.send(
      "GET / HTTP/1.1\r\nHost: \(earlier.authority)\r\nConnection: close\r\n\r\n", port: earlier.port)
    let staleToken = try #require(Self.meta("catalog-token", in: earlierPage.body))
    earlier.stop()

    let served = try ServedCatalog()
    defer { served.stop() }
    let host = served.authority
    let page = try RawHTTP.send("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: served.port)
    #expect(page.status == 200, "\(page)")
    #expect(page.header("Content-Security-Policy")?.contains("default-src 'none'") == true, "\(page.head)")
    let token = try #require(Self.meta("catalog-token", in: page.body))
    let version = try #require(Self.meta("catalog-version", in: page.body))
    #expect(token != staleToken)

    func get(_ path: String, host: String = host, extra: String = "") throws -> RawHTTP.Answer {
      try RawHTTP.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n", port: served.port)
    }
    func post(
      _ body: String, token: String? = nil, type: String = "application/json", host: String = host, extra: String = ""
    ) throws -> RawHTTP.Answer {
      let tokenLine = token.map { "X-Catalog-Token: \($0)\r\n" } ?? ""
      return try RawHTTP.send(
        "POST /api/decide HTTP/1.1\r\nHost: \(host)\r\nContent-Type: \(type)\r\n\(tokenLine)\(extra)"
          + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)", port: served.port)
    }
    let accept = #"{"decision":"accept","target":"g1","version":"\#(version)"}"#

    // Paths that reach for files: none is served, whatever its spelling.
    for path in [
      "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
      "/api/state/../../fx/alpha.yaml", "/fx/alpha.uikit-17.timeline", "/catalog.sqlite", "//etc/passwd",
    ] {
      let answer = try get(path)
      #expect(answer.status == 404, "\(path): \(answer)")
      #expect(!answer.body.contains("root:") && !answer.body.contains("name: alpha"), "\(path): \(answer)")
    }
    // Decisions without the token, with the token of an earlier run, or from another site.
    let without = try post(accept)
    #expect(without.status == 403 && without.body.contains("token"), "\(without)")
    let stale = try post(accept, token: staleToken)
    #expect(stale.status == 403 && stale.body.contains("another run"), "\(stale)")
    let foreign = try post(accept, token: token, extra: "Origin: http://evil.example\r\n")
    #expect(foreign.status == 403, "\(foreign)")
    let rebound = try get("/", host: "evil.example:\(served.port)")
    #expect(rebound.status == 421, "\(rebound)")
    // A body past the limit, declared or not.
    let large = try RawHTTP.send(
      "POST /api/decide HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nX-Catalog-Token: \(token)\r\n"
        + "Content-Length: 1048576\r\nConnection: close\r\n\r\n", body: [UInt8](repeating: 0x20, count: 1_048_576),
      port: served.port)
    #expect(large.status == 413, "\(large)")
    let chunked = try RawHTTP.send(
      "POST /api/decide HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nX-Catalog-Token: \(token)\r\n"
        + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n10000\r\n",
      body: [UInt8](repeating: 0x20, count: 65_536) + Array("\r\n0\r\n\r\n".utf8), port: served.port)
    #expect(chunked.status == 413, "\(chunked)")
    // Unknown groups and results, nonsense, the wrong type, the wrong method, a stale page.
    let unknown = try post(#"{"decision":"accept","target":"g99","version":"\#(version)"}"#, token: token)
    #expect(unknown.status == 404 && unknown.body.contains("g99") && unknown.body.contains("g1"), "\(unknown)")
    let traversal = try post(
      #"{"decision":"accept","target":"r:../../etc/passwd @ uikit-17","version":"\#(version)"}"#, token: token)
    #expect(traversal.status == 404, "\(traversal)")
    let nonsense = try post("{\"decision\":\"merge\"", token: token)
    #expect(nonsense.status == 400 && nonsense.body.contains("accept"), "\(nonsense)")
    let form = try post("decision=accept&target=g1", token: token, type: "application/x-www-form-urlencoded")
    #expect(form.status == 415, "\(form)")
    let method = try get("/api/decide", extra: "X-Catalog-Token: \(token)\r\n")
    #expect(method.status == 405 && method.header("Allow") == "POST", "\(method)")
    let old = try post(#"{"decision":"accept","target":"g1","version":"0000000000000000"}"#, token: token)
    #expect(old.status == 409 && old.body.contains("reload"), "\(old)")

    // Nothing was accepted or rejected by any of them.
    #expect(try served.folder.read("fx/alpha.uikit-17.timeline") == served.acceptedAlpha)
    #expect(try served.folder.read("fx/beta.uikit-17.timeline") == served.acceptedBeta)
    let pending = try Self.pending(served)
    #expect(pending.contains("alpha @ uikit-17  group") && pending.contains("beta @ uikit-17  group"), "\(pending)")
    // The right request still works.
    let state = try get("/api/state", extra: "X-Catalog-Token: \(token)\r\n")
    #expect(state.status == 200 && state.body.contains(version), "\(state)")
    let decided = try post(accept, token: token)
    #expect(decided.status == 200 && decided.body.contains("\"pending\":1"), "\(decided)")
  }

  @Test func itListensOnLoopbackUnlessToldAndThenWantsTheTokenEverywhere() throws {
    let served = try ServedCatalog()
    let listening = try Self.listeningAddresses(port: served.port)
    #expect(listening == ["127.0.0.1"], "\(listening)")
    served.stop()

    let open = try ServedCatalog(serveArguments: ["--host", "0.0.0.0"])
    defer { open.stop() }
    #expect(try Self.listeningAddresses(port: open.port) == ["0.0.0.0"])
    let token = try #require(open.url.components(separatedBy: "?token=").last)
    #expect(open.url.hasPrefix("http://0.0.0.0:\(open.port)/?token=") && token.count == 64, "\(open.url)")
    let refused = try RawHTTP.send(
      "GET / HTTP/1.1\r\nHost: \(open.authority)\r\nConnection: close\r\n\r\n", port: open.port)
    #expect(refused.status == 401 && refused.body.contains("token"), "\(refused)")
    let wrong = try RawHTTP.send(
      "GET /?token=\(String(repeating: "0", count: 64)) HTTP/1.1\r\nHost: \(open.authority)\r\nConnection: close\r\n\r\n",
      port: open.port)
    #expect(wrong.status == 401, "\(wrong)")
    let page = try RawHTTP.send(
      "GET /?token=\(token) HTTP/1.1\r\nHost: \(open.authority)\r\nConnection: close\r\n\r\n", port: open.port)
    #expect(page.status == 200 && page.body.contains("Change group"), "\(page.head)")
  }

  @Test func itRefusesToStartUnderCI() throws {
    let folder = try TemporaryFolder()
    let refused = try CatalogProcess.run(["serve"], in: folder.path, environment: ["CI": "true"])
    #expect(refused.exitCode == 2 && refused.stderr.contains("CI is set"), "\(refused)")
  }

  /// `<meta name="NAME" content="VALUE">` in a page.
  static func meta(_ name: String, in page: String) -> String? {
    guard let start = page.range(of: "<meta name=\"\(name)\" content=\"") else { return nil }
    return String(page[start.upperBound...].prefix { $0 != "\"" })
  }

  /// The local addresses with a listening TCP socket on `port` (/proc/net/tcp and tcp6).
  static func listeningAddresses(port: Int) throws -> [String] {
    var found: [String] = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
      guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A" else { continue }
        let local = fields[1].split(separator: ":")
        guard local.count == 2, Int(local[1], radix: 16) == port else { continue }
        let hex = String(local[0])
        if hex.count == 8, let value = UInt32(hex, radix: 16) {
          // Little-endian on this machine: the bytes of the address in reverse.
          found.append((0..<4).map { String((value >> (8 * $0)) & 0xff) }.joined(separator: "."))
        } else {
          found.append(hex == String(repeating: "0", count: 32) ? "::" : hex)
        }
      }
    }
    return found.sorted()
  }
}
