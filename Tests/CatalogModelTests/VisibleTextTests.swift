import Testing

@testable import CatalogModel

/// `VisibleText.forTerminal`: what a terminal would act on is written out; everything else,
/// long or short, comes back as it is.
@Suite(.tags(.small))
struct VisibleTextTests {
  @Test(arguments: [
    "plain text", "a\ttab and a\nline feed", "é, ü, 漢字 and 🙂", "\u{00A0}no-break space (C2 A0)",
    "\u{2028} a line separator (E2 80 A8)", String(repeating: "a long line of a diff ", count: 5_000),
  ])
  func textWithNothingToEscapeComesBackAsItIs(text: String) {
    #expect(VisibleText.forTerminal(text, keepingStyles: false) == text)
    #expect(VisibleText.forTerminal(text, keepingStyles: true) == text)
  }

  @Test(arguments: [
    ("a\u{7F}b", "a\\u{7F}b"), ("a\rb", "a\\u{D}b"), ("\u{85}next line (C2 85)", "\\u{85}next line (C2 85)"),
    ("\u{202E}override", "\\u{202E}override"), ("isolate\u{2066}", "isolate\\u{2066}"),
    ("title\u{1B}]0;x\u{07}", "title\\u{1B}]0;x\\u{7}"),
  ])
  func controlsAreWrittenOut(text: String, shown: String) {
    #expect(VisibleText.forTerminal(text, keepingStyles: false) == shown)
    let long = String(repeating: "x", count: 10_000) + text
    #expect(VisibleText.forTerminal(long, keepingStyles: false).hasSuffix(shown))
  }

  /// `escaped`, whose printable ASCII comes back at once: the bytes either side of that range
  /// are still looked at, and only the hidden ones written out.
  @Test(arguments: [
    (" ~ printable", " ~ printable", " ~ printable"), ("a\u{1F}b", "a\\u{1F}b", "a\\u{1F}b"),
    ("a\u{7F}b", "a\\u{7F}b", "a\\u{7F}b"), ("é\u{80}", "é\\u{80}", "é\\u{80}"),
    ("tab\there", "tab\\u{9}here", "tab\there"),
    ("line\r\n", "line\\u{D}\\u{A}", "line\r\n"), ("\u{2069}end", "\\u{2069}end", "\\u{2069}end"),
  ])
  func escapedLooksAtEveryByteOutsidePrintableASCII(text: String, shown: String, keepingLines: String) {
    #expect(VisibleText.escaped(text) == shown)
    #expect(VisibleText.escaped(text, keepingLines: true) == keepingLines)
  }

  @Test func stylesStayOnlyWhenKept() {
    let red = "\u{1B}[1;31mred\u{1B}[0m"
    #expect(VisibleText.forTerminal(red, keepingStyles: true) == red)
    #expect(VisibleText.forTerminal(red, keepingStyles: false) == "\\u{1B}[1;31mred\\u{1B}[0m")
  }
}
