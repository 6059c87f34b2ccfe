import Foundation

/// Issue 14 goal 4: `catalog add` of 50,000 scenario files under 6 s on this machine's cores,
/// beside reading the same files (`cat` through `find -exec`), the floor of any add. Issue 29
/// goal 3: at most 3 times the time libyaml alone takes to read and parse them on one thread
/// (`LibYAMLFloor`), measured in the same rounds; Yams composing its tree of each file, on one
/// thread and on every core, is printed beside it as the floor of a reader built on Yams.
enum AddBenchmark {
  static let fileCount = 50_000
  static let goal = 6.0
  static let libYAMLRatioGoal = 3.0
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
    let libYAML = LibYAMLFloor()
    let files = scenarioFiles(in: scenarios)
    var libYAMLParses: [Double] = []
    var yamsComposes: [Double] = []
    var yamsParallelComposes: [Double] = []
    var events = 0
    for round in 0..<rounds {
      let add = Subprocess.measure(binary, ["add", scenarios, "--db", folder.file("add-\(round).sqlite")])
      guard add.status == 0 else { Failure.exit("'catalog add' exited \(add.status)") }
      adds.append(add.seconds)
      peak = max(peak, add.peakBytes)
      let read = Subprocess.measure(
        "/usr/bin/find", [scenarios, "-name", "*.yaml", "-exec", "cat", "{}", "+"])
      reads.append(read.seconds)
      if let libYAML {
        libYAMLParses.append(Measure.seconds { events = libYAML.parseAll(files) })
        yamsComposes.append(Measure.seconds { LibYAMLFloor.composeAllWithYams(files) })
        yamsParallelComposes.append(Measure.seconds { LibYAMLFloor.composeAllWithYamsOnEveryCore(files) })
      }
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
    if let libYAML, !libYAMLParses.isEmpty {
      let parse = Measure.median(libYAMLParses)
      let compose = Measure.median(yamsComposes)
      let parallelCompose = Measure.median(yamsParallelComposes)
      print(
        "  libyaml alone (\(libYAML.library)), reading and parsing the same files on one thread: "
          + "\(Measure.duration(parse)) wall, \(Measure.grouped(Double(events))) events; add / libyaml: "
          + "\(Measure.ratio(add / parse)); goal <= \(Measure.ratio(libYAMLRatioGoal)): "
          + Measure.verdict(add / parse, atMost: libYAMLRatioGoal))
      print(
        "  Yams composing its tree of each file, before any of the catalog's own work: on one thread "
          + "\(Measure.duration(compose)) wall (\(Measure.ratio(compose / parse)) libyaml); on every core "
          + "\(Measure.duration(parallelCompose)) (\(Measure.ratio(parallelCompose / parse)) libyaml)")
    } else {
      print(
        "  libyaml alone: not measured (no libyaml to load: \(LibYAMLFloor.candidates.joined(separator: ", "))); "
          + "goal 3 of issue 29 (add <= \(Measure.ratio(libYAMLRatioGoal)) libyaml): not measured")
    }
    if !earlierAdds.isEmpty {
      let earlier = Measure.median(earlierAdds)
      print(
        "  \(EarlierCatalog.label) 'catalog add': \(Measure.duration(earlier)) wall, peak \(Measure.megabytes(earlierPeak)); "
          + "now / before: \(Measure.ratio(add / earlier))")
    }
  }

  /// The `.yaml` files of `folder`, sorted.
  static func scenarioFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
  }
}
