import ArgumentParser
import CatalogRunner
import Foundation

#if Server
import CatalogServer
#endif

extension CatalogCommand {
  /// `catalog serve`: the review page in a browser (built with the package trait `Server`).
  struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serves a review page: accept or reject the last check's changes in a browser.",
      usage: "catalog serve [<folder>] [--port <n>] [--host <address>] [--by <name>] [<options>]",
      discussion: """
        Listens on 127.0.0.1 (a free port unless --port says which) and prints the page's URL. \
        The page shows what 'catalog pending' lists, grouped as 'catalog review' groups it: \
        each change group with its results, each result's diff as swimlanes or as a sequence \
        diagram. Accept or reject a group or a result with its buttons, or Tab to it and press \
        a or r: accepting makes the result's timeline its baseline, as 'catalog accept' does; \
        rejecting keeps the baseline. A check run in another terminal refreshes the page. \
        Ctrl-C stops the server.

        What it reviews is what 'catalog review' reviews: without --db or CATALOG_DB, the \
        pending files (<scenario>.<profile>.timeline.new) that 'catalog check DIR' wrote in \
        FOLDER (default: the current folder) and its subfolders, each beside its baseline file; \
        accepting replaces the baseline file, rejecting removes the pending file. With a \
        catalog named, its last check's pending results, and with FOLDER that check must have \
        checked it; accepting then also writes the folder's baseline file, as 'catalog accept' \
        does. With nothing to review yet, the page waits for a check. Decisions need the token the server \
        gives its page (a new one each run); --host names another address to listen on \
        (0.0.0.0 for every one), and then every request needs the token, which the printed \
        URL carries: anyone who has the URL can accept baselines. Refused (exit 2) when CI is \
        set. Built only with the package trait Server ('swift build --traits Server'); without \
        it this command says so (exit 64). Docs/html-report.md tells more.

        EXAMPLES
          catalog check fixtures; catalog serve
          catalog serve fixtures --port 8040 --by ana

        EXIT CODES
          0    the server stopped (Ctrl-C)
          2    CI is set, FOLDER is not a folder (or, with a catalog named, not the one its last
               check checked), or the port is taken
          3    a storage or internal failure (a catalog named that does not exist, for one)
          64   a command-line usage error, or a catalog built without the Server trait
        """)

    @Argument(help: ArgumentHelp("The folder the last check checked (optional).", valueName: "folder"))
    var folder: String?

    @Option(help: ArgumentHelp("The port to listen on; 0 (the default) takes a free one.", valueName: "n"))
    var port: Int = 0

    @Option(
      help: ArgumentHelp(
        "The address to listen on (default 127.0.0.1); any other needs the printed token on every request.",
        valueName: "address"))
    var host: String = "127.0.0.1"

    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try NumberOption.require(port, in: 0...65_535, for: "--port")
      if host.isEmpty || host.contains(where: { $0.isWhitespace || $0 == "/" }) {
        throw ValidationError("'--host' takes an address to listen on, such as 127.0.0.1 or 0.0.0.0.")
      }
    }

    func run() async throws {
      if CIEnvironment.isCI() {
        Console.error(
          "error: 'catalog serve' is for people: CI is set, and baselines are accepted by people, not by CI; "
            + "'catalog pending --format json' lists what awaits review")
        throw ExitCode(2)
      }
      #if Server
      let location = database.location
      let wanted = folder
      // Read once before listening: a missing catalog or another folder is said at once.
      let first = try reportingFailures { try ReviewBoard.session(at: location, folder: wanted) }
      let reviewer = try acceptor.acceptor
      let server = ReviewServer(
        host: host, port: port, reviewer: reviewer,
        subject: { ReviewBoard.subject(of: (try? ReviewBoard.session(at: location, folder: wanted)) ?? first) },
        load: { try ReviewBoard.session(at: location, folder: wanted) })
      if !ReviewServer.isLoopback(host) {
        Console.error(
          "warning: listening on \(host), beyond this machine's loopback: whoever has the URL below (it holds the token) can accept baselines"
        )
      }
      let subject = ReviewBoard.subject(of: first)
      do {
        try await server.run { url in
          Console.out("catalog serve: reviewing \(subject)\n  \(url)\nOpen it in a browser; Ctrl-C stops the server.\n")
        }
      } catch {
        Console.error("error: cannot serve on \(host) port \(port): \(error)")
        throw ExitCode(2)
      }
      #else
      Console.error(
        "error: this catalog was built without 'catalog serve'; build it with the package trait Server "
          + "('swift build --traits Server', or 'swift run --traits Server catalog serve'; Docs/html-report.md)")
      throw ExitCode(64)
      #endif
    }
  }
}
