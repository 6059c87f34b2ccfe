/// 64-bit hashing that gives the same value in every process and on every machine.
///
/// Swift's `Hasher` is seeded randomly per process, so it cannot name anything that is stored or
/// compared across runs (a change signature's id). FNV-1a is used for strings and byte streams; a
/// multiply-rotate step combines fixed-size fields and the MurmurHash3 finalizer spreads the result.
enum StableHash {
  static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

  /// FNV-1a over the UTF-8 bytes of `text`, continuing from `hash`.
  @inline(__always)
  static func fnv1a(_ text: String, continuing hash: UInt64 = fnvOffsetBasis) -> UInt64 {
    var hash = hash
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* fnvPrime
    }
    return hash
  }

  /// FNV-1a of one more byte.
  @inline(__always)
  static func fnv1a(byte: UInt8, continuing hash: UInt64) -> UInt64 {
    (hash ^ UInt64(byte)) &* fnvPrime
  }

  /// Folds `value` into `hash` with one multiplication; finish a chain with `finalize(_:)`.
  @inline(__always)
  static func combine(_ hash: UInt64, _ value: UInt64) -> UInt64 {
    let x = (hash ^ value) &* 0x9e37_79b9_7f4a_7c15
    return (x << 29) | (x >> 35)
  }

  /// Spreads every bit of `hash` over every bit of the result (the MurmurHash3 finalizer), so
  /// that any slice of the bits can pick a bucket.
  @inline(__always)
  static func finalize(_ hash: UInt64) -> UInt64 {
    var x = hash
    x ^= x >> 33
    x = x &* 0xff51_afd7_ed55_8ccd
    x ^= x >> 33
    x = x &* 0xc4ce_b9fe_1a85_ec53
    x ^= x >> 33
    return x
  }

  /// Sixteen lowercase hexadecimal digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
