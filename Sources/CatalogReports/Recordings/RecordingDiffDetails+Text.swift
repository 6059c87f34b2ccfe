import CatalogModel
import CatalogRunner

extension RecordingDiffDetails {
  /// What the summary line adds: the log's lines that are not in the comparison.
  package var summaryNote: String? {
    guard skippedLines > 0 else { return nil }
    return "\(skippedLines) line\(skippedLines == 1 ? "" : "s") of the log not read as events"
      + (reasons.map { ": \($0)" } ?? "")
  }

  /// The `#` lines the text form starts with.
  package var header: String {
    var device =
      "iOS \(ios)" + (sdk.map { ", SDK \(VisibleText.escaped($0))" } ?? "")
      + (self.device.map { ", \(VisibleText.escaped($0))" } ?? "")
    device += profileGiven ? "; compared under \(profile) (--profile)" : "; compared under \(profile), which covers it"
    var out = "# recording:\(number) of \(scenario): \(device)\n"
    if let revision, let scenarioRevision {
      out +=
        revision == scenarioRevision
        ? "# made against revision \(revision), the one replayed\n"
        : "# made against revision \(revision); revision \(scenarioRevision) replayed\n"
    }
    for warning in warnings { out += "# warning: \(warning)\n" }
    if exact {
      out +=
        "# every event compared (--exact): \(engineEvents) of the engine's; time, and arguments the log did not print, are not\n"
    } else {
      out +=
        "# only the recording's receivers and members compared (\(comparedEvents) of the engine's \(engineEvents) events); "
        + "'--exact' compares everything; time, and arguments the log did not print, are not compared; "
        + "event numbers below count the compared events\n"
      out += "#   receivers: \(receivers.joined(separator: ", "))\n"
      out += "#   members: \(members.joined(separator: ", "))\n"
    }
    if skippedLines > 0 {
      out +=
        "# its log had \(skippedLines) line\(skippedLines == 1 ? " that is not an event" : "s that are not events")"
      out += reasons.map { " (\($0))" } ?? " (the recording does not say why)"
      out += "; a line naming a modelled member in a form the importer does not read is refused at import\n"
    }
    out += "# \(reproduced) of \(orderings) recorded orderings reproduced"
    if differentValues > 0 {
      out += "; \(differentValues) event\(differentValues == 1 ? "" : "s") in place with different values"
    }
    out += " (Docs/recordings.md)\n"
    return out
  }
}
