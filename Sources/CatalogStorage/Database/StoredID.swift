/// The id of a stored row, typed by what it identifies, so that a run id cannot be passed where a
/// batch id is expected.
///
/// For example:
/// ```swift
/// let run: RunID = recorded.runIDs[0]
/// print("run #\(run)")   // run #42
/// ```
package struct StoredID<Subject>: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The row's `id` column.
  package let rawValue: Int64

  package init(rawValue: Int64) {
    self.rawValue = rawValue
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  package var description: String { String(rawValue) }
}

/// The id of a scenario (`scenario.id`).
package typealias ScenarioID = StoredID<StoredScenario>
/// The id of one revision of a scenario's source (`scenarioRevision.id`).
package typealias RevisionID = StoredID<StoredRevision>
/// The id of a run (`run.id`).
package typealias RunID = StoredID<StoredRun>
/// The id of a batch: one `run` or `check` invocation (`batch.id`).
package typealias BatchID = StoredID<StoredBatch>
/// The id of a baseline, current or superseded (`baseline.id`).
package typealias BaselineID = StoredID<StoredBaseline>
/// The id of a distinct stored timeline (`timeline.id`).
package typealias TimelineID = StoredID<StoredTimeline>
/// The id of a recording, current or superseded (`recording.id`).
package typealias RecordingID = StoredID<StoredRecording>
