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
      let runs =
        scenario.lastRuns.count < 2
        ? scenario.lastRuns : scenario.lastRuns.sorted { ProfileReference.precedes($0.profile, $1.profile) }
      if runs.isEmpty {
        out.append(contentsOf: "[]".utf8)
      } else {
        out.append(UInt8(ascii: "["))
        for (runIndex, run) in runs.enumerated() {
          if runIndex > 0 { out.append(UInt8(ascii: ",")) }
          Writer.appendNewline(6, to: &out)
          out.append(UInt8(ascii: "{"))
          key("events", indent: 8, first: true, to: &out)
          appendInteger(Int64(run.eventCount), to: &out)
          key("profile", indent: 8, to: &out)
          Writer.appendString(run.profile, to: &out)
          key("rulesVersion", indent: 8, to: &out)
          appendInteger(Int64(run.profileRulesVersion), to: &out)
          key("run", indent: 8, to: &out)
          appendInteger(run.runID.rawValue, to: &out)
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
      appendInteger(Int64(scenario.revisionCount), to: &out)
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

  /// The decimal digits of `value`, written in place without making a String.
  private func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var count = 0
    var rest = value.magnitude
    repeat {
      count += 1
      rest /= 10
    } while rest > 0
    out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    var index = out.count - 1
    rest = value.magnitude
    repeat {
      out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    } while rest > 0
  }
}
