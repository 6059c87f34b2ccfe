import GRDB

/// The columns of one query's rows, in the order its SELECT lists them: read by name in code and
/// by position at run time.
///
/// Looking a column up by name costs a case-insensitive string search per value (a tenth of
/// `catalog check`'s time over 10,000 baselines); a position costs nothing. Each conforming enum's
/// case names are the SELECT's aliases, which `QueryColumnsTests` checks against the prepared
/// statement.
///
/// For example:
/// ```swift
/// enum Column: Int, QueryColumns { case id, name }
/// let name: String = try row.decode(Column.name)
/// ```
protocol QueryColumns: CaseIterable, RawRepresentable where RawValue == Int {}

extension QueryColumns {
  /// The case names, which are the SELECT's aliases, in order.
  static var names: [String] { allCases.map { String(describing: $0) } }
}

extension Row {
  /// The value of `column`, by its position.
  func decode<Value: DatabaseValueConvertible>(_ column: some QueryColumns) throws -> Value {
    try decode(atIndex: column.rawValue)
  }

  /// The value of `column`, by its position, read straight from the statement when the row is
  /// a cursor's: integers, texts and blobs (and their optionals) skip the intermediate
  /// `DatabaseValue` and its generic conversion, which GRDB's general overload goes through.
  @inline(__always)
  func decode<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: some QueryColumns) throws
    -> Value
  {
    try decode(atIndex: column.rawValue)
  }
}
