/// A baseline as a reviewable file: `<scenario>.<profile>.timeline` beside the scenario file,
/// holding a `#` comment header and the accepted timeline's canonical text.
///
/// For example, `dimming-presentation.uikit-8.timeline`:
/// ```
/// # baseline dimming-presentation @ uikit-8 (rules 1)
/// # accepted by ci at 2026-11-22T12:00:00Z with catalog 0.1.0
///    0.000  yellow.present(red, animated: true)
/// ```
/// The header is informational for readers of a pull request and carries what `import` needs to
/// restore the baseline's record; the timeline lines are what `check` compares.
public struct BaselineFile: Hashable, Sendable {
  public static let fileExtension = "timeline"

  public var scenario: String
  public var profile: String
  public var rulesVersion: Int
  public var acceptedBy: String
  /// ISO 8601, UTC, whole seconds: `2026-11-22T12:00:00Z`.
  public var acceptedAt: String
  public var catalogVersion: String

  public init(
    scenario: String, profile: String, rulesVersion: Int, acceptedBy: String, acceptedAt: String,
    catalogVersion: String
  ) {
    self.scenario = scenario
    self.profile = profile
    self.rulesVersion = rulesVersion
    self.acceptedBy = acceptedBy
    self.acceptedAt = acceptedAt
    self.catalogVersion = catalogVersion
  }

  /// `<scenario>.<profile>.timeline`.
  public static func fileName(scenario: String, profile: String) -> String {
    "\(scenario).\(profile).\(fileExtension)"
  }

  /// The scenario and profile a baseline file name stands for; profile names have no dots, so
  /// the profile is the last dotted part before the extension.
  public static func parseFileName(_ fileName: String) -> (scenario: String, profile: String)? {
    guard let (scenario, profile) = CompanionFileName.parse(fileName, fileExtension: fileExtension),
      !profile.isEmpty
    else { return nil }
    return (scenario, String(profile))
  }

  /// The file's text: the header, then the canonical text.
  ///
  /// The header's words are written with control characters made visible (`\u{1B}`): a name
  /// recorded by an older catalog, or read from another folder's header, reaches no terminal
  /// that shows the file (`cat`, `git diff`) as an escape sequence.
  public func render(_ timeline: Timeline) -> String {
    "# baseline \(VisibleText.escaped(scenario)) @ \(VisibleText.escaped(profile)) (rules \(rulesVersion))\n"
      + "# accepted by \(VisibleText.escaped(acceptedBy)) at \(VisibleText.escaped(acceptedAt)) "
      + "with catalog \(VisibleText.escaped(catalogVersion))\n"
      + timeline.canonicalText()
  }

  /// Reads a baseline file: its header (nil when the file has none) and its timeline.
  ///
  /// - Throws: `TimelineFormatError` for a malformed timeline line, or a line whose time is
  ///   earlier than the line before it: an accepted timeline's times never go back, so such a
  ///   file was edited or damaged.
  public static func parse(_ text: String) throws -> (header: BaselineFile?, timeline: Timeline) {
    let timeline = try Timeline(canonicalText: text)
    if let back = timeline.events.indices.dropFirst().first(where: {
      timeline.events[$0].time < timeline.events[$0 - 1].time
    }) {
      throw timeGoingBack(at: back, of: timeline, in: text)
    }
    var scenario: String?
    var profile: String?
    var rules = 0
    var by = ""
    var at = ""
    var version = ""
    var headerLines: [Substring] = []
    var rest = text[...]
    while rest.hasPrefix("#") {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      headerLines.append(rest[..<end])
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
    }
    for line in headerLines {
      let words = line.split(separator: " ").map(String.init)
      if words.count >= 6, words[1] == "baseline", words[3] == "@", words[5] == "(rules" {
        scenario = words[2]
        profile = words[4]
        rules = Int(words.count > 6 ? words[6].trimmingCharacters(in: ")") : "") ?? 0
      } else if words.count >= 8, words[1] == "accepted", words[2] == "by" {
        // "# accepted by <who…> at <time> with catalog <version>"; the name may have spaces.
        if let atIndex = words.lastIndex(of: "at"), atIndex + 3 < words.count, words[atIndex + 2] == "with" {
          by = words[3..<atIndex].joined(separator: " ")
          at = words[atIndex + 1]
          version = words[atIndex + 4..<words.count].joined(separator: " ")
        }
      }
    }
    guard let scenario, let profile else { return (nil, timeline) }
    let header = BaselineFile(
      scenario: scenario, profile: profile, rulesVersion: rules, acceptedBy: by, acceptedAt: at,
      catalogVersion: version)
    return (header, timeline)
  }
}

extension BaselineFile {
  /// The error for event `index` of `timeline`, read from `text`, whose time is earlier than the
  /// event before it, at its line (counted as the reader counts them: comment and blank lines
  /// hold no event).
  private static func timeGoingBack(at index: Int, of timeline: Timeline, in text: String) -> TimelineFormatError {
    var eventLines = 0
    var lineNumber = 0
    var column = 1
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let content = line.hasSuffix("\r") ? line.dropLast() : line
      if content.hasPrefix("#") || content.allSatisfy({ $0 == " " }) { continue }
      if eventLines == index {
        column = (content.firstIndex { $0 != " " }.map { content.distance(from: content.startIndex, to: $0) } ?? 0) + 1
        break
      }
      eventLines += 1
    }
    let time = timeline.events[index].time
    let previous = timeline.events[index - 1].time
    return TimelineFormatError(
      line: lineNumber, column: column,
      "time \(time.decimalString) is earlier than the line before it (\(previous.decimalString)): an accepted "
        + "timeline's times never go back")
  }
}

extension String {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    var result = self[...]
    while let last = result.last, characters.contains(last) { result = result.dropLast() }
    return String(result)
  }
}
