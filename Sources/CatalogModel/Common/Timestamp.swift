/// UTC timestamps in ISO 8601 with whole seconds, `2026-11-22T12:08:29Z`, as baseline files,
/// exports and reports write them.
///
/// Integer calendar arithmetic rather than a date formatter: the bytes are the same on every
/// machine, locale and time zone (exports must be byte-identical), the functions are safe on any
/// thread, and they cost nothing next to creating a formatter, which reports would otherwise do
/// thousands of times.
///
/// For example:
/// ```swift
/// Timestamp.string(secondsSince1970: 1_795_348_800)     // "2026-11-22T08:00:00Z"
/// Timestamp.secondsSince1970("2026-11-22T08:00:00Z")   // 1_795_348_800
/// ```
public enum Timestamp {
  /// Formats seconds since 1970, rounded down to the whole second.
  public static func string(secondsSince1970 value: Double) -> String {
    // Clamped to years 1–9999 (and NaN read as the epoch): a damaged catalog's time must not trap.
    let seconds = Int64(value.isNaN ? 0 : min(max(value.rounded(.down), -62_135_596_800), 253_402_300_799))
    let days = floorDivide(seconds, 86_400)
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
      + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
  }

  /// Reads exactly `YYYY-MM-DDTHH:MM:SSZ` with a valid date and time; nil for anything else.
  public static func secondsSince1970(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24,
      minute < 60, second < 60
    else { return nil }
    let days = self.days(fromCivil: year, month, day)
    return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian, Howard Hinnant's algorithms)

  private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  private static func civil(fromDays z: Int64) -> (Int64, Int64, Int64) {
    let shifted = z + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
