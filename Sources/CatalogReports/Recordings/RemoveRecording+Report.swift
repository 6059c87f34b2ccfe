import CatalogRunner

extension RemoveRecording.Report: Report {
  package func text(style: TextStyle) -> String {
    "Removed recording:\(number) of '\(scenario)' (kept in the catalog as history; 'show', 'diff', 'calibrate' and "
      + "exports leave it out). "
      + (remaining.isEmpty
        ? "It has no other recording.\n"
        : "Its recordings: \(remaining.map { "recording:\($0)" }.joined(separator: ", ")).\n")
  }
}
