import CatalogStorage
import Foundation

/// `catalog list --format json` written directly, byte for byte what `ReportEncoder` makes of the
/// `Encodable` listing (`ListScenariosTests` compares the two): a catalog of 10,000 scenarios is
/// listed in about 45 ms instead of about 400 (`catalog-benchmark store`).
extension ScenarioListing: FastJSONReport {
  func writeJSON(to out: inout [UInt8]) {
    typealias Writer = JSONTreeEncoder
    guard !scenarios.isEmpty else { return out.append(contentsOf: "[]".utf8) }
    // Runs recorded in one batch share their start second: format each second once.
    var times: [Int64: String] = [:]
    out.append(UInt8(ascii: "["))
    for (index, scenario) in scenarios.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      Writer.appendNewline(2, to: &out)
      out.append(UInt8(ascii: "{"))
      key("fileName", indent: 4, first: true, to: &out)
      Writer.appendString(scenario.fileName, to: &out)
      key("lastRuns", indent: 4, to: &out)
      let runs = scenario.lastRuns.sorted { ProfileReference.precedes($0.profile, $1.profile) }
      if runs.isEmpty {
        out.append(contentsOf: "[]".utf8)
      } else {
        out.append(UInt8(ascii: "["))
        for (runIndex, run) in runs.enumerated() {
          if runIndex > 0 { out.append(UInt8(ascii: ",")) }
          Writer.appendNewline(6, to: &out)
          out.append(UInt8(ascii: "{"))
          key("events", indent: 8, first: true, to: &out)
          out.append(contentsOf: String(run.eventCount).utf8)
          key("profile", indent: 8, to: &out)
          Writer.appendString(run.profile, to: &out)
          key("rulesVersion", indent: 8, to: &out)
          out.append(contentsOf: String(run.profileRulesVersion).utf8)
          key("run", indent: 8, to: &out)
          out.append(contentsOf: String(run.runID.rawValue).utf8)
          key("startedAt", indent: 8, to: &out)
          let second = Int64(run.startedAt.timeIntervalSince1970.rounded(.down))
          if let known = times[second] {
            Writer.appendString(known, to: &out)
          } else {
            let text = run.startedAt.timestamp
            times[second] = text
            Writer.appendString(text, to: &out)
          }
          key("status", indent: 8, to: &out)
          Writer.appendString(run.status.rawValue, to: &out)
          Writer.appendNewline(6, to: &out)
          out.append(UInt8(ascii: "}"))
        }
        Writer.appendNewline(4, to: &out)
        out.append(UInt8(ascii: "]"))
      }
      key("name", indent: 4, to: &out)
      Writer.appendString(scenario.name, to: &out)
      key("revisions", indent: 4, to: &out)
      out.append(contentsOf: String(scenario.revisionCount).utf8)
      key("summary", indent: 4, to: &out)
      if let summary = scenario.summary {
        Writer.appendString(summary, to: &out)
      } else {
        out.append(contentsOf: "null".utf8)
      }
      key("tags", indent: 4, to: &out)
      if scenario.tags.isEmpty {
        out.append(contentsOf: "[]".utf8)
      } else {
        out.append(UInt8(ascii: "["))
        for (tagIndex, tag) in scenario.tags.enumerated() {
          if tagIndex > 0 { out.append(UInt8(ascii: ",")) }
          Writer.appendNewline(6, to: &out)
          Writer.appendString(tag, to: &out)
        }
        Writer.appendNewline(4, to: &out)
        out.append(UInt8(ascii: "]"))
      }
      Writer.appendNewline(2, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    Writer.appendNewline(0, to: &out)
    out.append(UInt8(ascii: "]"))
  }

  /// `,` (unless first), a new line, the indentation and `"name": `.
  private func key(_ name: String, indent: Int, first: Bool = false, to out: inout [UInt8]) {
    if !first { out.append(UInt8(ascii: ",")) }
    JSONTreeEncoder.appendNewline(indent, to: &out)
    JSONTreeEncoder.appendString(name, to: &out)
    out.append(contentsOf: ": ".utf8)
  }
}
