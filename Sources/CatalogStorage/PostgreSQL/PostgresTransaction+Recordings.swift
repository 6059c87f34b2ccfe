#if PostgreSQL
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func currentRecording(sameEventsAs input: RecordingInput, scenarioID: Int64) throws -> (
    id: Int64, number: Int, contentHash: String, revisionID: Int64?
  )? {
    // `IS NOT DISTINCT FROM`: SQLite's `IS`, equal when both are NULL. `strpos` is 0 without a
    // line break, so the events are then the whole text, as `RecordingInput.events` has it.
    let row = try session.query(
      """
      SELECT id, number, contentHash, scenarioRevisionId FROM recording
      WHERE scenarioId = $1 AND supersededAt IS NULL AND iosVersion = $2
        AND sdkVersion IS NOT DISTINCT FROM $3::text AND device IS NOT DISTINCT FROM $4::text
        AND substr(content, strpos(content, chr(10)) + 1) = $5
      ORDER BY number LIMIT 1
      """, PostgresBindings(scenarioID, input.iosVersion, input.sdkVersion, input.device, input.events)
    ).first
    return try row.map { (try $0.int(0), try $0.count(1), try $0.text(2), try $0.optionalInt(3)) }
  }

  func nextRecordingNumber(of scenarioID: Int64) throws -> Int {
    try session.query(
      "SELECT COALESCE(MAX(number), 0) + 1 FROM recording WHERE scenarioId = $1", PostgresBindings(scenarioID)
    )[0].count(0)
  }

  func currentRecording(of scenarioID: Int64, number: Int) throws -> (id: Int64, contentHash: String)? {
    try session.query(
      "SELECT id, contentHash FROM recording WHERE scenarioId = $1 AND number = $2 AND supersededAt IS NULL",
      PostgresBindings(scenarioID, Int64(number))
    ).first.map { (try $0.int(0), try $0.text(1)) }
  }

  func supersedeRecording(_ id: Int64, at time: Int64) throws {
    try session.execute("UPDATE recording SET supersededAt = $1 WHERE id = $2", PostgresBindings(time, id))
  }

  func insertRecording(
    _ input: RecordingInput, scenarioID: Int64, number: Int, contentHash: String, revisionID: Int64?
  ) throws -> Int64 {
    let binds = PostgresBindings(
      scenarioID, Int64(number), input.content, contentHash, input.iosVersion, input.device, input.sdkVersion,
      input.recordedAt, input.recordedBy, Int64(input.eventCount), input.importedAt.catalogMilliseconds, revisionID)
    return try session.query(
      """
      INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
        recordedBy, eventCount, importedAt, scenarioRevisionId)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id
      """, binds)[0].int(0)
  }

  func removeRecording(scenario: String, number: Int, at date: Date) throws -> RecordingID? {
    let scenarioID = try scenarioID(scenario)
    guard
      let row = try session.query(
        "SELECT id FROM recording WHERE scenarioId = $1 AND number = $2 AND supersededAt IS NULL",
        PostgresBindings(scenarioID, Int64(number))
      ).first
    else { return nil }
    let id = try row.int(0)
    try session.execute(
      "UPDATE recording SET supersededAt = $1, removedAt = $1 WHERE id = $2",
      PostgresBindings(date.catalogMilliseconds, id))
    return RecordingID(rawValue: id)
  }

  func revisionWithSource(of scenarioID: Int64, hash: String) throws -> (id: Int64, number: Int)? {
    for row in try session.query(
      "SELECT id, number, source FROM scenarioRevision WHERE scenarioId = $1 ORDER BY number DESC",
      PostgresBindings(scenarioID))
    where ContentHash.sha256(try row.text(2)) == hash {
      return (try row.int(0), try row.count(1))
    }
    return nil
  }
}
#endif
