import CatalogModel
import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import ScenarioFile

/// A catalog database in a fresh temporary folder, removed when the value goes away.
final class TemporaryCatalog {
  let folder: URL
  let location: CatalogLocation

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    location = CatalogLocation(explicit: folder.appendingPathComponent("catalog.sqlite").path)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Adds the scenario files named (from `fixtures/` when no folder is given) through the store.
  func add(_ names: [String], from source: URL = fixturesFolder) throws {
    let inputs = try names.map { name in
      ScenarioInput(try ScenarioFile.load(contentsOf: source.appendingPathComponent(name + ".yaml").path))
    }
    let catalog = try location.openForWriting()
    _ = try catalog.addScenarios(inputs)
    try catalog.close()
  }
}
