import CatalogModel

/// A 64-bit key per event, equal for events that are equal under Docs/timeline-format.md, "Equality and identity".
///
/// The key covers kind, receiver, call, arguments, result and, unless time is ignored, the time in
/// milliseconds; strings enter through `NameHashes`, so keys of two timelines are comparable. Equal
/// events always have equal keys; unequal events almost always have different keys, and the rare
/// collision is caught by `Timeline.eventsEqual(_:_:_:ignoringTime:)` wherever keys match.
enum EventKeys {
  /// The keys of the events of `timeline` in `range`, in order.
  static func keys(of timeline: Timeline, _ range: Range<Int>, ignoringTime: Bool) -> [UInt64] {
    let names = NameHashes(timeline.names)
    var keys: [UInt64] = []
    keys.reserveCapacity(range.count)
    for event in timeline.events[range] {
      var hash = StableHash.combine(0x5eed, kindCode(event.kind))
      if !ignoringTime {
        hash = StableHash.combine(hash, UInt64(bitPattern: event.time.milliseconds))
      }
      hash = StableHash.combine(hash, names[event.receiver])
      hash = StableHash.combine(hash, names[event.call])
      hash = StableHash.combine(hash, UInt64(event.args.count))
      for value in event.args {
        hash = StableHash.combine(hash, valueHash(value, timeline, names))
      }
      if let result = event.result {
        hash = StableHash.combine(hash, valueHash(result, timeline, names))
      } else {
        hash = StableHash.combine(hash, 0xdead)
      }
      keys.append(StableHash.finalize(hash))
    }
    return keys
  }

  private static func kindCode(_ kind: EventKind) -> UInt64 {
    switch kind {
    case .call: 1
    case .callback: 2
    case .query: 3
    case .block: 4
    case .lifecycle: 5
    case .warning: 6
    case .exception: 7
    }
  }

  /// A value's hash; numbers that compare equal (0 and -0) hash equal.
  @inline(__always)
  private static func valueHash(_ value: Value, _ timeline: Timeline, _ names: NameHashes) -> UInt64 {
    switch value {
    case .null: return 1
    case .bool(let flag): return flag ? 2 : 3
    case .number(let number): return StableHash.combine(4, numberBits(number))
    case .string(let name): return StableHash.combine(5, names[name])
    case .rect(let index):
      let rect = timeline.rects[Int(index)]
      var hash = StableHash.combine(6, numberBits(rect.x))
      hash = StableHash.combine(hash, numberBits(rect.y))
      hash = StableHash.combine(hash, numberBits(rect.width))
      return StableHash.combine(hash, numberBits(rect.height))
    case .list(let index):
      var hash: UInt64 = 7
      for name in timeline.lists[Int(index)] { hash = StableHash.combine(hash, names[name]) }
      return hash
    }
  }

  @inline(__always)
  private static func numberBits(_ number: Double) -> UInt64 {
    number == 0 ? 0 : number.bitPattern
  }
}
