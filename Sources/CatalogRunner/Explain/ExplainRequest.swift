import CatalogModel
import TransitionEngine

/// `catalog explain FILE|NAME`: a scenario replayed under one profile, each event with the
/// behaviour rule that produced it; one event with the chain of rules, the step and the
/// decisions that led to it (`event`); or why a callback did not happen (`whyNot`).
///
/// For example:
/// ```swift
/// let report = try ExplainRequest(target: "fixtures/ios13-default-style.yaml", profile: .uikit13,
///                                 whyNot: "nav.viewWillDisappear").run(at: location)
/// print(report.text(style: .plain))   // … rule 7.1 … style pageSheet under uikit-13 …
/// ```
package struct ExplainRequest: RunnerOperation, Sendable {
  package var target: String
  package var profile: EngineProfile
  /// Only this event (its position, `seq`, from 0), with what led to it.
  package var event: Int?
  /// A callback that did not happen, `receiver.member` (`nav.viewWillDisappear`): why not.
  package var whyNot: String?

  package init(target: String, profile: EngineProfile, event: Int? = nil, whyNot: String? = nil) {
    self.target = target
    self.profile = profile
    self.event = event
    self.whyNot = whyNot
  }

  /// - Throws: `RunnerError` for an unknown or invalid scenario, a profile that cannot replay it,
  ///   an event position outside the timeline, or a `whyNot` that names no callback.
  package func run(at location: CatalogLocation) throws(RunnerError) -> ExplainReport {
    let subject = try Subject(target, accepting: [.scenarioFile, .scenario], for: "catalog explain")
    let replaying = try ScenarioToReplay(subject, profile: profile, location: location, command: "catalog explain")
    let scenario = replaying.scenario
    let query = try whyNot.map { text throws(RunnerError) in try MissingEvent(text) }
    let (timeline, explanation) = try replaying.explanation(under: profile)
    var lines = CanonicalRenderer(timeline)
    let steps = StepDescription(scenario)
    var events = timeline.events.indices.map { index in
      ExplainReport.Event(
        seq: index, line: lines.line(index), cause: explanation.causes[index], steps: steps)
    }
    var report = ExplainReport(scenario: scenario.name, profile: profile, events: events)
    if let event {
      guard events.indices.contains(event) else {
        throw .invalidInput(
          "'--event \(event)': the timeline of '\(scenario.name)' under \(profile.name) has events 0 to \(events.count - 1)"
        )
      }
      let cause = explanation.causes[event]
      let item = timeline.events[event]
      events = [events[event]]
      report.events = events
      report.detail = ExplainReport.Detail(
        time: item.time.decimalString, turn: Int(item.turn),
        decisions: explanation.decisions(for: cause).map { ExplainReport.Note($0) })
    }
    if let query {
      report.events = []
      report.whyNot = whyNot(query, timeline: timeline, explanation: explanation, scenario: scenario, steps: steps)
    }
    return report
  }

  /// The answer to `--why-not`: where the callback happens, or each time a rule withheld it, or
  /// neither (then, where other profiles make it).
  func whyNot(
    _ query: MissingEvent, timeline: Timeline, explanation: ReplayExplanation, scenario: Scenario,
    steps: StepDescription
  ) -> ExplainReport.WhyNot {
    var lines = CanonicalRenderer(timeline)
    let happens = timeline.events.indices.filter { index in
      let event = timeline.events[index]
      return query.matches(receiver: timeline.string(event.receiver), member: timeline.string(event.call))
    }
    let withheld = explanation.omissions.filter { query.matches(receiver: $0.receiver, member: $0.member.name) }
      .map { omission in
        ExplainReport.Omission(
          omission, steps: steps, decisions: explanation.decisions(for: omission).map { ExplainReport.Note($0) })
      }
    var elsewhere: [ExplainReport.Elsewhere] = []
    if happens.isEmpty && withheld.isEmpty {
      for other in EngineProfile.all where other != profile {
        let engine = TransitionEngine(profile: other)
        guard engine.diagnostics(for: scenario).isEmpty else { continue }
        let (otherTimeline, otherExplanation) = engine.explanation(of: scenario)
        var otherLines = CanonicalRenderer(otherTimeline)
        for index in otherTimeline.events.indices {
          let event = otherTimeline.events[index]
          guard query.matches(receiver: otherTimeline.string(event.receiver), member: otherTimeline.string(event.call))
          else { continue }
          let rule = otherExplanation.causes[index].rule
          elsewhere.append(
            ExplainReport.Elsewhere(
              profile: other.name, seq: index, line: otherLines.line(index), rule: rule.id, title: rule.title))
        }
      }
    }
    return ExplainReport.WhyNot(
      query: query.description, happens: happens.map { lines.line($0) }, happensAt: happens, withheld: withheld,
      elsewhere: elsewhere)
  }
}
