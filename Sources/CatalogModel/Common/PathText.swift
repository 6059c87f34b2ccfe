/// A file path taken apart as text, without Foundation's `NSString` path functions, which trap
/// on some one-character paths (`(“p” as NSString).deletingLastPathComponent`).
///
/// For example:
/// ```swift
/// PathText.folder(of: "out/junit.xml")   // "out"
/// PathText.folder(of: "junit.xml")       // ""
/// PathText.name(of: "out/junit.xml")     // "junit.xml"
/// PathText.join("out", "junit.xml")      // "out/junit.xml"
/// ```
public enum PathText {
  /// Everything before the last `/` (`"/"` for a file at the root), or `""` for a bare name.
  public static func folder(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// What follows the last `/` (trailing slashes ignored).
  public static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` in `folder`; `name` alone when the folder is empty or `name` is absolute.
  public static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty || name.hasPrefix("/") { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
