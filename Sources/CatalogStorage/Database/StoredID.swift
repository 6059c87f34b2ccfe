/// The id of a stored row, typed by what it identifies, so that a run id cannot be passed where a
/// batch id is expected.
///
/// For example:
/// ```swift
/// let run: RunID = recorded.runIDs[0]
/// print("run #\(run)")   // run #42
/// ```
public struct StoredID<Subject>: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The row's `id` column.
  public let rawValue: Int64

  public init(rawValue: Int64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { String(rawValue) }
}

/// The id of a scenario (`scenario.id`).
public typealias ScenarioID = StoredID<StoredScenario>
/// The id of one revision of a scenario's source (`scenarioRevision.id`).
public typealias RevisionID = StoredID<StoredRevision>
/// The id of a run (`run.id`).
public typealias RunID = StoredID<StoredRun>
/// The id of a batch: one `run` or `check` invocation (`batch.id`).
public typealias BatchID = StoredID<StoredBatch>
/// The id of a baseline, current or superseded (`baseline.id`).
public typealias BaselineID = StoredID<StoredBaseline>
/// The id of a distinct stored timeline (`timeline.id`).
public typealias TimelineID = StoredID<StoredTimeline>
/// The id of a recording, current or superseded (`recording.id`).
public typealias RecordingID = StoredID<StoredRecording>
