import CatalogDiff
import CatalogModel

// `--format mermaid` and `--format trace` (Docs/diagrams.md): the reports that hold timelines
// or a diff.

extension FileRunReport: DiagramReport {
  public func mermaid() -> String {
    Self.joined(
      timelines.map { path, scenario, profile, timeline in
        let label = "\(scenario) @ \(profile.name) (rules \(profile.rulesVersion)): \(path)"
        return (label, SequenceDiagram.timeline(timeline, title: "\(scenario) @ \(profile.name)"))
      })
  }
}

extension StoredRunReport: DiagramReport {
  /// The diagram of each run that has a timeline.
  public func mermaid() -> String {
    Self.joined(
      outcomes.compactMap { outcome in
        guard let timeline = outcome.timeline?.timeline else { return nil }
        let title = "\(outcome.origin.name) @ \(outcome.profile.name)"
        return (title + " (rules \(outcome.profile.rulesVersion))", SequenceDiagram.timeline(timeline, title: title))
      })
  }
}

extension ShowRun.Report: DiagramReport {
  public func mermaid() -> String {
    guard let timeline else { return "" }
    return SequenceDiagram.timeline(timeline, title: "run \(run.id): \(run.scenario) @ \(run.profile)")
  }
}

extension DiffReport: DiagramReport {
  public func mermaid() -> String {
    SequenceDiagram.diff(diff, title: "\(leftLabel) → \(rightLabel): \(diff.summary)")
  }
}

extension FileRunReport: TraceReport {
  public func trace() -> TraceEvents {
    TraceEvents(timelines.map { .init(title: "\($0.scenario) @ \($0.profile.name)", timeline: $0.timeline) })
  }
}

extension StoredRunReport: TraceReport {
  public func trace() -> TraceEvents {
    TraceEvents(
      outcomes.compactMap { outcome in
        outcome.timeline.map { .init(title: "\(outcome.origin.name) @ \(outcome.profile.name)", timeline: $0.timeline) }
      })
  }
}

extension ShowRun.Report: TraceReport {
  public func trace() -> TraceEvents {
    TraceEvents(timeline.map { [.init(title: "run \(run.id): \(run.scenario) @ \(run.profile)", timeline: $0)] } ?? [])
  }
}
