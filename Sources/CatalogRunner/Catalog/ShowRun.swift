import CatalogModel
import CatalogStorage

/// `catalog show RUN`: a run's record and the timeline it produced.
///
/// For example:
/// ```swift
/// let report = try ShowRun(id: RunID(rawValue: 42)).run(at: location)
/// print(report.timeline?.canonicalText() ?? "")
/// ```
public struct ShowRun: Sendable {
  public var id: RunID

  public init(id: RunID) {
    self.id = id
  }

  /// A run and its timeline.
  public struct Report: Sendable {
    public var run: StoredRun
    /// Nil when the run produced none (its status says why).
    public var timeline: Timeline?
  }

  /// Reads the run from the catalog at `location`, which must exist.
  ///
  /// - Throws: `RunnerError.noCatalog`, or `.invalidInput` when there is no such run.
  public func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    try run(in: try location.openForReading())
  }

  /// Reads the run from `catalog`.
  public func run(in catalog: CatalogDatabase) throws(RunnerError) -> Report {
    guard let run = try StoreCall.run(catalog, { try catalog.run(id: id) }) else {
      throw .invalidInput(
        "no run #\(id) in the catalog: 'catalog show NAME' lists a scenario's recent runs")
    }
    let timeline = try StoreCall.run(catalog) { try catalog.timeline(run: id) }
    return Report(run: run, timeline: timeline)
  }
}
