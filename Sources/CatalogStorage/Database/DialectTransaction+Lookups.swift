// MARK: - Lookups

extension DialectTransaction {
  /// The id of the profile named `name`, added on first use.
  func profileID(_ name: String) throws -> Int64 {
    if let id = memo.profileIDs[name] { return id }
    let id = try namedRowID(in: "profile", name: name, what: "profile")
    memo.profileIDs[name] = id
    return id
  }

  /// The id of the catalog version named `name`, added on first use.
  func catalogVersionID(_ name: String) throws -> Int64 {
    if let id = memo.catalogVersionIDs[name] { return id }
    let id = try namedRowID(in: "catalogVersion", name: name, what: "catalog version")
    memo.catalogVersionIDs[name] = id
    return id
  }

  private func namedRowID(in table: String, name: String, what: String) throws -> Int64 {
    guard !name.isEmpty else { throw StorageError.invalidInput("a \(what) name must not be empty") }
    return try findOrInsertNamedRow(in: table, name: name)
  }
}
