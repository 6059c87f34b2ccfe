import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

extension ShowScenario.Report: Report {
  /// The summary, revisions, recent runs, baselines, then the shown revision's source.
  package func text(style: TextStyle) -> String { text(style: style, now: Date()) }

  /// The text, with run ages relative to `now`.
  package func text(style: TextStyle, now: Date) -> String {
    let shown = revision
    var out = style.bold(scenario.name) + "\n"
    if let summary = shown.summary { out += "  \(VisibleText.escaped(summary))\n" }
    if !scenario.tags.isEmpty { out += "  tags: \(scenario.tags.joined(separator: ", "))\n" }
    out += "  added \(scenario.createdAt.timestamp)"
    out += ", \(Counted.phrase(scenario.revisions.count, "revision"))\n"
    if let removedAt = scenario.removedAt {
      out += "  removed \(removedAt.timestamp) with 'catalog rm'; 'catalog add' revives it\n"
    }
    if let source = publicSource {
      out += "\n" + style.bold("PUBLIC SOURCE") + "\n"
      out += "  \(VisibleText.escaped(source.url))\n"
      if let title = source.title { out += "  \(VisibleText.escaped(title))\n" }
      let facts = [
        source.date.map { "written \($0)" }, source.ios.map { "iOS \($0)" }, source.device,
        source.feature.map { "feature \($0.rawValue)" },
      ].compactMap { $0 }
      if !facts.isEmpty { out += "  " + VisibleText.escaped(facts.joined(separator: ", ")) + "\n" }
      if let quote = source.quote {
        for line in quote.split(separator: "\n", omittingEmptySubsequences: false).reversed().drop(while: \.isEmpty)
          .reversed()
        {
          out += "  > " + VisibleText.escaped(String(line)) + "\n"
        }
      }
    }
    if !facts.isEmpty {
      out +=
        "\n" + style.bold("EXPECT")
        + " (\(Counted.phrase(facts.count, "fact")), checked by 'catalog run' and 'catalog check')\n"
      for (index, fact) in facts.enumerated() {
        out += "  \(index + 1). \(VisibleText.escaped(fact.description))  (line \(fact.location.line))\n"
      }
    }

    out += "\n" + style.bold("REVISIONS") + "\n"
    for revision in scenario.revisions.reversed() {
      out += "  \(TextColumn.pad(String(revision.number), 4))\(revision.createdAt.timestamp)  "
      out += VisibleText.escaped(revision.fileName)
      out += revision.number == shown.number ? "  (shown below)\n" : "\n"
    }

    out += "\n" + style.bold("RUNS") + "\n"
    if runs.isEmpty { out += "  none yet\n" }
    let profileWidth = (runs.map(\.profile.count).max() ?? 0) + 2
    for (profile, runs) in runs {
      for (index, run) in runs.enumerated() {
        out += "  " + TextColumn.pad(index == 0 ? profile : "", profileWidth)
        out +=
          TextColumn.pad("#\(run.id)", 8) + TextColumn.pad(run.status.rawValue, 12)
          + TextColumn.pad("\(run.eventCount) events", 12)
        out += "\(run.startedAt.timestamp) (\(RelativeTime.string(for: run.startedAt, now: now)))"
        out += "  revision \(run.revision), rules \(run.profileRulesVersion)\n"
      }
    }

    out += "\n" + style.bold("BASELINES") + "\n"
    if baselines.isEmpty { out += "  none\n" }
    let baselineWidth = (baselines.map(\.profile.count).max() ?? 0) + 2
    for baseline in baselines {
      out += "  " + TextColumn.pad(baseline.profile, baselineWidth)
      out += "\(baseline.eventCount) events, rules \(baseline.profileRulesVersion), accepted by \(baseline.acceptedBy) "
      out += "at \(baseline.acceptedAt.timestamp)"
      out += baseline.runID.map { " from run #\($0)" } ?? " (imported)"
      out += "\n"
    }

    out += "\n" + style.bold("RECORDINGS") + "\n"
    if scenario.isRemoved {
      out +=
        recordings.isEmpty
        ? "  none\n"
        : "  \(Counted.phrase(recordings.count, "recording")), hidden while the scenario is removed; 'catalog add' revives them\n"
    } else if recordings.isEmpty {
      out += "  none ('catalog record import LOG --scenario \(scenario.name)' adds one)\n"
    }
    let latest = scenario.latest?.number
    for recording in recordings {
      out +=
        "  " + TextColumn.pad("recording:\(recording.number)", 14) + "iOS \(VisibleText.escaped(recording.iosVersion))"
      if let sdk = recording.sdkVersion { out += " (SDK \(VisibleText.escaped(sdk)))" }
      if let device = recording.device { out += ", \(VisibleText.escaped(device))" }
      out += ", \(Counted.phrase(recording.eventCount, "event"))"
      if let at = recording.recordedAt { out += ", recorded \(VisibleText.escaped(at))" }
      if let by = recording.recordedBy { out += " by \(VisibleText.escaped(by))" }
      out += ", imported \(recording.importedAt.timestamp)"
      if let made = recording.revision {
        out += ", against revision \(made)" + (made == latest ? "" : " (the scenario has changed since)")
      } else {
        out += ", against an unknown revision"
      }
      if let major = IOSVersion(recording.iosVersion)?.major, let profile = EngineProfile.covering(iOSMajor: major) {
        out += "; compared under \(profile.name)"
      }
      out += "\n"
    }

    out += "\n" + style.bold("SOURCE") + " \(VisibleText.escaped(shown.fileName)), revision \(shown.number)\n"
    // The source as text to read; `--source` prints it byte for byte.
    out += VisibleText.escaped(shown.source, keepingLines: true)
    if !shown.source.hasSuffix("\n") { out += "\n" }
    return out
  }

  /// `{"url", "title", "date", "ios", "device", "feature", "quote"}` of `source:`.
  struct PublicSourceDocument: Encodable {
    let url: String
    @Nullable var title: String?
    @Nullable var date: String?
    @Nullable var ios: String?
    @Nullable var device: String?
    @Nullable var feature: String?
    @Nullable var quote: String?
  }

  struct RecordingDocument: Encodable {
    let number: Int
    let ios: String
    @Nullable var sdk: String?
    @Nullable var device: String?
    @Nullable var recordedAt: String?
    @Nullable var recordedBy: String?
    let events: Int
    let importedAt: String
    @Nullable var profile: String?
    @Nullable var revision: Int?
  }

  struct RevisionDocument: Encodable {
    let number: Int
    let createdAt: String
    let fileName: String
    @Nullable var summary: String?
  }

  struct ProfileRuns: Encodable {
    let profile: String
    let runs: [RunDocument]
  }

  /// `{"name", "tags", "createdAt", "removedAt", "revisions": [{"number", "createdAt", "fileName",
  /// "summary"}], "revision", "source", "runs": [{"profile", "runs": [run…]}], "baselines":
  /// [baseline…], "recordings": [{"number", "ios", "sdk", "device", "recordedAt", "recordedBy",
  /// "events", "importedAt", "profile", "revision"}], "publicSource", "facts"}`, `revision` and
  /// `source` being the shown revision's (a recording's `revision`: the one it was made against).
  /// A removed scenario lists the recordings it keeps hidden.
  struct Document: Encodable {
    let name: String
    let tags: [String]
    let createdAt: String
    @Nullable var removedAt: String?
    let revisions: [RevisionDocument]
    let revision: Int
    let source: String
    let runs: [ProfileRuns]
    let baselines: [StoredBaselineDocument]
    let recordings: [RecordingDocument]
    @Nullable var publicSource: PublicSourceDocument?
    let facts: [String]

    init(_ report: ShowScenario.Report) {
      let scenario = report.scenario
      name = scenario.name
      tags = scenario.tags
      createdAt = scenario.createdAt.timestamp
      removedAt = scenario.removedAt?.timestamp
      revisions = scenario.revisions.map {
        RevisionDocument(
          number: $0.number, createdAt: $0.createdAt.timestamp, fileName: $0.fileName, summary: $0.summary)
      }
      revision = report.revision.number
      source = report.revision.source
      runs = report.runs.map { ProfileRuns(profile: $0.profile, runs: $0.runs.map(RunDocument.init)) }
      baselines = report.baselines.map(StoredBaselineDocument.init)
      recordings = report.recordings.map { recording in
        RecordingDocument(
          number: recording.number, ios: recording.iosVersion, sdk: recording.sdkVersion, device: recording.device,
          recordedAt: recording.recordedAt, recordedBy: recording.recordedBy, events: recording.eventCount,
          importedAt: recording.importedAt.timestamp,
          profile: IOSVersion(recording.iosVersion).flatMap { EngineProfile.covering(iOSMajor: $0.major)?.name },
          revision: recording.revision)
      }
      publicSource = report.publicSource.map {
        PublicSourceDocument(
          url: $0.url, title: $0.title, date: $0.date, ios: $0.ios, device: $0.device, feature: $0.feature?.rawValue,
          quote: $0.quote)
      }
      facts = report.facts.map(\.description)
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
