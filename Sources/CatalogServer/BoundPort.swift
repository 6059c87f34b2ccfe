import Foundation

/// The port the server was bound to, known once it runs (a free port is chosen by the system):
/// the `Host` a request must name.
final class BoundPort: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int?

  var port: Int? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set(_ port: Int) {
    lock.lock()
    value = port
    lock.unlock()
  }
}
