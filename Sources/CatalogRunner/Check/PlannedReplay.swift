import CatalogStorage

extension Check {
  /// A scenario a stored check replays, as it waits for its chunk: the scenario's index in the
  /// check's list of scenarios, the index of its profiles in the check's distinct lists of
  /// profiles, and where what it is compared with under each of them begins in the check's list
  /// of `Comparison`s (one per profile). Its `StoredReplay.Job` is made when its chunk is read: a
  /// job costs about 100 bytes, a list of profiles and a list of baselines of its own, this costs 12.
  struct PlannedReplay {
    var scenario: Int32
    var profiles: Int32
    var firstComparison: Int32

    /// What a replay under one profile is compared with: its baseline, and the latest run of the
    /// same revision whose timeline is that baseline's (a replay that gives that timeline again
    /// stands on it rather than recording a run). Planned per replay, so that a check lets go of
    /// its table of every baseline once it has planned.
    struct Comparison {
      var baseline: Baseline?
      var standingRun: RunID?
    }
  }
}
