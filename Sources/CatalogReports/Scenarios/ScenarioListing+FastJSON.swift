import CatalogRunner
import CatalogStorage
import Foundation

/// `catalog list --format json` written directly, byte for byte what `ReportEncoder` makes of the
/// `Encodable` listing (`ListScenariosTests` compares the two): the JSON of 10,000 scenarios is
/// rendered in about 60 ms instead of about 360 through the encoder (`catalog-benchmark store`).
extension ScenarioListing: FastJSONReport {
  func writeJSON(to out: inout [UInt8]) {
    guard !scenarios.isEmpty else { return out.append(contentsOf: "[]".utf8) }
    // About 1 KB per scenario with its runs: one allocation instead of a dozen regrowths.
    out.reserveCapacity(out.count + scenarios.count * 1024)
    // Runs recorded in one batch share their start second: format each second once.
    var times: [Int64: String] = [:]
    typealias Key = Self.Key
    out.append(UInt8(ascii: "["))
    for (index, scenario) in scenarios.enumerated() {
      out.append(contentsOf: index == 0 ? Key.firstElement : Key.nextElement)
      out.append(contentsOf: Key.fileName)
      JSONTreeEncoder.appendString(scenario.fileName, to: &out)
      out.append(contentsOf: Key.lastRuns)
      if scenario.lastRuns.isEmpty {
        out.append(contentsOf: "[]".utf8)
      } else {
        let runs =
          scenario.lastRuns.count < 2
          ? scenario.lastRuns : scenario.lastRuns.sorted { ProfileReference.precedes($0.profile, $1.profile) }
        out.append(UInt8(ascii: "["))
        for (runIndex, run) in runs.enumerated() {
          out.append(contentsOf: runIndex == 0 ? Key.firstRun : Key.nextRun)
          out.append(contentsOf: Key.events)
          appendInteger(run.eventCount, to: &out)
          out.append(contentsOf: Key.profile)
          JSONTreeEncoder.appendString(run.profile, to: &out)
          out.append(contentsOf: Key.rulesVersion)
          appendInteger(run.profileRulesVersion, to: &out)
          out.append(contentsOf: Key.run)
          appendInteger(run.runID.rawValue, to: &out)
          out.append(contentsOf: Key.startedAt)
          // `Int64(exactly:)`: a damaged catalog's time must not trap; such a time is not cached.
          let second = Int64(exactly: run.startedAt.timeIntervalSince1970.rounded(.down))
          let text = second.flatMap { times[$0] } ?? run.startedAt.timestamp
          if let second { times[second] = text }
          JSONTreeEncoder.appendString(text, to: &out)
          out.append(contentsOf: Key.status)
          JSONTreeEncoder.appendString(run.status.rawValue, to: &out)
          out.append(contentsOf: Key.endRun)
        }
        out.append(contentsOf: Key.endRuns)
      }
      out.append(contentsOf: Key.name)
      JSONTreeEncoder.appendString(scenario.name, to: &out)
      out.append(contentsOf: Key.revisions)
      appendInteger(scenario.revisionCount, to: &out)
      out.append(contentsOf: Key.summary)
      if let summary = scenario.summary {
        JSONTreeEncoder.appendString(summary, to: &out)
      } else {
        out.append(contentsOf: "null".utf8)
      }
      out.append(contentsOf: Key.tags)
      if scenario.tags.isEmpty {
        out.append(contentsOf: "[]".utf8)
      } else {
        out.append(UInt8(ascii: "["))
        for (tagIndex, tag) in scenario.tags.enumerated() {
          out.append(contentsOf: tagIndex == 0 ? Key.firstTag : Key.nextTag)
          JSONTreeEncoder.appendString(tag, to: &out)
        }
        out.append(contentsOf: Key.endTags)
      }
      out.append(contentsOf: Key.endScenario)
    }
    out.append(contentsOf: Key.endScenarios)
  }

  /// The constant bytes of the layout, made once: each key with the comma, line break and
  /// indentation before it, and the openings and closings of the containers.
  private enum Key {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    static func field(_ name: String, indent: Int, first: Bool = false) -> [UInt8] {
      bytes((first ? "" : ",") + "\n" + String(repeating: " ", count: indent) + "\"\(name)\": ")
    }
    // A scenario is an object at indent 2 in the top-level array; its fields at indent 4.
    static let (firstElement, nextElement, endScenario, endScenarios) = (
      bytes("\n  {"), bytes(",\n  {"), bytes("\n  }"), bytes("\n]")
    )
    static let (fileName, lastRuns, name, revisions, summary, tags) = (
      field("fileName", indent: 4, first: true), field("lastRuns", indent: 4), field("name", indent: 4),
      field("revisions", indent: 4), field("summary", indent: 4), field("tags", indent: 4)
    )
    // A run is an object at indent 6 in `lastRuns`, its fields at indent 8; tags are strings at
    // indent 6 in `tags`.
    static let (events, profile, rulesVersion, run, startedAt, status) = (
      field("events", indent: 8, first: true), field("profile", indent: 8), field("rulesVersion", indent: 8),
      field("run", indent: 8), field("startedAt", indent: 8), field("status", indent: 8)
    )
    static let (firstRun, nextRun, endRun, endRuns) = (
      bytes("\n      {"), bytes(",\n      {"), bytes("\n      }"), bytes("\n    ]")
    )
    static let (firstTag, nextTag, endTags) = (bytes("\n      "), bytes(",\n      "), bytes("\n    ]"))
  }

  /// The decimal digits of `value`, written in place without making a String. Generic, so that
  /// every count is written as it is, without a conversion that could trap.
  private func appendInteger<Value: FixedWidthInteger>(_ value: Value, to out: inout [UInt8]) {
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
      out[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      index -= 1
    } while rest > 0
  }
}
