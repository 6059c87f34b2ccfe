import CatalogModel

/// The time at the start of a console line, in the forms consoles print.
///
/// - `2016-02-12 13:28:40.123` (NSLog, Xcode, the `log` tool), with an optional `T`, fraction and
///   zone (`+0800`, `+08:00`, `Z`);
/// - `13:28:40.123` (a time of day), also with a zone;
/// - `1234.567890` (seconds, as `CACurrentMediaTime()` prints them: a fraction is required, so
///   that a numbered line, `1. …`, is not read as a time);
/// - any of these in brackets, `[13:28:40.123]`.
///
/// Only differences between lines matter: a recording's times are seconds since its first timed
/// line. A log's timestamps must all have one form (`Form`).
struct LogTimestamp {
  /// What a timestamp says: a moment, a time of day (which wraps at midnight) or a count of
  /// seconds.
  enum Form: Hashable {
    case dateTime, timeOfDay, seconds

    /// `a date and a time`, for messages.
    var phrase: String {
      switch self {
      case .dateTime: "a date and a time"
      case .timeOfDay: "a time of day"
      case .seconds: "a number of seconds"
      }
    }
  }

  /// Seconds since 1970 (a date and a time), since midnight (a time of day), or as printed; nil
  /// when the date does not exist (`2024-02-31`).
  var seconds: Double?
  var form: Form
  /// The date as written when it does not exist.
  var invalidDate: String?

  /// The timestamp at the start of `line` and where the rest begins (the spaces after it
  /// skipped); nil when the line does not start with one.
  static func parse(_ line: Substring) -> (timestamp: LogTimestamp, rest: Substring)? {
    if line.first == "[", let close = line.prefix(48).firstIndex(of: "]") {
      let inside = line[line.index(after: line.startIndex)..<close]
      guard let (timestamp, rest) = parseBare(inside), rest.isEmpty else { return nil }
      var after = line[line.index(after: close)...]
      while after.first == " " || after.first == "\t" { after = after.dropFirst() }
      return (timestamp, after)
    }
    return parseBare(line)
  }

  private static func parseBare(_ line: Substring) -> (timestamp: LogTimestamp, rest: Substring)? {
    let bytes = Array(line.utf8.prefix(48))
    var position = 0
    func digits(_ count: Int) -> Int? {
      guard position + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[position..<position + count] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      position += count
      return value
    }
    func expect(_ character: Character) -> Bool {
      guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
      position += 1
      return true
    }
    func fraction() -> Double {
      guard expect(".") || expect(",") else { return 0 }
      var value = 0.0
      var scale = 0.1
      while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
        value += Double(bytes[position] - 48) * scale
        scale /= 10
        position += 1
      }
      return value
    }
    /// The zone's offset from UTC in seconds, when one follows.
    func zone() -> Double {
      if expect("Z") { return 0 }
      guard position < bytes.count, bytes[position] == 43 || bytes[position] == 45 else { return 0 }
      let start = position
      let sign = bytes[position] == 45 ? -1.0 : 1.0
      position += 1
      guard let hours = digits(2) else {
        position = start
        return 0
      }
      _ = expect(":")
      let minutes = digits(2) ?? 0
      return sign * Double(hours * 3600 + minutes * 60)
    }
    func rest() -> Substring? {
      guard position == bytes.count || bytes[position] == 32 || bytes[position] == 9 else { return nil }
      var index = line.utf8.index(line.startIndex, offsetBy: position)
      while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
      return line[index...]
    }

    // A date and a time.
    if let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
      expect(" ") || expect("T"), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
      let second = digits(2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    {
      let dateText = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
      let date = Timestamp.secondsSince1970(dateText + "T00:00:00Z")
      let time = Double(hour * 3600 + minute * 60 + second) + fraction()
      let offset = zone()
      let timestamp = LogTimestamp(
        seconds: date.map { $0 + time - offset }, form: .dateTime, invalidDate: date == nil ? dateText : nil)
      return rest().map { (timestamp, $0) }
    }
    // A time of day.
    position = 0
    if let hour = digits(2), expect(":"), let minute = digits(2), expect(":"), let second = digits(2), hour < 24,
      minute < 60, second < 61
    {
      let time = Double(hour * 3600 + minute * 60 + second) + fraction()
      let offset = zone()
      return rest().map { (LogTimestamp(seconds: time - offset, form: .timeOfDay), $0) }
    }
    // Seconds with a fraction.
    position = 0
    var whole = 0.0
    var count = 0
    while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57, count < 12 {
      whole = whole * 10 + Double(bytes[position] - 48)
      position += 1
      count += 1
    }
    guard count > 0, position + 1 < bytes.count, bytes[position] == 46, bytes[position + 1] >= 48,
      bytes[position + 1] <= 57
    else { return nil }
    let seconds = whole + fraction()
    return rest().map { (LogTimestamp(seconds: seconds, form: .seconds), $0) }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
