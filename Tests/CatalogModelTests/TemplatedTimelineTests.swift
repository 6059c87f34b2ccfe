import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogModel

/// `TemplatedTimeline` reads canonical text as `Timeline(canonicalTextBytes:)` does: the same
/// events, however the text is cut into chunks, and the same problems at the same places.
@Suite(.tags(.small))
struct TemplatedTimelineTests {
  static let baselineFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".timeline") }.sorted()
  }()

  static func read(_ bytes: [UInt8], chunk: Int) throws -> TemplatedTimeline {
    var reader = TemplatedTimeline.Reader()
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      try bytes[start..<end].withUnsafeBytes { try reader.read($0) }
      start = end
    }
    return try reader.finish()
  }

  static func expectSameEvents(
    _ templated: TemplatedTimeline, _ timeline: Timeline, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(templated.count == timeline.count, sourceLocation: sourceLocation)
    var events = templated.store
    events.events = (0..<templated.count).map(templated.event)
    #expect(events == timeline, sourceLocation: sourceLocation)
    #expect(events.canonicalText() == timeline.canonicalText(), sourceLocation: sourceLocation)
    for index in events.events.indices {
      #expect(events.events[index].kind == timeline.events[index].kind, sourceLocation: sourceLocation)
    }
  }

  @Test func everyFixtureBaselineReadsAsTheTimelineReaderReadsIt() throws {
    #expect(Self.baselineFiles.count > 50)
    for name in Self.baselineFiles {
      let bytes = Array(try Data(contentsOf: fixturesFolder.appendingPathComponent(name)))
      let timeline = try Timeline(canonicalTextBytes: bytes)
      for chunk in [1, 7, 64, 4096, bytes.count + 1] {
        Self.expectSameEvents(try Self.read(bytes, chunk: chunk), timeline)
      }
    }
  }

  @Test func repeatedLinesShareTemplatesAndEqualTextsAreOneTemplate() throws {
    let text = """
      # a comment
         0.000  A.viewWillAppear(true)
         0.350  A.viewWillAppear(true)

      0.700  A.viewWillAppear(true)
         1.000  A.viewDidAppear(true)\r
         1.000  B.foo("x y", [1, 2, 3, 4]) -> 0.35
      """
    let templated = try Self.read(Array(text.utf8), chunk: 5)
    Self.expectSameEvents(templated, try Timeline(canonicalText: text))
    #expect(templated.templates == [0, 0, 0, 1, 2])
    #expect(templated.times == [0, 350, 700, 1000, 1000])
    #expect(
      templated.keys == ["A.viewWillAppear(true)", "A.viewDidAppear(true)", "B.foo(\"x y\", [1, 2, 3, 4]) -> 0.35"])
  }

  @Test func problemsAreReportedWhereTheTimelineReaderReportsThem() {
    let texts = [
      "   0.000  A.viewWillAppear(true)\n   0.35  A.viewDidAppear(true)\n",
      "   0.000  A.viewWillAppear(true)\n   0.000  A.viewWillAppear(true\n",
      "   0.000  A.x(\"unterminated)\n",
      "   0.000  A.viewWillAppear(true) trailing\n",
      "not a line\n",
      // A list inside a list is refused before it is read: no nesting runs the parser deep (a
      // fuzz finding overflowed the stack with thousands of '[').
      "   0.000  A.x([A, [B]])\n",
      "   0.000  A.x(" + String(repeating: "[", count: 100_000) + "\n",
    ]
    for text in texts {
      var expected: TimelineFormatError?
      do { _ = try Timeline(canonicalText: text) } catch { expected = error as? TimelineFormatError }
      #expect(expected != nil, "\(text)")
      for chunk in [1, 3, 1000] {
        #expect(throws: TimelineFormatError.self) { _ = try Self.read(Array(text.utf8), chunk: chunk) }
        do {
          _ = try Self.read(Array(text.utf8), chunk: chunk)
        } catch let error as TimelineFormatError {
          #expect(error.location == expected?.location && error.message == expected?.message, "\(text)")
        } catch {
          Issue.record("\(error)")
        }
      }
    }
  }
}
