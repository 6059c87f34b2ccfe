import CatalogDiff
import CatalogModel
import CatalogStorage

extension CheckReport {
  /// The version of the JSON report's shape; fields are only ever added within a version.
  public static let jsonFormatVersion = 1

  /// The whole report for scripts (documented in Docs/check-report.md).
  public func json() -> String {
    var out = "{\n"
    out += "  \"format\": \(Self.jsonFormatVersion),\n"
    out += "  \"passed\": \(passed),\n"
    out += "  \"batch\": \(batchID.map { String($0.rawValue) } ?? "null"),\n"
    out += "  \"folder\": \(folder.map(JSONText.string) ?? "null"),\n"
    out += "  \"catalogVersion\": \(JSONText.string(CatalogVersion.current)),\n"
    out += "  \"allowNew\": \(allowNew),\n"
    out +=
      "  \"counts\": {"
      + CheckOutcome.allCases.map { "\(JSONText.string($0.rawValue)): \(count($0))" }.joined(separator: ", ") + "},\n"
    out += "  \"groups\": [\n"
    out += groups.map { group in
      "    {\"number\": \(group.number), \"signature\": \(JSONText.string(group.signature.id)), "
        + "\"title\": \(JSONText.string(group.signature.title)), \"results\": ["
        + group.items.map {
          "{\"scenario\": \(JSONText.string(items[$0].scenario)), \"profile\": \(JSONText.string(items[$0].profile))}"
        }
        .joined(separator: ", ") + "]}"
    }.joined(separator: ",\n")
    out += groups.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"results\": [\n"
    out += items.map { item in
      var fields = [
        "\"scenario\": \(JSONText.string(item.scenario))",
        "\"profile\": \(JSONText.string(item.profile))",
        "\"outcome\": \(JSONText.string(item.outcome.rawValue))",
        "\"file\": \(path(of: item).map(JSONText.string) ?? "null")",
        "\"line\": \(item.location.map { String($0.line) } ?? "null")",
        "\"column\": \(item.location.map { String($0.column) } ?? "null")",
        "\"group\": \(item.group.map(String.init) ?? "null")",
        "\"message\": \(item.message.map(JSONText.string) ?? "null")",
        "\"run\": \(item.runID.map { String($0.rawValue) } ?? "null")",
        "\"rulesVersion\": \(item.rulesVersion)",
      ]
      if let baseline = item.baseline {
        fields.append(
          "\"baseline\": {\"timelineHash\": \(JSONText.string(baseline.timelineHash)), "
            + "\"acceptedBy\": \(JSONText.string(baseline.acceptedBy)), \"acceptedAt\": \(JSONText.string(baseline.acceptedAt)), "
            + "\"catalogVersion\": \(JSONText.string(baseline.catalogVersion)), \"rulesVersion\": \(baseline.profileRulesVersion)}"
        )
      } else {
        fields.append("\"baseline\": null")
      }
      if let diff = item.diff {
        let document = diff.json(leftLabel: "baseline \(item.title)", rightLabel: "now \(item.title)")
        fields.append(
          "\"diff\": " + document.trimmingTrailingNewlines().replacingOccurrences(of: "\n", with: "\n      "))
      } else {
        fields.append("\"diff\": null")
      }
      return "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
    }.joined(separator: ",\n")
    out += items.isEmpty ? "]\n" : "\n  ]\n"
    out += "}\n"
    return out
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var result = self[...]
    while result.last == "\n" { result = result.dropLast() }
    return String(result)
  }
}
