/// The passed results of one check that have nothing but ids to record
/// (`CheckResultInput.isPlainPass`), as the one `checkPassed` row that records them (migration
/// 0012): a JSON array of `[scenarioId, profileId, runId, baselineId]`, `null` for a result
/// without a run or a baseline.
///
/// A check of 10,000 unchanged scenarios wrote and later deleted a `checkResult` row for each
/// (five foreign keys and four index entries apiece); it now writes one row. Both backends append
/// the results in their primary key's order, each pair once, after checking the ids. The text is
/// written as bytes, digit by digit: a string built by interpolation cost more than the row.
///
/// For example:
/// ```swift
/// var passed = PassedResults()
/// passed.append(scenario: 7, profile: 2, run: 31, baseline: nil)
/// passed.json  // "[[7,2,31,null]]"
/// ```
struct PassedResults {
  private var bytes: [UInt8] = [UInt8(ascii: "[")]
  /// How many results were appended.
  private(set) var count = 0

  mutating func append(scenario: Int64, profile: Int64, run: Int64?, baseline: Int64?) {
    if count > 0 { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "["))
    write(scenario)
    bytes.append(UInt8(ascii: ","))
    write(profile)
    bytes.append(UInt8(ascii: ","))
    write(run)
    bytes.append(UInt8(ascii: ","))
    write(baseline)
    bytes.append(UInt8(ascii: "]"))
    count += 1
  }

  /// The JSON array, or nil when no result was appended (the check records no row then).
  var json: String? { count == 0 ? nil : String(decoding: bytes + [UInt8(ascii: "]")], as: UTF8.self) }

  private mutating func write(_ value: Int64?) {
    guard let value else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The digits from the last, then turned round.
    let first = bytes.count
    var magnitude = value.magnitude
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[first...].reverse()
  }
}
