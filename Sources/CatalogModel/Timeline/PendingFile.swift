/// A timeline that awaits review, as a file beside its baseline: `<scenario>.<profile>.timeline.new`,
/// as insta keeps `.snap.new` beside `.snap`.
///
/// A folder check writes one for each changed or new result (outside CI, or when asked); `catalog
/// accept`, `review` and `pending` work from these files alone, without the catalog database, so
/// that a reviewer who downloads a CI job's pending files can accept them in a fresh clone. The
/// header carries what accepting needs: the profile's rules version and the catalog version that
/// produced the timeline, and for a changed result the change signature that groups it with the
/// results that changed the same way (`catalog accept --group N`).
///
/// For example, `checkout.uikit-17.timeline.new`:
/// ```
/// # pending checkout @ uikit-17 (rules 2)
/// # changed at 2026-11-28T09:12:00Z with catalog 0.1.0
/// # group 1, change 4f1c2a3b4c5d6e7f: 2 events removed
///    0.000  list.present(detail, animated: true)
/// ```
/// The timeline lines are canonical text, exactly what the baseline file will hold once accepted.
public struct PendingFile: Hashable, Sendable {
  /// `new`: the suffix after the baseline file's name.
  public static let suffix = "new"

  /// Whether the result changed from its baseline or had none.
  public enum Outcome: String, Hashable, Sendable {
    case changed
    case new
  }

  public var scenario: String
  public var profile: String
  public var rulesVersion: Int
  public var outcome: Outcome
  /// ISO 8601, UTC, whole seconds: when the check ran.
  public var checkedAt: String
  public var catalogVersion: String
  /// The change signature's id (`ChangeSignature.id`), for a changed result.
  public var change: String?
  /// The number of the change group the check put the result in, for a changed result.
  public var group: Int?
  /// The check's one-line description of the change: `2 events removed`.
  public var summary: String?

  public init(
    scenario: String, profile: String, rulesVersion: Int, outcome: Outcome, checkedAt: String, catalogVersion: String,
    change: String? = nil, group: Int? = nil, summary: String? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.rulesVersion = rulesVersion
    self.outcome = outcome
    self.checkedAt = checkedAt
    self.catalogVersion = catalogVersion
    self.change = change
    self.group = group
    self.summary = summary
  }

  /// `<scenario>.<profile>.timeline.new`.
  public static func fileName(scenario: String, profile: String) -> String {
    BaselineFile.fileName(scenario: scenario, profile: profile) + "." + suffix
  }

  /// The scenario and profile a pending file's name stands for; nil for another name.
  public static func parseFileName(_ fileName: String) -> (scenario: String, profile: String)? {
    guard fileName.hasSuffix("." + suffix), !fileName.hasPrefix(".") else { return nil }
    return BaselineFile.parseFileName(String(fileName.dropLast(suffix.count + 1)))
  }

  /// The baseline file a pending file would become: its name without `.new`.
  public static func baselineFileName(of fileName: String) -> String {
    fileName.hasSuffix("." + suffix) ? String(fileName.dropLast(suffix.count + 1)) : fileName
  }

  /// The file's text: the header, then the canonical text.
  public func render(_ timeline: Timeline) -> String {
    var out = "# pending \(scenario) @ \(profile) (rules \(rulesVersion))\n"
    out += "# \(outcome.rawValue) at \(checkedAt) with catalog \(catalogVersion)\n"
    if let change {
      out += "# " + (group.map { "group \($0), " } ?? "") + "change \(change)"
      out += (summary.map { ": " + Self.oneLine($0) } ?? "") + "\n"
    }
    return out + timeline.canonicalText()
  }

  /// The baseline file's header once `acceptedBy` accepts it at `acceptedAt`.
  public func baseline(acceptedBy: String, acceptedAt: String) -> BaselineFile {
    BaselineFile(
      scenario: scenario, profile: profile, rulesVersion: rulesVersion, acceptedBy: acceptedBy, acceptedAt: acceptedAt,
      catalogVersion: catalogVersion)
  }

  /// Reads a pending file: its header and its timeline.
  ///
  /// - Throws: `TimelineFormatError` for a malformed timeline line, or a header that does not
  ///   name its scenario, profile and outcome (line 1 or 2).
  public static func parse(_ text: String) throws -> (header: PendingFile, timeline: Timeline) {
    let timeline = try Timeline(canonicalText: text)
    var lines: [[String]] = []
    var rest = text[...]
    while rest.hasPrefix("#") {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      lines.append(rest[..<end].split(separator: " ").map(String.init))
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
    }
    guard let first = lines.first, first.count == 7, first[1] == "pending", first[3] == "@", first[5] == "(rules",
      let rules = Int(first[6].dropLast()), first[6].hasSuffix(")")
    else {
      throw TimelineFormatError(
        line: 1, "a pending file starts with '# pending <scenario> @ <profile> (rules N)', as 'catalog check' writes it"
      )
    }
    guard lines.count > 1, lines[1].count >= 7, let outcome = Outcome(rawValue: lines[1][1]), lines[1][2] == "at",
      lines[1][4] == "with", lines[1][5] == "catalog"
    else {
      throw TimelineFormatError(
        line: 2, "the second line of a pending file is '# changed|new at <time> with catalog <version>'")
    }
    var header = PendingFile(
      scenario: first[2], profile: first[4], rulesVersion: rules, outcome: outcome, checkedAt: lines[1][3],
      catalogVersion: lines[1][6...].joined(separator: " "))
    if lines.count > 2 {
      var words = lines[2].dropFirst()
      // "group N," before "change ID: summary".
      if words.first == "group", words.count >= 2, let number = Int(words.dropFirst().first?.dropLast() ?? "") {
        header.group = number
        words = words.dropFirst(2)
      }
      if words.first == "change", let id = words.dropFirst().first {
        header.change = id.hasSuffix(":") ? String(id.dropLast()) : id
        if words.count > 2 { header.summary = words.dropFirst(2).joined(separator: " ") }
      }
    }
    return (header, timeline)
  }

  /// `text` on one line: a summary never breaks the header.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
  }
}
