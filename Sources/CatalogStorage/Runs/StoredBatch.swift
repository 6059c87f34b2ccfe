import Foundation

/// A recorded `catalog run` or `catalog check` invocation: the batch as it was recorded, under its
/// id, with the number of its runs. Its recorded fields read through, `batch.kind`, `batch.folder`.
@dynamicMemberLookup
public struct StoredBatch: Hashable, Sendable {
  public var id: BatchID
  /// The invocation as `recordBatch` was given it.
  public var recorded: BatchInput
  public var runCount: Int

  public subscript<Value>(dynamicMember field: KeyPath<BatchInput, Value>) -> Value {
    recorded[keyPath: field]
  }
}
