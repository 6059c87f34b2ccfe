#if PostgreSQL
import PostgresNIO

/// A value bound to a set-based statement (`unnest($2::bigint[], …)`), with its concrete type.
///
/// Binding a column through `PostgresBindings(columns:)` encodes the array in a loop specialised
/// for its element type. Binding the same array as `any PostgresDynamicTypeEncodable` (the
/// variadic `PostgresBindings(_:)`) dispatches dynamically for every element, tens of thousands
/// per statement on the event, run and check-result inserts.
enum PostgresColumn {
  case integer(Int64)
  case integers([Int64])
  case texts([String])
  case flags([Bool])
}

extension PostgresBindings {
  /// Bindings for `$1`, `$2`… from values of known types (see `PostgresColumn`).
  init(columns: PostgresColumn...) {
    self.init(capacity: columns.count)
    for column in columns {
      switch column {
      case .integer(let value): append(value)
      case .integers(let values): append(values)
      case .texts(let values): append(values)
      case .flags(let values): append(values)
      }
    }
  }
}
#endif
