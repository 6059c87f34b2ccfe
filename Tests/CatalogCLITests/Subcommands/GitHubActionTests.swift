import CatalogTestSupport
import Foundation
import Testing

/// The GitHub Action: `Scripts/github-action.sh`, which `action.yml` runs, with the built
/// `catalog` and the variables GitHub sets (`GITHUB_ACTIONS`, `GITHUB_STEP_SUMMARY`,
/// `GITHUB_OUTPUT`, `GITHUB_WORKSPACE`, `RUNNER_TEMP`) pointing at temporary files; and
/// `action.yml` itself, read as YAML (python3's yaml module).
@Suite(.tags(.large))
struct GitHubActionTests {
  /// The repository root: the action's own checkout.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  static var script: URL { root.appendingPathComponent("Scripts/github-action.sh") }

  /// One run of the script on a runner made of temporary folders.
  struct Run {
    var result: CatalogProcess.Result
    /// The step's outputs, as GitHub reads them from `$GITHUB_OUTPUT`.
    var outputs: [String: String]
    /// The job summary, `$GITHUB_STEP_SUMMARY`.
    var summary: String
  }

  /// A runner: a workspace (the repository checked out), `RUNNER_TEMP`, and the files GitHub
  /// reads the step's outputs and summary from.
  final class Runner {
    let workspace: TemporaryFolder
    let temporary: TemporaryFolder

    /// A workspace whose `fixtures/` folder holds the named fixtures' scenario and baseline files.
    init(fixtures names: [String]) throws {
      workspace = try TemporaryFolder()
      temporary = try TemporaryFolder()
      let files = FileManager.default
      try files.createDirectory(atPath: workspace.file("fixtures"), withIntermediateDirectories: true)
      for entry in try files.contentsOfDirectory(atPath: ScenarioTexts.fixtures)
      where names.contains(where: { entry.hasPrefix($0 + ".") }) {
        try files.copyItem(atPath: ScenarioTexts.fixtures + "/" + entry, toPath: workspace.file("fixtures/" + entry))
      }
    }

    /// Runs `github-action.sh arguments…`; `--catalog` names the built `catalog` for `check`.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
      let output = temporary.file("github-output-\(UUID().uuidString)")
      let summary = temporary.file("step-summary-\(UUID().uuidString)")
      let runnerTemp = temporary.file("runner-temp")
      try FileManager.default.createDirectory(atPath: runnerTemp, withIntermediateDirectories: true)
      var variables = [
        "GITHUB_ACTIONS": "true", "GITHUB_OUTPUT": output, "GITHUB_STEP_SUMMARY": summary,
        "GITHUB_WORKSPACE": workspace.path, "RUNNER_TEMP": runnerTemp, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
      ]
      variables.merge(environment) { $1 }
      var all = arguments
      if arguments.first == "check" { all += ["--catalog", try CatalogProcess.executableURL().path] }
      // Run from elsewhere than the workspace: the script goes there itself.
      let result = try CatalogProcess.run(
        all, in: temporary.path, environment: variables, executable: GitHubActionTests.script)
      var outputs: [String: String] = [:]
      let lines = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
      for line in lines {
        guard let equals = line.firstIndex(of: "=") else { continue }
        outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
      }
      return Run(
        result: result, outputs: outputs,
        summary: (try? String(contentsOfFile: summary, encoding: .utf8)) ?? "")
    }
  }

  /// Edits a baseline file of `folder`: drops its last event, so the check finds the timeline
  /// changed (one event added).
  static func dropLastEvent(of path: String) throws {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let kept = lines.enumerated().filter { $0.offset != lines.count - 2 }.map(\.element)
    try kept.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// A timeline file's events: its lines that are not `#` comments.
  static func events(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  /// The check's JSON report, the part the tests read.
  struct Report: Decodable {
    struct Shard: Decodable { var index: Int, count: Int }
    struct Result: Decodable { var scenario: String, profile: String?, outcome: String }
    var passed: Bool
    var counts: [String: Int]
    var shard: Shard?
    var results: [Result]
  }

  static func report(at path: String?) throws -> Report {
    let path = try #require(path)
    return try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  // MARK: - check

  @Test func aChangedFixtureFailsWithAnnotationsTheSummaryTheOutputsAndItsPendingTimelines() throws {
    // Given a repository whose fixtures have an edited baseline, a new scenario, and a pending
    // file (issue 26's '<scenario>.<profile>.timeline.new') in a subfolder
    let runner = try Runner(fixtures: ["dimming-presentation", "zoom-from-cell", "ios13-default-style"])
    let fixtures = runner.workspace.file("fixtures")
    try Self.dropLastEvent(of: fixtures + "/ios13-default-style.uikit-8.timeline")
    let dimming = try String(contentsOfFile: fixtures + "/dimming-presentation.yaml", encoding: .utf8)
    try dimming.replacingOccurrences(of: "name: dimming-presentation", with: "name: zz-new-scenario")
      .write(toFile: fixtures + "/zz-new-scenario.yaml", atomically: true, encoding: .utf8)
    try runner.workspace.write("fixtures/flows/sheet.uikit-17.timeline.new", "   0.000  a.present(b, animated: true)\n")

    // When the action checks the folder
    let run = try runner.run(["check", "--path", "fixtures"])

    // Then the step exits as the check does: 1, something changed
    #expect(run.result.exitCode == 1, "\(run.result)")
    // The annotations reach GitHub on standard output, on the changed scenario's file
    #expect(
      run.result.stdout.contains("::error file=fixtures/ios13-default-style.yaml,line=1"), "\(run.result)")
    #expect(run.result.stdout.contains("::error file=fixtures/zz-new-scenario.yaml"), "\(run.result)")
    // The outputs hold the verdict and the counts of the report
    let report = try Self.report(at: run.outputs["report"])
    #expect(run.outputs["verdict"] == "failed")
    #expect(run.outputs["exit-code"] == "1")
    #expect(report.counts["changed"] == 1)
    #expect((report.counts["new"] ?? 0) >= 1)
    for outcome in ["passed", "changed", "new", "failed", "obsolete"] {
      #expect(run.outputs[outcome] == report.counts[outcome].map(String.init), "\(outcome): \(run.outputs)")
    }
    #expect((report.counts["passed"] ?? 0) > 0)
    // The summary has the verdict and a Mermaid diagram of the change, and names the artifact
    #expect(run.summary.contains("## catalog check: failed"), "\(run.summary)")
    #expect(run.summary.contains("```mermaid"), "\(run.summary)")
    #expect(run.summary.contains("The artifact `catalog-check` of this run"), "\(run.summary)")
    // The JUnit file and the HTML report are where the outputs say, in the artifact folder
    let artifact = try #require(run.outputs["artifact-dir"])
    #expect(run.outputs["artifact-name"] == "catalog-check")
    #expect(run.outputs["junit"] == artifact + "/check.xml")
    #expect(run.outputs["html"] == artifact + "/check.html")
    #expect(try String(contentsOfFile: artifact + "/check.xml", encoding: .utf8).contains("<testsuite"))
    #expect(try String(contentsOfFile: artifact + "/check.html", encoding: .utf8).contains("<html"))
    // The pending timelines: the changed result's timeline is the one the engine gives, which
    // the repository's unedited baseline holds; one file per changed or new result, and the
    // pending file of the subfolder at its relative path
    let pending = try #require(run.outputs["pending"])
    #expect(pending == artifact + "/pending")
    let changed = try String(contentsOfFile: pending + "/ios13-default-style.uikit-8.timeline", encoding: .utf8)
    let original = try String(
      contentsOfFile: ScenarioTexts.fixtures + "/ios13-default-style.uikit-8.timeline", encoding: .utf8)
    #expect(Self.events(changed) == Self.events(original))
    #expect(!Self.events(changed).isEmpty)
    let newResults = report.results.filter { $0.outcome == "new" }
    for result in newResults {
      let file = pending + "/\(result.scenario).\(try #require(result.profile)).timeline"
      #expect(FileManager.default.fileExists(atPath: file), "\(file)")
    }
    #expect(
      try String(contentsOfFile: pending + "/flows/sheet.uikit-17.timeline.new", encoding: .utf8)
        == "   0.000  a.present(b, animated: true)\n")
    #expect(run.outputs["pending-count"] == String(1 + newResults.count + 1))
    // Nothing was written into the repository but what was there: no catalog.sqlite
    #expect(!runner.workspace.exists("catalog.sqlite") && !runner.workspace.exists("fixtures/catalog.sqlite"))
  }

  @Test func aFolderThatPassesExitsZeroWithoutAnnotationsOrPendingTimelines() throws {
    let runner = try Runner(fixtures: ["dimming-presentation", "zoom-from-cell"])
    let run = try runner.run(["check", "--path", "fixtures/", "--upload-artifacts", "false"])
    #expect(run.result.exitCode == 0, "\(run.result)")
    #expect(!run.result.stdout.contains("::error"), "\(run.result)")
    #expect(run.outputs["verdict"] == "passed")
    #expect(run.outputs["exit-code"] == "0")
    #expect(run.outputs["changed"] == "0" && run.outputs["new"] == "0")
    #expect(run.outputs["pending-count"] == "0")
    #expect(run.outputs["pending"] == "")
    #expect(run.summary.contains("## catalog check: passed"), "\(run.summary)")
    #expect(!run.summary.contains("```mermaid"))
    #expect(!run.summary.contains("The artifact"), "no artifact is uploaded: \(run.summary)")
  }

  @Test func aProfileInputChecksOnlyThoseProfiles() throws {
    let runner = try Runner(fixtures: ["dimming-presentation", "ios13-default-style"])
    let run = try runner.run(["check", "--path", "fixtures", "--profile", "uikit-13, uikit-17"])
    #expect(run.result.exitCode == 0, "\(run.result)")
    let report = try Self.report(at: run.outputs["report"])
    #expect(Set(report.results.compactMap(\.profile)) == ["uikit-13", "uikit-17"])
  }

  /// The sharded matrix of Docs/ci.md, with its team catalog a SQLite file or PostgreSQL (the
  /// action builds with the PostgreSQL trait for a postgres:// `db`).
  @Test(arguments: StorageKind.allCases)
  func aShardChecksItsShareAndTheMergeOfTheSharesIsTheWholeCheck(_ kind: StorageKind) throws {
    let runner = try Runner(fixtures: ["dimming-presentation", "zoom-from-cell", "ios13-default-style"])
    try Self.dropLastEvent(of: runner.workspace.file("fixtures/ios13-default-style.uikit-8.timeline"))
    let shared = kind == .sqlite ? runner.temporary.file("team.sqlite") : try TestPostgres.freshURL()
    let whole = try runner.run(["check", "--path", "fixtures", "--db", runner.temporary.file("whole.sqlite")])
    let wholeReport = try Self.report(at: whole.outputs["report"])

    // When two matrix jobs check a shard each into one catalog
    let shards = try (1...2).map { index in
      try runner.run(["check", "--path", "fixtures", "--shard", "\(index)/2", "--db", shared])
    }

    // Then each checks a share, under an artifact name of its own, and the shares make the whole
    var scenarios: [[String]] = []
    for (offset, shard) in shards.enumerated() {
      let report = try Self.report(at: shard.outputs["report"])
      #expect(report.shard?.index == offset + 1 && report.shard?.count == 2)
      #expect(shard.outputs["artifact-name"] == "catalog-check-shard-\(offset + 1)-of-2")
      #expect(shard.result.exitCode == (report.passed ? 0 : 1), "\(shard.result)")
      #expect(report.results.count < wholeReport.results.count)
      scenarios.append(report.results.map(\.scenario))
      // The share with the change keeps its timeline, read back from the team catalog
      if report.results.contains(where: { $0.outcome == "changed" }) {
        let pending = try #require(shard.outputs["pending"])
        #expect(FileManager.default.fileExists(atPath: pending + "/ios13-default-style.uikit-8.timeline"))
      }
    }
    #expect(Set(scenarios[0]).isDisjoint(with: scenarios[1]))
    #expect((scenarios[0] + scenarios[1]).sorted() == wholeReport.results.map(\.scenario).sorted())
    #expect(shards.map { $0.outputs["exit-code"] }.contains("1"), "the changed scenario is in one share")

    // And the merge job's 'catalog report merge' of the two artifacts' reports is the whole check
    let merged = try CatalogProcess.run(
      ["report", "merge", try #require(shards[0].outputs["report"]), try #require(shards[1].outputs["report"])]
        + ["--db", shared, "--format", "json"], in: runner.temporary.path)
    #expect(merged.exitCode == whole.result.exitCode, "\(merged)")
    try runner.temporary.write("merged.json", merged.stdout)
    let mergedReport = try Self.report(at: runner.temporary.file("merged.json"))
    #expect(mergedReport.counts == wholeReport.counts)
  }

  @Test func aFolderThatDoesNotExistIsAnErrorWithTheChecksStatus() throws {
    let runner = try Runner(fixtures: [])
    let run = try runner.run(["check", "--path", "no-such-folder"])
    #expect(run.result.exitCode == 2, "\(run.result)")
    #expect(run.outputs["verdict"] == "error")
    #expect(run.outputs["exit-code"] == "2")
    #expect(run.outputs["report"] == "" && run.outputs["junit"] == "")
    #expect(run.outputs["changed"] == nil)
    #expect(run.summary.contains("## catalog check: error (exit 2)"), "\(run.summary)")
    #expect(run.summary.contains("no-such-folder"), "the summary quotes the error: \(run.summary)")
  }

  // MARK: - prepare and build

  @Test func prepareKeysTheCacheOnTheRunnerSwiftAndSourcesAndChoosesThePostgreSQLTrait() throws {
    let runner = try Runner(fixtures: [])
    let sqlite = try runner.run(["prepare", "--db", "team.sqlite"])
    #expect(sqlite.result.exitCode == 0, "\(sqlite.result)")
    let key = try #require(sqlite.outputs["key"])
    #expect(key.hasPrefix("catalog-Linux-X64-") && key.contains("-swift-"), "\(key)")
    #expect(key.contains("-release-"))
    #expect(sqlite.outputs["traits"] == "")
    let binDir = try #require(sqlite.outputs["bin-dir"])
    #expect(binDir.hasPrefix(runner.temporary.file("runner-temp") + "/"))
    #expect(sqlite.outputs["catalog"] == binDir + "/catalog")
    // The same sources give the same key; another runner OS, a PostgreSQL catalog (from --db or
    // CATALOG_DB) or other build flags give another
    #expect(try runner.run(["prepare", "--db", "team.sqlite"]).outputs["key"] == key)
    let macOS = try runner.run(["prepare"], environment: ["RUNNER_OS": "macOS"])
    #expect(macOS.outputs["key"] != key && macOS.outputs["key"]?.hasPrefix("catalog-macOS-") == true)
    let postgres = try runner.run(["prepare", "--db", "postgres://ci@db.example:5432/catalog"])
    #expect(postgres.outputs["traits"] == "PostgreSQL")
    #expect(postgres.outputs["key"]?.contains("-release-PostgreSQL-") == true)
    let fromEnvironment = try runner.run(["prepare"], environment: ["CATALOG_DB": "POSTGRESQL://ci@db/catalog"])
    #expect(fromEnvironment.outputs["traits"] == "PostgreSQL")
    let flags = try runner.run(["prepare", "--swift-build-flags", "-Xswiftc -Osize"])
    #expect(flags.outputs["key"] != key)
    let bad = try runner.run(["prepare", "--configuration", "fast"])
    #expect(bad.result.exitCode == 64 && bad.result.stderr.contains("'release' or 'debug'"), "\(bad.result)")
  }

  @Test func buildKeepsABinaryTheCacheRestored() throws {
    let runner = try Runner(fixtures: [])
    let binDir = runner.temporary.file("bin")
    try FileManager.default.createDirectory(atPath: binDir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: try CatalogProcess.executableURL().path, toPath: binDir + "/catalog")
    let run = try runner.run(["build", "--bin-dir", binDir, "--traits", ""], environment: ["PATH": "/usr/bin:/bin"])
    #expect(run.result.exitCode == 0, "\(run.result)")
    #expect(run.result.stderr.contains("(restored from the cache); not building"), "\(run.result)")
    #expect(run.outputs["catalog"] == binDir + "/catalog")
  }

  // MARK: - action.yml

  /// `action.yml` parses as YAML, declares what Docs/ci.md documents, and calls the script only
  /// with options it has, and reads only outputs the script writes.
  @Test func actionYAMLCallsTheScriptWithItsRealOptionsAndReadsItsRealOutputs() throws {
    // Given action.yml as JSON (python3's yaml module)
    let yaml = try Self.actionYAML()
    let inputs = try #require(yaml["inputs"] as? [String: [String: Any]])
    let outputs = try #require(yaml["outputs"] as? [String: [String: Any]])
    let runs = try #require(yaml["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let steps = try #require(runs["steps"] as? [[String: Any]])

    // Then every input is documented and has a default
    for name in [
      "path", "shard", "profile", "db", "configuration", "swift-build-flags", "upload-artifacts", "artifact-name",
    ] {
      let input = try #require(inputs[name], "input \(name)")
      #expect((input["description"] as? String)?.isEmpty == false, "\(name)")
      #expect(input["default"] is String, "\(name) has a default")
    }
    #expect(inputs["upload-artifacts"]?["default"] as? String == "true")
    #expect(inputs["configuration"]?["default"] as? String == "release")

    // Every call of the script uses options its subcommand's help lists
    var subcommands: [String: String] = [:]
    for step in steps {
      guard let script = step["run"] as? String, script.contains("github-action.sh") else { continue }
      let words = script.split(whereSeparator: \.isWhitespace).map(String.init)
      let index = try #require(words.firstIndex { $0.hasSuffix("github-action.sh\"") })
      let subcommand = words[index + 1]
      subcommands[try #require(step["id"] as? String)] = subcommand
      let help = try Runner(fixtures: []).run([subcommand, "--help"])
      #expect(help.result.exitCode == 0, "\(help.result)")
      for option in words where option.hasPrefix("--") {
        #expect(help.result.stdout.contains(option + " "), "'\(subcommand)' has no option \(option)")
      }
    }
    #expect(subcommands == ["prepare": "prepare", "build": "build", "check": "check"])

    // Every step output it reads is one the script writes (as a run of each subcommand shows)
    let runner = try Runner(fixtures: ["dimming-presentation"])
    let written: [String: Set<String>] = [
      "prepare": Set(try runner.run(["prepare"]).outputs.keys),
      "check": Set(try runner.run(["check", "--path", "fixtures"]).outputs.keys),
      "build": ["catalog"],
      "cache": ["cache-hit"],
    ]
    let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
    let references = text.matches(of: /steps\.([a-z-]+)\.outputs\.([a-z-]+)/)
    #expect(references.count > 10)
    for reference in references {
      let (step, name) = (String(reference.output.1), String(reference.output.2))
      #expect(written[step]?.contains(name) == true, "steps.\(step).outputs.\(name) is never written")
    }
    // Every input it reads is declared, and every output it declares comes from the check
    for reference in text.matches(of: /inputs\.([a-z-]+)/) {
      #expect(inputs[String(reference.output.1)] != nil, "inputs.\(reference.output.1) is not declared")
    }
    for (name, output) in outputs {
      #expect(output["value"] as? String == "${{ steps.check.outputs.\(name) }}", "\(name)")
      #expect(written["check"]?.contains(name) == true, "\(name)")
    }
    // The actions it uses are the major versions Docs/ci.md names
    let uses = steps.compactMap { $0["uses"] as? String }
    #expect(uses == ["actions/cache@v4", "actions/upload-artifact@v4"])
  }

  /// The docs show the action as it is: every `yaml` block of Docs/ci.md parses, each step that
  /// uses the action passes only inputs it declares, and the tables name every input and output.
  @Test func theCIDocsShowTheActionsInputsAndOutputs() throws {
    let action = try Self.actionYAML()
    let inputs = try #require(action["inputs"] as? [String: Any])
    let outputs = try #require(action["outputs"] as? [String: Any])
    let docs = Self.root.appendingPathComponent("Docs/ci.md").path
    let blocks = try #require(
      try Self.python(
        """
        import json, re, sys, yaml
        text = open(sys.argv[1], encoding='utf-8').read()
        print(json.dumps([yaml.safe_load(block) for block in re.findall(r'```yaml\\n(.*?)```', text, re.S)]))
        """, docs) as? [Any])
    var uses = 0
    func visit(_ value: Any) {
      if let object = value as? [String: Any] {
        if let name = object["uses"] as? String, name.hasPrefix("your-org/catalog@") {
          uses += 1
          for key in (object["with"] as? [String: Any] ?? [:]).keys {
            #expect(inputs[key] != nil, "Docs/ci.md passes '\(key)', which action.yml does not declare")
          }
        }
        object.values.forEach(visit)
      } else if let array = value as? [Any] {
        array.forEach(visit)
      }
    }
    blocks.forEach(visit)
    #expect(uses >= 3, "a plain job, a team catalog and a sharded matrix")
    let text = try String(contentsOfFile: docs, encoding: .utf8)
    for name in inputs.keys { #expect(text.contains("| `\(name)` |"), "the inputs table lacks \(name)") }
    for name in outputs.keys { #expect(text.contains("`\(name)`"), "the outputs table lacks \(name)") }
  }

  /// `action.yml` read by python3's yaml module, as JSON objects.
  static func actionYAML() throws -> [String: Any] {
    try #require(
      try python(
        "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))",
        root.appendingPathComponent("action.yml").path) as? [String: Any],
      "action.yml must parse as a YAML mapping")
  }

  /// What a python3 program prints as JSON, decoded. python3 and its yaml module (Debian's
  /// python3-yaml) must be installed.
  static func python(_ program: String, _ arguments: String...) throws -> Any {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program] + arguments
    let output = Pipe()
    let errors = TemporaryFile()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors.url)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "python3 with \(arguments) failed (is python3-yaml installed? does the file parse as YAML?): \(errors.text)")
    return try JSONSerialization.jsonObject(with: data)
  }

  /// An empty temporary file, deleted when the value goes away.
  final class TemporaryFile {
    let url = URL(fileURLWithPath: NSTemporaryDirectory() + "catalog-python-\(UUID().uuidString)")
    init() { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    deinit { try? FileManager.default.removeItem(at: url) }
  }
}
