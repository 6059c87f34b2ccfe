import CatalogModel
import CatalogRunner

/// The terminal dialogue of `catalog review`: one result at a time, one key per decision, read
/// without Return (`RawTerminal`). A rejection is recorded at once (`reject`); the accepted
/// results are collected for the command to write when the dialogue ends, however it ends.
struct ReviewDialogue {
  let session: ReviewSession
  let columns: Int
  /// Records the rejection of results; returns a message when that failed.
  let reject: ([PendingReview.Item]) -> String?
  private(set) var accepted: [PendingReview.Item] = []
  private(set) var rejected = 0
  private(set) var skipped = 0
  private var sideBySide = false
  /// The entries decided so far, by index (a group decision decides later ones too).
  private var decided: Set<Int> = []

  init(session: ReviewSession, columns: Int, reject: @escaping ([PendingReview.Item]) -> String?) {
    self.session = session
    self.columns = columns
    self.reject = reject
  }

  static let prompt = "a accept · r reject · s skip · g/G accept/reject group · A all · ? keys · q quit > "

  /// What each key does, for `?` and for an unknown key.
  static let help = """
    a  accept this result: its timeline becomes the baseline (no Return needed)
    r  reject it: the baseline stays
    s  skip it: decide later
    g  accept every result of this change group (the ones still undecided)
    G  reject every result of this change group
    A  accept this result and every one after it
    d  toggle the diff between unified and side by side
    o  the whole old (baseline) timeline;  n  the whole new one (through $PAGER or less -R when long)
    p  this diff through the pager
    q  quit: what was decided is kept

    """

  /// The review's first lines: what is reviewed, and how many results in how many groups.
  var header: String {
    let count = session.entries.count
    let groups = Set(session.entries.compactMap(\.item.changeGroup)).count
    return "Reviewing \(session.subject): \(count) result\(count == 1 ? "" : "s")"
      + (groups > 0 ? " in \(groups) change group\(groups == 1 ? "" : "s")" : "") + ".\n"
  }

  /// Walks through the entries until the last is decided, `q` or the end of input (which is also
  /// what an interrupt looks like here: the read stops).
  mutating func run() {
    Console.out(header)
    var index = 0
    var showPage = true
    while index < session.entries.count {
      if decided.contains(index) {
        index += 1
        showPage = true
        continue
      }
      let entry = session.entries[index]
      if showPage { Console.out(page(entry, position: index + 1)) }
      showPage = true
      Console.out(Self.prompt)
      guard let key = Interruption.readKey() else { break }
      let character = Character(Unicode.Scalar(key))
      // Return and spaces after a key (a habit from line-by-line prompts) are not commands.
      if key == 10 || key == 13 || key == 32 {
        showPage = false
        Console.out("\n")
        continue
      }
      Console.out("\(key >= 32 && key < 127 ? String(character) : "")\n")
      switch character {
      case "a":
        accepted.append(entry.item)
        decided.insert(index)
      case "r":
        decideRejected([index])
      case "s":
        skipped += 1
        decided.insert(index)
      case "g", "G":
        let members = groupMembers(of: index)
        if character == "g" {
          accepted += members.map { session.entries[$0].item }
          decided.formUnion(members)
          Console.out("accepted \(members.count) result\(members.count == 1 ? "" : "s") of \(groupName(entry))\n")
        } else {
          decideRejected(members)
          Console.out("rejected \(members.count) result\(members.count == 1 ? "" : "s") of \(groupName(entry))\n")
        }
      case "A":
        let rest = session.entries.indices.filter { $0 >= index && !decided.contains($0) }
        accepted += rest.map { session.entries[$0].item }
        decided.formUnion(rest)
      case "d":
        sideBySide.toggle()
      case "o":
        Pager.show("OLD " + entry.title + "\n" + (entry.baseline?.canonicalText() ?? "(no baseline)\n"))
        showPage = false
      case "n":
        Pager.show("NEW " + entry.title + "\n" + entry.now.canonicalText())
        showPage = false
      case "p":
        Pager.show(page(entry, position: index + 1), always: true)
        showPage = false
      case "?":
        Console.out(Self.help)
        showPage = false
      case "q":
        let rest = session.entries.indices.filter { !decided.contains($0) }
        skipped += rest.count
        decided.formUnion(rest)
      default:
        let shown = key >= 32 && key < 127 ? String(character) : "\\u{\(String(key, radix: 16))}"
        Console.out("unknown key '\(VisibleText.escaped(shown))'; type a, r, s, g, G, A, d, o, n, p, ? or q\n")
        showPage = false
      }
    }
  }

  /// The undecided entries of `index`'s change group, from `index` on (a new result is a group
  /// of its own).
  private func groupMembers(of index: Int) -> [Int] {
    guard let group = session.entries[index].item.changeGroup else { return [index] }
    return session.entries.indices.filter {
      $0 >= index && !decided.contains($0) && session.entries[$0].item.changeGroup == group
    }
  }

  private func groupName(_ entry: ReviewSession.Entry) -> String {
    entry.item.changeGroup.map { "group \($0)" } ?? "this new result"
  }

  /// Records the rejection of `indices` at once; a failure skips them instead.
  private mutating func decideRejected(_ indices: [Int]) {
    decided.formUnion(indices)
    if let problem = reject(indices.map { session.entries[$0].item }) {
      Console.out("could not record the rejection: \(problem); skipped\n")
      skipped += indices.count
    } else {
      rejected += indices.count
    }
  }

  /// One result: a header, then its diff in the chosen layout.
  private func page(_ entry: ReviewSession.Entry, position: Int) -> String {
    let group = entry.item.changeGroup.map { number in
      let size = session.entries.filter { $0.item.changeGroup == number }.count
      return "group \(number) (\(size) result\(size == 1 ? "" : "s"))"
    }
    var out = "\n[\(position)/\(session.entries.count)] \(entry.title)  \(group ?? "new")"
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
  var decidedCount: Int { accepted.count + rejected + skipped }

  /// Results not yet decided when the dialogue ended early (an interrupt, the end of input).
  mutating func leaveUndecided(_ count: Int) {
    skipped += count
  }
}
