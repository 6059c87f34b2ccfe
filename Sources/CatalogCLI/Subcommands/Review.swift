import ArgumentParser
import CatalogModel
import CatalogRunner
import Foundation

extension CatalogCommand {
  /// `catalog review`: an interactive review of the last check's pending results.
  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Reviews the last check's changed and new results one at a time, in the terminal.",
      discussion: """
        For each result that awaits review ('catalog pending' lists them), shows its diff \
        against the baseline and reads one command (type it and press Return):

          a  accept: this timeline becomes the baseline (after a folder check, its baseline \
        file in the folder is rewritten too)
          r  reject: leave the baseline as it is; 'catalog pending' and the next review no \
        longer offer the result (a later check that finds the change again does)
          s  skip: decide later
          A  accept this result and every one after it
          d  toggle the diff between unified and side by side
          o  show the whole old (baseline) timeline;  n  the whole new one
          q  quit; what was accepted so far is kept

        The accepted results are written together when the review ends, also when it is \
        interrupted (Ctrl-C, which then exits 130); rejections are recorded as they are made. \
        Refused (exit 2) when \
        CI is set or standard input is not a terminal: use 'catalog pending --format json' and \
        'catalog accept' in scripts.

        EXAMPLES
          catalog check fixtures; catalog review

        \(ExitStatus.help)
        """)

    @Option(help: ArgumentHelp("Width of the side-by-side diff (default: $COLUMNS, else 160).", valueName: "n"))
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
      let session = try reportingFailures { try ReviewSession(location: database.location) }
      guard !session.entries.isEmpty else {
        Console.out("Nothing awaits review: 'catalog check' finds changes to review.\n")
        return
      }
      // COLUMNS is the terminal's word, not the user's: out of range, it is ignored.
      let terminal = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap {
        DiffRequest.widths.contains($0) ? $0 : nil
      }
      let columns = width ?? terminal ?? 160
      let reviewer = try acceptor.acceptor
      var dialogue = ReviewDialogue(session: session, columns: columns) { item in
        do {
          try session.reject([item], rejectedBy: reviewer)
          return nil
        } catch {
          return "\(error)"
        }
      }
      // Ctrl-C (or a closed terminal) ends the dialogue's read, not the process: what was
      // accepted so far is written below, as when the review ends with 'q'.
      Interruption.catchSignals()
      dialogue.run()
      let interrupted = Interruption.happened
      if interrupted {
        dialogue.leaveUndecided(session.entries.count - dialogue.decided)
      }
      var summary = interrupted ? "\nInterrupted: keeping what was decided.\n" : ""
      if !dialogue.accepted.isEmpty {
        let accepted = dialogue.accepted
        let report = try reportingFailures { try session.accept(accepted, acceptedBy: reviewer) }
        summary += report.text(style: .plain)
      }
      summary += dialogue.summary
      Console.out(summary)
      if interrupted { throw ExitCode(130) }
    }

    private func refusal(_ reason: String) -> Error {
      Console.error(
        "error: 'catalog review' is interactive and \(reason); 'catalog pending --format json' lists what awaits review and 'catalog accept' accepts it"
      )
      return ExitCode(2)
    }
  }
}
