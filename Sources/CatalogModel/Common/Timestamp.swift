#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTC timestamps in ISO 8601 with whole seconds, `2026-11-22T12:08:29Z`, as baseline files and
/// reports write them.
///
/// Written by hand rather than with `ISO8601DateFormatter`: creating a formatter costs about as
/// much as replaying a scenario, and reports format thousands of timestamps.
public enum Timestamp {
  /// Formats seconds since 1970 (fractions dropped).
  public static func string(secondsSince1970 seconds: Double) -> String {
    var time = time_t(seconds.rounded(.down))
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  /// Reads `YYYY-MM-DDTHH:MM:SSZ`; nil for anything else.
  public static func secondsSince1970(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int32? {
      var value: Int32 = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int32(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var parts = tm()
    parts.tm_year = year - 1900
    parts.tm_mon = month - 1
    parts.tm_mday = day
    parts.tm_hour = hour
    parts.tm_min = minute
    parts.tm_sec = second
    return Double(timegm(&parts))
  }
}
