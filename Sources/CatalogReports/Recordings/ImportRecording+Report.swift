import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
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

  enum CodingKeys: String, CodingKey {
    case catalog, scenario, recording, change, source, revision, events, skippedLines, skipped, unmodelled, ios
    case profile, warnings
  }

  /// `{"catalog", "scenario", "recording", "change", "source", "revision", "events", "skippedLines",
  /// "skipped": {"notCallbacks", "unmodelledMembers", "blocks", "skippedClasses"}, "unmodelled":
  /// [{"line", "member", "count"}], "ios", "profile", "warnings"}`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(catalogPath, forKey: .catalog)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(number, forKey: .recording)
    let changeName =
      switch change {
      case .created: "created"
      case .superseded: "superseded"
      case .unchanged: "unchanged"
      case .sameEvents: "sameEvents"
      case .retied: "retied"
      }
    try container.encode(changeName, forKey: .change)
    try container.encode(path, forKey: .source)
    try container.encode(revision, forKey: .revision)
    try container.encode(events, forKey: .events)
    try container.encode(skippedLines, forKey: .skippedLines)
    try container.encode(skipped, forKey: .skipped)
    try container.encode(unmodelled, forKey: .unmodelled)
    try container.encode(ios, forKey: .ios)
    try container.encode(profile, forKey: .profile)
    try container.encode(warnings, forKey: .warnings)
  }
}
