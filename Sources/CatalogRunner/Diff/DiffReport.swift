import CatalogDiff
import CatalogModel

/// What `catalog diff` found: the two sides' labels and the diff between their timelines.
package struct DiffReport: Sendable {
  /// How the text form shows the diff.
  package enum Layout: Hashable, Sendable {
    /// A unified diff (`-`/`+` lines with hunk headers).
    case unified
    /// The two timelines in two columns, `width` characters in all.
    case sideBySide(width: Int)
  }

  package var leftLabel: String
  package var rightLabel: String
  package var diff: TimelineDiff
  package var layout: Layout
  /// The scenario both sides replay, when they do: its hierarchy orders the diagram's participants.
  package var scenario: Scenario? = nil
  /// When the right side is a device recording: which, and what was compared.
  package var recording: RecordingDiffDetails? = nil
}
