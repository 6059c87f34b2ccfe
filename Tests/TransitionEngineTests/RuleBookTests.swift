import CatalogTestSupport
import Foundation
import Testing

/// The rule book lives in the repository (`Docs/rules/`): every rule the code cites resolves to an
/// anchor there, and every link inside the rule book resolves.
@Suite(.tags(.small))
struct RuleBookTests {
  static let root = fixturesFolder.deletingLastPathComponent()
  static let rules = root.appendingPathComponent("Docs/rules")

  /// `<a id="…"></a>` anchors of every page, by page.
  static func anchors() throws -> [String: Set<String>] {
    var anchors: [String: Set<String>] = [:]
    for page in try FileManager.default.contentsOfDirectory(atPath: rules.path) where page.hasSuffix(".md") {
      let text = try String(contentsOf: rules.appendingPathComponent(page), encoding: .utf8)
      anchors[page] = Set(matches(of: #"<a id="([^"]+)"></a>"#, in: text))
    }
    return anchors
  }

  static func matches(of pattern: String, in text: String, group: Int = 1) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range(at: group), in: text).map { String(text[$0]) }
    }
  }

  /// The anchors a piece of text cites: `rule 2.4` → `rule-2.4`, `rule 8` → `section-8`, `E9` →
  /// `e9`, `Q2` → `q2`, `A.4` / `Appendix A item 4` → `a-4`.
  static func citations(in text: String) -> Set<String> {
    var cited: Set<String> = []
    for match in matches(of: #"(?i)\brules? (\d{1,2}(?:\.\d{1,2})?)\b"#, in: text) {
      cited.insert(match.contains(".") ? "rule-\(match)" : "section-\(match)")
    }
    for match in matches(of: #"(?<![A-Za-z0-9_.])E(1[0-2]|[1-9])(?![0-9A-Za-z_])"#, in: text) {
      cited.insert("e\(match)")
    }
    for match in matches(of: #"(?<![A-Za-z0-9_.])Q(1[0-8]|[1-9])(?![0-9A-Za-z_])"#, in: text) {
      cited.insert("q\(match)")
    }
    for match in matches(of: #"(?<![A-Za-z0-9_])A\.([1-8])(?![0-9])"#, in: text) { cited.insert("a-\(match)") }
    for match in matches(of: #"Appendix A item (\d)"#, in: text) { cited.insert("a-\(match)") }
    return cited
  }

  static func swiftFiles(under folder: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  @Test func everyRuleTheSourcesCiteHasAnAnchor() throws {
    let known = try Self.anchors().values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var missing: [String] = []
    var count = 0
    for file in Self.swiftFiles(under: "Sources") {
      let text = try String(contentsOf: file, encoding: .utf8)
      let cited = Self.citations(in: text)
      count += cited.count
      for anchor in cited.sorted() where !known.contains(anchor) {
        missing.append("\(file.lastPathComponent): \(anchor)")
      }
    }
    #expect(count > 100, "the scan found only \(count) citations; is it reading Sources/?")
    #expect(missing.isEmpty, "cited in Sources/ but not anchored in Docs/rules/: \(missing.joined(separator: ", "))")
  }

  @Test func everyLinkInTheRuleBookResolves() throws {
    let anchors = try Self.anchors()
    var broken: [String] = []
    for (page, _) in anchors {
      let text = try String(contentsOf: Self.rules.appendingPathComponent(page), encoding: .utf8)
      for target in Self.matches(of: #"\]\(([^)\s]+)\)"#, in: text) where !target.hasPrefix("http") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0].isEmpty ? page : parts[0]
        let url = Self.rules.appendingPathComponent(file).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
          broken.append("\(page): \(target) (no file)")
          continue
        }
        if parts.count == 2, url.deletingLastPathComponent() == Self.rules.standardizedFileURL,
          !(anchors[url.lastPathComponent] ?? []).contains(parts[1])
        {
          broken.append("\(page): \(target) (no anchor)")
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.sorted().joined(separator: "\n"))")
  }

  @Test func theScanFindsEveryCitationForm() {
    #expect(
      Self.citations(in: "// Rule 2.4 step 6, rule 8, E9 and E12, Q2, Appendix A item 4, A.7; not E2E or FQ3")
        == ["rule-2.4", "section-8", "e9", "e12", "q2", "a-4", "a-7"])
  }

  @Test func aCitationWithoutAnAnchorIsFound() throws {
    let known = try Self.anchors().values.reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(!known.contains("rule-2.99"))
    #expect(Self.citations(in: "/// Rule 2.99").subtracting(known) == ["rule-2.99"])
  }
}
