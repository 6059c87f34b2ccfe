import CatalogRunner

/// The columns of the reports' text tables, laid out by hand.
enum TextColumn {
  /// `text` filled with spaces to `width` characters, or followed by one space when it is as wide
  /// or wider, so that the next column never touches it.
  ///
  /// For example, `pad("uikit-8", 10)` is `"uikit-8   "`.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
