import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// HTTP/1.1 requests written byte for byte to a server on 127.0.0.1, for tests that send what a
/// well-behaved client never would (a path with `..`, a body larger than the server takes, a
/// `Host` that is not the server's): no URL parsing or normalisation stands between the test and
/// the server.
///
/// For example:
/// ```swift
/// let answer = try RawHTTP.send("GET /../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:8040\r\n\r\n", port: 8040)
/// #expect(answer.status == 404)
/// ```
enum RawHTTP {
  struct Answer: CustomStringConvertible {
    var status: Int
    var head: String
    var body: String

    var description: String { head + "\r\n\r\n" + body }

    /// The value of header `name` (case-insensitive), if any.
    func header(_ name: String) -> String? {
      for line in head.split(separator: "\r\n").dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name.lowercased() {
          return parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends `request` (and then `body`, which may be large) and reads the answer until the server
  /// closes the connection or `timeout` passes.
  static func send(_ request: String, body: [UInt8] = [], port: Int, timeout: TimeInterval = 10) throws -> Answer {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket failed") }
    defer { _ = close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "cannot connect to 127.0.0.1:\(port)") }
    var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    // The server may answer (and close) before it has read a large body: a failed write of the
    // body is not a failure of the test, the answer is what counts.
    let bytes = Array(request.utf8) + body
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      sent += count
    }
    shutdown(descriptor, Int32(SHUT_WR))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[..<count]
      if let answer = complete(received) { return answer }
    }
    guard let answer = parse(received) else {
      throw Failure(
        description: "no HTTP answer (\(received.count) bytes: \(String(decoding: received, as: UTF8.self)))")
    }
    return answer
  }

  /// The answer once its head and its Content-Length of body have arrived.
  private static func complete(_ bytes: [UInt8]) -> Answer? {
    guard let answer = parse(bytes), let length = answer.header("Content-Length").flatMap(Int.init),
      answer.body.utf8.count >= length
    else { return nil }
    return answer
  }

  private static func parse(_ bytes: [UInt8]) -> Answer? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return nil }
    let head = String(text[..<split.lowerBound])
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return Answer(status: status, head: head, body: String(text[split.upperBound...]))
  }
}
