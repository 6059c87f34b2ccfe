/// Which of the ids a check names are rows of a table, as `SQLiteTransaction.existingIDs` found
/// them: a flag per id of their range when they lie close together (a large check's are most of a
/// range), else a set of the scattered ones.
///
/// A set of 10,000 ids cost more to build and to hash into than the query that reads them.
struct ExistingIDs {
  private var low: Int64 = 0
  private var bits: [Bool] = []
  private var scattered: Set<Int64> = []

  /// None at all.
  init() {}

  /// The range `low...low + count - 1`, each id of it a row once `mark` is called with it.
  init(range low: Int64, count: Int) {
    self.low = low
    bits = Array(repeating: false, count: count)
  }

  /// The range `low...low + count - 1`, every id of it a row.
  init(everyIDOf low: Int64, count: Int) {
    self.low = low
    bits = Array(repeating: true, count: count)
  }

  /// Marks `id` (within the range) as a row.
  mutating func mark(_ id: Int64) {
    if bits.isEmpty {
      scattered.insert(id)
    } else if let offset = offset(of: id) {
      bits[offset] = true
    }
  }

  func contains(_ id: Int64) -> Bool {
    guard !bits.isEmpty else { return scattered.contains(id) }
    return offset(of: id).map { bits[$0] } ?? false
  }

  /// `id`'s place in the range, or nil outside it (however far: the difference may not fit).
  private func offset(of id: Int64) -> Int? {
    let (offset, overflow) = id.subtractingReportingOverflow(low)
    guard !overflow, offset >= 0, offset < Int64(bits.count) else { return nil }
    return Int(offset)
  }
}
