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
/// The buffer is raw memory rather than an array, and room is made once per event rather than
/// per byte: `append(_:)` first makes sure of `Self.eventRoom` free bytes, more than the event's
/// parts of bounded length can take. So that as much is free after each part of unbounded
/// length, a name's text at its first use makes room for its tag, its length, itself and
/// `Self.eventRoom` again, and a list makes room for `Self.eventRoom` and a name's number before
/// each of its names.
///
/// The table of first-use numbers is raw memory too: a lookup is a load, with no array's bounds
/// or uniqueness checks. The writer is not copyable, so only it frees them.
struct DigestFormWriter: ~Copyable {
  /// How many bytes are collected before they are handed on.
  static let chunk = 16 * 1024

  /// The bytes made free before each part of unknown length, and at the start of each event:
  /// more than the parts of bounded length of one event take. Its time takes at most 10 bytes,
  /// its receiver and member at most 5 each (a first-use number; a name's text makes room of its
  /// own), its argument count 1, each of its four arguments at most 37 (a rectangle: a tag and
  /// four numbers of at most 9, a tag and 8 bytes), its result 1 and then at most 37: 207 in all.
  static let eventRoom = 256

  private let timeline: Timeline
  /// The first-use number of each name, by its raw value; 0 until its first use.
  private let numbers: UnsafeMutablePointer<UInt32>
  private let numberCount: Int
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
    numberCount = Int(StaticNames.count) + timeline.names.strings.count
    numbers = .allocate(capacity: numberCount)
    numbers.initialize(repeating: 0, count: numberCount)
    // Room for a typical event's bytes (about ten) up to one chunk and a long event: a short
    // timeline's form, the common case, is written without growing the buffer.
    capacity = min(Self.chunk, Self.header.count + 16 * timeline.events.count) + Self.eventRoom
    base = .allocate(capacity: capacity)
    for byte in Self.header { put(byte) }
  }

  deinit {
    base.deallocate()
    numbers.deallocate()
  }

  /// The first bytes of the form: `catalog-timeline-v2` and a newline.
  static let header = Array("catalog-timeline-v\(Timeline.digestFormVersion)\n".utf8)

  /// Hands the bytes written so far to `consume` and starts again at the buffer's start.
  mutating func flush(_ consume: (UnsafeRawBufferPointer) -> Void) {
    guard count > 0 else { return }
    consume(UnsafeRawBufferPointer(start: base, count: count))
    count = 0
  }

  /// Writes `byte` where room was made for it (`makeRoom(_:)`).
  @inline(__always) private mutating func put(_ byte: UInt8) {
    assert(count < capacity)
    base[count] = byte
    count += 1
  }

  /// Makes sure `extra` more bytes fit, keeping the bytes written.
  @inline(__always) private mutating func makeRoom(_ extra: Int) {
    if capacity - count < extra { grow(toHold: extra) }
  }

  /// Room for `extra` more bytes, at least twice the room there was.
  private mutating func grow(toHold extra: Int) {
    let larger = max(capacity * 2, count + extra)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    storage.update(from: base, count: count)
    base.deallocate()
    base = storage
    capacity = larger
  }

  mutating func append(_ event: Event) {
    makeRoom(Self.eventRoom)
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

  @inline(__always) private mutating func appendName(_ name: Name) {
    // Static names that spell the same text share the first one's number.
    let raw = name.raw < staticCount ? firstWithSameText[Int(name.raw)] : name.raw
    let index = Int(raw)
    precondition(index < numberCount, "a name of another timeline")
    let number = numbers[index]
    if number != 0 {
      appendUnsigned(UInt64(number))
      return
    }
    appendFirstUse(of: name, at: index)
  }

  /// A name's text at its first use: `0`, its length and its bytes; at least `Self.eventRoom`
  /// bytes are free after it.
  private mutating func appendFirstUse(of name: Name, at index: Int) {
    numbers[index] = nextNumber
    nextNumber += 1
    var text = timeline.string(name)
    text.withUTF8 { utf8 in
      // The tag, the length (at most 10 bytes), the text, and again the room the rest may take.
      makeRoom(11 + utf8.count + Self.eventRoom)
      put(0)
      appendUnsigned(UInt64(utf8.count))
      guard let bytes = utf8.baseAddress else { return }
      assert(capacity - count >= utf8.count)
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
      let names = timeline.lists[Int(index)]
      // The tag, the count, each name's number, and again the room the rest of the event may
      // take: made at once, so that a list of names already numbered grows the buffer once.
      makeRoom(11 + 5 * names.count + Self.eventRoom)
      put(7)
      appendUnsigned(UInt64(names.count))
      for name in names {
        // A name's text at its first use takes room made for the names after it: made again.
        makeRoom(5 + Self.eventRoom)
        appendName(name)
      }
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

  @inline(__always) private mutating func appendSigned(_ value: Int64) {
    appendUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  @inline(__always) private mutating func appendUnsigned(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      put(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    put(UInt8(truncatingIfNeeded: value))
  }
}
