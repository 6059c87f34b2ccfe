// MARK: - Reads

extension DialectCatalog {
  /// Scenarios with their latest source, current baselines (timelines included) and recordings,
  /// for `catalog export`, read from one snapshot.
  ///
  /// - Parameter names: The scenarios to export; every scenario in the catalog when nil.
  /// - Throws: `StorageError.unknownScenario` for a name the catalog does not have.
  func exportedScenarios(named names: [String]?) throws(StorageError) -> [ScenarioExport] {
    try read("export scenarios") { snapshot in
      try (names ?? Self.currentScenarioNames(snapshot)).map { name in
        let (scenario, id) = try Self.exportedScenario(name, snapshot)
        let baselines = try Self.currentBaselines(id, snapshot).map { try Self.exported($0, snapshot) }
        return ScenarioExport(
          scenario: scenario, baselines: baselines, recordings: try Self.currentRecordings(id, snapshot))
      }
    }
  }

  /// Every scenario, current baseline and recording that can still be read, each read in a
  /// snapshot of its own (`CatalogDatabase.salvageScenarios(named:)`): a damaged page (SQLite)
  /// or a row the catalog cannot read back (a timeline event out of range, say) costs only what
  /// holds it.
  func salvageScenarios(named names: [String]?) throws(StorageError) -> CatalogDatabase.Salvage {
    let selected: [String]
    if let names {
      selected = names
    } else {
      selected = try read("list the scenarios") { snapshot in try Self.currentScenarioNames(snapshot) }
    }
    var salvage = CatalogDatabase.Salvage(exports: [], skipped: [])
    for name in selected {
      let scenario: (input: ScenarioInput, id: Int64)
      do {
        scenario = try read("read scenario '\(name)'") { snapshot in try Self.exportedScenario(name, snapshot) }
      } catch {
        salvage.skipped.append("scenario '\(name)': \(Self.reason(error))")
        continue
      }
      var baselines: [ExportedBaseline] = []
      do {
        let stored = try read("list the baselines of '\(name)'") { snapshot in
          try Self.currentBaselines(scenario.id, snapshot)
        }
        for baseline in stored {
          do {
            baselines.append(
              try read("read a baseline of '\(name)'") { snapshot in try Self.exported(baseline, snapshot) })
          } catch {
            salvage.skipped.append("baseline '\(name)' @ \(baseline.profile): \(Self.reason(error))")
          }
        }
      } catch {
        salvage.skipped.append("the baselines of '\(name)': \(Self.reason(error))")
      }
      var recordings: [StoredRecording] = []
      do {
        recordings = try read("read the recordings of '\(name)'") { snapshot in
          try Self.currentRecordings(scenario.id, snapshot)
        }
      } catch {
        salvage.skipped.append("the recordings of '\(name)': \(Self.reason(error))")
      }
      salvage.exports.append(ScenarioExport(scenario: scenario.input, baselines: baselines, recordings: recordings))
    }
    return salvage
  }
}
