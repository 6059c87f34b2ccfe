/// Renders a timeline's canonical text (Docs/timeline-format.md, "Canonical text") as UTF-8 bytes: the one renderer behind
/// `canonicalText()`, `canonicalLine(_:)` and content hashing.
///
/// Hashing thousands of timelines is the hot path of `catalog check`, so the writer works on
/// bytes, renders each distinct name once per timeline (bare or quoted, its call signature split
/// into base and labels), and hands out the text in chunks instead of building a `String`.
struct CanonicalWriter {
  private let timeline: Timeline
  /// UTF-8 of each name as a receiver or member base, by `Name.raw`; empty until first used.
  private var plain: [[UInt8]]
  /// UTF-8 of each name as a string value (bare or quoted), by `Name.raw`.
  private var asValue: [[UInt8]]
  /// Argument labels of each call name, by `Name.raw` (nil until first used); an empty label
  /// stands for `_`, which the text does not write.
  private var labels: [[[UInt8]]?]
  private var hasParentheses: [Bool]
  var bytes: [UInt8] = []

  init(_ timeline: Timeline) {
    self.timeline = timeline
    let count = Int(StaticNames.count) + timeline.names.strings.count
    plain = Array(repeating: [], count: count)
    asValue = Array(repeating: [], count: count)
    labels = Array(repeating: nil, count: count)
    hasParentheses = Array(repeating: false, count: count)
    bytes.reserveCapacity(16 * 1024)
  }

  /// Appends event `index`'s line, with or without its newline.
  mutating func appendLine(_ index: Int, newline: Bool = true) {
    appendTime(timeline.events[index].time)
    bytes.append(0x20)
    bytes.append(0x20)
    appendCall(index)
    if newline { bytes.append(0x0A) }
  }

  /// Appends event `index`'s line after the time: `receiver.member(arguments) -> result`.
  mutating func appendCall(_ index: Int) {
    let event = timeline.events[index]
    appendPlain(event.receiver)
    bytes.append(UInt8(ascii: "."))
    let call = Int(event.call.raw)
    if labels[call] == nil { prepareCall(event.call) }
    bytes.append(contentsOf: plain[call])
    if hasParentheses[call] || !event.args.isEmpty {
      bytes.append(UInt8(ascii: "("))
      let callLabels = labels[call] ?? []
      for position in 0..<event.args.count {
        if position > 0 {
          bytes.append(UInt8(ascii: ","))
          bytes.append(0x20)
        }
        if position < callLabels.count, !callLabels[position].isEmpty {
          bytes.append(contentsOf: callLabels[position])
          bytes.append(UInt8(ascii: ":"))
          bytes.append(0x20)
        }
        appendValue(event.args[position])
      }
      bytes.append(UInt8(ascii: ")"))
    }
    if let result = event.result {
      bytes.append(0x20)
      bytes.append(UInt8(ascii: "-"))
      bytes.append(UInt8(ascii: ">"))
      bytes.append(0x20)
      appendValue(result)
    }
  }

  /// Seconds with three decimals, right-aligned to 8 characters. Total: a negative time (which
  /// only a damaged catalog can hold) gets a `-` sign instead of trapping.
  private mutating func appendTime(_ time: VirtualTime) {
    let millis = time.milliseconds.magnitude
    let sign = time.milliseconds < 0 ? 1 : 0
    var seconds = millis / 1000
    var width = 1
    var power: UInt64 = 10
    while seconds >= power {
      width += 1
      let (next, overflow) = power.multipliedReportingOverflow(by: 10)
      if overflow { break }
      power = next
    }
    for _ in (sign + width + 4)..<max(8, sign + width + 4) { bytes.append(0x20) }
    if sign == 1 { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    for _ in 0..<width { bytes.append(0) }
    var position = start + width - 1
    repeat {
      bytes[position] = UInt8(ascii: "0") + UInt8(seconds % 10)
      seconds /= 10
      position -= 1
    } while seconds > 0
    let fraction = millis % 1000
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
  }

  private mutating func appendPlain(_ name: Name) {
    let index = Int(name.raw)
    if plain[index].isEmpty { plain[index] = Array(timeline.string(name).utf8) }
    bytes.append(contentsOf: plain[index])
  }

  private mutating func prepareCall(_ name: Name) {
    let index = Int(name.raw)
    let signature = name.isStatic ? CallSignature.statics[index] : CallSignature(timeline.string(name))
    plain[index] = Array(signature.base.utf8)
    labels[index] = signature.labels.map { $0 == "_" ? [] : Array($0.utf8) }
    hasParentheses[index] = signature.hasParentheses
  }

  mutating func appendValue(_ value: Value) {
    switch value {
    case .null: bytes.append(contentsOf: "nil".utf8)
    case .bool(let flag): bytes.append(contentsOf: flag ? "true".utf8 : "false".utf8)
    case .number(let number): bytes.append(contentsOf: Array(NumberFormatting.string(number).utf8))
    case .string(let name):
      let index = Int(name.raw)
      if asValue[index].isEmpty {
        let text = timeline.string(name)
        if TextToken.isBare(text) {
          asValue[index] = Array(text.utf8)
        } else {
          var quoted = ""
          TextToken.appendQuoted(text, to: &quoted)
          asValue[index] = Array(quoted.utf8)
        }
      }
      bytes.append(contentsOf: asValue[index])
    case .rect(let index):
      let rect = timeline.rects[Int(index)]
      let parts = [rect.x, rect.y, rect.width, rect.height].map(NumberFormatting.string)
      bytes.append(contentsOf: Array(("[" + parts.joined(separator: ", ") + "]").utf8))
    case .list(let index):
      bytes.append(UInt8(ascii: "["))
      for (position, name) in timeline.lists[Int(index)].enumerated() {
        if position > 0 { bytes.append(contentsOf: ", ".utf8) }
        appendValue(.string(name))
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }
}

extension Timeline {
  /// Streams the canonical text's UTF-8 bytes in chunks of about 16 KB, without building a
  /// `String`: the same bytes as `canonicalText()`.
  public func writeCanonicalText(_ consume: (UnsafeRawBufferPointer) -> Void) {
    var writer = CanonicalWriter(self)
    for index in events.indices {
      writer.appendLine(index)
      if writer.bytes.count >= 16 * 1024 {
        writer.bytes.withUnsafeBytes(consume)
        writer.bytes.removeAll(keepingCapacity: true)
      }
    }
    if !writer.bytes.isEmpty { writer.bytes.withUnsafeBytes(consume) }
  }
}

/// Renders canonical lines of one timeline one at a time, keeping what it learnt about names
/// between lines: for callers that render many single lines, such as diff hunks.
public struct CanonicalRenderer {
  private var writer: CanonicalWriter

  public init(_ timeline: Timeline) {
    writer = CanonicalWriter(timeline)
  }

  /// The canonical line of event `index`, without its newline.
  public mutating func line(_ index: Int) -> String {
    writer.bytes.removeAll(keepingCapacity: true)
    writer.appendLine(index, newline: false)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The canonical text of event `index` after its time: `D.viewWillAppear(true)`.
  public mutating func call(_ index: Int) -> String {
    writer.bytes.removeAll(keepingCapacity: true)
    writer.appendCall(index)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
