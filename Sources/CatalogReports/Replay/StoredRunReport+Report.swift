import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

extension StoredRunReport: LineReport {
  /// Exit 2 when a stored scenario no longer reads or replays as a valid one (such as one past
  /// the limits of Docs/scenario-format.md): its run is recorded as `invalid`, and the list says
  /// why. Otherwise a fact that does not hold makes `catalog run` exit 1.
  package var outcome: ReportOutcome {
    if outcomes.contains(where: { if case .invalid = $0.status { true } else { false } }) { return .invalidInput }
    return outcomes.contains { $0.facts.failedCount > 0 } ? .difference : .success
  }

  /// One line per run (every run when there are at most 100, else only the ones without a
  /// timeline), then the batch.
  package func text(style: TextStyle) -> String {
    var out = ""
    let detailed = outcomes.count <= 100
    let nameWidth = min(40, outcomes.map(\.origin.name.count).max() ?? 0)
    for outcome in outcomes where detailed || outcome.timeline == nil {
      let status = outcome.status.recorded.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
      let name = outcome.origin.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let profile = outcome.profile.name.padding(toLength: 9, withPad: " ", startingAt: 0)
      let detail =
        outcome.timeline.map { "\($0.timeline.count) events  \($0.digest.prefix(12))" }
        ?? outcome.status.message ?? ""
      out += "\(status)\(name)  \(profile) \(detail)\n"
    }
    let held = outcomes.reduce(0) { $0 + $1.facts.heldCount }
    let failed = outcomes.reduce(0) { $0 + $1.facts.failedCount }
    if held + failed > 0 {
      out +=
        "Facts (expect:): \(held) held, \(failed) not holding"
        + (failed > 0 ? " (each is on standard error, with the events that break it).\n" : ".\n")
    }
    let timelines = batch.newTimelineCount
    out +=
      "Recorded batch \(batch.batchID): \(summary); \(timelines) new timeline\(timelines == 1 ? "" : "s") "
      + "in \(String(format: "%.2f", seconds)) s. See 'catalog list' and 'catalog show NAME'.\n"
    return out
  }

  /// Each run's timeline as JSON Lines, after a header object naming the run: `{"scenario",
  /// "revision", "profile", "rulesVersion", "run", "status"}`; a run without a timeline is its
  /// header alone, with its `message`.
  package func jsonLines() -> String {
    var out = ""
    for (outcome, run) in zip(outcomes, batch.runIDs) {
      out += "{\"scenario\": " + JSONText.string(outcome.origin.name)
      out += ", \"revision\": " + (outcome.origin.revision.map(String.init) ?? "null")
      out += ", \"profile\": " + JSONText.string(outcome.profile.name)
      out += ", \"rulesVersion\": \(outcome.profile.rulesVersion), \"run\": \(run.rawValue)"
      out += ", \"status\": " + JSONText.string(outcome.status.recorded.rawValue)
      if let message = outcome.status.message { out += ", \"message\": " + JSONText.string(message) }
      out += "}\n"
      if let timeline = outcome.timeline { out += timeline.timeline.jsonLines() }
    }
    return out
  }
}

extension StoredRunReport {
  /// Each fact that does not hold, for standard error: the scenario, the profile, the fact and why.
  package var messages: [String] {
    outcomes.flatMap { outcome in
      outcome.facts.failed.map { verdict in
        "error: \(outcome.origin.name) (\(outcome.origin.fileName):\(verdict.line):\(verdict.column)): fact "
          + "\(verdict.number) does not hold under \(outcome.profile.name): \(verdict.fact)\n  \(verdict.reason ?? "")"
          + verdict.lines.map { "\n    " + $0 }.joined()
      }
    }
  }
}

extension StoredRunReport: Encodable {
  struct RunDocument: Encodable {
    let scenario: String
    @Nullable var revision: Int?
    let profile: String
    let rulesVersion: Int
    let status: String
    let run: Int64
    let events: Int
    @Nullable var timelineHash: String?
    @Nullable var message: String?
    let facts: [FactVerdict]
  }

  /// `{"batch", "summary", "newTimelines", "runs": [{"scenario", "revision", "profile",
  /// "rulesVersion", "status", "run", "events", "timelineHash", "message", "facts"}]}`.
  struct Document: Encodable {
    let batch: Int64
    let summary: String
    let newTimelines: Int
    let runs: [RunDocument]

    init(_ report: StoredRunReport) {
      batch = report.batch.batchID.rawValue
      summary = report.summary
      newTimelines = report.batch.newTimelineCount
      runs = zip(report.outcomes, report.batch.runIDs).map { outcome, run in
        RunDocument(
          scenario: outcome.origin.name, revision: outcome.origin.revision, profile: outcome.profile.name,
          rulesVersion: outcome.profile.rulesVersion, status: outcome.status.recorded.rawValue, run: run.rawValue,
          events: outcome.timeline?.timeline.count ?? 0, timelineHash: outcome.timeline?.digest,
          message: outcome.status.message, facts: outcome.facts)
      }
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
