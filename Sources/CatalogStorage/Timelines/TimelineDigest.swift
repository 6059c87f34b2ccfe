import CatalogModel
import Crypto

/// The content hash that identifies a timeline in the catalog.
///
/// Docs/timeline-format.md, "Canonical text": the canonical text defines a timeline's identity. The hash is the SHA-256, in
/// lowercase hex, of the timeline's digest form (`Timeline.writeDigestForm`): a compact binary
/// form that holds exactly what the canonical text shows, so two runs whose timelines render to
/// the same text share one stored copy, without rendering the text only to hash it. Turns are not
/// part of the text, so they are not part of the identity either. (Catalogs before migration 0007
/// hashed the text itself; that migration re-hashes their timelines.)
///
/// For example:
/// ```swift
/// let hash = TimelineDigest.sha256(of: timeline)   // "9f86d081884c7d65..."
/// ```
package enum TimelineDigest {
  /// The lowercase hex SHA-256 of `timeline`'s digest form, streamed.
  package static func sha256(of timeline: Timeline) -> String {
    var hasher = SHA256()
    timeline.writeDigestForm { hasher.update(bufferPointer: $0) }
    return hex(hasher.finalize())
  }

  static func hex(_ digest: SHA256.Digest) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    for byte in digest {
      bytes.append(hexDigits[Int(byte >> 4)])
      bytes.append(hexDigits[Int(byte & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `hash` has the form of a digest: 64 lowercase hex digits.
  package static func isValid(_ hash: String) -> Bool {
    hash.utf8.count == 64
      && hash.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
