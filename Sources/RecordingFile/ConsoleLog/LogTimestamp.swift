import CatalogModel

/// The time at the start of a console line, in the forms consoles print.
///
/// - `2016-02-12 13:28:40.123` (NSLog, Xcode), with an optional `T`, fraction and zone
///   (`+0800`, `+08:00`, `Z`);
/// - `13:28:40.123` (a time of day);
/// - `1234.567890` (seconds, as `CACurrentMediaTime()` prints them).
///
/// Only differences between lines matter: a recording's times are seconds since its first timed
/// line.
enum LogTimestamp {
  /// The seconds the timestamp at the start of `line` stands for, and where the rest begins (the
  /// spaces after it skipped); nil when the line does not start with one.
  static func parse(_ line: Substring) -> (seconds: Double, rest: Substring)? {
    let bytes = Array(line.utf8.prefix(40))
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
    func rest() -> Substring? {
      guard position == bytes.count || bytes[position] == 32 || bytes[position] == 9 else { return nil }
      var index = line.utf8.index(line.startIndex, offsetBy: position)
      while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
      return line[index...]
    }

    // A date and time.
    if let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
      expect(" ") || expect("T"), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
      let second = digits(2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    {
      let date =
        Timestamp.secondsSince1970(
          "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T00:00:00Z") ?? 0
      var seconds = date + Double(hour * 3600 + minute * 60 + second) + fraction()
      if expect("Z") {
      } else if position < bytes.count, bytes[position] == 43 || bytes[position] == 45 {
        let sign = bytes[position] == 45 ? -1.0 : 1.0
        position += 1
        if let hours = digits(2) {
          _ = expect(":")
          let minutes = digits(2) ?? 0
          seconds -= sign * Double(hours * 3600 + minutes * 60)
        }
      }
      return rest().map { (seconds, $0) }
    }
    // A time of day.
    position = 0
    if let hour = digits(2), expect(":"), let minute = digits(2), expect(":"), let second = digits(2), hour < 24,
      minute < 60, second < 61
    {
      let seconds = Double(hour * 3600 + minute * 60 + second) + fraction()
      return rest().map { (seconds, $0) }
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
    guard count > 0, position < bytes.count, bytes[position] == 46 else { return nil }
    let seconds = whole + fraction()
    return rest().map { (seconds, $0) }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
