import CatalogTestSupport
import Foundation
import Testing

/// Issue 30 item 2: what `catalog serve` writes is what `catalog accept` writes, after a check of
/// a folder and after a check of stored scenarios; and each way it cannot start ends with the
/// project's exit codes and a sentence. Needs a build with the package trait `Server`.
@Suite(.tags(.medium), .serialized, .enabled(if: ServedCatalog.available))
struct ServeDecisionTests {
  /// Reads the page at `port` for its token and version, then posts `decision` on `target`.
  static func decide(_ decision: String, _ target: String, port: Int) throws -> RawHTTP.Answer {
    let host = "127.0.0.1:\(port)"
    let page = try RawHTTP.send("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
    guard page.status == 200, let token = ReviewServerTests.meta("catalog-token", in: page.body),
      let version = ReviewServerTests.meta("catalog-version", in: page.body)
    else { throw CatalogProcess.Failure(description: "no page: \(page)") }
    let body = #"{"decision":"\#(decision)","target":"\#(target)","version":"\#(version)"}"#
    return try RawHTTP.send(
      "POST /api/decide HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nX-Catalog-Token: \(token)\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)", port: port)
  }

  /// The files of `folder/fx`, each with the moment of its acceptance taken out of its header
  /// (`# accepted by ana at 2026-…Z with catalog …`): the rest must be the same byte for byte.
  static func files(_ folder: TemporaryFolder) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try folder.entries("fx") {
      let text = try folder.read("fx/" + name)
      files[name] = text.replacingOccurrences(
        of: #" at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: " at <when>", options: .regularExpression)
    }
    return files
  }

  @Test func acceptingAGroupInThePageWritesWhatCatalogAcceptWrites() throws {
    // Two folders made the same way: one decided in the page, the other with 'catalog accept'.
    let served = try ServedCatalog(serveArguments: ["--by", "ana"])
    defer { served.stop() }
    let twin = try ServedCatalog()
    twin.stop()
    #expect(try Self.files(served.folder) == Self.files(twin.folder))

    let decided = try Self.decide("accept", "g1", port: served.port)
    #expect(decided.status == 200 && decided.body.contains("\"pending\":1"), "\(decided)")
    let accepted = try twin.run(["accept", "--group", "1", "--by", "ana"])
    #expect(accepted.exitCode == 0, "\(accepted)")
    // The page reports what 'catalog accept' printed.
    let firstLine = try #require(accepted.stdout.split(separator: "\n").first)
    #expect(decided.body.contains(String(firstLine.prefix(20))), "\(decided.body)\n\(accepted.stdout)")

    let page = try Self.files(served.folder)
    #expect(page == (try Self.files(twin.folder)))
    #expect(page.values.contains { $0.contains("# accepted by ana at <when>") }, "\(page)")
    #expect(try served.run(["pending"]).stdout == twin.run(["pending"]).stdout)
    // And the next check agrees in both: the accepted group passes, the other still differs.
    let next = try served.run(["check", "fx"])
    let nextTwin = try twin.run(["check", "fx"])
    #expect(next.exitCode == 1 && nextTwin.exitCode == 1, "\(next)\n\(nextTwin)")
    #expect(next.stdout.contains("1 changed") && nextTwin.stdout.contains("1 changed"), "\(next)")
  }

  @Test func afterACheckOfStoredScenariosDecisionsWriteTheCatalogAndNoFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    for arguments in [["add", "fx"], ["check", "--all", "--accept", "--profile", "uikit-17"]] {
      let done = try CatalogProcess.run(arguments, in: folder.path)
      #expect(done.exitCode == 0, "\(arguments): \(done)")
    }
    try ServedCatalog.editBoth(folder)
    let added = try CatalogProcess.run(["add", "fx"], in: folder.path)
    #expect(added.exitCode == 0, "\(added)")
    let checked = try CatalogProcess.run(["check", "--all", "--profile", "uikit-17"], in: folder.path)
    #expect(checked.exitCode == 1 && checked.stdout.contains("Group 2 "), "\(checked)")
    let filesBefore = try folder.entries("fx")

    let (server, url, port) = try ServedCatalog.start(["serve"], in: folder.path)
    defer {
      server.kill(SIGINT)
      _ = try? server.wait(timeout: 20)
    }
    #expect(url == "http://127.0.0.1:\(port)/")
    let page = try RawHTTP.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)
    #expect(page.body.contains("of stored scenarios") && page.body.contains("Change group 2"), "\(page.head)")

    // One result, by its own key, accepted; the other group rejected.
    let alpha = try Self.decide("accept", "r:alpha @ uikit-17", port: port)
    #expect(alpha.status == 200 && alpha.body.contains("\"files\":[]"), "\(alpha)")
    let pending = try CatalogProcess.run(["pending"], in: folder.path)
    #expect(!pending.stdout.contains("alpha @") && pending.stdout.contains("beta @ uikit-17"), "\(pending)")
    let rest = try Self.decide("reject", "g2", port: port)
    let restKey = rest.status == 404 ? "g1" : "g2"
    let beta = rest.status == 404 ? try Self.decide("reject", restKey, port: port) : rest
    #expect(beta.status == 200 && beta.body.contains("\"pending\":0"), "\(beta)")

    // Nothing was written into the folder; the catalog's baselines moved for alpha only.
    #expect(try folder.entries("fx") == filesBefore)
    let again = try CatalogProcess.run(["check", "--all", "--profile", "uikit-17"], in: folder.path)
    #expect(again.exitCode == 1, "\(again)")
    #expect(again.stdout.contains("1 changed") && again.stdout.contains("beta"), "\(again)")
  }

  @Test func eachWayItCannotStartHasItsExitCodeAndSaysWhy() throws {
    // A catalog named that does not exist: a storage failure (3), said before anything listens.
    let empty = try TemporaryFolder()
    let none = try CatalogProcess.run(["serve", "--db", "missing.sqlite"], in: empty.path, timeout: 30)
    #expect(none.exitCode == 3 && none.stderr.contains("error:") && none.stdout.isEmpty, "\(none)")
    // A folder named that is not one (2).
    let notFolder = try CatalogProcess.run(["serve", "nowhere"], in: empty.path, timeout: 30)
    #expect(notFolder.exitCode == 2 && notFolder.stderr.contains("nowhere") && notFolder.stdout.isEmpty, "\(notFolder)")
    // No catalog and no pending file: the server starts and waits for a check in another terminal.
    let waiting = try ServedCatalog.start(["serve"], in: empty.path)
    let emptyPage = try RawHTTP.send(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(waiting.2)\r\nConnection: close\r\n\r\n", port: waiting.2)
    #expect(emptyPage.status == 200 && emptyPage.body.contains("Nothing awaits review"), "\(emptyPage)")
    waiting.0.kill(SIGINT)
    #expect(try waiting.0.wait(timeout: 20).exitCode == 0)
    // Usage errors (64): a port out of range, an address that is not one.
    for arguments in [["serve", "--port", "70000"], ["serve", "--port", "-1"], ["serve", "--host", "a b"]] {
      let usage = try CatalogProcess.run(arguments, in: empty.path, timeout: 30)
      #expect(usage.exitCode == 64 && usage.stderr.contains("--"), "\(arguments): \(usage)")
    }

    let served = try ServedCatalog()
    defer { served.stop() }
    // With a catalog named, another folder than its last check's (2), naming the one it checked.
    let stored = try served.run(["check", "fx", "--db", "team.sqlite", "--profile", "uikit-17"])
    #expect(stored.exitCode == 1, "\(stored)")
    try served.folder.write("other/alpha.yaml", ScenarioTexts.valid("alpha"))
    let other = try served.run(["serve", "other", "--db", "team.sqlite"])
    #expect(other.exitCode == 2 && other.stderr.contains("catalog check other"), "\(other)")
    #expect(other.stderr.contains("fx"), "\(other)")
    // The port of a server already running (2).
    let taken = try served.run(["serve", "--port", String(served.port)])
    #expect(taken.exitCode == 2 && taken.stderr.contains("cannot serve"), "\(taken)")
    #expect(!taken.stdout.contains("http://"), "\(taken)")
    // The checked folder by name is fine, and so is a port given.
    let named = try ServedCatalog.start(["serve", "fx", "--port", "0"], in: served.folder.path)
    named.0.kill(SIGINT)
    let result = try named.0.wait(timeout: 20)
    #expect(result.exitCode == 0, "\(result)")
  }
}
