/// The few ANSI escape sequences the renderings use when asked for colour.
///
/// Whether to colour is the caller's decision (the CLI looks at the terminal and its flags); the
/// renderings only wrap text, so the same call always returns the same bytes.
enum ANSIStyle: String {
  case bold = "\u{1B}[1m"
  case red = "\u{1B}[31m"
  case green = "\u{1B}[32m"
  case yellow = "\u{1B}[33m"
  case cyan = "\u{1B}[36m"

  static let reset = "\u{1B}[0m"

  /// `text` in this style when `enabled`, else `text` unchanged.
  func apply(_ text: String, if enabled: Bool) -> String {
    enabled && !text.isEmpty ? rawValue + text + ANSIStyle.reset : text
  }
}
