#if PostgreSQL
import Foundation
import NIOCore
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func scenarioRow(named name: String) throws -> (
    id: Int64, removed: Bool, latest: (id: Int64, number: Int, source: String)?
  )? {
    guard
      let row = try session.query(
        """
        SELECT s.id, s.removedAt, r.id, r.number, r.source
        FROM scenario s
        LEFT JOIN LATERAL (
          SELECT id, number, source FROM scenarioRevision WHERE scenarioId = s.id ORDER BY number DESC LIMIT 1
        ) r ON true
        WHERE s.name = $1
        """, PostgresBindings(name)
      ).first
    else { return nil }
    let latest = try row.optionalInt(2).map { id in (id: id, number: try row.count(3), source: try row.text(4)) }
    return (try row.int(0), try row.optionalInt(1) != nil, latest)
  }

  func insertScenario(named name: String, now: Int64) throws -> Int64 {
    let rows = try session.query(
      "INSERT INTO scenario (name, createdAt) VALUES ($1, $2) RETURNING id", PostgresBindings(name, now))
    return try rows[0].int(0)
  }

  func refreshCompiledForm(_ compiled: [UInt8], of revisionID: Int64) throws {
    try session.execute(
      "UPDATE scenarioRevision SET compiled = $1 WHERE id = $2 AND compiled IS DISTINCT FROM $1",
      PostgresBindings(ByteBuffer(bytes: compiled), revisionID))
  }

  func rememberSource(of scenarioID: Int64, path: String, digest: String) throws {
    try session.execute(
      "UPDATE scenario SET sourcePath = $1, sourceDigest = $2 WHERE id = $3", PostgresBindings(path, digest, scenarioID)
    )
  }

  func reviveScenario(_ scenarioID: Int64) throws {
    try session.execute("UPDATE scenario SET removedAt = NULL WHERE id = $1", PostgresBindings(scenarioID))
  }

  func insertRevision(_ input: ScenarioInput, scenarioID: Int64, number: Int, now: Int64) throws -> Int64 {
    let binds = PostgresBindings(
      scenarioID, Int64(number), input.fileName, input.sourceFormat.rawValue, input.source, input.summary, now,
      input.compiled.map { ByteBuffer(bytes: $0) }, Int64(input.factCount))
    return try session.query(
      """
      INSERT INTO scenarioRevision
        (scenarioId, number, fileName, sourceFormat, source, summary, createdAt, compiled, factCount)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id
      """, binds)[0].int(0)
  }

  func replaceTags(of scenarioID: Int64, with tags: [String]) throws {
    try session.execute("DELETE FROM scenarioTag WHERE scenarioId = $1", PostgresBindings(scenarioID))
    let unique = Array(Set(tags))
    guard !unique.isEmpty else { return }
    let binds = PostgresBindings(scenarioID, unique)
    try session.execute("INSERT INTO scenarioTag (scenarioId, tag) SELECT $1, unnest($2::text[])", binds)
  }

  func currentScenarioNames() throws -> Set<String> {
    Set(try session.query("SELECT name FROM scenario WHERE removedAt IS NULL").map { try $0.text(0) })
  }

  @discardableResult
  func removeScenario(named name: String) throws -> Bool {
    let id = try scenarioID(name, allowRemoved: true)
    let binds = PostgresBindings(Date().catalogMilliseconds, id)
    return try session.execute("UPDATE scenario SET removedAt = $1 WHERE id = $2 AND removedAt IS NULL", binds) > 0
  }
}
#endif
