/// What keeping one recording did.
package struct RecordingOutcome: Hashable, Sendable {
  package enum Change: Hashable, Sendable {
    /// A new number of the scenario.
    case created
    /// Other content under a number the scenario had: the previous recording is kept as history.
    case superseded(RecordingID)
    /// The scenario already has this content under this number: nothing was added.
    case unchanged
    /// The scenario's current recording `number` has the same events, iOS version, SDK and
    /// device, made against the same revision (only the header's log name, skipped lines, map or
    /// notes differ): nothing was added.
    case sameEvents
    /// The scenario's current recording `number` has the same events, iOS version, SDK and
    /// device, made against another revision: the new content supersedes it (history kept), tied
    /// to this one.
    case retied(RecordingID)
  }

  package var scenario: String
  package var number: Int
  package var id: RecordingID
  package var change: Change
  /// The number of the scenario revision the recording is tied to; nil when none has its source.
  package var revision: Int?
}
