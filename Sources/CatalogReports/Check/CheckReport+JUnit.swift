import CatalogRunner
import CatalogStorage

extension CheckReport {
  /// JUnit XML, as CI systems render it: one test suite per profile, one test case per scenario;
  /// a change or an obsolete baseline is a failure (with the diff), a failed replay an error, a new
  /// result a failure (skipped when new results are allowed). No times, so the file is
  /// reproducible.
  package func junit() -> String {
    // One suite per profile, by era; files that are not valid scenarios have no profile and
    // make a suite of their own, named so (a suite name is never empty).
    var byProfile: [ProfileReference?: [CheckItem]] = [:]
    for item in items { byProfile[item.profile, default: []].append(item) }
    let profiles = byProfile.keys.sorted { a, b in
      switch (a, b) {
      case (let x?, let y?): x < y
      case (.some, nil): true
      case (nil, _): false
      }
    }
    // A result fails by its outcome (a change, an obsolete baseline, a new result not allowed) or
    // by an `expect:` fact that does not hold.
    func fails(_ item: CheckItem) -> Bool {
      item.outcome == .changed || item.outcome == .obsolete || (item.outcome == .new && !allowNew)
        || (item.outcome != .failed && item.facts.failedCount > 0)
    }
    func counts(_ items: [CheckItem]) -> (failures: Int, errors: Int, skipped: Int) {
      (
        items.filter(fails).count,
        items.filter { $0.outcome == .failed }.count,
        items.filter { $0.outcome == .new && allowNew && $0.facts.failedCount == 0 }.count
      )
    }
    let total = counts(items)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"catalog check\" tests=\"\(items.count)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\" skipped=\"\(total.skipped)\">\n"
    for profile in profiles {
      let suite = byProfile[profile] ?? []
      let c = counts(suite)
      out +=
        "  <testsuite name=\"\(MarkupText.escaped(profile?.name ?? Self.invalidFilesSuite))\" tests=\"\(suite.count)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"\(c.skipped)\">\n"
      for item in suite {
        var attributes = "classname=\"\(MarkupText.escaped(item.scenario))\" name=\"\(MarkupText.escaped(item.title))\""
        if let file = path(of: item) { attributes += " file=\"\(MarkupText.escaped(file))\"" }
        if let line = item.location?.line { attributes += " line=\"\(line)\"" }
        let message = MarkupText.escaped(item.message ?? item.outcome.rawValue)
        let failedFacts = item.facts.failed
        let factsBody = failedFacts.map { $0.text(indent: "") }.joined()
        if !failedFacts.isEmpty && (item.outcome == .passed || item.outcome == .new) {
          // A result whose timeline is fine but whose facts do not all hold.
          let summary =
            "\(failedFacts.count) of \(item.facts.count) fact\(item.facts.count == 1 ? "" : "s") do not hold"
          out +=
            "    <testcase \(attributes)>\n      <failure type=\"facts\" message=\"\(MarkupText.escaped(summary))\">"
            + MarkupText.escaped(factsBody) + "</failure>\n    </testcase>\n"
          continue
        }
        switch item.outcome {
        case .passed:
          out += "    <testcase \(attributes)/>\n"
        case .new where allowNew:
          out += "    <testcase \(attributes)>\n      <skipped message=\"\(message)\"/>\n    </testcase>\n"
        case .failed:
          out +=
            "    <testcase \(attributes)>\n      <error type=\"failed\" message=\"\(message)\"/>\n    </testcase>\n"
        case .changed, .new, .obsolete:
          var body = ""
          if let diff = item.diff {
            body =
              (item.versions.map { "baseline \($0)\n" } ?? "")
              + "group \(item.group.map(String.init) ?? "?"): \(diffTitle(item))\n"
              + diff.unified(leftLabel: "baseline \(item.title)", rightLabel: "now \(item.title)")
          }
          if !factsBody.isEmpty { body += (body.isEmpty ? "" : "\n") + "facts that do not hold:\n" + factsBody }
          out +=
            "    <testcase \(attributes)>\n      <failure type=\"\(item.outcome.rawValue)\" message=\"\(message)\">"
            + MarkupText.escaped(body) + "</failure>\n    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// The JUnit suite of files that are not valid scenarios.
  static let invalidFilesSuite = "invalid scenario files"

  func diffTitle(_ item: CheckItem) -> String {
    guard let number = item.group, number >= 1, number <= groups.count else { return "" }
    return groups[number - 1].signature.title
  }
}
