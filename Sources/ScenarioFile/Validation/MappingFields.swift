import CatalogModel

/// The fields of one mapping, keyed by name, after checking its keys.
///
/// Reading the fields reports keys that are not scalars and keys written twice (the first one
/// counts). `reportUnknownKeys` then reports keys the mapping does not allow, with the nearest
/// valid key as a suggestion.
struct MappingFields {
  /// One key and its value.
  struct Field {
    let key: String
    let keyLocation: SourceLocation
    let value: DocumentNode
  }

  /// The fields in file order, without duplicates.
  private(set) var fields: [Field] = []
  /// Where the mapping starts.
  let location: SourceLocation
  let place: Place
  private var indexByKey: [String: Int] = [:]

  /// Reads the entries of a mapping at `location`, reporting non-scalar and duplicate keys.
  init(
    _ entries: [DocumentEntry], at location: SourceLocation, place: Place, log: inout DiagnosticLog
  ) {
    self.location = location
    self.place = place
    for entry in entries {
      guard let scalar = entry.key.scalar else {
        log.error(
          entry.key.location, "expected a key name \(place.description), found \(entry.key.summary)"
        )
        continue
      }
      if entry.key.isPlaceholder { continue }
      let key = scalar.text
      if let first = indexByKey[key] {
        log.error(
          entry.key.location,
          "duplicate key '\(key)' \(place.description) (first set at \(fields[first].keyLocation)); "
            + "each key may appear only once")
        continue
      }
      indexByKey[key] = fields.count
      fields.append(Field(key: key, keyLocation: entry.key.location, value: entry.value))
    }
  }

  /// The field named `key`, if present.
  subscript(key: String) -> Field? {
    indexByKey[key].map { fields[$0] }
  }

  /// Whether the mapping has no fields.
  var isEmpty: Bool { fields.isEmpty }

  /// Reports every key not in `allowed`.
  ///
  /// - Parameter expectation: What to say when no valid key is close; by default the list of
  ///   allowed keys. Built only when a key is unknown: a phrase listing every valid key, built
  ///   for each file, was a seventieth of adding a folder of valid scenarios.
  func reportUnknownKeys(
    allowed: [String], expectation: @autoclosure () -> String? = nil, log: inout DiagnosticLog
  ) {
    for field in fields where !allowed.contains(field.key) {
      log.error(
        field.keyLocation,
        Self.unknownKeyMessage(field.key, place: place, allowed: allowed, expectation: expectation()))
    }
  }

  /// "unknown key 'x' in controller 'D'; did you mean 'y'?", or the list of valid keys.
  static func unknownKeyMessage(
    _ key: String, place: Place, allowed: [String], expectation: String? = nil
  )
    -> String
  {
    if key == "<<" {
      return "merge keys ('<<') are not part of YAML 1.2 \(place.description); write the keys out"
    }
    let shown = DocumentNode.quoted(key)
    if let suggestion = Phrase.didYouMean(key, among: allowed) {
      return "unknown key \(shown) \(place.description); \(suggestion)"
    }
    return
      "unknown key \(shown) \(place.description); \(expectation ?? "expected \(Phrase.list(allowed))")"
  }
}
