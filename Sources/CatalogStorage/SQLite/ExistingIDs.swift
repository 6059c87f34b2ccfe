/// Which of the ids a check names are rows of a table, as `SQLiteTransaction.existingIDs` found
/// them: a bit per id of their range when they lie close together (a large check's are most of a
/// range), else a set of the scattered ones.
///
/// A set of 10,000 ids cost more to build and to hash into than the query that reads them.
struct ExistingIDs {
  private var low: Int64 = 0
  private var bits: [Bool] = []
  private var scattered: Set<Int64> = []

  /// None at all.
  init() {}

  /// Every row id of the range `low...low + count - 1` that `marked` is called with.
  init(range low: Int64, count: Int) {
    self.low = low
    bits = Array(repeating: false, count: count)
  }

  /// Marks `id` (within the range) as a row.
  mutating func mark(_ id: Int64) {
    if bits.isEmpty {
      scattered.insert(id)
    } else if id >= low, id - low < Int64(bits.count) {
      bits[Int(id - low)] = true
    }
  }

  func contains(_ id: Int64) -> Bool {
    guard !bits.isEmpty else { return scattered.contains(id) }
    return id >= low && id - low < Int64(bits.count) && bits[Int(id - low)]
  }
}
