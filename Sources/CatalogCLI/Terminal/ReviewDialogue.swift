import CatalogModel
import CatalogRunner

/// The terminal dialogue of `catalog review`: one result at a time, one command per line read
/// from standard input. A rejection is recorded at once (`reject`); the accepted results are
/// collected for the command to write when the dialogue ends, however it ends.
struct ReviewDialogue {
  let session: ReviewSession
  let columns: Int
  /// Records the rejection of a result; returns a message when that failed.
  let reject: (PendingReview.Item) -> String?
  private(set) var accepted: [PendingReview.Item] = []
  private(set) var rejected = 0
  private(set) var skipped = 0
  private var sideBySide = false

  init(session: ReviewSession, columns: Int, reject: @escaping (PendingReview.Item) -> String?) {
    self.session = session
    self.columns = columns
    self.reject = reject
  }

  static let prompt = "a accept · r reject · s skip · A accept all · d unified/side by side · o old · n new · q quit > "

  /// Walks through the entries until the last is decided, `q` or the end of input (which is also
  /// what an interrupt, Ctrl-C, looks like here: the read stops).
  mutating func run() {
    var index = 0
    var showDiff = true
    while index < session.entries.count {
      let entry = session.entries[index]
      if showDiff { Console.out(page(entry, position: index + 1)) }
      showDiff = true
      Console.out(Self.prompt)
      guard let line = Interruption.readLine() else { break }
      switch line.trimmingCharacters(in: .whitespaces) {
      case "a":
        accepted.append(entry.item)
        index += 1
      case "r":
        if let problem = reject(entry.item) {
          Console.out("could not record the rejection: \(problem); skipped\n")
          skipped += 1
        } else {
          rejected += 1
        }
        index += 1
      case "s":
        skipped += 1
        index += 1
      case "A":
        accepted += session.entries[index...].map(\.item)
        index = session.entries.count
      case "d":
        sideBySide.toggle()
      case "o":
        Console.out("OLD " + entry.title + "\n" + (entry.baseline?.canonicalText() ?? "(no baseline)\n"))
        showDiff = false
      case "n":
        Console.out("NEW " + entry.title + "\n" + entry.now.canonicalText())
        showDiff = false
      case "q":
        skipped += session.entries.count - index
        index = session.entries.count
      default:
        Console.out("unknown command '\(VisibleText.escaped(line))'; type a, r, s, A, d, o, n or q\n")
        showDiff = false
      }
    }
  }

  /// One result: a header, then its diff in the chosen layout.
  private func page(_ entry: ReviewSession.Entry, position: Int) -> String {
    let group = entry.item.changeGroup.map { "group \($0)" } ?? "new"
    var out = "\n[\(position)/\(session.entries.count)] \(entry.title)  \(group)"
    out += (entry.item.changeSummary.map { "  \($0)" } ?? "") + "\n"
    let (left, right) = ("baseline \(entry.title)", "now \(entry.title)")
    out +=
      sideBySide
      ? entry.diff.sideBySide(leftLabel: left, rightLabel: right, width: columns)
      : entry.diff.unified(leftLabel: left, rightLabel: right)
    return out
  }

  /// `Reviewed 3: accepted 1, rejected 1, skipped 1.`
  var summary: String {
    let total = accepted.count + rejected + skipped
    return "Reviewed \(total): accepted \(accepted.count), rejected \(rejected), skipped \(skipped).\n"
  }

  /// How many results were accepted, rejected or skipped.
  var decided: Int { accepted.count + rejected + skipped }

  /// Results not yet decided when the dialogue ended early (an interrupt, the end of input).
  mutating func leaveUndecided(_ count: Int) {
    skipped += count
  }
}
