import CatalogDiff
import CatalogModel

// `--format mermaid` and `--format trace` (Docs/diagrams.md): the reports that hold timelines
// or a diff.

/// A timeline as pictures name it: `scenario @ profile` as its title, and the longer label of the
/// `%%` line that separates several diagrams.
public struct TitledTimeline: Sendable {
  public var title: String
  public var label: String
  public var timeline: Timeline
}

/// A report of timelines, drawn the same way whatever command made it.
public protocol TimelinesReport: DiagramReport, TraceReport {
  /// The report's timelines, in its order.
  var titledTimelines: [TitledTimeline] { get }
}

extension TimelinesReport {
  public func mermaid() -> String {
    Self.joined(titledTimelines.map { ($0.label, SequenceDiagram.timeline($0.timeline, title: $0.title)) })
  }

  public func trace() -> TraceEvents {
    TraceEvents(titledTimelines.map { .init(title: $0.title, timeline: $0.timeline) })
  }
}

extension FileRunReport: TimelinesReport {
  public var titledTimelines: [TitledTimeline] {
    timelines.map { path, scenario, profile, timeline in
      let title = "\(scenario) @ \(profile.name)"
      return TitledTimeline(
        title: title, label: "\(title) (rules \(profile.rulesVersion)): \(path)", timeline: timeline)
    }
  }
}

extension StoredRunReport: TimelinesReport {
  /// Each run that has a timeline.
  public var titledTimelines: [TitledTimeline] {
    outcomes.compactMap { outcome in
      guard let timeline = outcome.timeline?.timeline else { return nil }
      let title = "\(outcome.origin.name) @ \(outcome.profile.name)"
      return TitledTimeline(title: title, label: title + " (rules \(outcome.profile.rulesVersion))", timeline: timeline)
    }
  }
}

extension ShowRun.Report: TimelinesReport {
  public var titledTimelines: [TitledTimeline] {
    guard let timeline else { return [] }
    let title = "run \(run.id): \(run.scenario) @ \(run.profile)"
    return [TitledTimeline(title: title, label: title, timeline: timeline)]
  }
}

extension DiffReport: DiagramReport {
  public func mermaid() -> String {
    SequenceDiagram.diff(diff, title: "\(leftLabel) → \(rightLabel): \(diff.summary)")
  }
}
