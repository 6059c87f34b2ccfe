import CatalogModel
import Yams

/// Turns scenario text into a `DocumentNode` tree with Yams, safely and without losing problems.
///
/// Yams composes a tree from libyaml's events, which gives every node its line and column. Used
/// as is, it has three weak points for a validator, and this type works around each of them:
///
/// - **Aliases.** Yams expands an alias by value and hashes every mapping key, so a key that is an
///   alias of a "billion laughs" tree never finishes hashing. Before parsing, every `*` that could
///   start an alias is replaced by a private-use stand-in character, so Yams sees a plain scalar;
///   the composer then resolves aliases itself, sharing the anchored tree and counting the nodes
///   each alias adds against `aliasExpansionLimit`.
/// - **Duplicate keys.** Yams stops at the first duplicate key. The composer renames that key's
///   first character to another stand-in (same length, so every position is unchanged), parses
///   again, and restores the name afterwards; the reader then reports every duplicate with the rest.
/// - **Depth.** libyaml refuses nesting deeper than 1000 levels, which keeps Yams' recursion (and
///   the composer's) far from the stack limit.
///
/// Stand-ins are chosen among private-use characters that the file neither contains nor spells as
/// an escape, so restoring them gives back exactly the author's text.
enum DocumentComposer {
  /// The most nodes that aliases may add to a document, all aliases together.
  static let aliasExpansionLimit = 100_000

  /// How much work finding duplicate keys may take, in characters, all attempts together.
  ///
  /// An attempt costs the characters parsed before its duplicate (libyaml stops there) plus a
  /// quarter of the file (rebuilding the text for Yams). Small files can rename up to
  /// `renamedKeyLimit` keys; a 4 MB file full of duplicates stops after a few attempts.
  private static let reparseBudget = 4 * ScenarioFile.maximumFileSize

  /// The most duplicate keys found by parsing again.
  private static let renamedKeyLimit = 100

  /// The tree of `text`, or nil when the file holds no document or a problem stops composing
  /// (then `log` says why, except for an empty document).
  static func compose(_ text: String, format: SourceFormat, log: inout DiagnosticLog)
    -> DocumentNode?
  {
    var scalars = Array(text.unicodeScalars)
    let lines = LineIndex(scalars)
    var standIns = StandInCharacters(excludingThoseIn: scalars)

    if format == .json, let violation = JSONConformance.firstLexicalViolation(in: scalars, lines: lines) {
      log.record(violation)
      return nil
    }

    var aliasMarker: Unicode.Scalar?
    let aliasStarts = possibleAliasStarts(in: scalars)
    if let firstAlias = aliasStarts.first {
      guard let marker = standIns.next() else {
        log.error(
          lines.location(ofOffset: firstAlias),
          "cannot read aliases in a file that uses every private-use character; write the values out"
        )
        return nil
      }
      for offset in aliasStarts { scalars[offset] = marker }
      aliasMarker = marker
    }

    var renamedKeys: [Unicode.Scalar: Unicode.Scalar] = [:]
    var reparseCost = 0
    while true {
      // The text itself unless aliases or keys were rewritten: rebuilding it from its scalars
      // was a tenth of adding a folder of scenarios.
      let yaml = aliasMarker == nil && renamedKeys.isEmpty ? text : String(String.UnicodeScalarView(scalars))
      do {
        let parser = try Parser(
          yaml: yaml, resolver: .basic, constructor: .default, encoding: .utf8)
        guard let root = try parser.singleRoot() else { return nil }
        // Anchors are weak references that the parser keeps alive.
        return withExtendedLifetime(parser) {
          var converter = NodeConverter(
            source: scalars, lines: lines, aliasMarker: aliasMarker, renamedKeys: renamedKeys)
          guard let document = converter.convert(root, isKey: false, log: &log) else { return nil }
          if format == .json, let violation = JSONConformance.firstViolation(in: document) {
            log.record(violation)
          }
          return document
        }
      } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
        let key = DocumentNode.quoted(restoring(duplicates.first ?? "", aliasMarker: aliasMarker))
        reparseCost +=
          (lines.offset(of: SourceLocation(context.mark)) ?? scalars.count) + scalars.count / 4
        guard renamedKeys.count < renamedKeyLimit, reparseCost <= reparseBudget else {
          log.error(
            SourceLocation(context.mark),
            "duplicate key \(key), and too many duplicate keys to check the rest of the file; "
              + "remove them and read the file again")
          return nil
        }
        guard let standIn = standIns.next(),
          let original = renameKey(at: context.mark, in: &scalars, lines: lines, to: standIn)
        else {
          log.error(
            SourceLocation(context.mark),
            "duplicate key \(key); each key may appear only once in a mapping")
          return nil
        }
        renamedKeys[standIn] = original
      } catch {
        log.record(syntaxProblem(error, format: format, lines: lines))
        return nil
      }
    }
  }

  // MARK: - Stand-ins

  /// The offsets of every `*` followed by a character that may start an anchor name.
  ///
  /// This over-approximates aliases (it also finds `*` inside quoted strings, comments and block
  /// scalars); the stand-in is restored to `*` wherever it did not start a plain scalar.
  private static func possibleAliasStarts(in scalars: [Unicode.Scalar]) -> [Int] {
    var offsets: [Int] = []
    for index in scalars.indices.dropLast()
    where scalars[index] == "*" && isAnchorCharacter(scalars[index + 1]) {
      offsets.append(index)
    }
    return offsets
  }

  /// Whether libyaml accepts `scalar` in an anchor or alias name: ASCII letters, digits, `-`, `_`.
  static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
    default: false
    }
  }

  /// `text` with the alias stand-in turned back into `*`.
  private static func restoring(_ text: String, aliasMarker: Unicode.Scalar?) -> String {
    guard let aliasMarker, text.unicodeScalars.contains(aliasMarker) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == aliasMarker ? "*" : $0 }))
  }

  /// Replaces the first character of the scalar key written at `mark` with `standIn`, and returns
  /// the character it replaced; nil when the key is not a simple scalar that can be renamed so.
  private static func renameKey(
    at mark: Mark, in scalars: inout [Unicode.Scalar], lines: LineIndex, to standIn: Unicode.Scalar
  ) -> Unicode.Scalar? {
    guard let start = lines.offset(of: SourceLocation(mark)) else { return nil }
    var index = skippingProperties(from: start, in: scalars)
    guard index < scalars.count else { return nil }
    let opening = scalars[index]
    if opening == "\"" || opening == "'" {
      index += 1
      guard index < scalars.count, scalars[index] != opening, scalars[index] != "\\" else {
        return nil
      }
    } else if "[]{}|>#,".unicodeScalars.contains(opening) {
      return nil
    }
    guard index < scalars.count, !isBlank(scalars[index]) else { return nil }
    let original = scalars[index]
    scalars[index] = standIn
    return original
  }

  /// The offset of the node content that starts at `offset`, past its `&anchor` and `!tag`
  /// properties and the blanks after them.
  static func skippingProperties(from offset: Int, in scalars: [Unicode.Scalar]) -> Int {
    var index = offset
    while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
      while index < scalars.count, !isBlank(scalars[index]) { index += 1 }
      while index < scalars.count, isBlank(scalars[index]) { index += 1 }
    }
    return index
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || LineColumnCounter.isLineBreak(scalar)
  }

  // MARK: - Syntax errors

  /// A Yams error as a diagnostic at the problem's position, worded for the file's format.
  private static func syntaxProblem(_ error: any Error, format: SourceFormat, lines: LineIndex)
    -> ScenarioDiagnostic
  {
    let prefix = "invalid \(format.displayName): "
    guard let error = error as? YamlError else {
      return ScenarioDiagnostic(.start, prefix + String(describing: error))
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let location = SourceLocation(mark)
      if problem.hasPrefix("Maximum nesting level reached") {
        return ScenarioDiagnostic(
          location, prefix + "nested more than 1000 levels deep; a scenario needs only a few levels"
        )
      }
      if problem == "but found another document" {
        return ScenarioDiagnostic(
          location, "a second document starts here; a scenario file holds exactly one scenario")
      }
      var message = prefix + problem
      if let context, !context.text.isEmpty {
        message += " (\(context.text) at \(SourceLocation(context.mark)))"
      }
      return ScenarioDiagnostic(location, message)
    case .reader(let problem, let offset, _, _):
      // Yams counts this offset in characters; the text was checked for control characters
      // before parsing, so this is a last resort and the position may be approximate.
      let location = offset.map { lines.location(ofOffset: $0) } ?? .start
      return ScenarioDiagnostic(location, prefix + problem)
    case .memory:
      return ScenarioDiagnostic(.start, prefix + "the parser ran out of memory")
    default:
      return ScenarioDiagnostic(.start, prefix + String(describing: error))
    }
  }
}

extension SourceLocation {
  /// The position of a Yams mark (both count lines and Unicode-scalar columns from 1).
  init(_ mark: Mark) {
    self.init(line: max(1, mark.line), column: max(1, mark.column))
  }

  /// The position of a Yams node, or the start of the file when Yams has none.
  init(orStart mark: Mark?) {
    self = mark.map(SourceLocation.init) ?? .start
  }
}
