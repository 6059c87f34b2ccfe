import CatalogTestSupport
import Foundation

/// A folder of two scenarios, `alpha` and `beta`, accepted under uikit-17, then edited so that a
/// check finds two change groups (alpha waits longer; beta's presented controller no longer
/// covers the presenter, so the presenter's disappearance goes), checked, and `catalog serve`
/// running on it: what the review-page tests start from.
///
/// For example:
/// ```swift
/// let served = try ServedCatalog()
/// defer { served.stop() }
/// let answer = try RawHTTP.send("GET / HTTP/1.1\r\nHost: \(served.authority)\r\n\r\n", port: served.port)
/// ```
final class ServedCatalog {
  let folder: TemporaryFolder
  let server: CatalogProcess.Running
  /// The URL `catalog serve` printed.
  let url: String
  let port: Int

  /// Whether this build has `catalog serve` (the package trait `Server`, which the test command
  /// turns on).
  static var available: Bool {
    #if Server
    true
    #else
    false
    #endif
  }

  /// `127.0.0.1:PORT`, the `Host` the server answers to.
  var authority: String { "127.0.0.1:\(port)" }

  /// The baselines' text as accepted first.
  let acceptedAlpha: String
  let acceptedBeta: String

  init(serveArguments: [String] = []) throws {
    folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    let accepted = try CatalogProcess.run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder.path)
    guard accepted.exitCode == 0 else { throw CatalogProcess.Failure(description: "\(accepted)") }
    acceptedAlpha = try folder.read("fx/alpha.uikit-17.timeline")
    acceptedBeta = try folder.read("fx/beta.uikit-17.timeline")
    try Self.editBoth(folder)
    let checked = try CatalogProcess.run(["check", "fx"], in: folder.path)
    guard checked.exitCode == 1, checked.stdout.contains("Group 2 ")
    else { throw CatalogProcess.Failure(description: "the check should find two change groups: \(checked)") }
    (server, url, port) = try Self.start(["serve"] + serveArguments, in: folder.path)
  }

  /// Edits alpha (a longer wait) and beta (an over-full-screen presentation): two kinds of change.
  static func editBoth(_ folder: TemporaryFolder) throws {
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 2))
    try folder.write(
      "fx/beta.yaml", ScenarioTexts.valid("beta").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
  }

  /// Starts `catalog <arguments>` and waits for the URL it prints.
  static func start(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> (
    CatalogProcess.Running, String, Int
  ) {
    let running = try CatalogProcess.start(arguments, in: directory, environment: environment)
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let printed = running.standardOutputSoFar()
      if let range = printed.range(of: #"http://[^\s]+"#, options: .regularExpression) {
        let url = String(printed[range])
        let port = url.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        return (running, url, port)
      }
      guard running.isRunning else {
        let result = try running.wait()
        throw CatalogProcess.Failure(description: "catalog serve ended before printing its URL: \(result)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    running.kill()
    throw CatalogProcess.Failure(description: "catalog serve printed no URL in 30 s: \(try running.wait())")
  }

  /// Stops the server as Ctrl-C does and returns what it printed and how it exited.
  @discardableResult
  func stop() -> CatalogProcess.Result? {
    server.kill(SIGINT)
    return try? server.wait(timeout: 20)
  }

  /// `catalog <arguments>` in the folder.
  func run(_ arguments: [String]) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path)
  }
}
