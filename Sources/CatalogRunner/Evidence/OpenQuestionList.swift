/// The facts of the evidence corpus the engine is known not to hold: the table between the
/// markers `<!-- BEGIN corpus open questions -->` and `<!-- END corpus open questions -->` of the
/// rule book's open questions (Docs/rules/12-open-questions.md).
///
/// Each row starts with the case's name (in backticks or not) and the fact's number in its
/// `expect:` list; the other cells (its source, what the engine does instead) are for people.
///
/// For example:
/// ```markdown
/// <!-- BEGIN corpus open questions -->
/// | case | fact | source | what the engine does instead |
/// |---|---|---|---|
/// | `second-dismiss` | 2 | openradar 30263707 | … |
/// <!-- END corpus open questions -->
/// ```
package struct OpenQuestionList: Sendable {
  /// A case and one of its facts.
  package struct Key: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var scenario: String
    package var fact: Int

    package init(scenario: String, fact: Int) {
      self.scenario = scenario
      self.fact = fact
    }

    package var description: String { "\(scenario) fact \(fact)" }

    package static func < (a: Key, b: Key) -> Bool { (a.scenario, a.fact) < (b.scenario, b.fact) }
  }

  /// The markers around the table.
  package static let begin = "<!-- BEGIN corpus open questions"
  package static let end = "<!-- END corpus open questions -->"

  /// The listed facts.
  package var keys: Set<Key>

  /// Reads the table of `markdown` (the text of the file at `path`, for messages).
  ///
  /// - Throws: `OpenQuestionList.Problem` when the markers are missing or a row does not name a
  ///   case and a fact number, or names one twice.
  package init(markdown: String, path: String) throws(Problem) {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(Self.begin) }),
      let stop = lines[start...].firstIndex(where: { $0.hasPrefix(Self.end) })
    else {
      throw Problem(
        description: "'\(path)' has no list of corpus open questions (between '\(Self.begin) …' and '\(Self.end)')")
    }
    keys = []
    for number in (start + 1)..<stop {
      let line = lines[number].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 2 else { continue }
      let name = cells[0].trimmingCharacters(in: ["`"])
      // The header and its rule.
      if name == "case" || name.allSatisfy({ $0 == "-" || $0 == ":" }) { continue }
      guard !name.isEmpty, let fact = Int(cells[1]), fact >= 1 else {
        throw Problem(
          description: "\(path):\(number + 1): a corpus open question names a case and a fact number, such as "
            + "'| `second-dismiss` | 2 | …', found '\(line)'")
      }
      guard keys.insert(Key(scenario: name, fact: fact)).inserted else {
        throw Problem(description: "\(path):\(number + 1): \(name) fact \(fact) is listed twice")
      }
    }
  }

  /// Why a list could not be read.
  package struct Problem: Error, CustomStringConvertible, Sendable {
    package var description: String
  }
}
