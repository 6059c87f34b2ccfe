import CatalogDiff
import CatalogModel
import CatalogRunner
import TransitionEngine

// `--format mermaid` and `--format trace` (Docs/diagrams.md): the reports that hold timelines
// or a diff.

/// A timeline as pictures name it: `scenario @ profile` as its title, and the longer label of the
/// `%%` line that separates several diagrams.
package struct TitledTimeline: Sendable {
  package var title: String
  package var label: String
  package var timeline: Timeline
  /// The scenario and profile that replayed it, when known: its hierarchy orders the diagram's
  /// participants, and an explained replay of it (when it gives the same timeline) its phases.
  package var scenario: Scenario? = nil
  package var profile: EngineProfile? = nil

  /// The participant order and the transition phases for the diagram.
  func pictureContext() -> (order: ParticipantOrder, phases: [TransitionPhase]) {
    guard let scenario else { return (ParticipantOrder(), []) }
    return (
      ParticipantOrder(scenario), profile.flatMap { Self.phases(of: timeline, scenario: scenario, profile: $0) } ?? []
    )
  }

  /// The phases of `timeline`, when an explained replay of `scenario` under `profile` gives exactly
  /// that timeline (a stored run made by older rules may not).
  static func phases(of timeline: Timeline, scenario: Scenario, profile: EngineProfile) -> [TransitionPhase]? {
    let (replayed, explanation) = TransitionEngine(profile: profile).explanation(of: scenario)
    guard replayed.canonicalText() == timeline.canonicalText() else { return nil }
    return TransitionPhases.of(replayed, explanation)
  }
}

/// A report of timelines, drawn the same way whatever command made it.
package protocol TimelinesReport: DiagramReport, TraceReport {
  /// The report's timelines, in its order.
  var titledTimelines: [TitledTimeline] { get }
}

extension TimelinesReport {
  package func mermaid() -> String {
    Self.drawn(titledTimelines)
  }

  /// Each timeline's diagram, as `mermaid()` prints them.
  static func drawn(_ timelines: [TitledTimeline]) -> String {
    joined(
      timelines.map { item in
        let (order, phases) = item.pictureContext()
        return (item.label, SequenceDiagram.timeline(item.timeline, title: item.title, order: order, phases: phases))
      })
  }

  package func trace() -> TraceEvents {
    TraceEvents(titledTimelines.map { .init(title: $0.title, timeline: $0.timeline) })
  }
}

extension FileRunReport: TimelinesReport {
  package var titledTimelines: [TitledTimeline] {
    timelines.map { path, scenario, profile, timeline in
      let title = "\(scenario) @ \(profile.name)"
      return TitledTimeline(
        title: title, label: "\(title) (rules \(profile.rulesVersion)): \(path)", timeline: timeline,
        scenario: scenarios[path], profile: profile)
    }
  }
}

extension StoredRunReport: TimelinesReport {
  /// Each run that has a timeline.
  package var titledTimelines: [TitledTimeline] {
    outcomes.compactMap { outcome in
      guard let timeline = outcome.timeline?.timeline else { return nil }
      let title = "\(outcome.origin.name) @ \(outcome.profile.name)"
      return TitledTimeline(title: title, label: title + " (rules \(outcome.profile.rulesVersion))", timeline: timeline)
    }
  }
}

extension ShowRun.Report: TimelinesReport {
  package var titledTimelines: [TitledTimeline] {
    guard let timeline else { return [] }
    let title = "run \(run.id): \(run.scenario) @ \(run.profile)"
    return [
      TitledTimeline(
        title: title, label: title, timeline: timeline, scenario: scenario,
        profile: EngineProfile.named(run.profile).flatMap { $0.rulesVersion == run.profileRulesVersion ? $0 : nil })
    ]
  }

  /// A run without a timeline draws as a diagram that says why, not as nothing.
  package func mermaid() -> String {
    guard timeline == nil else { return Self.drawn(titledTimelines) }
    return SequenceDiagram.empty(
      title: "run \(run.id): \(run.scenario) @ \(run.profile)",
      reason: "no timeline: the run was \(run.status.rawValue)" + (run.message.map { ": \($0)" } ?? ""))
  }
}

extension DiffReport: DiagramReport {
  package func mermaid() -> String {
    SequenceDiagram.diff(
      diff, title: "\(leftLabel) → \(rightLabel): \(diff.summary)",
      order: scenario.map(ParticipantOrder.init) ?? ParticipantOrder())
  }
}
