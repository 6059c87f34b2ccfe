import CatalogModel

/// Numbers events so that a left and a right event share a number exactly when they are equal
/// (Docs/timeline-format.md, "Equality and identity"), turning the diff into a diff of integer sequences.
///
/// Left events are bucketed by their 64-bit key in an open-addressing table; an event joins an
/// existing class only after `Timeline.eventsEqual(_:_:_:ignoringTime:)` confirms it equals the
/// class's first event, so a key collision yields two classes, never a wrong "equal". Equality is
/// an equivalence, so comparing with one representative per class is enough. Right events are
/// looked up only: one that equals no left event can never be matched, so it gets no class.
///
/// The table keeps 8 bytes a slot (the key's high half and a class number) and holds left classes
/// only, so for 100,000-event timelines it stays within a couple of megabytes: the lookups, which
/// are random accesses, dominate the cost of a diff with scattered changes.
struct EventClasses {
  /// The class of each keyed left event, in order.
  let left: [Int32]
  /// The class of each keyed right event, in order, or -1 when no left event equals it.
  let right: [Int32]
  /// How many classes there are; classes are numbered from 0.
  let count: Int

  private struct Slot {
    /// The high 32 bits of the key; the low bits chose the slot.
    var fingerprint: UInt32
    /// The class number, or -1 for an empty slot.
    var classNumber: Int32
  }

  /// Classifies the left events that `leftKeys` keys, then looks up the right ones.
  ///
  /// - Parameters:
  ///   - leftKeys: the keys of left events `start`, `start + 1`, ….
  ///   - rightKeys: the keys of right events `start`, `start + 1`, ….
  init(
    _ leftTimeline: Timeline, keys leftKeys: [UInt64], _ rightTimeline: Timeline,
    keys rightKeys: [UInt64], from start: Int, ignoringTime: Bool
  ) {
    self.init(
      leftKeys: leftKeys, rightKeys: rightKeys, from: start,
      leftEqual: { leftTimeline.eventsEqual($0, leftTimeline, $1, ignoringTime: ignoringTime) },
      crossEqual: { leftTimeline.eventsEqual($0, rightTimeline, $1, ignoringTime: ignoringTime) })
  }

  /// Classifies by keys that are equal exactly when the events are (a template number and a
  /// time, read from a timeline file): no confirmation needed beyond the keys themselves.
  ///
  /// - Parameters:
  ///   - leftKeys: the keys of left events at the slice's own positions; `rightKeys` likewise,
  ///     starting at the same position.
  init(exactLeftKeys leftKeys: ArraySlice<UInt64>, exactRightKeys rightKeys: ArraySlice<UInt64>) {
    // The table places a key by its low bits and tells keys apart by its high ones: structured
    // keys (a template and a time) are mixed first, so that events at one time spread out.
    func mixed(_ key: UInt64) -> UInt64 {
      var x = key &* 0x9E37_79B9_7F4A_7C15
      x ^= x >> 32
      return x &* 0xBF58_476D_1CE4_E5B9
    }
    self.init(
      leftKeys: leftKeys.lazy.map(mixed), rightKeys: rightKeys.lazy.map(mixed), from: leftKeys.startIndex,
      leftEqual: { leftKeys[$0] == leftKeys[$1] }, crossEqual: { leftKeys[$0] == rightKeys[$1] })
  }

  /// Classifies with `leftEqual(i, j)` confirming that left events `i` and `j` are equal, and
  /// `crossEqual(i, j)` that left event `i` equals right event `j` (absolute positions).
  private init<Keys: RandomAccessCollection<UInt64>>(
    leftKeys: Keys, rightKeys: Keys, from start: Int, leftEqual: (Int, Int) -> Bool,
    crossEqual: (Int, Int) -> Bool
  ) where Keys.Index == Int {
    let leftRange = start..<(start + leftKeys.count)
    let rightRange = start..<(start + rightKeys.count)
    var capacity = 16
    while capacity < 2 * leftRange.count { capacity *= 2 }
    let mask = capacity - 1
    var slots = [Slot](repeating: Slot(fingerprint: 0, classNumber: -1), count: capacity)
    var leftClasses = [Int32](repeating: 0, count: leftRange.count)
    var rightClasses = [Int32](repeating: -1, count: rightRange.count)
    /// The first left event of each class.
    var representatives: [Int32] = []

    slots.withUnsafeMutableBufferPointer { slots in
      for index in leftRange {
        let key = leftKeys[leftKeys.startIndex + index - start]
        let fingerprint = UInt32(truncatingIfNeeded: key >> 32)
        var position = Int(truncatingIfNeeded: key) & mask
        while true {
          let slot = slots[position]
          if slot.classNumber < 0 {
            let number = Int32(representatives.count)
            representatives.append(Int32(index))
            slots[position] = Slot(fingerprint: fingerprint, classNumber: number)
            leftClasses[index - leftRange.lowerBound] = number
            break
          }
          if slot.fingerprint == fingerprint, leftEqual(Int(representatives[Int(slot.classNumber)]), index) {
            leftClasses[index - leftRange.lowerBound] = slot.classNumber
            break
          }
          position = (position + 1) & mask
        }
      }
      for index in rightRange {
        let key = rightKeys[rightKeys.startIndex + index - start]
        let fingerprint = UInt32(truncatingIfNeeded: key >> 32)
        var position = Int(truncatingIfNeeded: key) & mask
        while true {
          let slot = slots[position]
          if slot.classNumber < 0 { break }
          if slot.fingerprint == fingerprint, crossEqual(Int(representatives[Int(slot.classNumber)]), index) {
            rightClasses[index - rightRange.lowerBound] = slot.classNumber
            break
          }
          position = (position + 1) & mask
        }
      }
    }
    left = leftClasses
    right = rightClasses
    count = representatives.count
  }
}
