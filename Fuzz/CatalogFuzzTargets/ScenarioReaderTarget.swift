import CatalogModel
import ScenarioFile
import TransitionEngine

/// The scenario reader's fuzz target: bytes as a scenario file, read as YAML (and as JSON when
/// the document starts with `{` or `[`), then replayed under every profile that can replay what
/// the reader accepted. The promise is that nothing crashes or hangs; a valid scenario is an
/// ordinary outcome, an invalid one too.
enum ScenarioReaderTarget {
  static let engines = EngineProfile.all.map { TransitionEngine(profile: $0) }

  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    var paths = ["input.yaml"]
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { paths.append("input.json") }
    for path in paths {
      guard let loaded = try? ScenarioFile.parse(bytes: bytes, path: path) else { continue }
      for engine in engines where engine.diagnostics(for: loaded.scenario).isEmpty {
        _ = engine.run(loaded.scenario)
      }
    }
    return nil
  }
}
