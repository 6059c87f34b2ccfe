import CatalogStorage
import Foundation

/// `catalog list --format json` written directly, byte for byte what `ReportEncoder` makes of the
/// `Encodable` listing (`ListScenariosTests` compares the two): the JSON of 10,000 scenarios is
/// rendered in about 60 ms instead of about 360 through the encoder (`catalog-benchmark store`).
extension ScenarioListing: FastJSONReport {
  func writeJSON(to out: inout [UInt8]) {
    // Runs recorded in one batch share their start second: format each second once.
    var times: [Int64: String] = [:]
    array(scenarios, indent: 0, to: &out) { scenario, out in
      object(indent: 2, to: &out) { field, out in
        field("fileName", &out)
        JSONTreeEncoder.appendString(scenario.fileName, to: &out)
        field("lastRuns", &out)
        let runs =
          scenario.lastRuns.count < 2
          ? scenario.lastRuns : scenario.lastRuns.sorted { ProfileReference.precedes($0.profile, $1.profile) }
        array(runs, indent: 4, to: &out) { run, out in
          object(indent: 6, to: &out) { field, out in
            field("events", &out)
            appendInteger(Int64(run.eventCount), to: &out)
            field("profile", &out)
            JSONTreeEncoder.appendString(run.profile, to: &out)
            field("rulesVersion", &out)
            appendInteger(Int64(run.profileRulesVersion), to: &out)
            field("run", &out)
            appendInteger(run.runID.rawValue, to: &out)
            field("startedAt", &out)
            // `Int64(exactly:)`: a damaged catalog's time must not trap; such a time is not cached.
            let second = Int64(exactly: run.startedAt.timeIntervalSince1970.rounded(.down))
            let text = second.flatMap { times[$0] } ?? run.startedAt.timestamp
            if let second { times[second] = text }
            JSONTreeEncoder.appendString(text, to: &out)
            field("status", &out)
            JSONTreeEncoder.appendString(run.status.rawValue, to: &out)
          }
        }
        field("name", &out)
        JSONTreeEncoder.appendString(scenario.name, to: &out)
        field("revisions", &out)
        appendInteger(Int64(scenario.revisionCount), to: &out)
        field("summary", &out)
        if let summary = scenario.summary {
          JSONTreeEncoder.appendString(summary, to: &out)
        } else {
          out.append(contentsOf: "null".utf8)
        }
        field("tags", &out)
        array(scenario.tags, indent: 4, to: &out) { tag, out in JSONTreeEncoder.appendString(tag, to: &out) }
      }
    }
  }

  /// `[]`, or `[`, each element on its own line indented by `indent + 2`, and `]`.
  private func array<Element>(
    _ elements: [Element], indent: Int, to out: inout [UInt8], element: (Element, inout [UInt8]) -> Void
  ) {
    guard !elements.isEmpty else { return out.append(contentsOf: "[]".utf8) }
    out.append(UInt8(ascii: "["))
    for (index, item) in elements.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      JSONTreeEncoder.appendNewline(indent + 2, to: &out)
      element(item, &out)
    }
    JSONTreeEncoder.appendNewline(indent, to: &out)
    out.append(UInt8(ascii: "]"))
  }

  /// `{`, the fields `body` writes (each after `field(name, &out)`, in sorted order), and `}`.
  private func object(
    indent: Int, to out: inout [UInt8],
    body: (_ field: (String, inout [UInt8]) -> Void, inout [UInt8]) -> Void
  ) {
    out.append(UInt8(ascii: "{"))
    var first = true
    body(
      { name, out in
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        JSONTreeEncoder.appendNewline(indent + 2, to: &out)
        JSONTreeEncoder.appendString(name, to: &out)
        out.append(contentsOf: ": ".utf8)
      }, &out)
    JSONTreeEncoder.appendNewline(indent, to: &out)
    out.append(UInt8(ascii: "}"))
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
