import CatalogDiff
import CatalogModel
import CatalogRunner
import TransitionEngine

/// `catalog report`: one scenario's timelines under some profiles, or a diff, as a page
/// (`HTMLReport`) written to a file the user named.
package struct PageRequest: RunnerOperation, Sendable {
  package var targets: [String]
  package var profiles: [EngineProfile]
  package var against: EngineProfile?
  /// Whether profiles that cannot replay the scenario are left out (`--profile all`) rather than
  /// an error.
  package var skipsUnsupported: Bool
  package var output: String
  /// Draw the scenario's comparison with this device recording instead (Docs/recordings.md).
  package var againstRecording: RecordingReference?
  /// With a recording: compare every engine event, not only the recording's receivers and members.
  package var exact = false

  package init(
    targets: [String], profiles: [EngineProfile], against: EngineProfile?, skipsUnsupported: Bool = false,
    output: String
  ) {
    self.targets = targets
    self.profiles = profiles
    self.against = against
    self.skipsUnsupported = skipsUnsupported
    self.output = output
  }

  /// Builds the page and writes it.
  ///
  /// One target without `against`: its timeline under each profile (the newest by default), each
  /// event with its behaviour rule; a profile that cannot replay it is an error, or left out with
  /// `skipsUnsupported` (then none at all is the error). Two targets, or `against`: their diff, as `catalog diff` computes it.
  package func run(at location: CatalogLocation) throws(RunnerError) -> PageReport {
    try OutputFile.requireWritable(output, protected: location.protectedFiles)
    let html: String
    let what: String
    if againstRecording != nil {
      // A device recording: the comparison `catalog diff` makes (the engine's events restricted
      // to the recording's receivers and members unless `exact`); the engine's side is not the
      // whole replay, so it carries no rules.
      var request = DiffRequest(
        first: targets[0], second: targets.count > 1 ? targets[1] : nil, profile: profiles.first, against: against)
      request.againstRecording = againstRecording
      request.exact = exact
      let report = try request.run(at: location)
      let order = report.scenario.map(ParticipantOrder.init) ?? ParticipantOrder()
      html = HTMLReport.diff(
        report.diff,
        left: HTMLReport.Drawn(
          title: report.leftLabel, timeline: report.diff.left, order: order,
          caption: "no rules: the engine's events compared with the recording"),
        right: HTMLReport.Drawn(
          title: report.rightLabel, timeline: report.diff.right, order: order,
          caption: "no rules: recorded on a device"))
      what = "the diff of \(report.leftLabel) and \(report.rightLabel): \(report.diff.summary)"
    } else if targets.count == 2 || against != nil {
      let request = DiffRequest(
        first: targets[0], second: targets.count > 1 ? targets[1] : nil, profile: profiles.first, against: against)
      let (left, right) = try request.resolve(at: location)
      let diff = TimelineDiff.compute(left.timeline, right.timeline, options: request.options)
      html = HTMLReport.diff(diff, left: Self.drawn(left), right: Self.drawn(right))
      what = "the diff of \(left.label) and \(right.label): \(diff.summary)"
    } else {
      let subject = try Subject(targets[0], accepting: [.scenarioFile, .scenario], for: "catalog report")
      var timelines: [HTMLReport.Drawn] = []
      var firstProblem: RunnerError?
      for profile in profiles.isEmpty ? [EngineProfile.newest] : profiles {
        do {
          let replaying = try ScenarioToReplay(
            subject, profile: profile, location: location, command: "catalog report")
          let scenario = replaying.scenario
          let (timeline, explanation) = try replaying.explanation(under: profile)
          timelines.append(
            HTMLReport.Drawn(
              title: "\(scenario.name) @ \(profile.name)", timeline: timeline, explanation: explanation,
              order: ParticipantOrder(scenario)))
        } catch {
          guard skipsUnsupported else { throw error }
          firstProblem = firstProblem ?? error
        }
      }
      if timelines.isEmpty, let firstProblem { throw firstProblem }
      html = HTMLReport.timelines(title: "\(targets[0])", timelines)
      let events = timelines.reduce(0) { $0 + $1.timeline.count }
      what = "\(timelines.count) timeline\(timelines.count == 1 ? "" : "s"), \(events) events"
    }
    let outcome = try OutputFile.write(html, to: output, protected: location.protectedFiles)
    return PageReport(path: output, description: what, bytes: html.utf8.count, notes: outcome.note.map { [$0] } ?? [])
  }

  /// A side of a diff as the page draws it: with its rules when it is a replay made now.
  static func drawn(_ side: DiffRequest.Side) -> HTMLReport.Drawn {
    var drawn = HTMLReport.Drawn(
      title: side.label, timeline: side.timeline, order: side.scenario.map(ParticipantOrder.init) ?? ParticipantOrder())
    if let scenario = side.scenario, let profile = side.profile {
      let (timeline, explanation) = TransitionEngine(profile: profile).explanation(of: scenario)
      if timeline.canonicalText() == side.timeline.canonicalText() { drawn.explanation = explanation }
    }
    return drawn
  }
}

/// What `catalog report` wrote.
package struct PageReport: Sendable, Encodable {
  package var path: String
  package var description: String
  package var bytes: Int
  /// Notes for standard error (the file a symbolic link led to); not part of the JSON.
  var notes: [String] = []

  enum CodingKeys: String, CodingKey {
    case path, description, bytes
  }
}

extension PageReport: Report {
  package var messages: [String] { notes }

  package func text(style: TextStyle) -> String {
    "Wrote '\(path)' (\(bytes) bytes): \(description). Open it in a browser.\n"
  }
}
