import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  /// Keeps recordings with their scenarios, in order, as `SQLiteTransaction.addRecordings` does:
  /// tied to the revision whose source has the input's `scenarioSHA256`; a recording without a
  /// number is the current one with the same events, iOS version, SDK and device when there is
  /// one (`.unchanged`, `.sameEvents`, or `.retied` when made against another revision).
  func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    try inputs.map { (input) throws -> RecordingOutcome in
      let scenarioID = try scenarioID(input.scenario)
      guard !input.iosVersion.isEmpty else {
        throw StorageError.invalidInput("a recording of '\(input.scenario)' needs the iOS version it was made on")
      }
      let hash = ContentHash.sha256(input.content)
      let revision = try input.scenarioSHA256.flatMap { try revisionWithSource(of: scenarioID, hash: $0) }
      func outcome(_ number: Int, _ id: Int64, _ change: RecordingOutcome.Change) -> RecordingOutcome {
        RecordingOutcome(
          scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: change,
          revision: revision?.number)
      }
      let number: Int
      var retying: Int64?
      if let given = input.number {
        guard given >= 1 else {
          throw StorageError.invalidInput("recording numbers start at 1; '\(input.scenario)' got \(given)")
        }
        number = given
      } else if let row = try sameEvents(as: input, scenarioID: scenarioID) {
        // The events are what follows the header line (the whole text when it has no line break).
        let id = try row.int(0)
        let found = try row.count(1)
        let foundRevision = try row.optionalInt(3)
        if try row.text(2) == hash { return outcome(found, id, .unchanged) }
        guard let revision, revision.id != foundRevision else { return outcome(found, id, .sameEvents) }
        number = found
        retying = id
      } else {
        number = try session.query(
          "SELECT COALESCE(MAX(number), 0) + 1 FROM recording WHERE scenarioId = $1", PostgresBindings(scenarioID)
        )[0].count(0)
      }
      let importedAt = input.importedAt.catalogMilliseconds
      var change = RecordingOutcome.Change.created
      if let row = try session.query(
        """
        SELECT id, contentHash FROM recording WHERE scenarioId = $1 AND number = $2 AND supersededAt IS NULL
        """, PostgresBindings(scenarioID, Int64(number))
      ).first {
        let id = try row.int(0)
        if try row.text(1) == hash { return outcome(number, id, .unchanged) }
        try session.execute("UPDATE recording SET supersededAt = $1 WHERE id = $2", PostgresBindings(importedAt, id))
        change = retying == id ? .retied(RecordingID(rawValue: id)) : .superseded(RecordingID(rawValue: id))
      }
      var binds = PostgresBindings()
      binds.append(scenarioID)
      binds.append(Int64(number))
      binds.append(input.content)
      binds.append(hash)
      binds.append(input.iosVersion)
      binds.append(input.device)
      binds.append(input.sdkVersion)
      binds.append(input.recordedAt)
      binds.append(input.recordedBy)
      binds.append(Int64(input.eventCount))
      binds.append(importedAt)
      binds.append(revision?.id)
      let id = try session.query(
        """
        INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
          recordedBy, eventCount, importedAt, scenarioRevisionId)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id
        """, binds)[0].int(0)
      return outcome(number, id, change)
    }
  }

  /// The scenario's current recording with the same events, iOS version, SDK and device as
  /// `input` (lowest number first): id, number, contentHash, scenarioRevisionId.
  private func sameEvents(as input: RecordingInput, scenarioID: Int64) throws -> PostgresRandomAccessRow? {
    var binds = PostgresBindings()
    binds.append(scenarioID)
    binds.append(input.iosVersion)
    binds.append(input.sdkVersion)
    binds.append(input.device)
    binds.append(input.events)
    // `IS NOT DISTINCT FROM`: SQLite's `IS`, equal when both are NULL. `strpos` is 0 without a
    // line break, so the events are then the whole text, as `RecordingInput.events` has it.
    return try session.query(
      """
      SELECT id, number, contentHash, scenarioRevisionId FROM recording
      WHERE scenarioId = $1 AND supersededAt IS NULL AND iosVersion = $2
        AND sdkVersion IS NOT DISTINCT FROM $3::text AND device IS NOT DISTINCT FROM $4::text
        AND substr(content, strpos(content, chr(10)) + 1) = $5
      ORDER BY number LIMIT 1
      """, binds
    ).first
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

  /// The revision of a scenario whose source has the SHA-256 `hash`, newest first. The hash is
  /// of the source's UTF-8 bytes (`ContentHash`), computed here as SQLite's backend does, so both
  /// tie a recording to the same revision.
  private func revisionWithSource(of scenarioID: Int64, hash: String) throws -> (id: Int64, number: Int)? {
    for row in try session.query(
      "SELECT id, number, source FROM scenarioRevision WHERE scenarioId = $1 ORDER BY number DESC",
      PostgresBindings(scenarioID))
    where ContentHash.sha256(try row.text(2)) == hash {
      return (try row.int(0), try row.count(1))
    }
    return nil
  }
}
