import CatalogModel
import GRDB
import GRDBSQLite

/// Inserts the `timelineEvent` rows of a timeline as fast as SQLite takes them.
///
/// Ingest is the store's hot path (one row per event, hundreds of thousands per batch), so
/// this writer skips what a general statement needs and a tight loop does not: each row's text
/// columns are rendered as UTF-8 straight into one reusable byte buffer (names once per
/// timeline, JSON escaping only where a byte needs it), bound in place (`SQLITE_STATIC`) to a
/// statement prepared once per transaction, and stepped with the C API. The statement is the
/// writer's own, so no GRDB statement state is bypassed; errors become `DatabaseError`s like
/// any other.
///
/// The `args` column is a compact JSON array (`["D",true]`); `result` a JSON value, or NULL
/// when the event has none; rectangles are `[x, y, w, h]` and lists of ids `["A","B"]` as
/// `Timeline.appendJSON` writes them.
struct TimelineEventWriter {
  static let sql = """
    INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  private let db: Database
  private let statement: Statement
  private var bytes: [UInt8] = []
  /// The UTF-8 of the current timeline's dynamic names, and their JSON string forms.
  private var names: [[UInt8]] = []
  private var jsonNames: [[UInt8]] = []

  init(_ db: Database) throws {
    self.db = db
    statement = try db.makeStatement(sql: Self.sql)
    bytes.reserveCapacity(1024)
  }

  /// Inserts every event of `timeline` under `timelineID`.
  ///
  /// - Throws: `DatabaseError` when SQLite refuses a row (a full disk, say).
  mutating func insertEvents(of timeline: Timeline, as timelineID: Int64) throws {
    names = timeline.names.strings.map { Array($0.utf8) }
    jsonNames = timeline.names.strings.map(Self.jsonString)
    let handle = statement.sqliteStatement
    for index in timeline.events.indices {
      let event = timeline.events[index]
      bytes.removeAll(keepingCapacity: true)
      let kindStart = bytes.count
      bytes.append(contentsOf: event.kind.rawValue.utf8)
      let kind = kindStart..<bytes.count
      let receiver = append(name(event.receiver))
      let call = append(name(event.call))
      let argsStart = bytes.count
      bytes.append(UInt8(ascii: "["))
      for (position, value) in event.args.enumerated() {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        appendJSON(value, of: timeline)
      }
      bytes.append(UInt8(ascii: "]"))
      let args = argsStart..<bytes.count
      var result: Range<Int>?
      if let value = event.result {
        let resultStart = bytes.count
        appendJSON(value, of: timeline)
        result = resultStart..<bytes.count
      }

      let code = bytes.withUnsafeBufferPointer { buffer -> CInt in
        // Never nil: the kind is never empty.
        guard let base = buffer.baseAddress else { return SQLITE_MISUSE }
        sqlite3_bind_int64(handle, 1, timelineID)
        sqlite3_bind_int64(handle, 2, Int64(index))
        sqlite3_bind_int64(handle, 3, event.time.milliseconds)
        if event.turn >= 0 {
          sqlite3_bind_int64(handle, 4, Int64(event.turn))
        } else {
          sqlite3_bind_null(handle, 4)
        }
        Self.bindText(handle, 5, base, kind)
        Self.bindText(handle, 6, base, receiver)
        Self.bindText(handle, 7, base, call)
        Self.bindText(handle, 8, base, args)
        if let result {
          Self.bindText(handle, 9, base, result)
        } else {
          sqlite3_bind_null(handle, 9)
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        // The bindings point into `buffer`, which may move before the next row: every row binds
        // all nine parameters again before it steps, so none is read stale (clearing them per
        // row cost several percent of ingest, `catalog-benchmark store`). A failed row clears them.
        return code
      }
      guard code == SQLITE_DONE else {
        sqlite3_clear_bindings(handle)
        let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: Self.sql)
      }
    }
  }

  // MARK: - Rendering

  /// Binds `range` of the row buffer as text, in place: SQLITE_STATIC (nil) tells SQLite to read
  /// the bytes where they are, until the statement is reset.
  private static func bindText(
    _ handle: SQLiteStatement, _ index: CInt, _ base: UnsafePointer<UInt8>, _ range: Range<Int>
  ) {
    let text = UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self)
    sqlite3_bind_text(handle, index, text, CInt(range.count), nil)
  }

  /// Appends `part` and returns where it is in the buffer.
  private mutating func append(_ part: [UInt8]) -> Range<Int> {
    let start = bytes.count
    bytes.append(contentsOf: part)
    return start..<bytes.count
  }

  private func name(_ name: Name) -> [UInt8] {
    name.isStatic ? Self.staticNames[Int(name.raw)] : names[name.dynamicIndex]
  }

  private mutating func appendJSON(_ value: Value, of timeline: Timeline) {
    switch value {
    case .null: bytes.append(contentsOf: Self.null)
    case .bool(let flag): bytes.append(contentsOf: flag ? Self.true : Self.false)
    case .number(let number): bytes.append(contentsOf: NumberFormatting.string(number).utf8)
    case .string(let name):
      bytes.append(
        contentsOf: name.isStatic
          ? Self.staticJSONNames[Int(name.raw)] : jsonNames[name.dynamicIndex])
    case .rect, .list:
      var text = ""
      timeline.appendJSON(of: value, to: &text)
      bytes.append(contentsOf: text.utf8)
    }
  }

  /// `text` as a JSON string literal, escaped as `JSONText.appendString` escapes it.
  static func jsonString(_ text: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    out.reserveCapacity(text.utf8.count + 2)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0..<0x20:
        out.append(
          contentsOf: JSONText.string(String(UnicodeScalar(byte))).utf8.dropFirst().dropLast())
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
    return out
  }

  private static let staticNames: [[UInt8]] = StaticNames.strings.map { Array($0.utf8) }
  private static let staticJSONNames: [[UInt8]] = StaticNames.strings.map(jsonString)
  private static let null = Array("null".utf8)
  private static let `true` = Array("true".utf8)
  private static let `false` = Array("false".utf8)
}
