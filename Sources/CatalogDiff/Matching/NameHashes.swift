import CatalogModel

/// The stable hash of every string a timeline interns, computed once per distinct string.
///
/// Names are interned per timeline, so an event's `Name`s mean nothing to another timeline; their
/// strings do. Hashing each string once and looking the hash up by `Name` lets an event's key be
/// built from a handful of integer operations while still depending only on the strings.
struct NameHashes {
  /// The hashes of the names every timeline shares (`StaticNames`), computed once per process.
  private static let staticHashes: [UInt64] = StaticNames.strings.map { StableHash.fnv1a($0) }

  /// `staticHashes`, held here so that a lookup does not go through the global's lazy accessor.
  private let shared: [UInt64]
  private let dynamicHashes: [UInt64]

  init(_ names: NameTable) {
    shared = NameHashes.staticHashes
    dynamicHashes = names.strings.map { StableHash.fnv1a($0) }
  }

  /// The hash of the string behind `name`.
  @inline(__always)
  subscript(name: Name) -> UInt64 {
    name.isStatic
      ? shared[Int(name.raw)]
      : dynamicHashes[name.dynamicIndex]
  }
}
