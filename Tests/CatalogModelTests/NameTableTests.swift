import Testing

@testable import CatalogModel

/// `NameTable.intern(_:)`: static names stay static, every other string gets one dynamic name, in
/// interning order, however the static table's filter and the one-lookup insertion find it.
@Suite(.tags(.small))
struct NameTableTests {
  @Test func everyStaticStringInternsAsItsStaticName() {
    var table = NameTable()
    for (offset, string) in StaticNames.strings.enumerated() {
      let name = table.intern(string)
      #expect(name.isStatic, "\(string)")
      #expect(name.raw == StaticNames.firstWithSameText[offset], "\(string)")
    }
    #expect(table.strings.isEmpty)
  }

  @Test func aDynamicStringGetsOneNameInInterningOrder() {
    var table = NameTable()
    table.reserveCapacity(2)
    let strings = ["A", "pc:A", "", "animator:nav/B", "viewWillAppearX", "UIKi", "é", "A"]
    let names = strings.map { table.intern($0) }
    #expect(names.allSatisfy { !$0.isStatic })
    #expect(names[0] == names[7])
    #expect(table.strings == ["A", "pc:A", "", "animator:nav/B", "viewWillAppearX", "UIKi", "é"])
    for (string, name) in zip(strings, names) {
      #expect(table[name] == string)
      #expect(name.dynamicIndex == table.strings.firstIndex(of: string))
      #expect(Name(dynamicIndex: name.dynamicIndex) == name)
    }
    #expect(!Name(dynamicIndex: 0).isStatic)
  }

  /// A string Swift finds equal to a static name in other bytes (a Kelvin sign for the `K` of
  /// `UIKit`) is that static name, as a dictionary lookup alone made it.
  @Test func aCanonicallyEqualStringInternsAsTheStaticName() {
    var table = NameTable()
    #expect(table.intern("UI\u{212A}it") == StaticNames.uiKit)
    #expect(StaticNames.mayContain("UI\u{212A}it"))
    #expect(table.strings.isEmpty)
  }

  /// `existingName(_:)` finds what `intern(_:)` gave, static or dynamic, and interns nothing.
  @Test func anExistingNameIsFoundWithoutInterning() {
    var table = NameTable()
    let dynamic = table.intern("keep")
    #expect(table.existingName("keep") == dynamic)
    #expect(table.existingName("UIKit") == StaticNames.uiKit)
    #expect(table.existingName("UI\u{212A}it") == StaticNames.uiKit)
    #expect(table.existingName(Member.viewWillAppear.name)?.isStatic == true)
    #expect(table.existingName("kept") == nil)
    #expect(table.strings == ["keep"])
  }

  /// The filter on length and first byte lets every static string through and keeps out strings
  /// no static name has the length and first byte of.
  @Test func theStaticFilterNeverRejectsAStaticString() {
    for string in StaticNames.strings { #expect(StaticNames.mayContain(string), "\(string)") }
    #expect(!StaticNames.mayContain(String(repeating: "~", count: 5)))
  }
}
