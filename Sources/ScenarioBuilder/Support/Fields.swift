import ScenarioFile

/// The keys of one mapping of a scenario file, in the order an element writes them; a key whose
/// value is nil is left out, as a key absent from a file.
struct Fields {
  private(set) var entries: [ScenarioDocument.Entry] = []

  var document: ScenarioDocument { .mapping(entries) }

  mutating func add(_ key: String, _ value: ScenarioDocument?) {
    if let value { entries.append(ScenarioDocument.Entry(key, value)) }
  }

  mutating func add(_ key: String, _ value: String?) {
    add(key, value.map(ScenarioDocument.string))
  }

  mutating func add(_ key: String, _ value: Bool?) {
    add(key, value.map(ScenarioDocument.bool))
  }

  mutating func add(_ key: String, _ value: Double?) {
    add(key, value.map(ScenarioDocument.number))
  }

  mutating func add(_ key: String, _ value: Int?) {
    add(key, value.map { ScenarioDocument.number(Double($0)) })
  }

  mutating func add(_ key: String, _ values: [String]?) {
    add(key, values.map { ScenarioDocument.sequence($0.map(ScenarioDocument.string)) })
  }

  mutating func add(_ key: String, _ values: [Double]?) {
    add(key, values.map { ScenarioDocument.sequence($0.map(ScenarioDocument.number)) })
  }

  mutating func add<Value: RawRepresentable<String>>(_ key: String, _ value: Value?) {
    add(key, value.map { ScenarioDocument.string($0.rawValue) })
  }
}
