#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc's allocator to two arenas rather than eight per core.
///
/// The catalog's threads (replay workers, concurrent reads) each get an arena of their own by
/// default, and memory freed in one stays there: a check of 50,000 scenarios peaked about 10-15 MB
/// higher at the median with glibc's default of 16 arenas on 2 cores (catalog-measure, interleaved
/// runs on a loaded machine, wide spread: 160-182 MB with two, 179-184 MB with sixteen). Two
/// arenas cost no time that those runs could show. The environment's `MALLOC_ARENA_MAX`, when set, still wins.
///
/// `mallopt` is looked up at run time: Swift's Glibc module does not export `malloc.h`, and a C
/// target for one call would be more than the call.
enum MemoryArenas {
  /// glibc's `M_ARENA_MAX` (malloc.h).
  private static let arenaMaxOption: Int32 = -8

  static func limit() {
    #if canImport(Glibc)
    guard getenv("MALLOC_ARENA_MAX") == nil, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
    else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(arenaMaxOption, 2)
    #endif
  }
}
