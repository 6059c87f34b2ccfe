#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A timeline read from canonical text as its distinct events and, per line, which one it is and
/// when: what `catalog diff` of two large timeline files reads instead of a `Timeline`.
///
/// Canonical lines repeat but for their time. Each distinct event (a *template*) is parsed once
/// and kept, with time zero, in `store`; each line keeps only its template's number and its time,
/// 12 bytes instead of a whole event. A million-event file is read in chunks through `Reader`,
/// never held whole, and its events are made (`event(_:)`) only where a diff shows them.
///
/// Two lines are one template when their events are equal but for time
/// (`Timeline.eventsEqual(_:_:_:ignoringTime:)`), however the file spelled them, so two lines are
/// equal events exactly when they have the same template and the same time (Docs/timeline-format.md, "Equality and identity"; turns
/// are not in the text). `keys` gives each template's canonical text, which tells templates of two
/// files apart. Reading reports the same problems, at the same line and column, as
/// `Timeline(canonicalTextBytes:)`.
///
/// For example:
/// ```swift
/// var reader = TemplatedTimeline.Reader()
/// try reader.read(chunk)            // as often as there are chunks
/// let timeline = try reader.finish()
/// let first = timeline.event(0)     // an `Event` of `timeline.store`
/// ```
public struct TemplatedTimeline: Sendable {
  /// Names, rectangles and one event per template (time zero), in order of first use.
  public private(set) var store = Timeline()
  /// Each line's template, as an index into `store.events`.
  public private(set) var templates: [UInt32] = []
  /// Each line's time, in milliseconds.
  public private(set) var times: [Int64] = []
  /// The canonical text of each template after the time: equal exactly when the events are.
  public private(set) var keys: [String] = []

  /// The number of events.
  public var count: Int { templates.count }

  /// The most events a timeline file may hold: its positions and templates are 32-bit numbers.
  public static let maximumEvents = Int(Int32.max) - 1

  /// Event `index`, made from its template.
  public func event(_ index: Int) -> Event {
    var event = store.events[Int(templates[index])]
    event.time = VirtualTime(milliseconds: times[index])
    return event
  }

  // MARK: - Reading

  /// Reads canonical text in chunks of any size, line by line.
  public struct Reader {
    private var timeline = TemplatedTimeline()
    /// The start of a line the previous chunk ended in the middle of.
    private var carry: [UInt8] = []
    private var lineNumber = 0
    private var calls = CanonicalLineParser.CallCache()
    /// Templates by the text after a line's time, through a hash of it.
    private var byText = TextTable()
    /// Templates by what their events hold, through a hash of that, for texts never seen.
    private var byContent: [Int: [UInt32]] = [:]

    public init() {}

    /// Makes room for the lines of about `bytes` bytes of text, so that reading does not grow
    /// its arrays over and over.
    public mutating func reserve(bytes: Int) {
      let lines = bytes / 32
      timeline.templates.reserveCapacity(lines)
      timeline.times.reserveCapacity(lines)
    }

    /// Reads the complete lines of `chunk` (and of what the previous chunk left).
    ///
    /// - Throws: `TimelineFormatError` at the first malformed line.
    public mutating func read(_ chunk: UnsafeRawBufferPointer) throws {
      guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self), chunk.count > 0 else { return }
      let bytes = UnsafeBufferPointer(start: base, count: chunk.count)
      var start = 0
      if !carry.isEmpty {
        guard let newline = Self.newline(in: bytes, from: 0) else {
          carry.append(contentsOf: bytes)
          return
        }
        carry.append(contentsOf: bytes[0..<newline])
        let line = carry
        carry.removeAll(keepingCapacity: true)
        try line.withUnsafeBufferPointer { try readLine($0, 0..<$0.count) }
        start = newline + 1
      }
      while start < bytes.count {
        guard let newline = Self.newline(in: bytes, from: start) else {
          carry.append(contentsOf: bytes[start...])
          return
        }
        try readLine(bytes, start..<newline)
        start = newline + 1
      }
    }

    /// Reads what is left (a last line without a newline) and returns the timeline.
    public mutating func finish() throws -> TemplatedTimeline {
      if !carry.isEmpty {
        let line = carry
        carry.removeAll()
        try line.withUnsafeBufferPointer { try readLine($0, 0..<$0.count) }
      }
      var renderer = CanonicalRenderer(timeline.store)
      timeline.keys = timeline.store.events.indices.map { renderer.call($0) }
      return timeline
    }

    private static func newline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
      guard start < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private mutating func readLine(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws {
      lineNumber += 1
      var end = range.upperBound
      if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      let line = bytes[range.lowerBound..<end]
      if line.first == UInt8(ascii: "#") || line.allSatisfy({ $0 == UInt8(ascii: " ") }) { return }
      // Templates, event numbers and the matcher's positions are 32-bit: a larger file is refused
      // rather than let a conversion trap.
      guard timeline.templates.count < TemplatedTimeline.maximumEvents else {
        throw TimelineFormatError(
          line: lineNumber, "a timeline file may hold at most \(TemplatedTimeline.maximumEvents) events")
      }
      if let (time, callStart) = CanonicalLineParser.quickTime(line) {
        let call = UnsafeBufferPointer(rebasing: bytes[callStart..<end])
        let hash = TextTable.hash(call)
        let template: UInt32
        if let found = byText.find(call, hash: hash) {
          template = found
        } else {
          template = try parse(line)
          byText.insert(call, hash: hash, template: template)
        }
        timeline.templates.append(template)
        timeline.times.append(time.milliseconds)
        return
      }
      // A line the quick path cannot read: the full parser reads it, or says what is wrong.
      try CanonicalLineParser.requireUTF8(Array(line), line: lineNumber)
      var parser = CanonicalLineParser(bytes: Array(line), line: lineNumber)
      let event = try parser.parseEvent(into: &timeline.store, calls: &calls)
      timeline.templates.append(template(for: event))
      timeline.times.append(event.time.milliseconds)
    }

    /// Parses `line` into its event and returns its template. A new template's text is checked
    /// to be UTF-8 here, once: lines of a known template have the same bytes.
    private mutating func parse(_ line: Slice<UnsafeBufferPointer<UInt8>>) throws -> UInt32 {
      try CanonicalLineParser.requireUTF8(Array(line), line: lineNumber)
      var parser = CanonicalLineParser(bytes: Array(line), line: lineNumber)
      let event = try parser.parseEvent(into: &timeline.store, calls: &calls)
      return template(for: event)
    }

    /// The template of `event` (just parsed into the store), added when it is new.
    private mutating func template(for event: Event) -> UInt32 {
      var bare = event
      bare.time = .zero
      timeline.store.events.append(bare)
      let candidate = timeline.store.events.count - 1
      let hash = contentHash(bare)
      for found in byContent[hash] ?? []
      where timeline.store.eventsEqual(Int(found), timeline.store, candidate, ignoringTime: true) {
        timeline.store.events.removeLast()
        return found
      }
      byContent[hash, default: []].append(UInt32(candidate))
      return UInt32(candidate)
    }

    /// A hash of what `eventsEqual` compares but time, in the store's names (one raw value per
    /// text), with numbers as `==` compares them.
    private func contentHash(_ event: Event) -> Int {
      var hasher = Hasher()
      hasher.combine(event.kind)
      hasher.combine(event.receiver.raw)
      hasher.combine(event.call.raw)
      hasher.combine(event.args.count)
      func combine(_ value: Value) {
        switch value {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag ? 1 : 2)
        case .number(let number): hasher.combine(number == 0 ? 0 : number)
        case .string(let name): hasher.combine(name.raw)
        case .rect(let index): hasher.combine(timeline.store.rects[Int(index)].x)
        case .list(let index): for name in timeline.store.lists[Int(index)] { hasher.combine(name.raw) }
        }
      }
      for value in event.args { combine(value) }
      if let result = event.result { combine(result) } else { hasher.combine(-1) }
      return hasher.finalize()
    }
  }
}

/// An open-addressing table from a line's text after its time to its template: the hot path of
/// reading a large timeline file, a hash of the bytes a word at a time and one comparison. Two
/// spellings of one event are two entries for one template.
struct TextTable {
  /// Entry numbers by hash; `.max` is an empty slot.
  private var slots: [(hash: UInt64, entry: UInt32)] = Array(repeating: (0, .max), count: 1024)
  private var entries: [(text: [UInt8], template: UInt32)] = []

  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 31)
  }

  func find(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UInt32? {
    let mask = slots.count - 1
    var position = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[position]
      if slot.entry == .max { return nil }
      let entry = entries[Int(slot.entry)]
      if slot.hash == hash, Self.equal(entry.text, text) { return entry.template }
      position = (position + 1) & mask
    }
  }

  mutating func insert(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64, template: UInt32) {
    if (entries.count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var position = Int(truncatingIfNeeded: hash) & mask
    while slots[position].entry != .max { position = (position + 1) & mask }
    slots[position] = (hash, UInt32(entries.count))
    entries.append((Array(text), template))
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: (0, .max), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.entry != .max {
      var position = Int(truncatingIfNeeded: slot.hash) & mask
      while slots[position].entry != .max { position = (position + 1) & mask }
      slots[position] = slot
    }
  }

  private static func equal(_ stored: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard stored.count == text.count else { return false }
    guard let other = text.baseAddress else { return true }
    return stored.withUnsafeBufferPointer { mine in mine.baseAddress.map { memcmp($0, other, text.count) == 0 } ?? true
    }
  }
}
