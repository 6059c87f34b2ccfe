import CatalogDiff
import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogReports

/// Issue 12 item 3: timelines as Trace Event Format JSON for Perfetto UI and chrome://tracing.
struct TraceEventsTests {
  @Test func eventsAreInstantsOnTheirObjectsTracksAndTransitionsAreSlices() throws {
    let timeline = try Timelines.parse(Timelines.dimmingBaseline)
    let trace = TraceEvents([.init(title: "dimming @ uikit-8", timeline: timeline)])
    let entries = trace.traceEvents
    #expect(
      entries.first == .init(name: "process_name", ph: "M", pid: 1, tid: 0, args: .init(name: "dimming @ uikit-8")))
    let instants = entries.filter { $0.ph == "i" }
    #expect(instants.count == timeline.count)
    #expect(instants.map(\.args.seq) == Array(timeline.events.indices))
    // Every track is named before its first event.
    var named: Set<Int> = []
    for entry in entries {
      if entry.ph == "M", entry.name == "thread_name" { named.insert(entry.tid) }
      if entry.ph == "i" { #expect(named.contains(entry.tid), "\(entry)") }
    }
    let first = try #require(instants.first)
    #expect(first.name == "C.present(D, animated: true)" && first.cat == "call" && first.ts == 0 && first.s == "t")
    let slices = entries.filter { $0.ph == "X" }
    #expect(slices.map(\.name).contains("presentation transition"))
    let track = try #require(entries.first { $0.name == "thread_name" && $0.args.name == "pc:D" }).tid
    #expect(slices.contains { $0.name == "presentation transition" && $0.tid == track })
  }

  /// For every bundled baseline: the documented fields per phase, and slices on one track never
  /// overlap without nesting (the viewers would draw them wrongly).
  @Test func everyFixtureBaselineTracesWellFormed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
      .filter { $0.hasSuffix(".timeline") }.sorted()
    try #require(files.count > 50)
    for file in files {
      let text = try String(contentsOf: fixturesFolder.appendingPathComponent(file), encoding: .utf8)
      let timeline = try Timeline(canonicalText: text)
      let entries = TraceEvents([.init(title: file, timeline: timeline)]).traceEvents
      for entry in entries {
        switch entry.ph {
        case "M": #expect(entry.ts == nil && entry.args.name != nil, "\(file): \(entry)")
        case "i": #expect(entry.ts != nil && entry.s == "t" && entry.cat != nil && entry.args.seq != nil, "\(file)")
        case "X": #expect(entry.ts != nil && (entry.dur ?? -1) >= 0, "\(file): \(entry)")
        default: Issue.record("\(file): phase \(entry.ph)")
        }
      }
      #expect(entries.filter { $0.ph == "i" }.count == timeline.count, "\(file)")
      let slices = entries.filter { $0.ph == "X" }
      for a in slices {
        for b in slices where a != b && a.tid == b.tid {
          let (a0, a1) = (a.ts ?? 0, (a.ts ?? 0) + (a.dur ?? 0))
          let (b0, b1) = (b.ts ?? 0, (b.ts ?? 0) + (b.dur ?? 0))
          let nestedOrApart = a1 <= b0 || b1 <= a0 || (a0 <= b0 && b1 <= a1) || (b0 <= a0 && a1 <= b1)
          #expect(nestedOrApart, "\(file): \(a.name) and \(b.name) overlap on track \(a.tid)")
        }
      }
    }
  }
}
