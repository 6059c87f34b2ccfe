import CatalogModel
import CatalogStorage
import Testing

@testable import CatalogRunner

/// A baseline's digest kept in 32 bytes reads back exactly as given, and compares as its text.
@Suite(.tags(.small))
struct CompactDigestTests {
  @Test func aSHA256DigestReadsBackAndMatchesOnlyItself() {
    let text = TimelineDigest.sha256(of: Timeline())
    let digest = CompactDigest(text)
    #expect(digest.text == text)
    #expect(digest.matches(text))
    var other = Array(text.utf8)
    other[63] = other[63] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
    #expect(!digest.matches(String(decoding: other, as: UTF8.self)))
    #expect(!digest.matches(text.uppercased()))
    #expect(!digest.matches(String(text.dropLast())))
  }

  @Test(arguments: [
    String(repeating: "0", count: 64), String(repeating: "f", count: 64),
    "0123456789abcdef" + String(repeating: "fedcba9876543210", count: 3),
  ])
  func everyDigitRoundTrips(_ text: String) {
    #expect(CompactDigest(text).text == text)
    #expect(CompactDigest(text).matches(text))
  }

  /// Text that is not 64 lowercase hexadecimal digits is kept as it is.
  @Test(arguments: [
    "", "abc", String(repeating: "A", count: 64), String(repeating: "g", count: 64), String(repeating: "é", count: 32),
    // The bytes either side of the digits' ranges.
    String(repeating: "0", count: 63) + "/", String(repeating: "0", count: 63) + ":",
    "`" + String(repeating: "f", count: 63), String(repeating: "a", count: 63) + "g",
  ])
  func otherTextIsKeptAsItIs(_ text: String) {
    #expect(CompactDigest(text).text == text)
    #expect(CompactDigest(text).matches(text))
    #expect(!CompactDigest(text).matches(text + "0"))
  }
}
