#if PostgreSQL
/// Columns of rows to insert in one statement, as arrays: optional values travel as a value and a
/// flag (postgres-nio binds arrays of non-optional elements).
struct NullableTexts {
  var values: [String] = []
  var present: [Bool] = []

  mutating func append(_ text: String?) {
    values.append(text ?? "")
    present.append(text != nil)
  }

  mutating func reserveCapacity(_ count: Int) {
    values.reserveCapacity(count)
    present.reserveCapacity(count)
  }
}
#endif
