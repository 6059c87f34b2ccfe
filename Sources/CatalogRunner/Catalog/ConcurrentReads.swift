import Dispatch
import Foundation

/// Three reads of the catalog run side by side, on threads of their own, each result kept until
/// taken (once): `check` reads its scenarios, baselines and latest runs this way. SQLite's readers
/// (a pool of connections) do not block one another; a PostgreSQL catalog has one connection,
/// whose reads take turns (its session is held from each read's BEGIN to its COMMIT), so there
/// the three are safe but not faster. Each read is a snapshot of its own on both.
///
/// For example:
/// ```swift
/// let reads = ConcurrentReads({ try a() }, { try b() }, { try c() })
/// let scenarios = try reads.first()
/// ```
final class ConcurrentReads<A: Sendable, B: Sendable, C: Sendable>: @unchecked Sendable {
  private var a: Result<A, any Error> = .failure(ConcurrentReads.unread)
  private var b: Result<B, any Error> = .failure(ConcurrentReads.unread)
  private var c: Result<C, any Error> = .failure(ConcurrentReads.unread)

  /// What a slot holds until its read is done (never seen: all three finish before any is read).
  private static var unread: RunnerError { .invalidInput("a read of the catalog did not finish") }

  init(
    _ readA: @Sendable () throws -> A, _ readB: @Sendable () throws -> B, _ readC: @Sendable () throws -> C
  ) {
    // Each slot is written by one iteration and read only after all three finished.
    DispatchQueue.concurrentPerform(iterations: 3) { index in
      switch index {
      case 0: a = Result(catching: readA)
      case 1: b = Result(catching: readB)
      default: c = Result(catching: readC)
      }
    }
  }

  /// The first read's result, handed over: the reads keep nothing of it (a large check lets go
  /// of rows as soon as it has made what it needs of them).
  func first() throws -> A { try Self.take(&a) }
  func second() throws -> B { try Self.take(&b) }
  func third() throws -> C { try Self.take(&c) }

  private static func take<T>(_ slot: inout Result<T, any Error>) throws -> T {
    let result = slot
    slot = .failure(RunnerError.invalidInput("a read of the catalog was taken twice"))
    return try result.get()
  }
}
