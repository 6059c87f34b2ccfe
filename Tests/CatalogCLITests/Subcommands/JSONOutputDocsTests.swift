import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

/// `Docs/json-output.md` is the contract of every command's `--format json`: each command's
/// document has exactly the keys the table lists, no more and no fewer (issue 9).
@Suite(.tags(.large))
struct JSONOutputDocsTests {
  /// The documented keys of each command's document (for an array, of its objects), read from
  /// the table of Docs/json-output.md: the quoted keys at the first level of the first `{…}`.
  static func documentedKeys() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/json-output.md"),
      encoding: .utf8)
    var keys: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 3, let start = cells[2].firstIndex(of: "{") else { continue }
      var depth = 0
      var found: Set<String> = []
      var index = start
      let document = cells[2]
      while index < document.endIndex {
        let character = document[index]
        if character == "{" || character == "[" { depth += 1 }
        if character == "}" || character == "]" {
          depth -= 1
          if depth == 0 { break }
        }
        if character == "\"", depth == 1 {
          let after = document.index(after: index)
          guard let close = document[after...].firstIndex(of: "\"") else { break }
          found.insert(String(document[after..<close]))
          index = close
        }
        index = document.index(after: index)
      }
      keys[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = found
    }
    return keys
  }

  /// The keys of `output`'s document, or of its first element when it is an array.
  static func keys(of output: String) throws -> Set<String> {
    var parser = JSONParser(output)
    switch try parser.parseDocument() {
    case .object(let object): return Set(object.keys)
    case .array(let elements):
      guard case .object(let object)? = elements.first else { return [] }
      return Set(object.keys)
    default: return []
    }
  }

  @Test func everyCommandsJSONHasExactlyTheDocumentedKeys() throws {
    let documented = try Self.documentedKeys()
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["ios13-default-style", "book-detail-zoom"])
    let scenario = folder.file("ios13-default-style.yaml")
    let json = ["--format", "json"]
    let log = try folder.write(
      "present.log",
      """
      # map: ListViewController=list DetailViewController=detail
      -[DetailViewController viewWillAppear:]
      -[DetailViewController buttonTapped:]
      """)
    let commands: [(doc: String, arguments: [String])] = [
      ("add", ["add", scenario] + json),
      ("record import", ["record", "import", log, "--scenario", "ios13-default-style", "--ios", "17.2"] + json),
      ("diff NAME --against recording", ["diff", "ios13-default-style", "--against", "recording"] + json),
      ("calibrate", ["calibrate"] + json),
      ("record rm", ["record", "rm", "ios13-default-style", "recording:1"] + json),
      ("run FILE…", ["run", scenario] + json),
      ("run NAME…", ["run", "ios13-default-style", "--profile", "uikit-8"] + json),
      ("accept", ["accept", "ios13-default-style", "--profile", "uikit-8", "--by", "ana"] + json),
      ("gc", ["gc"] + json),
      ("pending", ["pending"] + json),
      ("explain", ["explain", scenario] + json),
      ("explain --event N", ["explain", scenario, "--event", "2"] + json),
      ("explain --why-not CALL", ["explain", scenario, "--why-not", "nav.viewWillDisappear"] + json),
      ("list", ["list"] + json),
      ("show NAME", ["show", "ios13-default-style"] + json),
      ("show RUN", ["show", "run:1"] + json),
      ("baselines", ["baselines"] + json),
      ("export", ["export", "--to", folder.file("exported")] + json),
      ("import", ["import", folder.file("exported"), "--db", folder.file("other.sqlite")] + json),
      ("report", ["report", scenario, "--output", folder.file("page.html")] + json),
      ("profiles", ["profiles"] + json),
      ("score", ["score", fixturesFolder.deletingLastPathComponent().appendingPathComponent("evidence").path] + json),
      ("rm", ["rm", "ios13-default-style"] + json),
    ]
    #expect(Set(commands.map(\.doc)).isSubset(of: Set(documented.keys)), "\(documented.keys.sorted())")
    for (doc, arguments) in commands {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      // A diff exits 1 when the timelines differ; its document is printed all the same.
      #expect(result.exitCode == 0 || (doc.hasPrefix("diff") && result.exitCode == 1), "\(doc): \(result)")
      #expect(try Self.keys(of: result.stdout) == documented[doc], "catalog \(arguments.joined(separator: " "))")
    }
  }

  /// The keys at the top level of the first ```json block of a page of Docs/ (its example
  /// document, which may abbreviate values with `…`): the quoted strings followed by `:` at depth 1.
  static func exampleKeys(inPage page: String) throws -> Set<String> {
    let text = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/\(page)"), encoding: .utf8)
    guard let start = text.range(of: "```json\n"),
      let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
    else { return [] }
    let block = Array(text[start.upperBound..<end.lowerBound])
    var keys: Set<String> = []
    var depth = 0
    var index = 0
    while index < block.count {
      let character = block[index]
      if character == "{" || character == "[" { depth += 1 }
      if character == "}" || character == "]" { depth -= 1 }
      if character == "\"" {
        var close = index + 1
        while close < block.count, block[close] != "\"" { close += block[close] == "\\" ? 2 : 1 }
        var after = close + 1
        while after < block.count, block[after] == " " { after += 1 }
        if depth == 1, after < block.count, block[after] == ":" { keys.insert(String(block[(index + 1)..<close])) }
        index = close
      }
      index += 1
    }
    return keys
  }

  /// `check` and `diff` are documented on pages of their own (Docs/check-report.md and
  /// Docs/diff-format.md), whose example documents must have exactly the keys the commands write.
  @Test func checkAndDiffJSONHaveTheKeysOfTheirPagesExamples() throws {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["ios13-default-style", "dimming-presentation"])
    let check = try CatalogProcess.run(["check", folder.path, "--format", "json"], in: folder.path)
    #expect(check.exitCode == 0, "\(check)")
    let checkKeys = try Self.exampleKeys(inPage: "check-report.md")
    #expect(checkKeys.count > 5)
    #expect(try Self.keys(of: check.stdout) == checkKeys)

    let left = folder.file("ios13-default-style.uikit-8.timeline")
    let right = folder.file("ios13-default-style.uikit-13.timeline")
    for arguments in [[left, right], ["ios13-default-style.yaml", "--profile", "uikit-8", "--against", "uikit-13"]] {
      let diff = try CatalogProcess.run(["diff"] + arguments + ["--format", "json"], in: folder.path)
      #expect(diff.exitCode == 1, "\(diff)")
      let diffKeys = try Self.exampleKeys(inPage: "diff-format.md")
      #expect(diffKeys.count > 5)
      // 'kinds' is written only with --kinds, as the page says.
      #expect(try Self.keys(of: diff.stdout) == diffKeys, "\(arguments)")
    }
  }
}
