import Foundation

/// A recorded `catalog run` or `catalog check` invocation: the batch as it was recorded, under its
/// id, with the number of its runs. Its recorded fields read through, `batch.kind`, `batch.folder`.
@dynamicMemberLookup
package struct StoredBatch: Hashable, Sendable {
  package var id: BatchID
  /// The invocation as `recordBatch` was given it.
  package var recorded: BatchInput
  package var runCount: Int

  package subscript<Value>(dynamicMember field: KeyPath<BatchInput, Value>) -> Value {
    recorded[keyPath: field]
  }
}
