import CatalogDiff
import CatalogModel
import CatalogRunner
import Foundation

/// Issue 12 item 1: HTML pages of 100,000 events, written and loaded. The page of one timeline
/// and the page of a diff of two (1% of events changed, as the diff benchmark) are written in
/// process and loaded by headless Chromium; beside them in the same run, the peers: the same
/// timeline's canonical text (written, and loaded by the same browser as a plain text page) and an
/// empty page (the browser's own start). Goals: a page written in under 1 s, and loaded in under
/// 2 s more than the browser takes to start.
enum HTMLBenchmark {
  static let writeGoal = 1.0
  static let loadGoal = 2.0
  static let chromium = "/usr/bin/chromium"

  static func run() {
    let base = DiffBenchmark.generatedTimeline()
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
      ("timeline.html", page), ("diff.html", diffPage), ("timeline.txt", text),
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
    func load(_ name: String) -> Double {
      let url = folder.appendingPathComponent(name).absoluteString
      return best(of: 3) {
        let status = Subprocess.run(
          chromium,
          [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900",
            "--virtual-time-budget=5000", "--dump-dom", url,
          ])
        if status != 0 { print("  chromium exited \(status) on \(name)") }
      }
    }
    let empty = load("empty.html")
    let one = load("timeline.html")
    let both = load("diff.html")
    let plain = load("timeline.txt")
    let worst = max(one, both) - empty
    print(
      "  loaded by headless Chromium to its DOM (wall, best of 3): one timeline's page \(seconds(one)), "
        + "diff page \(seconds(both)); peers: canonical text \(seconds(plain)), empty page (the browser's start) "
        + "\(seconds(empty)); goal < \(seconds(loadGoal)) beyond the start: \(Measure.verdict(worst, atMost: loadGoal))"
    )
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
