import CatalogDiff
import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogReports

/// Issue 12 item 2: timelines and diffs as Mermaid sequence diagrams, checked against the grammar
/// of the subset they use (`MermaidSubset`).
struct SequenceDiagramTests {
  @Test func aTimelineIsOneMessagePerEvent() throws {
    let timeline = try Timelines.parse(
      """
         0.000  yellow.present(red, animated: true)
         0.000  pc:red.presentationTransitionWillBegin()
         0.000  UIKit.warning("Attempt to present <E> on <nav>; it is #1")
         0.350  red.viewDidAppear(true)
      """)
    #expect(
      SequenceDiagram.timeline(timeline, title: "demo @ uikit-17") == """
        sequenceDiagram
          participant App
          participant UIKit
          participant p1 as yellow
          participant p2 as red
          participant p3 as pc:red
          Note over UIKit: demo @ uikit-17
          App->>p1: 0.000 present(red, animated: true)
          UIKit->>p3: 0.000 presentationTransitionWillBegin()
          Note over UIKit: 0.000 warning("Attempt to present #lt;E> on #lt;nav>#59; it is #35;1")
          UIKit->>p2: 0.350 viewDidAppear(true)

        """)
  }

  @Test func aDiffMarksRemovedAddedChangedAndMovedEvents() throws {
    let left = try Timelines.parse(
      """
         0.000  A.present(D, animated: true)
         0.000  A.viewWillDisappear(true)
         0.000  D.viewWillAppear(true)
         0.000  D.viewDidLoad()
         0.350  D.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
      """)
    let right = try Timelines.parse(
      """
         0.000  A.present(D, animated: true)
         0.000  D.viewWillAppear(false)
         0.000  D.viewDidLoad()
         0.350  D.viewDidAppear(true)
         0.350  A.viewWillDisappear(true)
      """)
    let diagram = SequenceDiagram.diff(TimelineDiff.compute(left, right), title: "a → b")
    #expect(MermaidSubset.problems(in: diagram) == [])
    #expect(
      diagram == """
        sequenceDiagram
          participant App
          participant UIKit
          participant p1 as A
          participant p2 as D
          Note over UIKit: a → b
          Note over UIKit: @@ -0,6 +0,5 @@ event 0, t=0.000
          App->>p1: 0.000 present(D, animated: true)
          rect rgba(255, 80, 80, 0.2)
          UIKit->>p1: removed (moved to event 4): 0.000 viewWillDisappear(true)
          end
          rect rgba(60, 180, 75, 0.2)
          UIKit->>p2: changed, was 0.000 viewWillAppear(true): 0.000 viewWillAppear(false)
          end
          UIKit->>p2: 0.000 viewDidLoad()
          UIKit->>p2: 0.350 viewDidAppear(true)
          rect rgba(255, 80, 80, 0.2)
          UIKit->>p1: removed: 0.350 viewDidDisappear(true)
          end
          rect rgba(60, 180, 75, 0.2)
          UIKit->>p1: added (moved from event 1): 0.350 viewWillDisappear(true)
          end

        """)
  }

  @Test func equalTimelinesSaySo() throws {
    let timeline = try Timelines.parse(Timelines.dimmingBaseline)
    let diagram = SequenceDiagram.diff(TimelineDiff.compute(timeline, timeline))
    #expect(diagram.hasSuffix("  Note over UIKit: timelines are equal\n"))
    #expect(MermaidSubset.problems(in: diagram) == [])
  }

  /// Every bundled baseline, and the diff between each fixture's oldest and newest baselines,
  /// draws as a diagram in the subset.
  @Test func everyFixtureBaselineAndEraDiffIsInTheSubset() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
      .filter { $0.hasSuffix(".timeline") }.sorted()
    try #require(files.count > 50)
    var byScenario: [String: [Timeline]] = [:]
    for file in files {
      let text = try String(contentsOf: fixturesFolder.appendingPathComponent(file), encoding: .utf8)
      let timeline = try Timeline(canonicalText: text)
      let problems = MermaidSubset.problems(in: SequenceDiagram.timeline(timeline, title: file))
      #expect(problems == [], "\(file)")
      byScenario[String(file.prefix { $0 != "." }), default: []].append(timeline)
    }
    for (scenario, timelines) in byScenario where timelines.count > 1 {
      guard let first = timelines.first, let last = timelines.last else { continue }
      let problems = MermaidSubset.problems(in: SequenceDiagram.diff(TimelineDiff.compute(first, last)))
      #expect(problems == [], "\(scenario)")
    }
  }

  @Test func theCheckerRefusesWhatMermaidWouldMisread() {
    let header = "sequenceDiagram\n  participant App\n  participant p1 as a\n"
    #expect(MermaidSubset.problems(in: header + "  App->>p1: ok #35; fine\n") == [])
    #expect(MermaidSubset.problems(in: header + "  App->>p1: a; b\n").count == 1)
    #expect(MermaidSubset.problems(in: header + "  App->>p1: a #1\n").count == 1)
    #expect(MermaidSubset.problems(in: header + "  App->>p1: <b>\n").count == 1)
    #expect(MermaidSubset.problems(in: header + "  App->>p2: x\n").count == 1)
    #expect(MermaidSubset.problems(in: header + "  rect rgb(0, 0, 0)\n  App->>p1: x\n").count == 1)
    #expect(MermaidSubset.problems(in: header + "  App->>p1: x\n  participant p2 as b\n").count == 1)
  }
}
