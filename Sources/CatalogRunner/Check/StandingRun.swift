import CatalogStorage

extension Check {
  /// What a check keeps of a latest run a result may stand on (`LatestRun`, by `RunKey`): the
  /// run, its revision and its timeline. A check of 100,000 scenarios holds one per scenario
  /// and profile, so it keeps these 24 bytes rather than the row's 56.
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
