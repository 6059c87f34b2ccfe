import CatalogStorage
import Foundation

/// Everything `catalog check` found, for every output: text, JSON, JUnit, annotations, Markdown.
public struct CheckReport: Sendable {
  /// Sorted by scenario, then profile.
  public var items: [CheckItem]
  public var groups: [ChangeGroup]
  public var batchID: BatchID?
  /// The folder checked, if one was.
  public var folder: String?
  public var allowNew: Bool
  public var seconds: Double

  /// How many items have each outcome.
  public func count(_ outcome: CheckOutcome) -> Int {
    items.reduce(0) { $0 + ($1.outcome == outcome ? 1 : 0) }
  }

  /// Whether the check passes: every item passed (or is new, with `allowNew`).
  public var passed: Bool {
    items.allSatisfy { $0.outcome == .passed || ($0.outcome == .new && allowNew) }
  }

  /// The items that make the check fail, in report order.
  public var problems: [CheckItem] {
    items.filter { !($0.outcome == .passed || ($0.outcome == .new && allowNew)) }
  }

  /// The path of an item's scenario file for annotations: inside the checked folder when there is one.
  public func path(of item: CheckItem) -> String? {
    guard let fileName = item.fileName else { return nil }
    guard let folder else { return fileName }
    return (folder.hasSuffix("/") ? folder : folder + "/") + fileName
  }
}

extension CheckReport: Report {
  public func text(style: TextStyle) -> String { summaryText(style: style) }
  public var outcome: ReportOutcome { passed ? .success : .difference }
}
