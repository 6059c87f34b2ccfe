/// A pattern over the `/`-separated paths of files inside a folder, as `catalog.yaml`'s `include`
/// and `exclude` write them (Docs/folder-configuration.md): `*` is any run of characters within
/// one path part, `?` one such character, `**` any number of whole parts (none included), and
/// every other character itself. A pattern without a `/` (other than a last one, which makes it
/// a folder: `drafts/`) matches in any folder, as `.gitignore` patterns do.
///
/// For example:
/// ```swift
/// try PathGlob("ui/**").matches("ui/flows/checkout.yaml")        // true
/// try PathGlob("**/drafts/**").matches("ui/drafts/a.yaml")       // true
/// try PathGlob("*.json").matches("ui/flows/legacy.json")         // true: no '/', any folder
/// try PathGlob("ui/*.yaml").matches("ui/flows/checkout.yaml")    // false: '*' stays in one part
/// ```
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  /// The pattern's parts, anchored at the folder (a pattern without `/` gets a leading `**`).
  private let parts: [String]

  /// Reads `pattern`.
  ///
  /// - Throws: `PathGlob.Problem` for an empty pattern, an absolute one, one that climbs out of
  ///   the folder (`..`), and a `**` that shares its part with other characters (`a**`).
  public init(_ pattern: String) throws(Problem) {
    self.pattern = pattern
    var text = Substring(pattern)
    if text.hasPrefix("./") { text = text.dropFirst(2) }
    // A slash at the start or in the middle anchors the pattern at the folder, as in
    // `.gitignore`; one at the end only says "a folder" (`drafts/` is any folder named drafts).
    var anchored = text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
    if text.hasPrefix("/") { anchored = true }
    if text.hasSuffix("/") { text = text + "**" }
    guard !text.isEmpty else { throw Problem("a pattern is empty; write one such as 'ui/**' or '*.yaml'") }
    guard !text.hasPrefix("/") else {
      throw Problem("'\(pattern)' is absolute; patterns are relative to the folder of catalog.yaml, such as 'ui/**'")
    }
    let split = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    for part in split {
      if part == ".." { throw Problem("'\(pattern)' climbs out of the folder ('..'); patterns stay inside it") }
      if part.contains("**") && part != "**" {
        throw Problem("'\(pattern)': '**' stands for whole folders and must be a part of its own, as in 'ui/**/x.yaml'")
      }
    }
    parts = anchored ? split : ["**"] + split
  }

  public var description: String { pattern }

  /// Whether `path` (relative to the folder, `/`-separated) matches.
  public func matches(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return Self.match(parts[...], names[...])
  }

  private static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return names.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = names
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let name = names.first, matchPart(Array(first), Array(name)) else { return false }
    return match(pattern.dropFirst(), names.dropFirst())
  }

  /// `*` and `?` within one part, by characters.
  private static func matchPart(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0
    var n = 0
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Why a pattern cannot be read.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
      self.description = description
    }
  }
}
