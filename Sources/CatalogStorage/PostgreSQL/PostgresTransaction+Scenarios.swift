import Foundation
import NIOCore
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func addScenarios(_ inputs: [ScenarioInput]) throws -> [AddOutcome] {
    let now = Date().catalogMilliseconds
    return try inputs.map { try addScenario($0, now: now) }
  }

  private func addScenario(_ input: ScenarioInput, now: Int64) throws -> AddOutcome {
    guard !input.name.isEmpty else {
      throw StorageError.invalidInput("a scenario name must not be empty")
    }
    guard
      let row = try session.query(
        """
        SELECT s.id, s.removedAt, r.id, r.number, r.source
        FROM scenario s
        LEFT JOIN LATERAL (
          SELECT id, number, source FROM scenarioRevision WHERE scenarioId = s.id ORDER BY number DESC LIMIT 1
        ) r ON true
        WHERE s.name = $1
        """, PostgresBindings(input.name)
      ).first
    else {
      var binds = PostgresBindings()
      binds.append(input.name)
      binds.append(now)
      let scenarioID = try session.query(
        "INSERT INTO scenario (name, createdAt) VALUES ($1, $2) RETURNING id", binds)[0].int(0)
      let revisionID = try insertRevision(input, scenarioID: scenarioID, number: 1, now: now)
      try replaceTags(of: scenarioID, with: input.tags)
      return AddOutcome(
        name: input.name, scenarioID: ScenarioID(rawValue: scenarioID), revisionID: RevisionID(rawValue: revisionID),
        revision: 1, change: .created, addedRevision: true)
    }
    let scenarioID = try row.int(0)
    let removedAt = try row.optionalInt(1)
    var revisionID = try row.optionalInt(2) ?? 0
    var number = Int(try row.optionalInt(3) ?? 0)
    let addedRevision = try row.optionalText(4).map { $0 != input.source } ?? true
    if addedRevision {
      number += 1
      revisionID = try insertRevision(input, scenarioID: scenarioID, number: number, now: now)
      try replaceTags(of: scenarioID, with: input.tags)
    } else if let compiled = input.compiled {
      // The same source again: refresh its compiled form.
      var binds = PostgresBindings()
      binds.append(ByteBuffer(bytes: compiled))
      binds.append(revisionID)
      try session.execute(
        "UPDATE scenarioRevision SET compiled = $1 WHERE id = $2 AND compiled IS DISTINCT FROM $1", binds)
    }
    if removedAt != nil {
      try session.execute("UPDATE scenario SET removedAt = NULL WHERE id = $1", PostgresBindings(scenarioID))
    }
    let change: AddOutcome.Change = removedAt != nil ? .revived : (addedRevision ? .newRevision : .unchanged)
    return AddOutcome(
      name: input.name, scenarioID: ScenarioID(rawValue: scenarioID), revisionID: RevisionID(rawValue: revisionID),
      revision: number, change: change, addedRevision: addedRevision)
  }

  private func insertRevision(_ input: ScenarioInput, scenarioID: Int64, number: Int, now: Int64) throws -> Int64 {
    var binds = PostgresBindings()
    binds.append(scenarioID)
    binds.append(Int64(number))
    binds.append(input.fileName)
    binds.append(input.sourceFormat.rawValue)
    binds.append(input.source)
    binds.append(input.summary)
    binds.append(now)
    binds.append(input.compiled.map { ByteBuffer(bytes: $0) })
    return try session.query(
      """
      INSERT INTO scenarioRevision (scenarioId, number, fileName, sourceFormat, source, summary, createdAt, compiled)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
      """, binds)[0].int(0)
  }

  private func replaceTags(of scenarioID: Int64, with tags: [String]) throws {
    try session.execute("DELETE FROM scenarioTag WHERE scenarioId = $1", PostgresBindings(scenarioID))
    let unique = Array(Set(tags))
    guard !unique.isEmpty else { return }
    var binds = PostgresBindings()
    binds.append(scenarioID)
    binds.append(unique)
    try session.execute("INSERT INTO scenarioTag (scenarioId, tag) SELECT $1, unnest($2::text[])", binds)
  }

  func currentScenarioNames() throws -> Set<String> {
    Set(try session.query("SELECT name FROM scenario WHERE removedAt IS NULL").map { try $0.text(0) })
  }

  @discardableResult
  func removeScenario(named name: String) throws -> Bool {
    let id = try scenarioID(name, allowRemoved: true)
    var binds = PostgresBindings()
    binds.append(Date().catalogMilliseconds)
    binds.append(id)
    return try session.execute("UPDATE scenario SET removedAt = $1 WHERE id = $2 AND removedAt IS NULL", binds) > 0
  }
}
