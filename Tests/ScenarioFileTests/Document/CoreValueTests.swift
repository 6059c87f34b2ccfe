import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// Plain scalars are typed by the YAML 1.2 core schema, and values are quoted briefly in messages.
@Suite(.tags(.small))
struct CoreValueTests {
  @Test(arguments: ["", "~", "null", "Null", "NULL"])
  func nullSpellings(text: String) {
    #expect(CoreValue(plain: text) == .null)
  }

  @Test(arguments: [
    ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false),
    ("FALSE", false),
  ])
  func booleanSpellings(text: String, value: Bool) {
    #expect(CoreValue(plain: text) == .bool(value))
  }

  @Test(arguments: [
    ("0", 0.0, true), ("-12", -12, true), ("+3", 3, true), ("0x1F", 31, true), ("0o17", 15, true),
    ("1.5", 1.5, false), ("-.5", -0.5, false), ("1.", 1, false), ("2e3", 2000, false),
    ("1E-3", 0.001, false),
    ("99999999999999999999", 1e20, true),
  ])
  func numberSpellings(text: String, value: Double, isInteger: Bool) {
    #expect(CoreValue(plain: text) == .number(value, isInteger: isInteger))
  }

  @Test func specialFloats() {
    #expect(CoreValue(plain: ".inf") == .number(.infinity, isInteger: false))
    #expect(CoreValue(plain: "-.Inf") == .number(-.infinity, isInteger: false))
    if case .number(let value, _) = CoreValue(plain: ".NaN") {
      #expect(value.isNaN)
    } else {
      Issue.record("not a number")
    }
  }

  @Test(arguments: [
    "yes", "no", "on", "off", "y", "1_000", "0x", "0b101", "1e", ".", "-", "1.2.3", "tRUE", "12:30",
    "0xG",
  ])
  func everythingElseIsText(text: String) {
    #expect(CoreValue(plain: text) == .string)
  }

  @Test func messagesQuoteValuesBriefly() {
    #expect(DocumentNode.quoted("yes") == "'yes'")
    #expect(DocumentNode.quoted("two\nlines") == "'two\\nlines'")
    #expect(
      DocumentNode.quoted(String(repeating: "a", count: 40)) == "'"
        + String(repeating: "a", count: 40) + "'")
    #expect(
      DocumentNode.quoted(String(repeating: "a", count: 41)) == "'"
        + String(repeating: "a", count: 39) + "…'")
  }
}
