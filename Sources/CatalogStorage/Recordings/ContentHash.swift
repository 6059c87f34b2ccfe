import Crypto

/// The lowercase hex SHA-256 of a text's UTF-8 bytes: how a recording names the scenario source it
/// was made against (`scenarioSHA256`), and how the store identifies a recording's content.
///
/// For example:
/// ```swift
/// ContentHash.sha256("")   // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
/// ```
package enum ContentHash {
  package static func sha256(_ text: String) -> String {
    TimelineDigest.hex(SHA256.hash(data: Array(text.utf8)))
  }
}
