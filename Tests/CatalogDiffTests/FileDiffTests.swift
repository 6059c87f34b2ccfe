import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogDiff

/// A diff of two timeline files (`TimelineDiff.compute` of `TemplatedTimeline`s), which makes only
/// the events its hunks show, says exactly what the diff of the whole timelines says: the same
/// unified and side-by-side text, the same JSON, summary, moves and change signature.
@Suite(.tags(.medium))
struct FileDiffTests {
  static func templated(_ timeline: Timeline) throws -> TemplatedTimeline {
    var reader = TemplatedTimeline.Reader()
    let bytes = Array(timeline.canonicalText().utf8)
    try bytes.withUnsafeBytes { try reader.read($0) }
    return try reader.finish()
  }

  static func json(_ diff: TimelineDiff) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return String(decoding: try encoder.encode(diff.document(leftLabel: "a", rightLabel: "b")), as: UTF8.self)
  }

  static func expectSame(
    _ left: Timeline, _ right: Timeline, options: DiffOptions = DiffOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    // The whole timelines as the files would give them (turns are not in the text).
    let wholeLeft = try Timeline(canonicalText: left.canonicalText())
    let wholeRight = try Timeline(canonicalText: right.canonicalText())
    let whole = TimelineDiff.compute(wholeLeft, wholeRight, options: options)
    let files = try #require(
      TimelineDiff.compute(try templated(left), try templated(right), options: options),
      sourceLocation: sourceLocation)
    #expect(files.summary == whole.summary, sourceLocation: sourceLocation)
    #expect(files.signature == whole.signature, sourceLocation: sourceLocation)
    #expect(files.moves.count == whole.moves.count, sourceLocation: sourceLocation)
    #expect(files.leftCount == wholeLeft.count && files.rightCount == wholeRight.count, sourceLocation: sourceLocation)
    #expect(
      files.unified(leftLabel: "a", rightLabel: "b") == whole.unified(leftLabel: "a", rightLabel: "b"),
      sourceLocation: sourceLocation)
    #expect(
      files.unified(leftLabel: "a", rightLabel: "b", color: true)
        == whole.unified(leftLabel: "a", rightLabel: "b", color: true), sourceLocation: sourceLocation)
    #expect(
      files.sideBySide(leftLabel: "a", rightLabel: "b", width: 160)
        == whole.sideBySide(leftLabel: "a", rightLabel: "b", width: 160), sourceLocation: sourceLocation)
    #expect(try json(files) == json(whole), sourceLocation: sourceLocation)
    // It holds only what it shows.
    #expect(
      files.left.count <= wholeLeft.count && files.right.count <= wholeRight.count, sourceLocation: sourceLocation)
  }

  @Test func fixtureBaselinesOfNeighbouringErasDiffAsTheirTimelines() throws {
    let names = (try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)).filter {
      $0.hasSuffix(".timeline")
    }
    let scenarios = Set(names.map { String($0.split(separator: ".")[0]) }).sorted()
    var compared = 0
    for scenario in scenarios {
      let files = ["uikit-7", "uikit-8", "uikit-13", "uikit-17"].map { "\(scenario).\($0).timeline" }
        .filter(names.contains)
      for (a, b) in zip(files, files.dropFirst()) {
        let left = try BaselineFile.parse(String(contentsOf: fixturesFolder.appendingPathComponent(a), encoding: .utf8))
          .timeline
        let right = try BaselineFile.parse(
          String(contentsOf: fixturesFolder.appendingPathComponent(b), encoding: .utf8)
        ).timeline
        for options in [DiffOptions(), DiffOptions(ignoreTime: true), DiffOptions(context: 0), DiffOptions(context: 1)]
        {
          try Self.expectSame(left, right, options: options)
        }
        compared += 1
      }
    }
    #expect(compared > 40)
  }

  @Test func scatteredEditsOfALongTimelineDiffAsTheWholeTimeline() throws {
    // A long timeline of repeated fixture events, edited at random places: changed values and
    // times, removals, insertions, swaps and runs shifted in time.
    let names = (try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)).filter {
      $0.hasSuffix(".uikit-17.timeline")
    }.sorted()
    var base = Timeline()
    var offset: Int64 = 0
    for name in names {
      let part = try BaselineFile.parse(
        String(contentsOf: fixturesFolder.appendingPathComponent(name), encoding: .utf8)
      )
      .timeline
      for event in part.events {
        var copy = event
        copy.time = VirtualTime(milliseconds: event.time.milliseconds + offset)
        copy.receiver = base.intern(part.string(event.receiver))
        copy.call = base.intern(part.string(event.call))
        copy.args = Arguments(
          contentsOf: event.args.map { value -> Value in
            switch value {
            case .string(let name): return .string(base.intern(part.string(name)))
            case .rect(let index): return base.value(part.rects[Int(index)])
            case .list(let index): return base.value(list: part.lists[Int(index)].map { base.intern(part.string($0)) })
            default: return value
            }
          })
        if case .string(let name)? = event.result { copy.result = .string(base.intern(part.string(name))) }
        if case .rect(let index)? = event.result { copy.result = base.value(part.rects[Int(index)]) }
        if case .list(let index)? = event.result {
          copy.result = base.value(list: part.lists[Int(index)].map { base.intern(part.string($0)) })
        }
        base.events.append(copy)
      }
      offset += (part.events.last?.time.milliseconds ?? 0) + 1000
    }
    #expect(base.count > 1000)
    var random = SplitMix64(seed: 14)
    for round in 0..<12 {
      var edited = base
      let edits = 1 + Int(random.next() % 40)
      for _ in 0..<edits {
        let index = Int(random.next() % UInt64(edited.count - 2))
        switch random.next() % 6 {
        case 0: edited.events.remove(at: index)
        case 1: edited.events.insert(edited.events[Int(random.next() % UInt64(edited.count))], at: index)
        case 2: edited.events[index].args = Arguments(.bool(random.next() % 2 == 0))
        case 3: edited.events[index].time = VirtualTime(milliseconds: edited.events[index].time.milliseconds + 17)
        case 4: edited.events.swapAt(index, index + 1)
        default:
          for shifted in index..<min(edited.count, index + 8) {
            edited.events[shifted].time = VirtualTime(milliseconds: edited.events[shifted].time.milliseconds + 35)
          }
        }
      }
      for options in [DiffOptions(), DiffOptions(ignoreTime: round % 3 == 0)] {
        try Self.expectSame(base, edited, options: options)
        try Self.expectSame(edited, base, options: options)
      }
    }
  }

  @Test func equalFilesHaveNoHunksAndKeepNoEvents() throws {
    let timeline = try Timelines.parse(Timelines.dimmingBaseline)
    let diff = try #require(TimelineDiff.compute(try Self.templated(timeline), try Self.templated(timeline)))
    #expect(diff.isEqual && diff.left.count == 0 && diff.leftCount == timeline.count)
  }

  @Test func kindFiltersAreLeftToTheWholeTimelines() throws {
    let timeline = try Self.templated(try Timelines.parse(Timelines.dimmingBaseline))
    #expect(TimelineDiff.compute(timeline, timeline, options: DiffOptions(kinds: [.callback])) == nil)
  }
}
