import CatalogTestSupport
import Foundation
import Testing

/// Issue 12 item 2 through the built binary: `--format mermaid` on `run`, `show` and `diff`, and a
/// diagram per change group in `check --summary`.
@Suite(.tags(.medium))
struct DiagramOutputTests {
  @Test func runShowAndDiffDrawSequenceDiagrams() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let run = try CatalogProcess.run(["run", "dimming-presentation.yaml", "--format", "mermaid"], in: folder.path)
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.stdout.hasPrefix("sequenceDiagram\n"), "\(run)")
    #expect(run.stdout.contains("  App->>p1: 0.000 present(red, animated: true)\n"), "\(run)")
    #expect(MermaidSubset.problems(in: run.stdout) == [])

    // Several timelines: one diagram each, after a '%%' label.
    let all = try CatalogProcess.run(
      ["run", "dimming-presentation.yaml", "--profile", "all", "--format", "mermaid"], in: folder.path)
    let diagrams = all.stdout.components(separatedBy: "\n\n")
    #expect(diagrams.count == 4, "\(all)")
    for diagram in diagrams {
      #expect(diagram.hasPrefix("%% dimming-presentation @ uikit-"), "\(diagram.prefix(80))")
      let body = String(diagram.drop { $0 != "\n" }.dropFirst())
      #expect(MermaidSubset.problems(in: body.hasSuffix("\n") ? body : body + "\n") == [])
    }

    let diff = try CatalogProcess.run(
      ["diff", "dimming-presentation.yaml", "--profile", "uikit-8", "--against", "uikit-17", "--format", "mermaid"],
      in: folder.path)
    #expect(diff.exitCode == 1, "\(diff)")
    #expect(diff.stdout.contains("  rect rgba("), "\(diff)")
    #expect(MermaidSubset.problems(in: diff.stdout) == [])

    _ = try CatalogProcess.run(["add", "dimming-presentation.yaml"], in: folder.path)
    let stored = try CatalogProcess.run(["run", "dimming-presentation", "--format", "mermaid"], in: folder.path)
    #expect(MermaidSubset.problems(in: stored.stdout) == [], "\(stored)")
    let shown = try CatalogProcess.run(["show", "run:1", "--format", "mermaid"], in: folder.path)
    #expect(shown.exitCode == 0, "\(shown)")
    #expect(shown.stdout.contains("Note over UIKit: run 1: dimming-presentation @ uikit-17"), "\(shown)")
    #expect(MermaidSubset.problems(in: shown.stdout) == [])

    let refused = try CatalogProcess.run(["list", "--format", "mermaid"], in: folder.path)
    #expect(refused.exitCode == 64, "\(refused)")
    #expect(refused.stderr.contains("'--format mermaid' is not available for 'catalog list'"), "\(refused)")
  }

  /// Participants follow the scenario's hierarchy (the window's root `nav`, its child `list`,
  /// then the presented `detail`), not the order of their first events; each phase of a
  /// transition is a note across the diagram.
  @Test func participantsInHierarchyOrderAndPhasesAsNotes() throws {
    let folder = try TemporaryFolder(fixtures: ["ios13-default-style", "dimming-presentation"])
    let run = try CatalogProcess.run(
      ["run", "ios13-default-style.yaml", "--profile", "uikit-8", "--format", "mermaid"], in: folder.path)
    #expect(run.exitCode == 0, "\(run)")
    let participants = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  participant p") }.map {
      String($0.split(separator: " ").last ?? "")
    }
    #expect(participants == ["nav", "list", "detail"], "\(run)")
    #expect(MermaidSubset.problems(in: run.stdout) == [])

    let dimming = try CatalogProcess.run(
      ["run", "dimming-presentation.yaml", "--profile", "uikit-17", "--format", "mermaid"], in: folder.path)
    let names = dimming.stdout.split(separator: "\n").filter { $0.hasPrefix("  participant p") }.map {
      String($0.split(separator: " ").last ?? "")
    }
    // Controllers first, then the objects UIKit makes for red, then the delegate.
    #expect(names.first == "yellow" && names.dropFirst().first == "red", "\(names)")
    #expect(names.last == "dimmer", "\(names)")
    let last = "p\(names.count)"
    for note in [
      "  Note over App,\(last): Phase A: request of presenting red\n",
      "  Note over App,\(last): Phase B: deferred start of presenting red\n",
      "  Note over App,\(last): Phase C: animation of presenting red, 0.000 → 1.000 s\n",
      "  Note over App,\(last): Phase D: completion of presenting red\n",
      "  Note over App,\(last): Phase B: deferred start of dismissing red\n",
    ] {
      #expect(dimming.stdout.contains(note), "\(note)\n\(dimming.stdout)")
    }
    #expect(MermaidSubset.problems(in: dimming.stdout) == [])
  }

  /// A duration that changes shifts every later event: one note says so, the events follow as
  /// plain messages; only the changed duration is a 'changed' band.
  /// Issue 25 item 5: a container transition's events are drawn like any other: the app's pop,
  /// the containment callbacks, the navigation delegate, and the container's own animator,
  /// interaction controller and context as participants; a diff of two eras marks the delegate's
  /// willShow/didShow that uikit-17 adds after a cancelled back swipe (rule 18.10 item 4).
  @Test func containerTransitionsAreDrawn() throws {
    let folder = try TemporaryFolder(fixtures: ["nav-swipe-back-custom-cancel"])
    let run = try CatalogProcess.run(
      ["run", "nav-swipe-back-custom-cancel.yaml", "--profile", "uikit-17", "--format", "mermaid"], in: folder.path)
    #expect(run.exitCode == 0, "\(run)")
    #expect(MermaidSubset.problems(in: run.stdout) == [])
    let participants = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  participant p") }.map {
      String($0.split(separator: " ").last ?? "")
    }
    #expect(
      participants == ["nav", "A", "B", "edge", "animator:nav/A", "interaction:nav/A", "context:nav/A"], "\(run)")
    #expect(run.stdout.contains("  App->>p1: 0.000 popViewController(animated: true) -> B\n"), "\(run)")
    #expect(run.stdout.contains("  UIKit->>p3: 0.000 willMove(toParent: nil)\n"), "\(run)")
    #expect(
      run.stdout.contains("  UIKit->>p4: 0.187 navigationController(nav, didShow: B, animated: true)\n"), "\(run)")
    let eventLines = try CatalogProcess.run(
      ["run", "nav-swipe-back-custom-cancel.yaml", "--profile", "uikit-17"], in: folder.path
    ).stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
    #expect(run.stdout.split(separator: "\n").filter { $0.contains("->>p") }.count == eventLines)
    // The phases of the back swipe, as notes: it ran back.
    for note in [
      "Phase A: request of the back swipe of nav", "Phase B: deferred start of the back swipe of nav",
      "Phase D: cancellation of the back swipe of nav (it runs back)",
    ] {
      #expect(run.stdout.contains("  Note over App,p7: \(note)\n"), "\(note)")
    }

    let diff = try CatalogProcess.run(
      [
        "diff", "nav-swipe-back-custom-cancel.yaml", "--profile", "uikit-13", "--against", "uikit-17", "--format",
        "mermaid",
      ], in: folder.path)
    #expect(diff.exitCode == 1, "\(diff)")
    #expect(diff.stdout.contains("UIKit->>p4: added: 0.187 navigationController(nav, willShow: B, animated: true)"))
    #expect(MermaidSubset.problems(in: diff.stdout) == [])
  }

  @Test func aTimeShiftIsOneNoteInADiffDiagram() throws {
    let diff = try TemporaryFolder.comparingDimmingWithALongerCopy("diff", ["--format", "mermaid"]).result
    #expect(diff.exitCode == 1, "\(diff)")
    #expect(diff.stdout.contains("Note over UIKit: ~ times from event "), "\(diff)")
    #expect(diff.stdout.components(separatedBy: "changed, was").count - 1 == 1, "\(diff)")
    #expect(MermaidSubset.problems(in: diff.stdout) == [])
  }

  /// A stored run that the profile could not replay has no timeline: its diagram says so.
  @Test func aRunWithoutATimelineIsADiagramThatSaysWhy() throws {
    let folder = try TemporaryFolder(fixtures: ["sheet-detents"])
    #expect(try CatalogProcess.run(["add", "sheet-detents.yaml"], in: folder.path).exitCode == 0)
    _ = try CatalogProcess.run(["run", "sheet-detents", "--profile", "uikit-8"], in: folder.path)
    let shown = try CatalogProcess.run(["show", "run:1", "--format", "mermaid"], in: folder.path)
    #expect(shown.exitCode == 0, "\(shown)")
    #expect(shown.stdout.hasPrefix("sequenceDiagram\n"), "\(shown)")
    #expect(shown.stdout.contains("Note over UIKit: no timeline: the run was unsupported"), "\(shown)")
    #expect(MermaidSubset.problems(in: shown.stdout) == [])
  }

  @Test func theCheckSummaryDrawsEachChangeGroup() throws {
    let folder = try TemporaryFolder.checkedThenEdited(["alpha"], variant: 3)
    let checked = try CatalogProcess.run(["check", "fx", "--summary", "summary.md"], in: folder.path)
    #expect(checked.exitCode == 1, "\(checked)")
    let summary = try folder.read("summary.md")
    let blocks = summary.components(separatedBy: "```mermaid\n").dropFirst()
    #expect(blocks.count == 1, "\(summary)")
    for block in blocks {
      let diagram = try #require(block.components(separatedBy: "```\n").first)
      #expect(MermaidSubset.problems(in: diagram) == [], "\(diagram)")
      #expect(diagram.contains("Note over UIKit: alpha @ uikit-17"), "\(diagram)")
    }
  }
}

/// Issue 12 item 3 through the built binary: `--format trace` on `run` and `show run:N`.
@Suite(.tags(.medium))
struct TraceOutputTests {
  @Test func runAndShowWriteTraceEventJSON() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let run = try CatalogProcess.run(
      ["run", "dimming-presentation.yaml", "--profile", "all", "--format", "trace"], in: folder.path)
    #expect(run.exitCode == 0, "\(run)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run)")
    #expect(document["displayTimeUnit"] as? String == "ms")
    let events = try #require(document["traceEvents"] as? [[String: Any]])
    // One process per profile, each named.
    let processes = events.filter { $0["name"] as? String == "process_name" }
    #expect(processes.count == 4)
    #expect(Set(events.compactMap { $0["pid"] as? Int }) == [1, 2, 3, 4])
    for event in events {
      #expect(["M", "i", "X"].contains(event["ph"] as? String), "\(event)")
      #expect(event["tid"] is Int && event["name"] is String, "\(event)")
    }
    #expect(events.contains { $0["ph"] as? String == "X" && $0["name"] as? String == "presentation transition" })

    _ = try CatalogProcess.run(["add", "dimming-presentation.yaml"], in: folder.path)
    _ = try CatalogProcess.run(["run", "dimming-presentation"], in: folder.path)
    let shown = try CatalogProcess.run(["show", "run:1", "--format", "trace"], in: folder.path)
    #expect(shown.exitCode == 0, "\(shown)")
    let title = "\"name\": \"run 1: dimming-presentation @ uikit-17\""
    #expect(shown.stdout.contains(title), "\(shown.stdout.prefix(300))")
    let refused = try CatalogProcess.run(["diff", "dimming-presentation.yaml", "--format", "trace"], in: folder.path)
    #expect(refused.exitCode == 64, "\(refused)")
  }

  /// Issue 25 item 5: a container transition in the trace: a thread per object (the container's
  /// animator, interaction controller and context included), an instant per event, and the
  /// animation as a span.
  @Test func containerTransitionsAreTraced() throws {
    let folder = try TemporaryFolder(fixtures: ["nav-swipe-back-custom-cancel"])
    let run = try CatalogProcess.run(
      ["run", "nav-swipe-back-custom-cancel.yaml", "--profile", "uikit-17", "--format", "trace"], in: folder.path)
    #expect(run.exitCode == 0, "\(run)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run)")
    let events = try #require(document["traceEvents"] as? [[String: Any]])
    let threads = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
      ($0["args"] as? [String: Any])?["name"] as? String
    }
    #expect(Set(threads) == ["nav", "A", "B", "edge", "animator:nav/A", "interaction:nav/A", "context:nav/A"])
    let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
    let eventLines = try CatalogProcess.run(
      ["run", "nav-swipe-back-custom-cancel.yaml", "--profile", "uikit-17"], in: folder.path
    ).stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
    #expect(instants.count == eventLines)
    #expect(instants.first == "nav.popViewController(animated: true) -> B")
    #expect(instants.contains("B.willMove(toParent: nil)"))
    #expect(instants.contains("interaction:nav/A.cancel()"))
    #expect(events.contains { $0["ph"] as? String == "X" && $0["name"] as? String == "animation" })
  }
}
