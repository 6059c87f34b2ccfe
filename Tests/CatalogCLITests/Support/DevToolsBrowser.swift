import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's headless Chromium driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, answers and events on 4, each a JSON
/// text ended by a NUL byte), for browser tests that click and type as a person does: real mouse
/// and key events at the page's coordinates (`Input.dispatchMouseEvent`, `Input.dispatchKeyEvent`),
/// and every console message, uncaught exception and browser log entry of level error kept in
/// `problems`.
///
/// For example:
/// ```swift
/// let browser = try DevToolsBrowser()
/// defer { browser.close() }
/// try browser.open("http://127.0.0.1:8040/")
/// try browser.click("#g1 .accept")
/// #expect(browser.problems.isEmpty)
/// ```
final class DevToolsBrowser {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let executable = "/usr/bin/chromium"

  private let pid: pid_t
  /// We write commands here (Chromium's descriptor 3).
  private let commands: Int32
  /// We read answers and events here (Chromium's descriptor 4).
  private let answers: Int32
  private var pending: [UInt8] = []
  private var nextID = 1
  private var session: String?
  private let profile: String
  private var closed = false
  /// Console errors and warnings, uncaught exceptions and log entries of level error, as text.
  private(set) var problems: [String] = []
  /// Every event received, by method, in order.
  private(set) var events: [(method: String, params: [String: Any])] = []

  init(width: Int = 1400, height: Int = 1000) throws {
    profile = NSTemporaryDirectory() + "catalog-chromium-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
    // High copies first, so that dup2 onto 3 and 4 never overwrites one of the originals.
    let readEnd = fcntl(toBrowser[0], F_DUPFD, 100)
    let writeEnd = fcntl(fromBrowser[1], F_DUPFD, 100)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, readEnd, 3)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 4)
    let arguments = [
      Self.executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
      "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var environment: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in environment { free(pointer) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, Self.executable, &actions, nil, &argv, &environment)
    for descriptor in [toBrowser[0], fromBrowser[1], readEnd, writeEnd] { closeDescriptor(descriptor) }
    guard spawned == 0 else {
      closeDescriptor(toBrowser[1])
      closeDescriptor(fromBrowser[0])
      throw Failure(description: "cannot start \(Self.executable): \(String(cString: strerror(spawned)))")
    }
    pid = child
    commands = toBrowser[1]
    answers = fromBrowser[0]
    // A closed browser must not kill the test with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let target = try call("Target.createTarget", ["url": "about:blank"], inSession: false)
    guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
    let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
    guard let sessionID = attached["sessionId"] as? String else {
      throw Failure(description: "no session: \(attached)")
    }
    session = sessionID
    for domain in ["Runtime.enable", "Log.enable", "Page.enable"] { _ = try call(domain) }
  }

  deinit { close() }

  /// Closes the browser and waits for it.
  func close() {
    guard !closed else { return }
    closed = true
    _ = try? call("Browser.close", inSession: false, timeout: 5)
    closeDescriptor(commands)
    closeDescriptor(answers)
    var status: Int32 = 0
    for _ in 0..<100 {
      if waitpid(pid, &status, WNOHANG) == pid { break }
      usleep(50_000)
    }
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Navigates to `url` and waits for its load event.
  func open(_ url: String, timeout: TimeInterval = 30) throws {
    let before = events.count
    _ = try call("Page.navigate", ["url": url])
    try waitForEvent("Page.loadEventFired", after: before, timeout: timeout)
  }

  /// The value of `expression` in the page (promises awaited).
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "the page threw on '\(expression)': \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits until `condition` (a JavaScript expression) is true in the page.
  func waitUntil(_ condition: String, timeout: TimeInterval = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if (try? evaluate("!!(\(condition))")) as? Bool == true { return }
      try pump(for: 0.1)
    }
    throw Failure(description: "timed out waiting for \(condition)")
  }

  /// Clicks the middle of the element `selector` finds, with the mouse, after scrolling it into view.
  func click(_ selector: String) throws {
    let literal = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
    let point = try evaluate(
      """
      (function(){var e=document.querySelector(\(literal)[0]);if(!e)return null;e.scrollIntoView({block:'center'});
      var r=e.getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2];})()
      """)
    guard let xy = point as? [Double], xy.count == 2 else {
      throw Failure(description: "nothing to click at \(selector)")
    }
    _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": xy[0], "y": xy[1]])
    for type in ["mousePressed", "mouseReleased"] {
      _ = try call(
        "Input.dispatchMouseEvent", ["type": type, "x": xy[0], "y": xy[1], "button": "left", "clickCount": 1])
    }
  }

  /// Presses and releases `key` (`Tab`, or a character such as `a`).
  func press(_ key: String) throws {
    var down: [String: Any] = ["type": "keyDown", "key": key]
    if key == "Tab" {
      down["code"] = "Tab"
      down["windowsVirtualKeyCode"] = 9
    } else if key.count == 1, let scalar = key.uppercased().unicodeScalars.first {
      down["code"] = "Key" + key.uppercased()
      down["text"] = key
      down["windowsVirtualKeyCode"] = Int(scalar.value)
    }
    _ = try call("Input.dispatchKeyEvent", down)
    var up = down
    up["type"] = "keyUp"
    up["text"] = nil
    _ = try call("Input.dispatchKeyEvent", up)
  }

  /// Writes a PNG of the viewport to `path`.
  func screenshot(_ path: String) throws {
    let result = try call("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw Failure(description: "no screenshot")
    }
    try data.write(to: URL(fileURLWithPath: path))
  }

  // MARK: - The protocol

  /// Sends `method` and returns its result, keeping the events that arrive meanwhile.
  @discardableResult
  func call(_ method: String, _ params: [String: Any] = [:], inSession: Bool = true, timeout: TimeInterval = 30)
    throws -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if inSession, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "the browser closed its pipe (\(method))") }
      written += count
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      while let message = try nextMessage() {
        if let answer = message["id"] as? Int, answer == id {
          if let error = message["error"] { throw Failure(description: "\(method): \(error)") }
          return message["result"] as? [String: Any] ?? [:]
        }
        record(message)
      }
      guard Date() < deadline else { throw Failure(description: "no answer to \(method) in \(timeout) s") }
      try read(waiting: 0.2)
    }
  }

  private func waitForEvent(_ method: String, after index: Int, timeout: TimeInterval) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if events[index...].contains(where: { $0.method == method }) { return }
      try pump(for: 0.1)
    }
    throw Failure(description: "no \(method) in \(timeout) s")
  }

  /// Reads what arrives for `seconds`, keeping the events.
  private func pump(for seconds: TimeInterval) throws {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      try read(waiting: max(0, deadline.timeIntervalSinceNow))
      while let message = try nextMessage() { record(message) }
    } while Date() < deadline
  }

  private func record(_ message: [String: Any]) {
    guard let method = message["method"] as? String else { return }
    let params = message["params"] as? [String: Any] ?? [:]
    events.append((method, params))
    switch method {
    case "Runtime.consoleAPICalled":
      let type = params["type"] as? String ?? ""
      if type == "error" || type == "warning" || type == "assert" {
        let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
        problems.append("console.\(type): \(args.joined(separator: " "))")
      }
    case "Runtime.exceptionThrown":
      problems.append("exception: \(params["exceptionDetails"] ?? "")")
    case "Log.entryAdded":
      if let entry = params["entry"] as? [String: Any], entry["level"] as? String == "error" {
        problems.append("log: \(entry["text"] ?? "") \(entry["url"] ?? "")")
      }
    default: break
    }
  }

  private func nextMessage() throws -> [String: Any]? {
    guard let end = pending.firstIndex(of: 0) else { return nil }
    let text = Array(pending[..<end])
    pending.removeSubrange(...end)
    return try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any]
  }

  private func read(waiting seconds: TimeInterval) throws {
    var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(seconds * 1000))
    guard ready > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { readDescriptor(answers, $0.baseAddress, $0.count) }
    guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
    pending += buffer[..<count]
  }
}

/// `close(2)` and `read(2)`, under names the browser's own `close()` and `read(waiting:)` do not hide.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
