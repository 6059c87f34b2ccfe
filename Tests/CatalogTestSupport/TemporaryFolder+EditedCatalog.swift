import CatalogStorage

extension TemporaryFolder {
  /// `catalog.sqlite` in this folder, holding a scenario for each of `names` (each with the source
  /// `name: x`) added straight through the store: a catalog edited behind the runner's back, so
  /// names the runner would refuse, such as paths, get in.
  package func catalogEditedBehindTheRunnersBack(scenarios names: [String]) throws -> CatalogDatabase {
    let catalog = try CatalogDatabase(path: file("catalog.sqlite"))
    _ = try catalog.addScenarios(
      names.map { ScenarioInput(name: $0, source: "name: x\n", fileName: "x.yaml", sourceFormat: .yaml) })
    return catalog
  }
}
