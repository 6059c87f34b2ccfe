/// The passed results of one check that have nothing but ids to record
/// (`CheckResultInput.isPlainPass`), as the `checkPassed` rows that record them (migration 0012):
/// each a JSON array of `[scenarioId, profileId, runId, baselineId]`, `null` for a result without
/// a run or a baseline, of at most `resultsPerRow` results.
///
/// A check of 10,000 unchanged scenarios wrote and later deleted a `checkResult` row for each
/// (five foreign keys and four index entries apiece); it now writes three. A row of at most 4,096
/// keeps what a check of 100,000 holds while it records them small. Both backends append the
/// results in their primary key's order, each pair once, after checking the ids, and store each
/// row `append` or `finish` hands back. The text is written as bytes, digit by digit: a string
/// built by interpolation cost more than the row.
///
/// For example:
/// ```swift
/// var passed = PassedResults()
/// _ = passed.append(scenario: 7, profile: 2, run: 31, baseline: nil)  // nil: the row is not full
/// passed.finish()  // PassedResults.Row(part: 0, json: "[[7,2,31,null]]")
/// ```
struct PassedResults {
  /// One `checkPassed` row: its number within the check, from 0, and its JSON array.
  struct Row: Equatable {
    var part: Int
    var json: String
  }

  /// The most results one row holds.
  let resultsPerRow: Int
  private var bytes: [UInt8] = []
  /// How many results the row being written holds.
  private var count = 0
  private var part = 0

  init(resultsPerRow: Int = 4096) {
    precondition(resultsPerRow > 0)
    self.resultsPerRow = resultsPerRow
    // Room for a row of typical results (ids of up to seven digits) at once.
    bytes.reserveCapacity(min(resultsPerRow, 4096) * 32)
  }

  /// Adds a result; returns the row it filled, if it filled one.
  mutating func append(scenario: Int64, profile: Int64, run: Int64?, baseline: Int64?) -> Row? {
    bytes.append(UInt8(ascii: count == 0 ? "[" : ","))
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
    return count == resultsPerRow ? finish() : nil
  }

  /// The row being written, or nil when it holds no result; the next result starts another.
  mutating func finish() -> Row? {
    guard count > 0 else { return nil }
    bytes.append(UInt8(ascii: "]"))
    let row = Row(part: part, json: String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
    count = 0
    part += 1
    return row
  }

  private mutating func write(_ value: Int64?) {
    guard let value else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    // The digits from the last into a buffer of their own (an Int64 has at most 19, and a
    // sign), then appended at once: appended one at a time, each byte cost a capacity check.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var magnitude = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }
}
