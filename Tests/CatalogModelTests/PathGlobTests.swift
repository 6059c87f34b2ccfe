import CatalogModel
import Testing

/// Issue 26 item 1: the `include` and `exclude` patterns of `catalog.yaml`.
@Suite(.tags(.small))
struct PathGlobTests {
  @Test(arguments: [
    ("ui/**", "ui/flows/checkout.yaml", true), ("ui/**", "other/ui/a.yaml", false),
    ("**/drafts/**", "ui/drafts/a.yaml", true), ("drafts/", "ui/drafts/a.yaml", true),
    ("drafts/", "drafts/a.yaml", true),
    ("*.json", "ui/flows/legacy.json", true), ("*.json", "ui/flows/legacy.yaml", false),
    ("ui/*.yaml", "ui/flows/checkout.yaml", false), ("ui/*.yaml", "ui/checkout.yaml", true),
    ("ui/**/x?.yaml", "ui/a/b/x1.yaml", true), ("ui/**/x?.yaml", "ui/x12.yaml", false),
    ("./ui/flows/*", "ui/flows/a.yaml", true),
  ])
  func patternsMatchPathsAsGitignoreDoes(pattern: String, path: String, matches: Bool) throws {
    #expect(try PathGlob(pattern).matches(path) == matches, "\(pattern) \(path)")
  }

  @Test(arguments: ["", "/abs/**", "ui/../x", "a**/b"])
  func aMalformedPatternIsRefused(pattern: String) {
    #expect(throws: PathGlob.Problem.self) { try PathGlob(pattern) }
  }
}
