import CatalogModel

/// The recording file (Docs/recordings.md): `<scenario>.<n>.recording` beside the scenario file,
/// a JSON header object on its first line, then the timeline's events as JSON Lines (Docs/timeline-format.md, "Events").
///
/// For example, `dimming-presentation.1.recording`:
/// ```
/// {"recording": 1, "scenario": "dimming-presentation", "ios": "9.3", "device": null, …}
/// {"seq": 0, "t": 0.000, "turn": null, "kind": "callback", "receiver": "dimmer", "call": "presentationController(forPresented:presenting:source:)", "args": []}
/// ```
/// `render` is byte-stable: the same recording always gives the same bytes, so a catalog stores
/// the file's text as it is and exports it unchanged.
package enum RecordingFile {
  /// The version of the format this catalog writes, the header's `recording` value: 2 added
  /// `scenarioSHA256` and `skipped` to the header. Files of format 1 are read too.
  package static let format = 2
  /// The versions this catalog reads.
  package static let readableFormats = [1, 2]
  package static let fileExtension = "recording"

  /// `<scenario>.<number>.recording`.
  package static func fileName(scenario: String, number: Int) -> String {
    "\(scenario).\(number).\(fileExtension)"
  }

  /// The scenario and number a recording file name stands for: the number is the last dotted part
  /// before the extension (scenario names may contain dots, numbers cannot).
  package static func parseFileName(_ fileName: String) -> (scenario: String, number: Int)? {
    guard let (scenario, digits) = CompanionFileName.parse(fileName, fileExtension: fileExtension),
      (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0",
      let number = Int(digits)
    else { return nil }
    return (scenario, number)
  }

  // MARK: - Writing

  /// The file's text: the header line, then one line per event.
  package static func render(_ recording: Recording) -> String {
    headerLine(recording.header) + "\n" + recording.timeline.jsonLines()
  }

  /// The header as one JSON object, keys in `RecordingHeader.keys` order, the map's keys sorted.
  package static func headerLine(_ header: RecordingHeader) -> String {
    func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
    let map = header.map.keys.sorted().map { JSONText.string($0) + ": " + JSONText.string(header.map[$0] ?? "") }
    let skipped =
      header.skipped.map { skipped in
        "{"
          + zip(RecordingHeader.Skipped.keys, skipped.counts).map { JSONText.string($0) + ": \($1)" }
          .joined(separator: ", ") + "}"
      } ?? "null"
    let values: [String] = [
      String(format), JSONText.string(header.scenario), string(header.scenarioSHA256), JSONText.string(header.ios.text),
      string(header.device), string(header.sdk?.text), string(header.recordedAt), string(header.recordedBy),
      string(header.source), String(header.skippedLines), skipped, "{" + map.joined(separator: ", ") + "}",
      string(header.notes),
    ]
    return "{" + zip(RecordingHeader.keys, values).map { JSONText.string($0) + ": " + $1 }.joined(separator: ", ") + "}"
  }

  // MARK: - Reading

  /// Reads a recording file's text.
  ///
  /// Besides the JSON shape of every line, it checks that the header has a known format, a
  /// scenario name and an iOS version, that every event names a member the catalog models with
  /// that member's kind (or is a UIKit warning), and that times never go back. With `scenario`,
  /// it also checks that the header names it and that every event's receiver is one the
  /// scenario can have (`ScenarioReceivers`); with `fileName`, that the file's name names the
  /// header's scenario. Every problem is reported at once.
  ///
  /// - Throws: `RecordingFileError` (with `path`) listing every problem found.
  package static func parse(
    _ text: String, path: String, scenario: Scenario? = nil, fileName: String? = nil
  ) throws(RecordingFileError) -> Recording {
    func failure(_ problems: [ScenarioDiagnostic]) -> RecordingFileError {
      RecordingFileError(path: path, diagnostics: problems)
    }
    // A file checked out with CRLF line ends reads as the same recording (the catalog keeps its
    // bytes as they are).
    let text = Self.withoutCarriageReturns(text)
    let firstBreak = text.firstIndex(of: "\n") ?? text.endIndex
    let firstLine = String(text[..<firstBreak])
    let (parsed, headerProblems) = parseHeader(firstLine)
    guard let header = parsed else { throw failure(headerProblems) }
    var problems = headerProblems
    if let fileName, let named = parseFileName(fileName)?.scenario, named != header.scenario, !header.scenario.isEmpty {
      problems.append(
        ScenarioDiagnostic(
          SourceLocation(line: 1, column: 1),
          "the recording is of scenario '\(header.scenario)' but the file name says '\(named)'; rename the file or fix "
            + "the header"))
    } else if let scenario, header.scenario != scenario.name, !header.scenario.isEmpty {
      problems.append(
        ScenarioDiagnostic(
          SourceLocation(line: 1, column: 1),
          "the recording is of scenario '\(header.scenario)', not of '\(scenario.name)'"))
    }
    // The events, with the header's line left blank so that line numbers stay the file's.
    let events = "\n" + (firstBreak < text.endIndex ? String(text[text.index(after: firstBreak)...]) : "")
    let timeline: Timeline
    do {
      timeline = try Timeline(jsonLines: events)
    } catch let error as TimelineFormatError {
      throw failure(problems + [ScenarioDiagnostic(error.location, error.message)])
    } catch {
      throw failure(problems + [ScenarioDiagnostic(.start, String(describing: error))])
    }
    problems += eventProblems(timeline, in: events)
    if let scenario { problems += receiverProblems(timeline, in: events, scenario: scenario) }
    guard problems.isEmpty else { throw failure(problems) }
    return Recording(header: header, timeline: timeline)
  }

  /// The receivers of `timeline` that `scenario` can never have, each at the line of its first
  /// event, with the nearest id as a suggestion.
  static func receiverProblems(_ timeline: Timeline, in text: String, scenario: Scenario) -> [ScenarioDiagnostic] {
    let receivers = ScenarioReceivers(scenario)
    let lines = lineOfEvent(in: text)
    var problems: [ScenarioDiagnostic] = []
    var reported: Set<String> = []
    for (index, event) in timeline.events.enumerated() where event.receiver != StaticNames.uiKit {
      let id = timeline.string(event.receiver)
      guard receivers.roles(of: id).isEmpty, reported.insert(id).inserted else { continue }
      let suggestion =
        Suggestion.nearest(to: id, among: receivers.suggestions).map { "; did you mean '\($0)'?" } ?? ""
      problems.append(
        ScenarioDiagnostic(
          SourceLocation(line: index < lines.count ? lines[index] : 1, column: 1),
          "event \(index): '\(id)' is not a receiver of scenario '\(scenario.name)'\(suggestion) (its ids: "
            + receivers.suggestions.prefix(12).joined(separator: ", ") + ")"))
    }
    return problems
  }

  /// The line of each event of a file's events text (blank lines skipped).
  static func lineOfEvent(in text: String) -> [Int] {
    var lines: [Int] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) {
      lines.append(offset + 1)
    }
    return lines
  }

  /// `text` with the CR of every CRLF line end taken out.
  static func withoutCarriageReturns(_ text: String) -> String {
    guard text.utf8.contains(13) else { return text }
    var scalars = String.UnicodeScalarView()
    var pending = false
    for scalar in text.unicodeScalars {
      if pending, scalar != "\n" { scalars.append("\r") }
      pending = scalar == "\r"
      if !pending { scalars.append(scalar) }
    }
    if pending { scalars.append("\r") }
    return String(scalars)
  }

  /// The header line as a value, or every problem with it (on line 1).
  static func parseHeader(_ line: String) -> (RecordingHeader?, [ScenarioDiagnostic]) {
    func problem(_ message: String, column: Int = 1) -> (RecordingHeader?, [ScenarioDiagnostic]) {
      (nil, [ScenarioDiagnostic(SourceLocation(line: 1, column: column), message)])
    }
    let value: JSONValue
    do {
      var parser = JSONParser(line)
      value = try parser.parseDocument()
    } catch let error as TimelineFormatError {
      return (nil, [ScenarioDiagnostic(error.location, "the header line is not JSON: \(error.message)")])
    } catch {
      return problem("the header line is not JSON")
    }
    guard case .object(let fields) = value else {
      return problem("the first line must be the recording's header, a JSON object such as {\"recording\": 1, …}")
    }
    guard case .number(let format)? = fields["recording"], readableFormats.contains(where: { Double($0) == format })
    else {
      return problem(
        "the header's 'recording' must be 1 or 2, the versions of the recording format this catalog reads")
    }
    let keys = format == 1 ? RecordingHeader.formatOneKeys : RecordingHeader.keys
    var problems: [String] = []
    for key in fields.keys.sorted() where !keys.contains(key) {
      let suggestion = Suggestion.nearest(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
      problems.append(
        "unknown header key '\(key)'\(suggestion); the keys of format \(Int(format)) are \(keys.joined(separator: ", "))"
      )
    }
    func optionalString(_ key: String) -> String? {
      switch fields[key] {
      case .string(let text)?: return text
      case .null?, nil: return nil
      default:
        problems.append("'\(key)' must be a string or null")
        return nil
      }
    }
    let scenario = optionalString("scenario") ?? ""
    if scenario.isEmpty { problems.append("the header must name its 'scenario'") }
    let iosText = optionalString("ios")
    let ios = iosText.flatMap(IOSVersion.init)
    if ios == nil {
      problems.append("'ios' must be the iOS version the device ran, such as \"17.2\" (it chooses the profile)")
    }
    let sdkText = optionalString("sdk")
    let sdk = sdkText.flatMap(IOSVersion.init)
    if sdkText != nil, sdk == nil { problems.append("'sdk' must be a version such as \"17.2\", or null") }
    let recordedAt = optionalString("recordedAt")
    if let recordedAt, !RecordingHeader.isValidDate(recordedAt) {
      problems.append("'recordedAt' must be a date YYYY-MM-DD or a time YYYY-MM-DDTHH:MM:SSZ, or null")
    }
    var skipped = 0
    switch fields["skippedLines"] {
    case .number(let number)? where number >= 0 && number == number.rounded() && number < 1e9: skipped = Int(number)
    case nil: break
    default: problems.append("'skippedLines' must be a whole number, at least 0")
    }
    let scenarioSHA256 = optionalString("scenarioSHA256")
    if let scenarioSHA256,
      scenarioSHA256.utf8.count != 64 || !scenarioSHA256.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    {
      problems.append("'scenarioSHA256' must be 64 lowercase hex digits, the SHA-256 of the scenario file, or null")
    }
    var skippedReasons: RecordingHeader.Skipped?
    switch fields["skipped"] {
    case .object(let counts)?:
      var values: [Int] = []
      for key in RecordingHeader.Skipped.keys {
        guard case .number(let number)? = counts[key], number >= 0, number == number.rounded(), number < 1e9 else {
          problems.append("'skipped' must have a whole number, at least 0, for '\(key)'")
          values.append(0)
          continue
        }
        values.append(Int(number))
      }
      for key in counts.keys.sorted() where !RecordingHeader.Skipped.keys.contains(key) {
        problems.append(
          "unknown key '\(key)' in 'skipped'; its keys are \(RecordingHeader.Skipped.keys.joined(separator: ", "))")
      }
      let reasons = RecordingHeader.Skipped(
        notCallbacks: values[0], unmodelledMembers: values[1], blocks: values[2], skippedClasses: values[3])
      if reasons.total != skipped {
        problems.append("'skipped' adds up to \(reasons.total), but 'skippedLines' is \(skipped): they must agree")
      }
      skippedReasons = reasons
    case .null?, nil: break
    default: problems.append("'skipped' must be an object of counts, or null")
    }
    var map: [String: String] = [:]
    switch fields["map"] {
    case .object(let entries)?:
      for (key, value) in entries {
        guard case .string(let ids) = value else {
          problems.append("the map's value for '\(key)' must be a string of scenario ids")
          continue
        }
        map[key] = ids
      }
    case .null?, nil: break
    default: problems.append("'map' must be an object of class or instance names and scenario ids")
    }
    let header = RecordingHeader(
      scenario: scenario, scenarioSHA256: scenarioSHA256, ios: ios ?? IOSVersion.unknown,
      device: optionalString("device"),
      sdk: sdk, recordedAt: recordedAt, recordedBy: optionalString("recordedBy"), source: optionalString("source"),
      skippedLines: skipped, skipped: skippedReasons, map: map, notes: optionalString("notes"))
    return (header, problems.map { ScenarioDiagnostic(SourceLocation(line: 1, column: 1), $0) })
  }

  /// Events that name no modelled member, have another kind than their member's, or go back in
  /// time, each at its line.
  static func eventProblems(_ timeline: Timeline, in text: String) -> [ScenarioDiagnostic] {
    let lineOfEvent = lineOfEvent(in: text)
    var problems: [ScenarioDiagnostic] = []
    var previous = VirtualTime.zero
    for (index, event) in timeline.events.enumerated() {
      let location = SourceLocation(line: index < lineOfEvent.count ? lineOfEvent[index] : 1, column: 1)
      let call = timeline.string(event.call)
      if let member = Member(named: call) {
        if member.kind != event.kind {
          problems.append(
            ScenarioDiagnostic(
              location, "event \(index): '\(call)' is a \(member.kind.rawValue), not a \(event.kind.rawValue)"))
        }
      } else {
        let suggestion = Suggestion.nearest(to: call, among: Member.allCases.map(\.name)).map {
          "; did you mean '\($0)'?"
        }
        problems.append(
          ScenarioDiagnostic(
            location, "event \(index): '\(call)' is not a member the catalog models\(suggestion ?? "")"))
      }
      if event.time < previous {
        problems.append(
          ScenarioDiagnostic(
            location, "event \(index): 't' goes back from \(previous.decimalString) to \(event.time.decimalString)"))
      }
      previous = event.time
    }
    return problems
  }
}

extension IOSVersion {
  /// A placeholder for a header whose version did not read (never returned with a valid header).
  static let unknown = IOSVersion(components: [0])
}
