import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation

extension ScenarioListing {
  // MARK: - Text

  /// The table: `NAME`, `TAGS`, `REV`, then one column per profile with the status of the last
  /// run and how long ago it started (`ok 5m ago`; `-` when it never ran under that profile).
  /// Empty when there are no scenarios (see `emptyHint`). Each line ends in a newline; the last
  /// line counts the scenarios.
  ///
  /// - Parameters:
  ///   - now: The time relative times are relative to.
  ///   - paint: Colours each status cell, given its padded text (so colour codes do not upset
  ///     the columns).
  package func text(now: Date, paint: Paint? = nil) -> String {
    guard !scenarios.isEmpty else { return "" }
    let profiles = self.profiles
    let column = Dictionary(uniqueKeysWithValues: profiles.enumerated().map { ($1, $0) })
    let tagLimit = 40

    // Cells first, to size the columns. Relative times repeat (runs of one batch start within
    // seconds of each other), so each distinct age is rendered once.
    var ages: [Int: String] = [:]
    var tags: [String] = []
    var cells: [(text: String, status: RunStatus)?] = Array(
      repeating: nil, count: scenarios.count * profiles.count)
    tags.reserveCapacity(scenarios.count)
    var nameWidth = 4
    var tagWidth = 4
    var revisionWidth = 3
    var runWidths = profiles.map(TextBuffer.width)
    for (row, scenario) in scenarios.enumerated() {
      var tagText = scenario.tags.joined(separator: ",")
      var width = TextBuffer.width(tagText)
      if width > tagLimit {
        tagText = String(tagText.prefix(tagLimit - 1)) + "…"
        width = tagLimit
      }
      tags.append(tagText)
      nameWidth = max(nameWidth, TextBuffer.width(scenario.name))
      tagWidth = max(tagWidth, width)
      revisionWidth = max(revisionWidth, String(scenario.revisionCount).utf8.count)
      for run in scenario.lastRuns {
        guard let index = column[run.profile] else { continue }
        let seconds = Int(now.timeIntervalSince(run.startedAt).rounded(.down))
        let age: String
        if let known = ages[seconds] {
          age = known
        } else {
          age = RelativeTime.string(for: run.startedAt, now: now)
          ages[seconds] = age
        }
        let text = run.status.rawValue + " " + age
        cells[row * profiles.count + index] = (text, run.status)
        runWidths[index] = max(runWidths[index], TextBuffer.width(text))
      }
    }

    var out = TextBuffer(
      capacity: (scenarios.count + 2) * (nameWidth + tagWidth + 16 * (profiles.count + 1)))
    func cell(_ text: String, _ width: Int) {
      out.append(text)
      out.appendSpaces(width - TextBuffer.width(text) + 2)
    }
    cell("NAME", nameWidth)
    cell("TAGS", tagWidth)
    cell("REV", revisionWidth)
    for (index, profile) in profiles.enumerated() { cell(profile.uppercased(), runWidths[index]) }
    out.trimTrailingSpaces()
    out.append(UInt8(ascii: "\n"))

    for (row, scenario) in scenarios.enumerated() {
      cell(scenario.name, nameWidth)
      cell(tags[row], tagWidth)
      cell(String(scenario.revisionCount), revisionWidth)
      for index in profiles.indices {
        guard let run = cells[row * profiles.count + index] else {
          cell("-", runWidths[index])
          continue
        }
        if let paint {
          let padding = String(
            repeating: " ", count: runWidths[index] - TextBuffer.width(run.text) + 2)
          out.append(paint(run.text + padding, run.status))
        } else {
          cell(run.text, runWidths[index])
        }
      }
      out.trimTrailingSpaces()
      out.append(UInt8(ascii: "\n"))
    }
    out.append(Counted.phrase(scenarios.count, "scenario"))
    if let tag { out.append(" tagged '\(tag)'") }
    if profiles.isEmpty { out.append(", never run") }
    out.append(UInt8(ascii: "\n"))
    return out.string
  }

  // MARK: - JSON

  /// One scenario of the JSON array (see the type's documentation for the keys).
  struct ScenarioDocument: Encodable {
    let name: String
    @Nullable var summary: String?
    let tags: [String]
    let revisions: Int
    let fileName: String
    let lastRuns: [LastRun]

    struct LastRun: Encodable {
      let profile: String
      let rulesVersion: Int
      let run: Int64
      let status: String
      let startedAt: String
      let events: Int
    }

    init(scenario: ScenarioSummary) {
      name = scenario.name
      summary = scenario.summary
      tags = scenario.tags
      revisions = scenario.revisionCount
      fileName = scenario.fileName
      lastRuns = scenario.lastRuns.sorted { ProfileReference.precedes($0.profile, $1.profile) }.map {
        LastRun(
          profile: $0.profile, rulesVersion: $0.profileRulesVersion, run: $0.runID.rawValue,
          status: $0.status.rawValue, startedAt: $0.startedAt.timestamp, events: $0.eventCount)
      }
    }
  }
}

extension ScenarioListing: Report {
  /// The scenarios as a JSON array, sorted by name.
  package func encode(to encoder: any Encoder) throws { try scenarios.map(ScenarioDocument.init).encode(to: encoder) }

  /// The table, with run statuses coloured (green `ok`, yellow `exception`, red otherwise).
  package func text(style: TextStyle) -> String {
    guard style.isColored else { return text(now: Date()) }
    return text(now: Date()) { padded, status in
      switch status {
      case .ok: style.green(padded)
      case .exception: style.yellow(padded)
      default: style.red(padded)
      }
    }
  }

  /// Why the listing is empty, on standard error.
  package var messages: [String] { emptyHint.map { [$0] } ?? [] }
}
