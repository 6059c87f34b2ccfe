/// A checker of the Mermaid `sequenceDiagram` subset `SequenceDiagram` writes, after Mermaid's
/// grammar (sequenceDiagram.jison): a header line, `participant ID [as LABEL]` declarations,
/// messages `FROM->>TO: TEXT` between declared participants, `Note over ID: TEXT` (or `ID1,ID2`), and
/// `rect COLOR` … `end` blocks, not nested. Message and note text may not hold what the grammar
/// reads as syntax there: `;` (a statement break), `#` other than an entity code (`#35;`,
/// `#lt;`), `<` (HTML), or a line break.
package enum MermaidSubset {
  /// The problems of `text`, each with its line number; empty when it is in the subset.
  package static func problems(in text: String) -> [String] {
    var problems: [String] = []
    guard text.hasSuffix("\n") else { return ["the diagram does not end in a newline"] }
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "sequenceDiagram" else { return ["line 1: expected 'sequenceDiagram'"] }
    var participants: Set<Substring> = []
    var inRect = false
    var messages = 0
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      func problem(_ message: String) { problems.append("line \(number): \(message): '\(line)'") }
      guard line.hasPrefix("  "), !line.dropFirst(2).hasPrefix(" ") else {
        problem("expected two spaces of indentation")
        continue
      }
      let statement = line.dropFirst(2)
      if statement.hasPrefix("participant ") {
        guard messages == 0 else {
          problem("a participant after the first message")
          continue
        }
        let declaration = statement.dropFirst("participant ".count)
        let id = declaration.prefix { $0 != " " }
        let rest = declaration.dropFirst(id.count)
        guard isIdentifier(id), rest.isEmpty || (rest.hasPrefix(" as ") && rest.count > 4) else {
          problem("expected 'participant ID' or 'participant ID as LABEL'")
          continue
        }
        if !participants.insert(id).inserted { problem("participant '\(id)' declared twice") }
      } else if statement.hasPrefix("Note over ") {
        let rest = statement.dropFirst("Note over ".count)
        guard let colon = rest.range(of: ": ") else {
          problem("expected 'Note over ID: TEXT'")
          continue
        }
        // One participant, or two (`Note over A,B:`, the grammar's actor_pair): a note across them.
        let ids = rest[..<colon.lowerBound].split(separator: ",", omittingEmptySubsequences: false)
        if ids.count > 2 { problem("a note over more than two participants") }
        for id in ids where !participants.contains(id) { problem("note over undeclared participant '\(id)'") }
        if let bad = textProblem(rest[colon.upperBound...]) { problem(bad) }
        messages += 1
      } else if statement.hasPrefix("rect ") {
        if inRect { problem("a rect inside a rect") }
        guard statement.dropFirst(5).hasPrefix("rgb") else {
          problem("expected 'rect rgb…(…)'")
          continue
        }
        inRect = true
      } else if statement == "end" {
        if !inRect { problem("'end' without 'rect'") }
        inRect = false
      } else if let arrow = statement.range(of: "->>") {
        let from = statement[..<arrow.lowerBound]
        let rest = statement[arrow.upperBound...]
        guard let colon = rest.range(of: ": ") else {
          problem("expected 'FROM->>TO: TEXT'")
          continue
        }
        let to = rest[..<colon.lowerBound]
        for id in [from, to] where !participants.contains(id) { problem("undeclared participant '\(id)'") }
        if let bad = textProblem(rest[colon.upperBound...]) { problem(bad) }
        messages += 1
      } else {
        problem("not a statement of the subset")
      }
    }
    if inRect { problems.append("a rect is not closed with 'end'") }
    return problems
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// What is wrong with message or note text, if anything.
  static func textProblem(_ text: Substring) -> String? {
    if text.isEmpty { return "empty text" }
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "#":
        let code = text[text.index(after: index)...].prefix { $0.isLetter || $0.isNumber }
        let end = text.index(index, offsetBy: code.count + 1)
        guard !code.isEmpty, end < text.endIndex, text[end] == ";" else { return "'#' that is not an entity code" }
        index = text.index(after: end)
        continue
      case ";": return "a ';' outside an entity code"
      case "<": return "'<' (HTML) in text"
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }
}
