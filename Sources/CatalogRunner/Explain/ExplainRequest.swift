import CatalogModel
import TransitionEngine

/// `catalog explain FILE|NAME`: a scenario replayed under one profile, each event with the
/// behaviour rule that produced it.
///
/// For example:
/// ```swift
/// let report = try ExplainRequest(target: "fixtures/dimming-presentation.yaml", profile: .uikit17,
///                                 location: .default).run()
/// print(report.text(style: .plain))
/// ```
public struct ExplainRequest: Sendable {
  public var target: String
  public var profile: EngineProfile
  /// Only this event (its position, `seq`, from 0).
  public var event: Int?
  public var location: CatalogLocation

  public init(target: String, profile: EngineProfile, event: Int? = nil, location: CatalogLocation) {
    self.target = target
    self.profile = profile
    self.event = event
    self.location = location
  }

  /// - Throws: `RunnerError` for an unknown or invalid scenario, a profile that cannot replay it,
  ///   or an event position outside the timeline.
  public func run() throws(RunnerError) -> ExplainReport {
    let subject = try Subject(target, accepting: [.scenarioFile, .scenario], for: "catalog explain")
    let scenario = try ScenarioToReplay(subject, profile: profile, location: location, command: "catalog explain")
      .scenario
    let (timeline, rules) = TransitionEngine(profile: profile).explain(scenario)
    var lines = CanonicalRenderer(timeline)
    var events = timeline.events.indices.map { index in
      ExplainReport.Event(seq: index, line: lines.line(index), rule: rules[index])
    }
    if let event {
      guard events.indices.contains(event) else {
        throw .invalidInput(
          "'--event \(event)': the timeline of '\(scenario.name)' under \(profile.name) has events 0 to \(events.count - 1)"
        )
      }
      events = [events[event]]
    }
    return ExplainReport(scenario: scenario.name, profile: profile, events: events)
  }
}
