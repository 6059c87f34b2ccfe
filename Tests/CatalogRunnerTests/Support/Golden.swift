import CatalogTestSupport
import Foundation
import Testing

/// The golden files of these tests, beside them in `Golden/`.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Golden")

/// Expects `text` to equal the golden file `name` (see `Golden`).
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  try Golden.expect(text, equals: goldenFolder.appendingPathComponent(name), sourceLocation: sourceLocation)
}
