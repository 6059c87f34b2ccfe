import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

extension ImportRecording.Report: Report {
  package func text(style: TextStyle) -> String {
    var out: String
    let against = revision.map { " against revision \($0)" } ?? ""
    switch change {
    case .unchanged:
      out = "'\(scenario)' already has this recording, recording:\(number); nothing was added.\n"
    case .sameEvents:
      out =
        "'\(scenario)' already has these events as recording:\(number) (the same iOS version, SDK and device; its "
        + "header is kept); nothing was added. 'catalog record rm \(scenario) recording:\(number)' removes it, to "
        + "import this log in its place.\n"
    case .retied:
      out =
        "Recorded recording:\(number) of '\(scenario)' again\(against): the same events as before, made against another "
        + "revision (the previous recording is kept as history).\n"
    case .created, .superseded:
      out =
        "Recorded recording:\(number) of '\(scenario)' from '\(VisibleText.escaped(path))'\(against): "
        + Counted.phrase(events, "event")
      if skippedLines > 0 {
        out += "; \(Counted.phrase(skippedLines, "line")) skipped (\(skipped.phrase))"
        if !unmodelled.isEmpty {
          out += "; members the catalog does not model: "
          out += unmodelled.map {
            "\(VisibleText.escaped($0.member)) on line \($0.line)" + ($0.count > 1 ? " and \($0.count - 1) more" : "")
          }
          .joined(separator: ", ")
        }
      }
      out += ".\n"
    }
    for warning in warnings { out += "warning: \(warning)\n" }
    out += "iOS \(ios): " + (profile.map { "compared under \($0)" } ?? "older than every profile") + ". "
    out += "Next: catalog diff \(scenario) --against recording:\(number)\n"
    return out
  }

  /// `{"catalog", "scenario", "recording", "change", "source", "revision", "events", "skippedLines",
  /// "skipped": {"notCallbacks", "unmodelledMembers", "blocks", "skippedClasses"}, "unmodelled":
  /// [{"line", "member", "count"}], "ios", "profile", "warnings"}`.
  struct Document: Encodable {
    let catalog: String
    let scenario: String
    let recording: Int
    let change: String
    let source: String
    @Nullable var revision: Int?
    let events: Int
    let skippedLines: Int
    let skipped: RecordingHeader.Skipped
    let unmodelled: [ConsoleLogImport.Unmodelled]
    let ios: String
    @Nullable var profile: String?
    let warnings: [String]

    init(_ report: ImportRecording.Report) {
      catalog = report.catalogPath
      scenario = report.scenario
      recording = report.number
      change =
        switch report.change {
        case .created: "created"
        case .superseded: "superseded"
        case .unchanged: "unchanged"
        case .sameEvents: "sameEvents"
        case .retied: "retied"
        }
      source = report.path
      revision = report.revision
      events = report.events
      skippedLines = report.skippedLines
      skipped = report.skipped
      unmodelled = report.unmodelled
      ios = report.ios
      profile = report.profile
      warnings = report.warnings
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
