import CatalogModel
import Crypto

/// The content hash that identifies a timeline in the catalog.
///
/// FORMATS 2.2: the canonical text defines a timeline's identity, so the hash is the SHA-256 of
/// its UTF-8 bytes, in lowercase hex. Two runs whose timelines render to the same text share one
/// stored copy. Turns are not part of the text, so they are not part of the identity either.
///
/// For example:
/// ```swift
/// let hash = TimelineDigest.sha256(of: timeline)   // "9f86d081884c7d65..."
/// ```
public enum TimelineDigest {
  /// The lowercase hex SHA-256 of `timeline.canonicalText()`, streamed: the text is never built.
  public static func sha256(of timeline: Timeline) -> String {
    var hasher = SHA256()
    timeline.writeCanonicalText { hasher.update(bufferPointer: $0) }
    return hex(hasher.finalize())
  }

  /// The lowercase hex SHA-256 of canonical text already rendered.
  public static func sha256(ofCanonicalText text: String) -> String {
    hex(SHA256.hash(data: Array(text.utf8)))
  }

  static func hex(_ digest: SHA256.Digest) -> String {
    var hex = ""
    hex.reserveCapacity(64)
    for byte in digest {
      hex.append(hexDigits[Int(byte >> 4)])
      hex.append(hexDigits[Int(byte & 0x0F)])
    }
    return hex
  }

  /// Whether `hash` has the form of a digest: 64 lowercase hex digits.
  public static func isValid(_ hash: String) -> Bool {
    hash.utf8.count == 64
      && hash.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }

  private static let hexDigits: [Character] = Array("0123456789abcdef")
}
