// MARK: - The digest form: what a timeline's content hash is computed over

extension Timeline {
  /// The version of the digest form, written first: a change to the form is a new version,
  /// a new migration re-hashing the stored timelines, and a new line in the timeline format's
  /// history (Docs/timeline-format.md).
  public static let digestFormVersion = 2

  /// Writes the compact binary form of the timeline that its content hash is computed over, in
  /// chunks, to `consume`.
  ///
  /// The form holds exactly what the canonical text shows, without rendering it: two timelines
  /// have the same form if and only if they have the same canonical text. So it leaves out what
  /// the text leaves out (turns, and kinds, which the text implies), writes a number as the text
  /// does (a whole number below 10^15 as an integer, so `-0.0` and `0.0` agree; any other by its
  /// bits), and writes each name's bytes at its first use only, later uses by the order of
  /// first use: a function of the event sequence, not of how a timeline interned its names.
  ///
  /// Layout (integers as LEB128, signed ones zigzag-encoded first): the bytes
  /// `catalog-timeline-v2\n`; then per event its time in milliseconds (signed), its receiver and
  /// its member (names), its argument count, its arguments (values), and `0` or `1` then a value
  /// for its result. A name is `0`, its UTF-8 length and bytes at its first use, else its
  /// first-use number (from 1). A value is one tag byte: `0` nil, `1` false, `2` true, `3` then a
  /// whole number (signed), `4` then the 8 bytes of any other number (little-endian bits, one
  /// NaN), `5` then a name, `6` then four numbers (tag 3 or 4 each) for a rectangle, `7` then a
  /// count and that many names for a list of ids. (Tag 7 came with the container events; no
  /// timeline made before has a list, so their forms, and hashes, are unchanged: still version 2.)
  ///
  /// For example:
  /// ```swift
  /// var hasher = SHA256()
  /// timeline.writeDigestForm { hasher.update(bufferPointer: $0) }
  /// ```
  public func writeDigestForm(_ consume: (UnsafeRawBufferPointer) -> Void) {
    var writer = DigestFormWriter(self)
    for index in events.indices {
      writer.append(events[index])
      if writer.count >= DigestFormWriter.chunk { writer.flush(consume) }
    }
    writer.flush(consume)
  }

  /// The whole digest form, for tests.
  public func digestForm() -> [UInt8] {
    var out: [UInt8] = []
    writeDigestForm { out.append(contentsOf: $0) }
    return out
  }
}

/// Writes events in the digest form (see `Timeline.writeDigestForm(_:)`) into a buffer of its
/// own, handed to the consumer a chunk at a time.
///
/// The buffer is raw memory rather than an array: a byte costs a store and a bounds check, not
/// an array's uniqueness check. The writer is not copyable, so only it frees the buffer.
struct DigestFormWriter: ~Copyable {
  /// How many bytes are collected before they are handed on.
  static let chunk = 16 * 1024

  private let timeline: Timeline
  /// The first-use number of each name, by its raw value; 0 until its first use.
  private var numbers: [UInt32]
  /// `StaticNames.count` and `StaticNames.firstWithSameText`, read once rather than through
  /// their globals' accessors for every name.
  private let staticCount = StaticNames.count
  private let firstWithSameText = StaticNames.firstWithSameText
  private var nextNumber: UInt32 = 1
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written since the last `flush`.
  private(set) var count = 0

  init(_ timeline: Timeline) {
    self.timeline = timeline
    numbers = Array(repeating: 0, count: Int(StaticNames.count) + timeline.names.strings.count)
    // Room for a typical event's bytes (about ten) up to one chunk and a long event: a short
    // timeline's form, the common case, is written without growing the buffer.
    capacity = min(Self.chunk + 256, Self.header.count + 16 * timeline.events.count)
    base = .allocate(capacity: capacity)
    for byte in Self.header { put(byte) }
  }

  deinit { base.deallocate() }

  /// The first bytes of the form: `catalog-timeline-v2` and a newline.
  static let header = Array("catalog-timeline-v\(Timeline.digestFormVersion)\n".utf8)

  /// Hands the bytes written so far to `consume` and starts again at the buffer's start.
  mutating func flush(_ consume: (UnsafeRawBufferPointer) -> Void) {
    guard count > 0 else { return }
    consume(UnsafeRawBufferPointer(start: base, count: count))
    count = 0
  }

  @inline(__always) private mutating func put(_ byte: UInt8) {
    if count == capacity { grow() }
    base[count] = byte
    count += 1
  }

  /// Twice the room (or room for `extra` more bytes, if that is more), keeping the bytes written.
  private mutating func grow(toHold extra: Int = 1) {
    let larger = max(capacity * 2, count + extra)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    storage.update(from: base, count: count)
    base.deallocate()
    base = storage
    capacity = larger
  }

  mutating func append(_ event: Event) {
    appendSigned(event.time.milliseconds)
    appendName(event.receiver)
    appendName(event.call)
    put(UInt8(truncatingIfNeeded: event.args.count))
    for value in event.args { appendValue(value) }
    if let result = event.result {
      put(1)
      appendValue(result)
    } else {
      put(0)
    }
  }

  private mutating func appendName(_ name: Name) {
    // Static names that spell the same text share the first one's number.
    let raw = name.raw < staticCount ? firstWithSameText[Int(name.raw)] : name.raw
    let index = Int(raw)
    let number = numbers[index]
    if number != 0 {
      appendUnsigned(UInt64(number))
      return
    }
    numbers[index] = nextNumber
    nextNumber += 1
    put(0)
    var text = timeline.string(name)
    appendUnsigned(UInt64(text.utf8.count))
    text.withUTF8 { utf8 in
      guard let bytes = utf8.baseAddress else { return }
      if count + utf8.count > capacity { grow(toHold: utf8.count) }
      (base + count).update(from: bytes, count: utf8.count)
      count += utf8.count
    }
  }

  private mutating func appendValue(_ value: Value) {
    switch value {
    case .null: put(0)
    case .bool(let flag): put(flag ? 2 : 1)
    case .number(let number): appendNumber(number)
    case .string(let name):
      put(5)
      appendName(name)
    case .rect(let index):
      put(6)
      let rect = timeline.rects[Int(index)]
      appendNumber(rect.x)
      appendNumber(rect.y)
      appendNumber(rect.width)
      appendNumber(rect.height)
    case .list(let index):
      put(7)
      let names = timeline.lists[Int(index)]
      appendUnsigned(UInt64(names.count))
      for name in names { appendName(name) }
    }
  }

  /// A number as the canonical text tells numbers apart (`NumberFormatting.string`).
  private mutating func appendNumber(_ number: Double) {
    if number == number.rounded(), abs(number) < 1e15 {
      put(3)
      appendSigned(Int64(number))
      return
    }
    put(4)
    var bits =
      number.isNaN ? (number.sign == .minus ? (-Double.nan).bitPattern : Double.nan.bitPattern) : number.bitPattern
    for _ in 0..<8 {
      put(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  private mutating func appendSigned(_ value: Int64) {
    appendUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  private mutating func appendUnsigned(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      put(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    put(UInt8(truncatingIfNeeded: value))
  }
}
