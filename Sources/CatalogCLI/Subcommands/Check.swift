import ArgumentParser
import CatalogRunner
import CatalogStorage
import Foundation
@preconcurrency import Rainbow
import TransitionEngine

extension CatalogCommand {
  /// `catalog check`: regression-checks scenarios against their baselines.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replays scenarios and compares each timeline with its accepted baseline.",
      discussion: """
        Each scenario is replayed under each profile that has a baseline (or the profiles \
        given with '--profile'), and its timeline compared with the baseline by content hash; \
        only a changed timeline is diffed. Every scenario × profile gets one result:
          passed    the timeline equals the baseline
          changed   it differs (the report shows the diff)
          new       there is no baseline yet
          failed    the scenario is invalid, or the profile can no longer replay it
          obsolete  a baseline whose scenario or profile no longer exists
        Scenarios that changed the same way are grouped under one change signature, so a \
        reviewer reads one diff per group; 'catalog accept --group N' accepts a group.

        A FOLDER argument (such as fixtures) is imported first, idempotently: its scenario \
        files and their '<name>.<profile>.timeline' baseline files are the truth. Otherwise \
        NAMEs select stored scenarios; with neither, every stored scenario is checked.

        'check' never changes a baseline, except with '--accept', which accepts every changed \
        and new result after the check and, for a folder, rewrites its baseline files (refused \
        when the CI environment variable is set). The check is recorded as a batch.

        Outputs for CI: '--junit FILE' writes JUnit XML; '--summary FILE' a Markdown summary \
        (try --summary "$GITHUB_STEP_SUMMARY"); when GITHUB_ACTIONS=true, annotations are \
        printed for GitHub to show on the files. '--format json' prints the whole report.

        EXAMPLES
          catalog check fixtures
          catalog check fixtures --junit check.xml --summary "$GITHUB_STEP_SUMMARY"
          catalog check --all --profile uikit-13 --allow-new
          catalog check fixtures --accept

        EXIT CODES
          0   every result passed (new ones too, with --allow-new)
          1   something changed, is new, failed or is obsolete
          2   an invalid argument or input file
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A fixture folder, or names of stored scenarios.", valueName: "folder-or-name"))
    var arguments: [String] = []

    @Flag(help: "Check every stored scenario (the default when nothing is named).")
    var all = false

    @Option(
      name: .customLong("profile"),
      help: ArgumentHelp(
        "Check under this profile (repeatable); default: each profile with a baseline.", valueName: "profile"))
    var profileNames: [String] = []

    @Flag(name: .customLong("allow-new"), help: "Let results without a baseline pass.")
    var allowNew = false

    @Flag(help: "Accept every changed and new result after checking (refused when CI is set).")
    var accept = false

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(
      help: ArgumentHelp(
        "Write a Markdown summary to this file (appended to, like $GITHUB_STEP_SUMMARY).", valueName: "file"))
    var summary: String?

    @Option(help: "Output format: 'text' or 'json'.")
    var format: ReportFormat = .text

    @Option(
      help: ArgumentHelp(
        "Who accepts, with '--accept'. Default: $CATALOG_USER, else the login name.", valueName: "name"))
    var by: String?

    @OptionGroup var database: DatabaseOptions

    enum ReportFormat: String, ExpressibleByArgument {
      case text
      case json
    }

    var folder: String? {
      guard arguments.count == 1 else { return nil }
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: arguments[0], isDirectory: &isDirectory) && isDirectory.boolValue
        ? arguments[0] : nil
    }

    func validate() throws {
      try ProfileNames.validate(profileNames)
      if folder == nil, arguments.count > 1 || (arguments.count == 1 && arguments[0].contains("/")),
        let path = arguments.first(where: { FileManager.default.fileExists(atPath: $0) })
      {
        throw ValidationError("'\(path)' is a file: check a folder of scenarios, or scenario names in the catalog.")
      }
      if all && !arguments.isEmpty {
        throw ValidationError("'--all' checks every stored scenario; do not name scenarios or a folder with it.")
      }
      if accept, let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty, ci != "false", ci != "0" {
        throw ValidationError("'--accept' is refused when CI is set: baselines are accepted by people, not by CI.")
      }
    }

    func run() throws {
      let profiles = profileNames.compactMap(EngineProfile.named)
      let request = CheckRequest(
        selection: ScenarioSelection(names: folder == nil ? arguments : [], all: arguments.isEmpty), folder: folder,
        profiles: profiles, allowNew: allowNew, commandLine: CommandLine.arguments)
      let bar = ProgressBar("Checking")
      let report = try reportingFailures {
        try CatalogRunner.Check.run(request, location: database.location) { done, total in bar.update(done, of: total) }
      }
      bar.finish()
      if let junit { try write(report.junit(), to: junit, append: false) }
      if let summary { try write(report.markdown(), to: summary, append: true) }
      if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" {
        Console.out(report.githubAnnotations())
      }
      switch format {
      case .json: Console.out(report.json())
      case .text: Console.out(report.text(color: TimelineStyle.colorIsOn))
      }
      if accept && !report.passed {
        let acceptance = try reportingFailures {
          try Acceptance.acceptCheck(
            report, acceptedBy: by ?? Acceptance.defaultAcceptor(), location: database.location)
        }
        Console.out(AcceptanceText.render(acceptance))
        let remaining = report.items.filter { $0.outcome == .failed || $0.outcome == .obsolete }
        if !remaining.isEmpty { throw ExitStatus.difference }
        return
      }
      if !report.passed { throw ExitStatus.difference }
    }

    func write(_ text: String, to path: String, append: Bool) throws {
      do {
        if append, FileManager.default.fileExists(atPath: path), let handle = FileHandle(forWritingAtPath: path) {
          defer { try? handle.close() }
          try handle.seekToEnd()
          try handle.write(contentsOf: Data(text.utf8))
        } else {
          try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
      } catch {
        Console.error("error: cannot write '\(path)': \(error.localizedDescription)")
        throw ExitStatus.invalidInput
      }
    }
  }
}
