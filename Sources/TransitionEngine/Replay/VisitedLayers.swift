/// The layer roots a walk over the presentation layers has visited, so that it stops if a root
/// comes again.
///
/// A few roots are kept in an array, which needs no hashing and, up to its reserved size, one
/// allocation; a walk that goes deeper switches to a set, so a deep stack of presentations stays
/// linear.
struct VisitedLayers {
  private var few: [Int] = []
  private var many: Set<Int>?
  private static let arrayLimit = 16

  /// Records `root`; false when it was visited before.
  mutating func insert(_ root: Int) -> Bool {
    if var set = many {
      many = nil  // the set is unique in `set` while it is changed
      let inserted = set.insert(root).inserted
      many = set
      return inserted
    }
    if few.contains(root) { return false }
    guard few.count < Self.arrayLimit else {
      var set = Set(few)
      set.insert(root)
      many = set
      return true
    }
    if few.isEmpty { few.reserveCapacity(4) }
    few.append(root)
    return true
  }
}
