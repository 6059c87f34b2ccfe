import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog check`: regression-checks scenarios against their baselines.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Replays scenarios and compares each timeline with its accepted baseline.",
      discussion: """
        Each scenario is replayed under each profile that has a baseline (a new scenario \
        in a folder under every profile that can replay it, in the catalog under the newest; \
        '--profile' chooses), and its timeline compared with the baseline by content hash; \
        only a changed timeline is diffed. Every scenario × profile gets one result:
          passed    the timeline equals the baseline
          changed   it differs (the report shows the diff)
          new       there is no baseline yet
          failed    the scenario is invalid, or the profile can no longer replay it
          obsolete  a baseline whose scenario or profile no longer exists

        Scenarios that changed the same way are grouped under one change signature, so a \
        reviewer reads one diff per group; 'catalog accept --group N' accepts a group. A \
        scenario's 'expect:' facts are evaluated on each replay; one that does not hold fails \
        the check whatever the result's outcome (Docs/scenario-format.md, "Expectations").

        A FOLDER argument (such as fixtures) is imported first, idempotently: its scenario \
        files and their '<name>.<profile>.timeline' baseline files are the truth. The folder \
        is read with every folder inside it (hidden ones and .build skipped), each baseline \
        file beside its scenario file; its catalog.yaml may narrow that ('include', \
        'exclude') and set defaults (Docs/folder-configuration.md). A check that compares \
        nothing fails (exit 2), naming the folder. Without '--db' or CATALOG_DB the folder's \
        catalog is kept in the cache (~/.cache/catalog/folders), not in the folder. Otherwise \
        NAMEs select stored scenarios; with neither, every stored scenario is checked, and a \
        stored scenario whose file was edited since 'catalog add' is added again first.

        PENDING FILES. A folder check writes each changed or new timeline beside its \
        baseline as <name>.<profile>.timeline.new, and removes the pending file of a result \
        that passes or fails: outside CI by default, in CI only with '--pending-files always' \
        (for a job to keep as an artifact). 'catalog pending', 'review' and 'accept' work from \
        these files alone, without any catalog.

        Authoring warnings (what a scenario declares that never takes effect) are listed; with \
        '--strict' (or 'strict: true' in catalog.yaml) a result with one fails.

        A stored scenario is not replayed when its latest run can stand for the result: \
        the same revision, under the profile's current rules and this catalog version, gave \
        the baseline's timeline (the engine is deterministic, and an engine change that \
        changes a timeline bumps its profile's rules version). The report says how many \
        results were reused; '--no-reuse' replays everything. A folder is always replayed, \
        and so is a scenario with 'expect:' facts.

        'check' never changes a baseline, except with '--accept', which accepts every changed \
        and new result after the check and, for a folder, rewrites its baseline files (refused \
        when the CI environment variable is set). The check is recorded as a batch.

        '--shard I/N' checks share I of N: the scenario names sorted and dealt out in turn, so \
        the shares are disjoint, differ by at most one scenario and are the same on every \
        machine. N CI jobs check at once into one catalog (PostgreSQL), then 'catalog report \
        merge' joins their '--format json' reports into the report of one check (Docs/ci.md).

        Outputs for CI: '--junit FILE' writes JUnit XML; '--html FILE' an HTML page with the \
        swimlanes of each change group; '--summary FILE' a Markdown summary \
        (try --summary "$GITHUB_STEP_SUMMARY"); when GITHUB_ACTIONS=true, annotations are \
        printed for GitHub to show on the files. '--format json' prints the whole report.

        EXAMPLES
          catalog check fixtures
          catalog check fixtures --junit check.xml --summary "$GITHUB_STEP_SUMMARY"
          catalog check --all --profile uikit-13 --allow-new
          catalog check fixtures --accept
          catalog check --shard 2/4 --format json --db "$CATALOG_DB"

        EXIT CODES
          0   every result passed (new ones too, with --allow-new)
          1   something changed, is new, failed or is obsolete (also after --accept,
              while a result that accepting cannot fix still fails)
          2   an invalid argument or input file, or a check that compared nothing
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A fixture folder, or names of stored scenarios.", valueName: "folder-or-name"))
    var arguments: [String] = []

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var profile: ProfileOptions

    @Flag(name: .customLong("allow-new"), help: "Let results without a baseline pass.")
    var allowNew = false

    @Flag(
      name: .customLong("ignore-time"),
      help: "Leave times out of the comparison: a timeline that differs only in when its events happen passes.")
    var ignoreTime = false

    @OptionGroup var kinds: KindOptions

    @Flag(
      name: .customLong("no-reuse"),
      help: "Replay every stored scenario, even one whose latest run can stand for its result.")
    var noReuse = false

    @Flag(help: "Accept every changed and new result after checking (refused when CI is set).")
    var accept = false

    @Flag(help: "Fail the results of scenarios with authoring warnings (things declared that never take effect).")
    var strict = false

    @Option(
      name: .customLong("pending-files"),
      help: ArgumentHelp(
        "When a folder check writes pending files (<scenario>.<profile>.timeline.new): auto (outside CI), always, never.",
        valueName: "when"))
    var pendingFiles: String = "auto"

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(
      help: ArgumentHelp("Write an HTML page of the check (swimlanes of each change) to this file.", valueName: "file"))
    var html: String?

    @Option(
      help: ArgumentHelp(
        "Write a Markdown summary to this file (appended to, like $GITHUB_STEP_SUMMARY).", valueName: "file"))
    var summary: String?

    @Option(
      help: ArgumentHelp(
        "Check only share I of N (1 ≤ I ≤ N), for N machines at once; 'report merge' joins them.",
        valueName: "I/N"))
    var shard: String?

    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try output.require([.text, .json], for: "catalog check")
      if selection.all && !arguments.isEmpty {
        throw ValidationError("'--all' checks every stored scenario; do not name scenarios or a folder with it.")
      }
      if PendingFiles.When(rawValue: pendingFiles) == nil {
        throw ValidationError("'--pending-files' takes auto, always or never, not '\(pendingFiles)'.")
      }
      if let shard {
        do {
          _ = try Shard(parsing: shard)
        } catch {
          throw ValidationError(error.description)
        }
      }
      if accept && CIEnvironment.isCI() {
        throw ValidationError("'--accept' is refused when CI is set: baselines are accepted by people, not by CI.")
      }
    }

    func run() throws {
      var request = try reportingFailures {
        try CheckRequest(
          arguments: arguments, tag: selection.tag, profiles: profile.profiles, allowNew: allowNew,
          commandLine: CommandLine.arguments)
      }
      // A folder check without '--db' or CATALOG_DB keeps its catalog in the cache.
      let location = request.catalogLocation(database.location)
      // The catalog is never an output file: the one the check writes, nor the default file of
      // the stored scenarios beside it.
      let protected = location.protectedFiles + (location.isFolderCache ? database.location.protectedFiles : [])
      // Every output file is checked before the check runs, so a bad one costs nothing.
      let outputs = [junit, html, summary].compactMap { $0 }
      try reportingFailures {
        for path in outputs { try OutputFile.requireWritable(path, protected: protected) }
      }
      request.strict = strict
      request.pendingFiles = PendingFiles.When(rawValue: pendingFiles) ?? .auto
      request.ignoreTime = ignoreTime
      request.reuse = !noReuse
      request.kinds = kinds.kinds
      request.shard = try shard.map { text in try reportingFailures { try Shard(parsing: text) } }
      let bar = ProgressBar("Checking")
      defer { bar.finish() }
      request.progress = { done, total in bar.update(done, of: total) }
      var result = try reportingFailures {
        accept
          ? try CheckAndAccept.Request(check: request, acceptedBy: acceptor.acceptor).run(at: location)
          : CheckAndAccept(check: try request.run(at: location))
      }
      bar.finish()
      result.check.commandOption = location.option
      let written: [OutputFile.Outcome] = try reportingFailures {
        var outcomes: [OutputFile.Outcome] = []
        do throws(RunnerError) {
          if let junit { outcomes.append(try OutputFile.write(result.check.junit(), to: junit, protected: protected)) }
          if let html {
            outcomes.append(
              try OutputFile.write(HTMLReport.check(result.check, location: location), to: html, protected: protected))
          }
          if let summary {
            outcomes.append(
              try OutputFile.write(result.check.markdown(), to: summary, append: true, protected: protected))
          }
        } catch {
          // The paths were checked before the check ran; a write can still fail (a full disk, a
          // FIFO nobody reads): the check stands, and the message says so.
          let batch = result.check.batchID.map { " (batch \($0))" } ?? ""
          throw RunnerError.afterCommit(
            error, committed: "the check itself was recorded\(batch); 'catalog pending' lists what it found")
        }
        return outcomes
      }
      for note in written.compactMap(\.note) { Console.error(note) }
      if CIEnvironment.isGitHubActions() {
        Console.out(result.check.githubAnnotations())
      }
      // '--accept' reports the check and what it accepted as one; otherwise the check alone.
      if accept { try Output.emit(result, with: output) } else { try Output.emit(result.check, with: output) }
    }
  }
}
