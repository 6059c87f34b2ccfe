import CatalogModel
import CatalogRunner
import CatalogStorage

extension CheckAndAccept: Report {
  package var messages: [String] { check.messages + (acceptance?.messages ?? []) }

  package func text(style: TextStyle) -> String {
    check.summaryText(style: style, accepted: acceptance != nil) + (acceptance?.text(style: style) ?? "")
  }

  /// A difference while failed or obsolete results, or `expect:` facts that do not hold, remain:
  /// accepting cannot fix them.
  package var outcome: ReportOutcome {
    guard acceptance != nil else { return check.outcome }
    return check.items.contains { $0.outcome == .failed || $0.outcome == .obsolete } || check.factCounts.failed > 0
      ? .difference : .success
  }

  /// `{"check": {check report…}, "acceptance": {acceptance…} or null}`.
  struct Document: Encodable {
    let check: CheckReport
    @Nullable var acceptance: AcceptanceReport?
  }

  package func encode(to encoder: any Encoder) throws {
    try Document(check: check, acceptance: acceptance).encode(to: encoder)
  }
}
