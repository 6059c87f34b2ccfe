import Foundation

/// Issue 14 goal 4: `catalog add` of 50,000 scenario files under 6 s on this machine's cores,
/// beside reading the same files (`cat` through `find -exec`), the floor of any add.
enum AddBenchmark {
  static let fileCount = 50_000
  static let goal = 6.0
  static let rounds = 3

  static func run() {
    let folder = BenchmarkFolder()
    let scenarios = folder.file("scenarios")
    let written = Measure.seconds { ScenarioFilesCommand.run([scenarios, String(fileCount)]) }
    print(
      "add: \(fileCount) small synthetic scenario files (written in \(String(format: "%.1f", written)) s, not timed)")
    guard let binary = BenchmarkCatalog.binary(for: "'catalog add'") else { return }
    var adds: [Double] = []
    var reads: [Double] = []
    var earlierAdds: [Double] = []
    var peak = 0
    var earlierPeak = 0
    for round in 0..<rounds {
      let add = Subprocess.measure(binary, ["add", scenarios, "--db", folder.file("add-\(round).sqlite")])
      guard add.status == 0 else { Failure.exit("'catalog add' exited \(add.status)") }
      adds.append(add.seconds)
      peak = max(peak, add.peakBytes)
      let read = Subprocess.measure(
        "/usr/bin/find", [scenarios, "-name", "*.yaml", "-exec", "cat", "{}", "+"])
      reads.append(read.seconds)
      if let earlier = EarlierCatalog.binary {
        let add = Subprocess.measure(earlier, ["add", scenarios, "--db", folder.file("before-add-\(round).sqlite")])
        guard add.status == 0 else { Failure.exit("the earlier binary's 'catalog add' exited \(add.status)") }
        earlierAdds.append(add.seconds)
        earlierPeak = max(earlierPeak, add.peakBytes)
      }
    }
    let add = Measure.median(adds)
    let read = Measure.median(reads)
    print(
      "  'catalog add' of \(fileCount) files: \(Measure.duration(add)) wall, peak \(Measure.megabytes(peak)) "
        + "(median of \(rounds), a new catalog each, \(ProcessInfo.processInfo.activeProcessorCount) cores); "
        + "goal < \(Measure.duration(goal)): \(Measure.verdict(add, atMost: goal))")
    print(
      "  reading the same files ('find -exec cat'): \(Measure.duration(read)) wall; add / read: \(Measure.ratio(add / read))"
    )
    if !earlierAdds.isEmpty {
      let earlier = Measure.median(earlierAdds)
      print(
        "  \(EarlierCatalog.label) 'catalog add': \(Measure.duration(earlier)) wall, peak \(Measure.megabytes(earlierPeak)); "
          + "now / before: \(Measure.ratio(add / earlier))")
    }
  }
}
