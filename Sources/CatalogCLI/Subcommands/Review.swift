import ArgumentParser
import CatalogModel
import CatalogReports
import CatalogRunner
import Foundation

extension CatalogCommand {
  /// `catalog review`: an interactive review of what awaits review, one key per decision.
  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "review",
      abstract: "Reviews the changed and new results one at a time, in the terminal.",
      usage: "catalog review [<folder>] [--by <name>] [<options>]",
      discussion: """
        Goes through what awaits review, as 'catalog pending' lists it: the pending files \
        (<scenario>.<profile>.timeline.new) of the FOLDER, or of the current folder when no \
        catalog was chosen ('--db', CATALOG_DB) and it has pending files or no catalog.sqlite, \
        without any database; else the catalog's last check. The header names what is \
        reviewed. Each result shows its diff against the baseline; one key decides, without \
        Return:

          a  accept: this timeline becomes the baseline (its file is written)
          r  reject: the baseline stays, the pending file goes (in the catalog:
             not offered again until a later check finds the change again)
          s  skip: decide later
          g  accept every undecided result of this change group;  G  reject them
          A  accept this result and every one after it
          d  toggle the diff between unified and side by side
          o  the whole old (baseline) timeline;  n  the whole new one
          p  this diff through the pager
          ?  the keys;  q  quit, keeping what was decided

        Long timelines go through $PAGER, else 'less -R'. The accepted results are written \
        together when the review ends, also when it is interrupted (Ctrl-C, a closed terminal \
        or SIGTERM, which then exit 128 + the signal: 130 for Ctrl-C); rejections are made as \
        they are decided. The terminal is put back as it was on every way out. Refused (exit \
        2) when CI is set or standard input is not a terminal: use 'catalog pending --format \
        json' and 'catalog accept' in scripts.

        EXAMPLES
          catalog check ui; catalog review
          catalog review ui --by ana

        EXIT CODES
          0    the review ended (every result decided, or q)
          2    CI is set, standard input is not a terminal, or the folder is not one
          3    a storage or internal failure
          64   a command-line usage error
          130  interrupted (Ctrl-C); what was decided is kept
        """)

    @Argument(
      help: ArgumentHelp("A folder whose pending files to review (default: the current folder).", valueName: "folder"))
    var folder: String?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Width of the side-by-side diff (default: $COLUMNS, else 160).", valueName: "n"))
    var width: Int?

    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if let width { try NumberOption.require(width, in: DiffRequest.widths, for: "--width") }
    }

    func run() throws {
      if CIEnvironment.isCI() {
        throw refusal("CI is set: baselines are accepted by people, not by CI")
      }
      guard isatty(STDIN_FILENO) == 1 else { throw refusal("standard input is not a terminal") }
      let location = database.location
      let session = try reportingFailures {
        if let root = try PendingFiles.reviewFolder(named: folder, location: location) {
          return try ReviewSession(pendingFilesIn: root)
        }
        return try ReviewSession(location: location)
      }
      guard !session.entries.isEmpty else {
        Console.out(
          "Nothing awaits review in \(session.subject): 'catalog check DIR' finds changes to review.\n")
        return
      }
      // COLUMNS is the terminal's word, not the user's: out of range, it is ignored.
      let terminal = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap {
        DiffRequest.widths.contains($0) ? $0 : nil
      }
      let columns = width ?? terminal ?? 160
      let reviewer = try acceptor.acceptor
      var dialogue = ReviewDialogue(session: session, columns: columns) { items in
        do {
          try session.reject(items, rejectedBy: reviewer)
          return nil
        } catch {
          return "\(error)"
        }
      }
      // Ctrl-C, a closed terminal or SIGTERM ends the dialogue's read, not the process: what
      // was accepted so far is written below, as when the review ends with 'q'. The terminal
      // is in single-key mode only while the dialogue runs, and put back on every way out.
      Interruption.catchSignals()
      RawTerminal.enter()
      dialogue.run()
      RawTerminal.restore()
      let interrupted = Interruption.happened
      if interrupted {
        dialogue.leaveUndecided(session.entries.count - dialogue.decidedCount)
      }
      var summary = interrupted ? "\nInterrupted: keeping what was decided.\n" : ""
      if !dialogue.accepted.isEmpty {
        let accepted = dialogue.accepted
        let report = try reportingFailures { try session.accept(accepted, acceptedBy: reviewer) }
        summary += report.text(style: .plain)
      }
      summary += dialogue.summary
      Console.out(summary)
      if interrupted { throw ExitCode(Interruption.exitStatus) }
    }

    private func refusal(_ reason: String) -> Error {
      Console.error(
        "error: 'catalog review' is interactive and \(reason); 'catalog pending --format json' lists what awaits review and 'catalog accept' accepts it"
      )
      return ExitCode(2)
    }
  }
}
