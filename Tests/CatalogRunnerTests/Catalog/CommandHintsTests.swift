import Testing

@testable import CatalogRunner

/// `CommandHints.adding(_:to:quote:)` puts the option at the end of every quoted `catalog`
/// command, and nowhere else.
@Suite(.tags(.small))
struct CommandHintsTests {
  @Test func everyQuotedCommandGetsTheOption() {
    let text = "'catalog accept --group 1' accepts; 'catalog check --accept' too; 'diff' and catalog alone do not.\n"
    #expect(
      CommandHints.adding(" --db c.sqlite", to: text)
        == "'catalog accept --group 1 --db c.sqlite' accepts; 'catalog check --accept --db c.sqlite' too; "
        + "'diff' and catalog alone do not.\n")
  }

  @Test func backticksQuoteCommandsInMarkdown() {
    #expect(
      CommandHints.adding(" --db é.sqlite", to: "Run `catalog review` — then `catalog accept --all`.", quote: "`")
        == "Run `catalog review --db é.sqlite` — then `catalog accept --all --db é.sqlite`.")
  }

  @Test func noOptionOrNoCommandLeavesTheTextAsItIs() {
    #expect(CommandHints.adding("", to: "'catalog check'") == "'catalog check'")
    #expect(CommandHints.adding(" --db x", to: "nothing to run — ünïcode") == "nothing to run — ünïcode")
    #expect(CommandHints.adding(" --db x", to: "'catalog unterminated") == "'catalog unterminated")
  }
}
