import CatalogRunner

extension CheckReport: Report {
  package var messages: [String] { notes }
  package func text(style: TextStyle) -> String { summaryText(style: style) }
  package var outcome: ReportOutcome { passed ? .success : .difference }
}
