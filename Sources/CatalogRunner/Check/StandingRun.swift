import CatalogStorage

extension Check {
  /// What a check keeps of a latest run a result may stand on (`LatestRun`): the run, its
  /// revision and its timeline. A check of 100,000 scenarios holds one per scenario and profile,
  /// so it keeps these 24 bytes rather than the row's 56.
  ///
  /// A latest run a check may stand on instead of recording runs of its own was made under the
  /// profile's current rules and this catalog version, and did not fail. A check reuses one
  /// without replaying when its revision is the scenario's latest and its timeline the
  /// baseline's (`--no-reuse` replays anyway), and records a replay that gave that timeline again
  /// by pointing at it. The engine is deterministic, and a change to it that changes any
  /// timeline bumps its profile's rules version (`EngineProfile.rulesVersion`), so such a replay
  /// would give the same timeline again.
  struct StandingRun {
    var runID: RunID
    var revisionID: RevisionID
    var timelineID: TimelineID

    init(_ run: LatestRun) {
      runID = run.runID
      revisionID = run.revisionID
      timelineID = run.timelineID
    }
  }
}
