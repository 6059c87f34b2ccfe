/// One of N shares of a check, `--shard I/N`: CI checks a large catalog on N machines at once,
/// each its own share, and `catalog report merge` joins their reports into one.
///
/// The share is decided by scenario name alone, the same way on every machine and every run: the
/// scenario names a check would report on (the stored scenarios selected, or a folder's scenario
/// files, plus the names of obsolete baselines and invalid files) are sorted by their Unicode
/// scalars and dealt out in turn, the first to shard 1, the second to shard 2, … the (N+1)th to
/// shard 1 again. Every name is in exactly one shard, every profile of a scenario in the same one,
/// and the shards' sizes differ by at most one scenario. All shards must see the same scenarios
/// (the same commit of a folder, or a catalog nobody adds to meanwhile); `report merge` refuses
/// shards that overlap or are missing.
///
/// For example:
/// ```swift
/// let shard = try Shard(parsing: "2/4")
/// shard.select(["a", "b", "c", "d", "e"])   // ["b"]: a→1, b→2, c→3, d→4, e→1
/// ```
package struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based.
  package let index: Int
  package let count: Int

  /// The most shards a check can be split into.
  package static let maximumCount = 1000

  package init(index: Int, count: Int) throws(RunnerError) {
    guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else {
      throw .invalidInput(
        "'--shard \(index)/\(count)' is not a shard: give I/N with 1 ≤ I ≤ N ≤ \(Self.maximumCount), such as '2/4'")
    }
    self.index = index
    self.count = count
  }

  /// Reads `I/N`.
  package init(parsing text: String) throws(RunnerError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw .invalidInput("'--shard \(text)' is not a shard: give I/N, such as '2/4' for the second of four")
    }
    try self.init(index: index, count: count)
  }

  package var description: String { "\(index)/\(count)" }

  /// The names of `names` that belong to this shard.
  package func select(_ names: some Sequence<String>) -> Set<String> {
    let sorted = Set(names).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    var mine: Set<String> = []
    for (position, name) in sorted.enumerated() where position % count == index - 1 { mine.insert(name) }
    return mine
  }
}
