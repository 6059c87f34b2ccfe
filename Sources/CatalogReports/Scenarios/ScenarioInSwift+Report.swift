import CatalogRunner

extension ScenarioInSwift.Report: Report {
  /// The Swift source, whatever the style.
  package func text(style: TextStyle) -> String { swift }
}
