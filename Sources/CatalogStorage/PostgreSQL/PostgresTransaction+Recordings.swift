import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    try inputs.map { input in
      let scenarioID = try scenarioID(input.scenario)
      guard !input.iosVersion.isEmpty else {
        throw StorageError.invalidInput("a recording of '\(input.scenario)' needs the iOS version it was made on")
      }
      let hash = RecordingInput.contentHash(input.content)
      let number: Int
      if let given = input.number {
        guard given >= 1 else {
          throw StorageError.invalidInput("recording numbers start at 1; '\(input.scenario)' got \(given)")
        }
        number = given
      } else if let row = try session.query(
        """
        SELECT id, number FROM recording
        WHERE scenarioId = $1 AND contentHash = $2 AND supersededAt IS NULL ORDER BY number LIMIT 1
        """, PostgresBindings(scenarioID, hash)
      ).first {
        return RecordingOutcome(
          scenario: input.scenario, number: try row.count(1), id: RecordingID(rawValue: try row.int(0)),
          change: .unchanged)
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
        if try row.text(1) == hash {
          return RecordingOutcome(
            scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: .unchanged)
        }
        try session.execute("UPDATE recording SET supersededAt = $1 WHERE id = $2", PostgresBindings(importedAt, id))
        change = .superseded(RecordingID(rawValue: id))
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
      let id = try session.query(
        """
        INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
          recordedBy, eventCount, importedAt)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id
        """, binds)[0].int(0)
      return RecordingOutcome(scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: change)
    }
  }
}
