import Foundation
import Synchronization

/// Runs `body(0)`, `body(1)`... on `count` threads of their own, all at once, as separate
/// processes would, and rethrows the first error.
///
/// Threads rather than tasks: the store's calls block, and the cooperative pool has as few
/// threads as the machine has cores.
func runConcurrently(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
  let errors = Mutex<[any Error]>([])
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      defer { group.leave() }
      do {
        try body(index)
      } catch {
        errors.withLock { $0.append(error) }
      }
    }
    thread.start()
  }
  group.wait()
  if let error = errors.withLock({ $0.first }) { throw error }
}
