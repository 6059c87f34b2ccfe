import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogDiff

/// The JSON document: exact content, and the documented keys when parsed back.
struct JSONRenderingTests {
  /// The document encoded as the runner encodes reports (sorted keys), parsed back.
  static func encoded(_ diff: TimelineDiff, _ left: String, _ right: String) throws -> JSONValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = try encoder.encode(diff.document(leftLabel: left, rightLabel: right))
    var parser = JSONParser(String(decoding: data, as: UTF8.self))
    return try parser.parseDocument()
  }

  @Test func smallDiff() throws {
    let document = try Self.encoded(try Diffs.small(), "baseline", "run \"42\"")
    var expected = JSONParser(
      #"""
      {
        "format": 1,
        "equal": false,
        "summary": {"added": 1, "removed": 0, "changed": 1, "moved": 0},
        "ignoreTime": false,
        "left": {"label": "baseline", "events": 2},
        "right": {"label": "run \"42\"", "events": 3},
        "hunks": [
          {
            "leftStart": 0, "leftCount": 2, "rightStart": 0, "rightCount": 3, "time": 0.000,
            "lines": [
              {"op": "context", "left": {"seq": 0, "t": 0.000, "turn": null, "kind": "call", "receiver": "C", "call": "present(_:animated:completion:)", "args": ["D", true]}, "right": {"seq": 0, "t": 0.000, "turn": null, "kind": "call", "receiver": "C", "call": "present(_:animated:completion:)", "args": ["D", true]}},
              {"op": "changed", "parts": ["args"], "left": {"seq": 1, "t": 0.000, "turn": null, "kind": "callback", "receiver": "D", "call": "viewWillAppear(_:)", "args": [true]}, "right": {"seq": 1, "t": 0.000, "turn": null, "kind": "callback", "receiver": "D", "call": "viewWillAppear(_:)", "args": [false]}},
              {"op": "added", "left": null, "right": {"seq": 2, "t": 0.350, "turn": null, "kind": "callback", "receiver": "D", "call": "viewDidAppear(_:)", "args": [false]}}
            ]
          }
        ],
        "signature": {"id": "cb22efba9081345d", "title": "`<presented>.viewDidAppear(_:)` added and `<presented>.viewWillAppear(_:)` (args) changed", "items": ["+ <presented>.viewDidAppear(_:)", "~ <presented>.viewWillAppear(_:) (args)"]}
      }

      """#)
    #expect(document == (try expected.parseDocument()))
  }

  @Test func parsesBackWithTheDocumentedKeys() throws {
    // Given
    let diff = try Diffs.dimming()

    // When
    let document = try Self.encoded(diff, "baseline dimming @ uikit-8", "run 42")

    // Then
    guard case .object(let root) = document else {
      Issue.record("not an object")
      return
    }
    #expect(
      Set(root.keys) == [
        "format", "equal", "summary", "ignoreTime", "left", "right", "hunks", "signature",
      ])
    #expect(root["equal"] == .bool(false))
    #expect(root["ignoreTime"] == .bool(false))
    #expect(
      root["summary"]
        == .object(["added": .number(1), "removed": .number(2), "changed": .number(1), "moved": .number(0)]))
    #expect(
      root["left"]
        == .object(["label": .string("baseline dimming @ uikit-8"), "events": .number(10)]))
    #expect(root["right"] == .object(["label": .string("run 42"), "events": .number(9)]))

    guard case .array(let hunks)? = root["hunks"], case .object(let hunk)? = hunks.first else {
      Issue.record("no hunks")
      return
    }
    #expect(
      Set(hunk.keys) == ["leftStart", "leftCount", "rightStart", "rightCount", "time", "lines"])
    #expect(hunk["leftCount"] == .number(10))
    #expect(hunk["rightCount"] == .number(9))
    guard case .array(let lines)? = hunk["lines"] else {
      Issue.record("no lines")
      return
    }
    #expect(lines.count == diff.hunks[0].lines.count)
    let operations = lines.compactMap { line -> String? in
      guard case .object(let fields) = line, case .string(let op)? = fields["op"] else {
        return nil
      }
      return op
    }
    #expect(operations.count == lines.count)
    #expect(Set(operations).isSubset(of: ["context", "removed", "added", "changed"]))

    // An event inside a line is a timeline event object: it reads back as one.
    guard case .object(let changed)? = lines.first(where: { $0.isOperation("changed") }),
      case .object(let right)? = changed["right"]
    else {
      Issue.record("no changed line")
      return
    }
    #expect(changed["parts"] == .array([.string("result")]))
    #expect(right["receiver"] == .string("pc:D"))
    #expect(right["result"] == .bool(false))

    guard case .object(let signature)? = root["signature"] else {
      Issue.record("no signature")
      return
    }
    #expect(Set(signature.keys) == ["id", "title", "items"])
    #expect(signature["id"] == .string(diff.signature.id))
  }

  @Test func equalTimelinesHaveAnEmptyHunkList() throws {
    let timeline = try Timelines.parse(Timelines.dimmingBaseline)
    let diff = TimelineDiff.compute(timeline, timeline, options: DiffOptions(ignoreTime: true))
    guard case .object(let root) = try Self.encoded(diff, "a", "b") else {
      Issue.record("not an object")
      return
    }
    #expect(root["equal"] == .bool(true))
    #expect(root["ignoreTime"] == .bool(true))
    #expect(root["hunks"] == .array([]))
  }
  @Test func aMovedEventNamesItsPositionInTheOtherTimeline() throws {
    let left = try Timelines.parse("   0.000  nav.viewWillDisappear(true)\n   0.000  D.viewWillAppear(true)")
    let right = try Timelines.parse("   0.000  D.viewWillAppear(true)\n   0.000  nav.viewWillDisappear(true)")
    let document = try Self.encoded(TimelineDiff.compute(left, right), "a", "b")
    guard case .object(let root) = document, case .array(let hunks)? = root["hunks"],
      case .object(let hunk)? = hunks.first, case .array(let lines)? = hunk["lines"]
    else {
      Issue.record("unexpected shape: \(document)")
      return
    }
    let moves = lines.compactMap { line -> String? in
      guard case .object(let fields) = line, case .string(let op)? = fields["op"] else { return nil }
      if case .number(let to)? = fields["movedTo"] { return "\(op) to \(Int(to))" }
      if case .number(let from)? = fields["movedFrom"] { return "\(op) from \(Int(from))" }
      return op
    }
    #expect(moves == ["removed to 1", "context", "added from 0"])
    guard case .object(let summary)? = root["summary"] else { return }
    #expect(summary["moved"] == .number(1))
  }
}

extension JSONValue {
  fileprivate func isOperation(_ name: String) -> Bool {
    if case .object(let fields) = self, fields["op"] == .string(name) { return true }
    return false
  }

}
