import CatalogModel
import Foundation

@testable import CatalogStorage

/// Values the storage tests build catalogs from.
enum Fixtures {
  static let catalogVersion = "0.1.0"
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A scenario file, distinct per `name` and `variant`.
  static func scenario(_ name: String, variant: Int = 0, tags: [String] = ["custom"])
    -> ScenarioInput
  {
    ScenarioInput(
      name: name,
      source: """
        name: \(name)
        summary: Variant \(variant) of \(name)
        tags: [\(tags.joined(separator: ", "))]
        window: A
        controllers: {A: {}, D: {}}
        steps: [{present: D, from: A}]
        """,
      fileName: "\(name).yaml", sourceFormat: .yaml, summary: "Variant \(variant) of \(name)",
      tags: tags)
  }

  /// A timeline touching every value shape, made distinct by `seed` (its first event's time).
  static func timeline(seed: Int = 0, eventCount: Int = 12) -> Timeline {
    var timeline = Timeline()
    let a = timeline.intern("A")
    let d = timeline.intern("D")
    let pc = timeline.intern("pc:D")
    let fade = timeline.intern("fade")
    let frame = timeline.value(Rect(x: 50, y: 50.5, width: 275, height: 567))
    let warning = timeline.intern("Attempt to present <D> on \"A\"\nwhich is busy")
    func add(
      _ member: Member, _ receiver: Name, _ args: Value..., result: Value? = nil, ms: Int64,
      turn: Int32
    ) {
      timeline.events.append(
        Event(
          kind: member.kind, time: VirtualTime(milliseconds: ms), turn: turn, receiver: receiver,
          call: member.internedName, args: Arguments(contentsOf: args), result: result))
    }
    add(.present, a, .string(d), .bool(true), ms: Int64(seed), turn: 0)
    var index = 1
    while timeline.count < eventCount {
      let ms = Int64(seed + index * 10)
      let turn = Int32(index / 3)
      switch index % 6 {
      case 0: add(.viewWillAppear, d, .bool(true), ms: ms, turn: turn)
      case 1: add(.frameOfPresentedViewInContainerView, pc, result: frame, ms: ms, turn: turn)
      case 2:
        add(
          .transitionDuration, timeline.intern("animator:D"), .string(timeline.intern("context:D")),
          result: .number(0.35), ms: ms, turn: turn)
      case 3: add(.warning, StaticNames.uiKit, .string(warning), ms: ms, turn: turn)
      case 4:
        add(
          .presentationControllerForPresented, fade, .string(d), .string(a), .null, result: .null,
          ms: ms, turn: turn)
      default:
        add(
          .adaptivePresentationStyle, pc, .string(StaticNames.style(.pageSheet)),
          result: .string(StaticNames.style(.none)), ms: ms, turn: turn)
      }
      index += 1
    }
    return timeline
  }

  static func batch(_ kind: BatchKind = .run, summary: String = "test batch") -> BatchInput {
    BatchInput(
      kind: kind, commandLine: ["catalog", kind.rawValue, "fixtures/"],
      catalogVersion: catalogVersion,
      startedAt: start, finishedAt: start.addingTimeInterval(1), summary: summary)
  }

  static func run(
    _ scenario: String, profile: String = "uikit-13", timeline: Timeline?, status: RunStatus = .ok
  ) -> RunInput {
    RunInput(
      scenario: .name(scenario), profile: profile, profileRulesVersion: 1,
      catalogVersion: catalogVersion,
      startedAt: start, durationMicroseconds: 420, status: status,
      message: status == .ok ? nil : "it failed", timeline: timeline.map { HashedTimeline($0) })
  }

  static func baseline(
    _ scenario: String, profile: String = "uikit-13", timeline: TimelineSource,
    by who: String = "ana",
    at date: Date = start
  ) -> BaselineInput {
    BaselineInput(
      scenario: scenario, profile: profile, profileRulesVersion: 1, timeline: timeline,
      acceptedBy: who,
      acceptedAt: date, catalogVersion: catalogVersion)
  }
}
