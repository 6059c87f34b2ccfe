import CatalogModel

/// The recording file (Docs/recordings.md): `<scenario>.<n>.recording` beside the scenario file,
/// a JSON header object on its first line, then the timeline's events as JSON Lines (FORMATS 2.1).
///
/// For example, `dimming-presentation.1.recording`:
/// ```
/// {"recording": 1, "scenario": "dimming-presentation", "ios": "9.3", "device": null, …}
/// {"seq": 0, "t": 0.000, "turn": null, "kind": "callback", "receiver": "dimmer", "call": "presentationController(forPresented:presenting:source:)", "args": []}
/// ```
/// `render` is byte-stable: the same recording always gives the same bytes, so a catalog stores
/// the file's text as it is and exports it unchanged.
public enum RecordingFile {
  /// The version of the format, the header's `recording` value.
  public static let format = 1
  public static let fileExtension = "recording"

  /// `<scenario>.<number>.recording`.
  public static func fileName(scenario: String, number: Int) -> String {
    "\(scenario).\(number).\(fileExtension)"
  }

  /// The scenario and number a recording file name stands for: the number is the last dotted part
  /// before the extension (scenario names may contain dots, numbers cannot).
  public static func parseFileName(_ fileName: String) -> (scenario: String, number: Int)? {
    let suffix = "." + fileExtension
    guard fileName.hasSuffix(suffix) else { return nil }
    let stem = fileName.dropLast(suffix.count)
    guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
    let digits = stem[stem.index(after: dot)...]
    guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0",
      let number = Int(digits)
    else { return nil }
    return (String(stem[..<dot]), number)
  }

  // MARK: - Writing

  /// The file's text: the header line, then one line per event.
  public static func render(_ recording: Recording) -> String {
    headerLine(recording.header) + "\n" + recording.timeline.jsonLines()
  }

  /// The header as one JSON object, keys in `RecordingHeader.keys` order, the map's keys sorted.
  public static func headerLine(_ header: RecordingHeader) -> String {
    func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
    let map = header.map.keys.sorted().map { JSONText.string($0) + ": " + JSONText.string(header.map[$0] ?? "") }
    let values: [String] = [
      String(format), JSONText.string(header.scenario), JSONText.string(header.ios.text), string(header.device),
      string(header.sdk?.text), string(header.recordedAt), string(header.recordedBy), string(header.source),
      String(header.skippedLines), "{" + map.joined(separator: ", ") + "}", string(header.notes),
    ]
    return "{" + zip(RecordingHeader.keys, values).map { JSONText.string($0) + ": " + $1 }.joined(separator: ", ") + "}"
  }

  // MARK: - Reading

  /// Reads a recording file's text.
  ///
  /// Besides the JSON shape of every line, it checks that the header has a known format, a
  /// scenario name and an iOS version, that every event names a member the catalog models with
  /// that member's kind (or is a UIKit warning), and that times never go back.
  ///
  /// - Throws: `RecordingFileError` (with `path`) listing every problem found.
  public static func parse(_ text: String, path: String) throws(RecordingFileError) -> Recording {
    func failure(_ problems: [ScenarioDiagnostic]) -> RecordingFileError {
      RecordingFileError(path: path, diagnostics: problems)
    }
    let firstBreak = text.firstIndex(of: "\n") ?? text.endIndex
    let firstLine = String(text[..<firstBreak])
    let (parsed, headerProblems) = parseHeader(firstLine)
    guard let header = parsed, headerProblems.isEmpty else { throw failure(headerProblems) }
    // The events, with the header's line left blank so that line numbers stay the file's.
    let events = "\n" + (firstBreak < text.endIndex ? String(text[text.index(after: firstBreak)...]) : "")
    let timeline: Timeline
    do {
      timeline = try Timeline(jsonLines: events)
    } catch let error as TimelineFormatError {
      throw failure([ScenarioDiagnostic(error.location, error.message)])
    } catch {
      throw failure([ScenarioDiagnostic(.start, String(describing: error))])
    }
    let problems = eventProblems(timeline, in: events)
    guard problems.isEmpty else { throw failure(problems) }
    return Recording(header: header, timeline: timeline)
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
    var problems: [String] = []
    for key in fields.keys.sorted() where !RecordingHeader.keys.contains(key) {
      let suggestion = Suggestion.nearest(to: key, among: RecordingHeader.keys).map { "; did you mean '\($0)'?" } ?? ""
      problems.append(
        "unknown header key '\(key)'\(suggestion); the keys are \(RecordingHeader.keys.joined(separator: ", "))")
    }
    guard case .number(let format)? = fields["recording"], format == Double(Self.format) else {
      return problem(
        "the header's 'recording' must be \(Self.format), the version of the recording format this catalog reads")
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
      scenario: scenario, ios: ios ?? IOSVersion.unknown, device: optionalString("device"), sdk: sdk,
      recordedAt: recordedAt, recordedBy: optionalString("recordedBy"), source: optionalString("source"),
      skippedLines: skipped, map: map, notes: optionalString("notes"))
    return (header, problems.map { ScenarioDiagnostic(SourceLocation(line: 1, column: 1), $0) })
  }

  /// Events that name no modelled member, have another kind than their member's, or go back in
  /// time, each at its line.
  static func eventProblems(_ timeline: Timeline, in text: String) -> [ScenarioDiagnostic] {
    var lineOfEvent: [Int] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) {
      lineOfEvent.append(offset + 1)
    }
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
