import CatalogModel
import CatalogStorage
import Foundation

/// What `catalog list` prints: the scenarios as a table for people, or as JSON for scripts.
///
/// The rendering lives here rather than in the command so that the benchmark measures exactly
/// what `catalog list` does.
///
/// The JSON form is a stable contract: an array with one object per scenario, sorted by name,
/// each with the keys `name`, `summary` (string or null), `tags` (sorted), `revisions`,
/// `fileName` and `lastRuns`; `lastRuns` is an array, one object per profile the scenario ran
/// under (oldest era first), with the keys `profile`, `rulesVersion`, `run` (the run id),
/// `status`, `startedAt` (ISO 8601 UTC) and `events`. Keys may be added, never renamed or
/// removed.
public struct ScenarioListing: Sendable {
  /// The database listed.
  public var catalogPath: String
  /// False when there is no database at `catalogPath` yet.
  public var catalogExists: Bool
  /// The tag asked for, if any.
  public var tag: String?
  /// The scenarios, sorted by name.
  public var scenarios: [ScenarioSummary]
  /// When a tag matched nothing: how many scenarios the catalog has.
  public var scenarioCount: Int?
  /// When a tag matched nothing: the nearest tag the catalog uses.
  public var tagSuggestion: String?

  public init(
    catalogPath: String, catalogExists: Bool, tag: String?, scenarios: [ScenarioSummary]
  ) {
    self.catalogPath = catalogPath
    self.catalogExists = catalogExists
    self.tag = tag
    self.scenarios = scenarios
  }

  /// Colours a run status in the table, given its padded text; the identity by default.
  public typealias Paint = @Sendable (_ padded: String, _ status: RunStatus) -> String

  /// The profiles that head the table's run columns: each profile some listed scenario ran
  /// under, oldest era first, then profiles this catalog does not know, by name.
  public var profiles: [String] {
    var names: Set<String> = []
    for scenario in scenarios {
      for run in scenario.lastRuns { names.insert(run.profile) }
    }
    return names.sorted(by: ProfileOrder.precedes)
  }

  /// Why the listing is empty, as a sentence to print instead of a table; nil when it is not.
  public var emptyHint: String? {
    guard scenarios.isEmpty else { return nil }
    guard catalogExists else {
      return "no catalog at '\(catalogPath)' yet: 'catalog add FILE|DIR…' creates it"
    }
    guard let tag else {
      return "no scenarios in '\(catalogPath)': add some with 'catalog add FILE|DIR…'"
    }
    let count = scenarioCount.map { " (the catalog has \($0) scenario\($0 == 1 ? "" : "s"))" } ?? ""
    return "no scenarios tagged '\(tag)' in '\(catalogPath)'\(count)"
      + (tagSuggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

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
  public func text(now: Date, paint: Paint? = nil) -> String {
    guard !scenarios.isEmpty else { return "" }
    let profiles = self.profiles
    let column = Dictionary(uniqueKeysWithValues: profiles.enumerated().map { ($1, $0) })
    let tagLimit = 40

    var tags: [String] = []
    var cells: [[(text: String, status: RunStatus)?]] = []
    tags.reserveCapacity(scenarios.count)
    cells.reserveCapacity(scenarios.count)
    var nameWidth = 4
    var tagWidth = 4
    var revisionWidth = 3
    var runWidths = profiles.map(\.count)
    for scenario in scenarios {
      var tagText = scenario.tags.joined(separator: ",")
      if tagText.count > tagLimit { tagText = String(tagText.prefix(tagLimit - 1)) + "…" }
      tags.append(tagText)
      nameWidth = max(nameWidth, scenario.name.count)
      tagWidth = max(tagWidth, tagText.count)
      revisionWidth = max(revisionWidth, String(scenario.revisionCount).count)
      var row: [(text: String, status: RunStatus)?] = Array(repeating: nil, count: profiles.count)
      for run in scenario.lastRuns {
        guard let index = column[run.profile] else { continue }
        let text = run.status.rawValue + " " + RelativeTime.string(for: run.startedAt, now: now)
        row[index] = (text, run.status)
        runWidths[index] = max(runWidths[index], text.count)
      }
      cells.append(row)
    }

    var out = ""
    out.reserveCapacity(scenarios.count * (nameWidth + tagWidth + 20 * (profiles.count + 1)))
    var header = ""
    Self.append("NAME", width: nameWidth, to: &header)
    Self.append("TAGS", width: tagWidth, to: &header)
    Self.append("REV", width: revisionWidth, to: &header)
    for (index, profile) in profiles.enumerated() {
      Self.append(profile.uppercased(), width: runWidths[index], to: &header)
    }
    out += Self.trimmingTrailingSpaces(header) + "\n"

    for (row, scenario) in scenarios.enumerated() {
      var line = ""
      Self.append(scenario.name, width: nameWidth, to: &line)
      Self.append(tags[row], width: tagWidth, to: &line)
      Self.append(String(scenario.revisionCount), width: revisionWidth, to: &line)
      var pending = ""
      for (index, cell) in cells[row].enumerated() {
        var padded = ""
        Self.append(cell?.text ?? "-", width: runWidths[index], to: &padded)
        if index == cells[row].count - 1 { padded = Self.trimmingTrailingSpaces(padded) }
        if let cell, let paint {
          pending += paint(padded, cell.status)
        } else {
          pending += padded
        }
      }
      out += (profiles.isEmpty ? Self.trimmingTrailingSpaces(line) : line + pending) + "\n"
    }
    let count = scenarios.count
    out += "\(count) scenario\(count == 1 ? "" : "s")"
    if let tag { out += " tagged '\(tag)'" }
    if profiles.isEmpty { out += ", never run" }
    out += "\n"
    return out
  }

  /// Appends `text` and the spaces that pad it to `width`, then two spaces.
  private static func append(_ text: String, width: Int, to out: inout String) {
    out += text
    let padding = width - text.count + 2
    if padding > 0 { out += String(repeating: " ", count: padding) }
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }

  // MARK: - JSON

  /// The scenarios as a JSON array, one scenario object per line (see the type's
  /// documentation for the keys); `[]` when there are none.
  public func json() -> String {
    guard !scenarios.isEmpty else { return "[]\n" }
    var out = "[\n"
    out.reserveCapacity(scenarios.count * 300)
    for (index, scenario) in scenarios.enumerated() {
      out += "  {\"name\": "
      JSONText.appendString(scenario.name, to: &out)
      out += ", \"summary\": "
      if let summary = scenario.summary {
        JSONText.appendString(summary, to: &out)
      } else {
        out += "null"
      }
      out += ", \"tags\": ["
      for (position, tag) in scenario.tags.enumerated() {
        if position > 0 { out += ", " }
        JSONText.appendString(tag, to: &out)
      }
      out += "], \"revisions\": \(scenario.revisionCount), \"fileName\": "
      JSONText.appendString(scenario.fileName, to: &out)
      out += ", \"lastRuns\": ["
      let runs = scenario.lastRuns.sorted { ProfileOrder.precedes($0.profile, $1.profile) }
      for (position, run) in runs.enumerated() {
        if position > 0 { out += ", " }
        out += "{\"profile\": "
        JSONText.appendString(run.profile, to: &out)
        out += ", \"rulesVersion\": \(run.profileRulesVersion), \"run\": \(run.runID.rawValue), \"status\": "
        JSONText.appendString(run.status.rawValue, to: &out)
        out += ", \"startedAt\": \"\(CatalogTimestamp.string(from: run.startedAt))\", \"events\": \(run.eventCount)}"
      }
      out += "]}"
      out += index == scenarios.count - 1 ? "\n" : ",\n"
    }
    out += "]\n"
    return out
  }
}
