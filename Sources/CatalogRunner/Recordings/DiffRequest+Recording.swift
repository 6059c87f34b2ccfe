import CatalogDiff
import CatalogModel
import TransitionEngine

extension DiffRequest {
  /// `diff X --against recording[:N]`: scenario X (a file, or a stored scenario) replayed under the
  /// profile that covers the recording's iOS version (or `profile`), and compared with the
  /// recording: the engine's timeline on the left, the device's on the right.
  ///
  /// - Throws: `RunnerError.invalidInput` for two sides, a scenario without that recording, or a
  ///   profile that cannot replay the scenario.
  func compare(with reference: RecordingReference, at location: CatalogLocation) throws(RunnerError) -> DiffReport {
    guard second == nil else {
      throw .invalidInput(
        "'--against \(reference)' compares one scenario with its recording; give one scenario, not two")
    }
    let subject = try Subject(first, accepting: Self.scenarioKinds, for: Self.command + " --against \(reference)")
    let recorded = try RecordedScenario(subject, location: location, command: Self.command)
    let chosen = try recorded.recording(reference)
    let recording = chosen.recording
    let provenance = recorded.provenance(of: chosen)
    if let refusal = provenance.refusal { throw .invalidInput(refusal) }
    let profile = try RecordingReplay.profile(for: recording, given: self.profile)
    let replay = try RecordingReplay(
      recorded.scenario, scenarioPath: recorded.scenarioPath, recording: recording, profile: profile, exact: exact,
      context: options.context, kinds: options.kinds)
    let comparison = replay.comparison
    let header = recording.header
    let details = RecordingDiffDetails(
      scenario: recorded.scenario.name, number: chosen.number, header: header, profile: profile.name,
      profileGiven: self.profile != nil, exact: exact,
      comparison: RecordingComparisonSummary(
        receivers: comparison.receivers, members: comparison.members, comparedEvents: comparison.diff.left.count,
        engineEvents: replay.timeline.count, reproduced: comparison.reproduced, orderings: comparison.orderings.count,
        differentValues: comparison.differentValues),
      provenance: provenance)
    return DiffReport(
      leftLabel: "\(recorded.scenario.name) @ \(profile.name)",
      rightLabel: "recording:\(chosen.number) \(recorded.scenario.name) (iOS \(header.ios))", diff: comparison.diff,
      layout: layout, recording: details)
  }
}
