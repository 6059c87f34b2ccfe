import CatalogModel

/// Imports a console log into a recording of a scenario (Docs/recordings.md).
///
/// Every line is read as `ConsoleLine` takes it apart. A callback line becomes an event: its
/// member (any spelling of `CallbackNames`) and its receiver, the scenario id its class maps to
/// (`ReceiverMap`), with the values it printed as arguments and the time of its timestamp. A
/// UIKit warning becomes a `warning` event, the objects it names replaced by their ids. `#` lines
/// are comments, or directives when they read `# key: value` with a key of `directiveKeys`: the
/// header's fields and `map` entries, written in the log itself. Other lines are skipped and
/// counted.
///
/// Anything ambiguous is a problem at its line: a callback of a class that has no mapping, a
/// class whose ids do not fit the member (or fit it twice), two instances of one class mapped
/// through the class, a member printed without a class, values that do not match the member's
/// parameters, a time that goes back or changes form, conflicting map entries, and a line that
/// names a modelled member in a form the importer does not read (never skipped silently). With
/// any problem there is no recording.
///
/// For example:
/// ```swift
/// var options = ConsoleLog.Options(scenario: scenario)
/// options.map = ["RedViewController=red", "MyPresentationController=pc:red"]
/// options.ios = IOSVersion("9.3")
/// let result = ConsoleLog.read(text, options: options)
/// ```
package enum ConsoleLog {
  /// What the command line says beside the log; a value given here wins over the log's
  /// directive.
  package struct Options: Sendable {
    package var scenario: Scenario
    /// `Key=ids` entries, in order; two for one key with other ids are a conflict, and these
    /// replace the log's `# map:` entries.
    package var map: [String] = []
    package var ios: IOSVersion?
    package var device: String?
    package var sdk: IOSVersion?
    package var recordedAt: String?
    package var recordedBy: String?
    package var notes: String?
    /// The log's file name, kept in the header.
    package var source: String?
    /// The SHA-256 of the scenario file the log is a run of, kept in the header
    /// (`RecordingHeader.scenarioSHA256`).
    package var scenarioSHA256: String?
    /// The ids the engine's replays of the scenario name, when known: then a map to one of the
    /// ids it makes (`pc:`, `animator:`, …) that no replay names is an error
    /// (`ScenarioReceivers.restricted(to:)`).
    package var produced: Set<String>?
    /// The most events a recording may have: a recording is one run of a scenario.
    package var maximumEvents = 100_000
    /// The longest line read, in bytes: a longer one is not console output.
    package var maximumLineLength = 65_536

    package init(scenario: Scenario) {
      self.scenario = scenario
    }
  }

  /// The `# key:` lines a log may hold.
  package static let directiveKeys = ["scenario", "ios", "device", "sdk", "recordedAt", "recordedBy", "notes", "map"]

  /// Reads `text`.
  package static func read(_ text: String, options: Options) -> ConsoleLogImport {
    var reader = Reader(options: options)
    reader.read(text)
    return reader.result
  }
}

extension ConsoleLog {
  /// One import in progress.
  struct Reader {
    let options: Options
    let receivers: ScenarioReceivers
    var result = ConsoleLogImport()
    var map = ReceiverMap()
    var directives: [String: (value: String, location: SourceLocation)] = [:]
    var notes: [String] = []
    var timeline = Timeline()
    /// Problems reported once per key: an unmapped class, a role mismatch.
    var reported: Set<String> = []
    /// Per map key resolved through a class, the first address seen and its line.
    var addresses: [String: (address: String, line: Int)] = [:]
    var firstSeconds: Double?
    var lastSeconds: Double?
    /// The form of the first timestamp and its line: every other must have it.
    var firstForm: (form: LogTimestamp.Form, line: Int)?
    /// Days added to a time of day after it passed midnight.
    var dayOffset = 0.0
    var now = VirtualTime.zero
    /// Set when the log is over a bound: the rest is not read.
    var stopped = false

    init(options: Options) {
      self.options = options
      let receivers = ScenarioReceivers(options.scenario)
      self.receivers = options.produced.map { receivers.restricted(to: $0) } ?? receivers
    }

    mutating func problem(_ line: Int, _ column: Int, _ message: String) {
      result.problems.append(ScenarioDiagnostic(SourceLocation(line: line, column: column), message))
    }

    mutating func read(_ text: String) {
      // Directives first: a `# map:` line applies to the whole log.
      Self.forEachLine(of: text) { line, number in
        guard line.utf8.count <= options.maximumLineLength else { return true }
        var start = line
        while start.first == " " || start.first == "\t" { start = start.dropFirst() }
        guard start.first == "#" else { return true }
        if case .directive(let key, let value, let column) = ConsoleLine(line).message {
          directive(key, value, SourceLocation(line: number, column: column))
        }
        return true
      }
      applyOptionMap()
      Self.forEachLine(of: text) { line, number in
        let length = line.utf8.count
        guard length <= options.maximumLineLength else {
          problem(
            number, 1,
            "this line is \(length) bytes long; a console line is at most \(options.maximumLineLength): is the file a "
              + "console log? (nothing after it was read)")
          stopped = true
          return false
        }
        entry(ConsoleLine(line), number: number)
        return !stopped
      }
      finish()
    }

    /// Calls `body` with each line of `text` (without its line end, LF or CRLF) and its number,
    /// until it returns false.
    static func forEachLine(of text: String, _ body: (Substring, Int) -> Bool) {
      let scalars = text.unicodeScalars
      var start = scalars.startIndex
      var number = 0
      while start <= scalars.endIndex {
        number += 1
        let end = scalars[start...].firstIndex(of: "\n") ?? scalars.endIndex
        var line = Substring(scalars[start..<end])
        if line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
        guard body(line, number) else { return }
        guard end < scalars.endIndex else { return }
        start = scalars.index(after: end)
      }
    }

    // MARK: - Directives and options

    mutating func directive(_ key: String, _ value: Substring, _ location: SourceLocation) {
      guard ConsoleLog.directiveKeys.contains(key) else {
        // A comment that happens to hold a colon (`# Note: …`), unless it is a directive mistyped:
        // a lowercase word close to a key.
        if key.first?.isLowercase == true, let suggestion = Suggestion.nearest(to: key, among: ConsoleLog.directiveKeys)
        {
          problem(
            location.line, 3,
            "unknown directive '# \(key):'; did you mean '# \(suggestion):'? (the directives are "
              + ConsoleLog.directiveKeys.joined(separator: ", ") + ")")
        }
        return
      }
      switch key {
      case "map":
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
          let column = location.column + value.distance(from: value.startIndex, to: word.startIndex)
          guard let (mapKey, ids) = ReceiverMap.split(word) else {
            problem(
              location.line, column,
              "'\(word)' is not a map entry: write 'Class=id' (or 'Class=id1,id2', 'Class=-', '0xADDRESS=id')")
            continue
          }
          let message = check(ids)
          if let message { problem(location.line, column, "in '\(word)': \(message)") }
          if let earlier = map.set(
            mapKey, ids: ids, entry: String(word), isValid: message == nil, origin: .log(line: location.line))
          {
            let place =
              switch earlier.origin {
              case .log(let line) where line == location.line: "on this line"
              case .log(let line): "on line \(line)"
              case .option: "in an option"
              }
            problem(
              location.line, column,
              "'\(word)' conflicts with '\(earlier.entry)' \(place): give each class or address one entry")
          }
        }
      case "notes":
        notes.append(String(value))
      default:
        if let earlier = directives[key] {
          problem(location.line, 1, "a second '# \(key):' line; the first is on line \(earlier.location.line)")
        }
        directives[key] = (String(value), location)
      }
    }

    /// Why `ids` cannot be the target of a map entry, if they cannot.
    func check(_ ids: [String]) -> String? {
      for id in ids where receivers.roles(of: id).isEmpty {
        let suggestion =
          Suggestion.nearest(to: id, among: receivers.suggestions).map { "; did you mean '\($0)'?" } ?? ""
        return "'\(id)' is not an id of scenario '\(options.scenario.name)'\(suggestion)"
      }
      return nil
    }

    mutating func applyOptionMap() {
      for entry in options.map {
        guard let (key, ids) = ReceiverMap.split(Substring(entry)) else {
          result.optionProblems.append(
            "'--map \(entry)' is not a map entry: write 'Class=id' (or 'Class=id1,id2', 'Class=-', '0xADDRESS=id')")
          continue
        }
        let message = check(ids)
        if let message { result.optionProblems.append("'--map \(entry)': \(message)") }
        if let earlier = map.set(key, ids: ids, entry: entry, isValid: message == nil, origin: .option) {
          result.optionProblems.append(
            "'--map \(entry)' conflicts with '--map \(earlier.entry)': give each class or address one entry")
        }
      }
    }

    // MARK: - Lines

    mutating func entry(_ line: ConsoleLine, number: Int) {
      switch line.message {
      case .blank, .directive:
        return
      case .other(let message):
        let first = message.split(separator: " ").first.map(String.init) ?? ""
        if let entry = CallbackNames.entry(named: first), first.contains("(") || first.contains(":") {
          problem(
            number, line.messageColumn,
            "'\(first)' names \(entry.member.name) but no class: print the receiver's class before it "
              + "(\"\\(type(of: self)) \\(#function)\") so the line can be mapped to a scenario id")
          return
        }
        guard !unread(message, line: line, number: number) else { return }
        result.skipped.notCallbacks += 1
      case .block:
        result.skipped.blocks += 1
      case .warning(let message):
        warning(message, line: line, number: number)
      case .call(let receiver, let memberName, let values, let valuesColumn):
        guard let entry = CallbackNames.entry(named: memberName) else {
          let message = line.text
          guard !unread(message, line: line, number: number) else { return }
          if memberName.contains("(") || memberName.contains(":") {
            result.skipped.unmodelledMembers += 1
            noteUnmodelled(memberName, line: number)
          } else {
            result.skipped.notCallbacks += 1
          }
          return
        }
        callback(
          entry, receiver: receiver, values: values, valuesColumn: valuesColumn, line: line, number: number)
      }
    }

    /// Whether a line that was not read as a callback names a modelled member all the same: then
    /// it is a problem at that member, not a skipped line.
    mutating func unread(_ message: Substring, line: ConsoleLine, number: Int) -> Bool {
      guard let (name, _, at) = CallbackNames.mention(in: message) else { return false }
      let before = VisibleText.escaped(String(message[..<at]))
      let column = line.messageColumn + message.distance(from: message.startIndex, to: at)
      problem(
        number, column,
        "this line names \(name) after '\(before)', a form the importer does not read: write it as "
          + "'Class member(_:)' or '-[Class selector:]' (Docs/recordings.md), map its class to '-', or delete the line")
      return true
    }

    mutating func noteUnmodelled(_ member: String, line: Int) {
      if let index = result.unmodelled.firstIndex(where: { $0.member == member }) {
        result.unmodelled[index].count += 1
      } else if result.unmodelled.count < 8 {
        result.unmodelled.append(ConsoleLogImport.Unmodelled(line: line, member: member, count: 1))
      }
    }

    mutating func callback(
      _ entry: CallbackNames.Entry, receiver: ConsoleLine.Receiver, values: Substring, valuesColumn: Int,
      line: ConsoleLine, number: Int
    ) {
      let column = line.messageColumn
      guard let (key, target) = map.lookup(receiver) else {
        unmapped(receiver, line: number, column: column)
        return
      }
      guard target.isValid else { return }
      if target.ids.isEmpty {
        result.skipped.skippedClasses += 1
        return
      }
      if let address = receiver.address, !ReceiverMap.isAddress(Substring(key)) {
        if let first = addresses[key], first.address != address {
          if reported.insert("instances \(key) \(address)").inserted {
            problem(
              number, column,
              "a second instance of '\(key)' (\(address); the first, \(first.address), is on line \(first.line)) "
                + "maps to the same ids through its class: map each instance, '\(first.address)=ID' and '\(address)=ID'"
            )
          }
          return
        }
        addresses[key] = addresses[key] ?? (address, number)
      }
      let id: String
      switch map.receiver(for: entry.roles, in: target, receivers: receivers) {
      case .success(let found):
        id = found
      case .failure(let mismatch):
        mismatched(mismatch, entry: entry, key: key, target: target, line: number, column: column)
        return
      }
      let member = entry.member
      guard let (args, result) = arguments(values, of: member, line: number, column: valuesColumn) else { return }
      guard let time = time(of: line, number: number), withinBound(number) else { return }
      timeline.events.append(
        Event(
          kind: member.kind, time: time, turn: -1, receiver: timeline.intern(id), call: member.internedName,
          args: args, result: result))
      self.result.eventLines += 1
    }

    mutating func unmapped(_ receiver: ConsoleLine.Receiver, line: Int, column: Int) {
      let name = receiver.shortClass
      guard reported.insert("unmapped \(name)").inserted else { return }
      let ids = receivers.suggestions.prefix(12).joined(separator: ", ")
      problem(
        line, column,
        "no mapping for class '\(name)'\(receiver.address.map { " (instance \($0))" } ?? ""): add "
          + "'--map \(name)=ID' or a '# map: \(name)=ID' line, ID one of \(ids)…; '\(name)=-' skips its lines")
    }

    mutating func mismatched(
      _ mismatch: ReceiverMap.Mismatch, entry: CallbackNames.Entry, key: String, target: ReceiverMap.Target, line: Int,
      column: Int
    ) {
      guard reported.insert("role \(key) \(entry.member.name)").inserted else { return }
      let roles = entry.roles.sorted().map(\.rawValue).joined(separator: " or ")
      switch mismatch {
      case .none:
        let prefix = entry.roles.compactMap(\.idPrefix).sorted().first
        let hint =
          prefix.map { " (such as '\(key)=\(target.ids.joined(separator: ","))," + $0 + "…')" } ?? ""
        problem(
          line, column,
          "'\(key)' maps to '\(target.ids.joined(separator: ","))', but \(entry.member.name) is a member of \(roles): "
            + "add an id of that role to its entry\(hint)")
      case .several(let ids):
        problem(
          line, column,
          "'\(key)' maps to \(ids.map { "'\($0)'" }.joined(separator: " and ")), which can both receive "
            + "\(entry.member.name): map the class to one of them, or map each instance by its address")
      }
    }

    /// The values a line printed after its member, as arguments and a result.
    mutating func arguments(_ text: Substring, of member: Member, line: Int, column: Int) -> (Arguments, Value?)? {
      var words = text.split(separator: " ", omittingEmptySubsequences: true)
      var result: Value?
      if let arrow = words.firstIndex(of: "->") {
        guard arrow + 2 == words.count else {
          problem(line, column, "'->' must be followed by one value: the member's result")
          return nil
        }
        result = value(words[arrow + 1], boolean: CallbackNames.booleanResults.contains(member))
        words.removeSubrange(arrow...)
      }
      let expected = CallbackNames.parameterCount(of: member)
      guard words.isEmpty || words.count == expected else {
        problem(
          line, column,
          "\(member.name) takes \(expected) value\(expected == 1 ? "" : "s"), and the line printed \(words.count) "
            + "('\(words.joined(separator: " "))'): print all of them or none")
        return nil
      }
      var args = Arguments()
      let boolean = CallbackNames.booleanArguments.contains(member)
      for word in words { args.append(value(word, boolean: boolean)) }
      return (args, result)
    }

    /// A printed value; `1` and `0` are `true` and `false` where the member takes or returns a
    /// `Bool` (an Objective-C BOOL printed with `%d`).
    mutating func value(_ word: Substring, boolean: Bool = false) -> Value {
      switch word {
      case "true", "YES": return .bool(true)
      case "false", "NO": return .bool(false)
      case "1" where boolean: return .bool(true)
      case "0" where boolean: return .bool(false)
      case "nil", "NULL", "(null)": return .null
      default:
        if let number = Double(word), number.isFinite { return .number(number) }
        return .string(timeline.intern(String(word)))
      }
    }

    /// Whether one more event keeps the recording within `maximumEvents`; past it, a problem,
    /// and the rest of the log is not read.
    mutating func withinBound(_ number: Int) -> Bool {
      guard timeline.events.count >= options.maximumEvents else { return true }
      problem(
        number, 1,
        "the log has more than \(options.maximumEvents) callbacks: a recording is one run of a scenario; keep the "
          + "lines of that run (nothing after this line was read)")
      stopped = true
      return false
    }

    /// The line's time: seconds since the first timed line, or the previous event's time.
    mutating func time(of line: ConsoleLine, number: Int) -> VirtualTime? {
      guard let timestamp = line.timestamp else { return now }
      if let date = timestamp.invalidDate {
        problem(
          number, 1,
          "\(date) is not a date (the month has no such day): is the timestamp damaged? (write the date the log has)")
        return nil
      }
      if let first = firstForm, first.form != timestamp.form {
        problem(
          number, 1,
          "this line's timestamp is \(timestamp.form.phrase), and line \(first.line)'s \(first.form.phrase): a log's "
            + "timestamps must all have one form")
        return nil
      }
      firstForm = firstForm ?? (timestamp.form, number)
      guard var seconds = timestamp.seconds else { return now }
      seconds += dayOffset
      // A time of day passes midnight when it goes back by more than half a day.
      if timestamp.form == .timeOfDay, let last = lastSeconds, last - seconds > 43_200 {
        dayOffset += 86_400
        seconds += 86_400
      }
      let first = firstSeconds ?? seconds
      firstSeconds = first
      if let last = lastSeconds, seconds < last {
        problem(
          number, 1,
          "the timestamp goes back by \(VirtualTime(seconds: last - seconds).decimalString) s: the log's lines are "
            + "out of order (several threads or devices?); put them in the order they were printed")
        return nil
      }
      lastSeconds = seconds
      now = VirtualTime(seconds: seconds - first)
      return now
    }

    mutating func warning(_ message: Substring, line: ConsoleLine, number: Int) {
      let roles: Set<ReceiverRole> =
        UIKitWarnings.namesPresentationControllers(message) ? [.presentationController] : [.controller]
      var text = ""
      var index = message.startIndex
      for (receiver, range) in UIKitWarnings.objects(in: message) {
        text += message[index..<range.lowerBound]
        index = range.upperBound
        guard let (key, target) = map.lookup(receiver) else {
          unmapped(receiver, line: number, column: line.messageColumn)
          return
        }
        guard target.isValid else { return }
        if target.ids.isEmpty {
          // A warning about an object outside the scenario.
          result.skipped.skippedClasses += 1
          return
        }
        switch map.receiver(for: roles, in: target, receivers: receivers) {
        case .success(let id):
          text += id
        case .failure:
          let entry = CallbackNames.Entry(member: .warning, roles: roles)
          mismatched(.none, entry: entry, key: key, target: target, line: number, column: line.messageColumn)
          return
        }
      }
      text += message[index...]
      guard let time = time(of: line, number: number), withinBound(number) else { return }
      timeline.events.append(
        Event(
          kind: .warning, time: time, turn: -1, receiver: StaticNames.uiKit, call: Member.warning.internedName,
          args: Arguments(.string(timeline.intern(text)))))
      result.eventLines += 1
    }

    // MARK: - The header

    mutating func finish() {
      func directive(_ key: String) -> (value: String, location: SourceLocation)? { directives[key] }
      let scenario = options.scenario.name
      if let named = directive("scenario"), named.value != scenario {
        problem(
          named.location.line, named.location.column,
          "the log is a recording of '\(named.value)', not of '\(scenario)'")
      }
      func version(_ key: String, _ given: IOSVersion?) -> IOSVersion? {
        if let given { return given }
        guard let written = directive(key) else { return nil }
        guard let version = IOSVersion(written.value) else {
          problem(
            written.location.line, written.location.column,
            "'\(written.value)' is not a version: write it as 17, 17.2 or 17.2.1")
          return nil
        }
        return version
      }
      let ios = version("ios", options.ios)
      let sdk = version("sdk", options.sdk)
      if ios == nil, directive("ios") == nil {
        result.optionProblems.append(
          "the recording needs the iOS version the device ran ('--ios 17.2', or a '# ios: 17.2' line in the log): "
            + "it chooses the profile the recording is compared with")
      }
      let recordedAt = options.recordedAt ?? directive("recordedAt")?.value
      if let recordedAt, !RecordingHeader.isValidDate(recordedAt) {
        let message = "'\(recordedAt)' is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ"
        if options.recordedAt == nil, let location = directive("recordedAt")?.location {
          problem(location.line, location.column, message)
        } else {
          result.optionProblems.append("'--recorded-at': " + message)
        }
      }
      if timeline.events.isEmpty, result.problems.isEmpty, result.optionProblems.isEmpty {
        result.optionProblems.append(
          "the log has no callback of the scenario's classes (\(result.skippedLines) lines skipped): "
            + "is it the right file, and are its classes mapped?")
      }
      guard result.problems.isEmpty, result.optionProblems.isEmpty, let ios else {
        result.problems.sort()
        return
      }
      let header = RecordingHeader(
        scenario: scenario, scenarioSHA256: options.scenarioSHA256, ios: ios,
        device: options.device ?? directive("device")?.value, sdk: sdk, recordedAt: recordedAt,
        recordedBy: options.recordedBy ?? directive("recordedBy")?.value, source: options.source,
        skippedLines: result.skippedLines, skipped: result.skipped, map: map.header,
        notes: options.notes ?? (notes.isEmpty ? nil : notes.joined(separator: "\n")))
      result.recording = Recording(header: header, timeline: timeline)
    }
  }
}
