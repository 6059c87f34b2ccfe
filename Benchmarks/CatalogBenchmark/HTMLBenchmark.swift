import CatalogDiff
import CatalogModel
import CatalogReports
import CatalogRunner
import Foundation

/// Issue 12 item 1: HTML pages of 100,000 events, written and loaded. The page of one timeline
/// and the page of a diff of two (1% of events changed, as the diff benchmark) are written in
/// process and loaded by headless Chromium; beside them in the same run, the peers: the same
/// timeline's canonical text (written, and loaded by the same browser as a plain text page), a
/// plain HTML table of the same events (one row per event, what a page without drawing on demand
/// holds), and an empty page (the browser's own start).
///
/// Two load figures: the page's own clock (`performance.now()` from the start of navigation to
/// when its script has drawn what is in view, which the page writes as `data-drawn-ms`; the table
/// records the same when the browser reaches its end), and the wall time of `chromium --dump-dom`
/// (start, load, then writing the whole DOM out). Goals: a page written in under 1 s, and drawn in
/// under 2 s by the page's clock.
enum HTMLBenchmark {
  static let writeGoal = 1.0
  static let loadGoal = 2.0
  static let chromium = "/usr/bin/chromium"

  static func run() {
    let base = DiffBenchmark.generatedTimeline(eventCount: 100_000)
    let (changed, positions) = DiffBenchmark.changedCopy(of: base)
    print(
      "html: pages of \(Measure.grouped(Double(base.count))) events (the diff benchmark's timeline; the diff page "
        + "against a copy with \(positions.count) events changed)")
    let diff = TimelineDiff.compute(base, changed)

    var page = ""
    let writeOne = best(of: 3) {
      page = HTMLReport.timelines(title: "benchmark", [HTMLReport.Drawn(title: "100,000 events", timeline: base)])
    }
    var diffPage = ""
    let writeDiff = best(of: 3) {
      diffPage = HTMLReport.diff(
        diff, left: HTMLReport.Drawn(title: "left", timeline: base),
        right: HTMLReport.Drawn(title: "right", timeline: changed))
    }
    var text = ""
    let writeText = best(of: 3) { text = base.canonicalText() }
    let table = plainTable(base)
    print(
      "  written in process (best of 3): one timeline's page \(milliseconds(writeOne)), \(megabytes(page)); "
        + "diff page \(milliseconds(writeDiff)), \(megabytes(diffPage)); "
        + "peer: canonical text \(milliseconds(writeText)), \(megabytes(text)); "
        + "goal < \(milliseconds(writeGoal)): \(Measure.verdict(max(writeOne, writeDiff), atMost: writeGoal))")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-html-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // CATALOG_BENCHMARK_KEEP=1 keeps the pages, to open them by hand.
    let keep = ProcessInfo.processInfo.environment["CATALOG_BENCHMARK_KEEP"] == "1"
    defer {
      if keep {
        print("  kept the pages in \(folder.path)")
      } else {
        try? FileManager.default.removeItem(at: folder)
      }
    }
    let files = [
      ("timeline.html", page), ("diff.html", diffPage), ("timeline.txt", text), ("table.html", table),
      ("empty.html", "<!doctype html><title>empty</title>"),
    ]
    for (name, contents) in files {
      do {
        try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      } catch {
        fatalError("cannot write the benchmark's pages: \(error)")
      }
    }
    guard FileManager.default.isExecutableFile(atPath: chromium) else {
      print("  loading: skipped (\(chromium) is not installed; Scripts/require-packages.sh chromium installs it)")
      return
    }
    let arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900",
      "--virtual-time-budget=5000", "--dump-dom",
    ]
    func load(_ name: String) -> Double {
      let url = folder.appendingPathComponent(name).absoluteString
      return best(of: 3) {
        let status = Subprocess.run(chromium, arguments + [url])
        if status != 0 { print("  chromium exited \(status) on \(name)") }
      }
    }
    /// The best of three `data-drawn-ms` the page's DOM reports, in seconds.
    func drawn(_ name: String) -> Double {
      var best = Double.infinity
      for _ in 0..<3 {
        let output = folder.appendingPathComponent(name + ".dom")
        let url = folder.appendingPathComponent(name).absoluteString
        guard Subprocess.run(chromium, arguments + [url], standardOutput: output.path) == 0 else { return .nan }
        let dom = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard let range = dom.range(of: "data-drawn-ms=\""),
          let milliseconds = Double(dom[range.upperBound...].prefix { $0.isNumber })
        else { return .nan }
        best = min(best, milliseconds / 1000)
      }
      return best
    }
    let empty = load("empty.html")
    let one = load("timeline.html")
    let both = load("diff.html")
    let plain = load("timeline.txt")
    let rows = load("table.html")
    let oneDrawn = drawn("timeline.html")
    let bothDrawn = drawn("diff.html")
    let rowsDrawn = drawn("table.html")
    print(
      "  drawn, by the page's clock (best of 3): one timeline's page \(seconds(oneDrawn)), diff page "
        + "\(seconds(bothDrawn)); peer: a plain table of the same events \(seconds(rowsDrawn)); "
        + "goal < \(seconds(loadGoal)): \(Measure.verdict(max(oneDrawn, bothDrawn), atMost: loadGoal))")
    print(
      "  chromium --dump-dom, wall (best of 3; the browser's start, the load, then the whole DOM written out): "
        + "one timeline's page \(seconds(one)), diff page \(seconds(both)); peers: canonical text \(seconds(plain)), "
        + "plain table \(seconds(rows)), empty page \(seconds(empty))")
  }

  /// The events as one HTML table row each, and a script at the end that notes when the browser
  /// got there: the page a report without drawing on demand would be.
  static func plainTable(_ timeline: Timeline) -> String {
    var out = "<!doctype html><html><head><meta charset=\"utf-8\"><title>table</title></head><body><table>\n"
    var lines = CanonicalRenderer(timeline)
    for index in timeline.events.indices {
      let line = lines.line(index).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
        of: "<", with: "&lt;")
      out += "<tr><td>\(index)</td><td>\(line)</td></tr>\n"
    }
    return out
      + "</table><script>document.documentElement.dataset.drawnMs=Math.round(performance.now())</script></body></html>\n"
  }

  static func best(of count: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<count { best = min(best, Measure.seconds(body)) }
    return best
  }

  static func milliseconds(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
  static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
  static func megabytes(_ text: String) -> String { String(format: "%.1f MB", Double(text.utf8.count) / 1e6) }
}
