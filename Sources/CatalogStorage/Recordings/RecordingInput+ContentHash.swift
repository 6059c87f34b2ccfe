import Crypto

extension RecordingInput {
  /// The lowercase hex SHA-256 of `content`'s UTF-8 bytes: how both backends tell one
  /// recording's content from another's.
  static func contentHash(_ content: String) -> String {
    TimelineDigest.hex(SHA256.hash(data: Array(content.utf8)))
  }
}
