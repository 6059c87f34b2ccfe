// MARK: - Events as Encodable values

extension Timeline {
  /// One event of a timeline as an `Encodable` value: the JSON Lines object of Docs/timeline-format.md, "Events"
  /// (`seq`, `t`, `turn`, `kind`, `receiver`, `call`, `args`, and `result` when the member returns
  /// something), for reports that embed events in a larger JSON document (a diff, a run).
  ///
  /// The timeline itself is written by the hand-tuned `jsonLines()`; this form is for documents
  /// that a `JSONEncoder` writes whole.
  ///
  /// For example:
  /// ```swift
  /// let object = timeline.encodedEvent(3)   // {"seq": 3, "t": 0.35, …} once encoded
  /// ```
  public struct EncodedEvent: Encodable, Sendable {
    let timeline: Timeline
    let index: Int
    /// The `seq` written: `index`, unless the timeline holds part of another one.
    var seq: Int? = nil

    enum CodingKeys: String, CodingKey {
      case seq, t, turn, kind, receiver, call, args, result
    }

    public func encode(to encoder: any Encoder) throws {
      let event = timeline.events[index]
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seq ?? index, forKey: .seq)
      try container.encode(event.time.seconds, forKey: .t)
      try container.encode(event.turn >= 0 ? Int(event.turn) : nil, forKey: .turn)
      try container.encode(event.kind.rawValue, forKey: .kind)
      try container.encode(timeline.string(event.receiver), forKey: .receiver)
      try container.encode(timeline.string(event.call), forKey: .call)
      var args = container.nestedUnkeyedContainer(forKey: .args)
      for value in event.args {
        try args.encode(EncodedValue(timeline: timeline, value: value))
      }
      if let result = event.result {
        try container.encode(EncodedValue(timeline: timeline, value: result), forKey: .result)
      }
    }
  }

  /// An argument or result as JSON: ids, styles and texts are strings, rectangles `[x, y, w, h]`.
  struct EncodedValue: Encodable {
    let timeline: Timeline
    let value: Value

    func encode(to encoder: any Encoder) throws {
      switch value {
      case .null:
        var container = encoder.singleValueContainer()
        try container.encodeNil()
      case .bool(let flag):
        var container = encoder.singleValueContainer()
        try container.encode(flag)
      case .number(let number):
        var container = encoder.singleValueContainer()
        try container.encode(number)
      case .string(let name):
        var container = encoder.singleValueContainer()
        try container.encode(timeline.string(name))
      case .rect(let index):
        let rect = timeline.rects[Int(index)]
        var container = encoder.unkeyedContainer()
        for number in [rect.x, rect.y, rect.width, rect.height] { try container.encode(number) }
      case .list(let index):
        var container = encoder.unkeyedContainer()
        for name in timeline.lists[Int(index)] { try container.encode(timeline.string(name)) }
      }
    }
  }

  /// Event `index` as an `Encodable` value.
  public func encodedEvent(_ index: Int) -> EncodedEvent {
    EncodedEvent(timeline: self, index: index)
  }

  /// Event `index` as an `Encodable` value whose `seq` is `position`: its place in the timeline
  /// this one holds part of (a diff of timeline files keeps only the events it shows).
  public func encodedEvent(_ index: Int, at position: Int) -> EncodedEvent {
    EncodedEvent(timeline: self, index: index, seq: position)
  }

  /// Every event, in order, as `Encodable` values.
  public var encodedEvents: [EncodedEvent] {
    events.indices.map(encodedEvent)
  }
}
