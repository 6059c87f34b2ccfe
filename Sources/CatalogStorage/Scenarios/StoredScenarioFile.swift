/// The file a stored scenario was last added from: its absolute path and the SHA-256 of the text
/// then read (`ContentHash.sha256`), so that a check of stored scenarios can tell an edited file
/// from the stored revision without reading the revision's source.
package struct StoredScenarioFile: Hashable, Sendable {
  package var name: String
  package var path: String
  package var digest: String

  package init(name: String, path: String, digest: String) {
    self.name = name
    self.path = path
    self.digest = digest
  }
}
