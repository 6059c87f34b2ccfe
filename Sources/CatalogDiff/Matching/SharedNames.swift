import CatalogModel

/// Numbers for the strings of two timelines that are equal exactly when the strings are equal.
///
/// Static names are the same in every timeline and keep their raw value; a dynamic name never
/// spells a static string (`NameTable.intern` checks the static ones first), so dynamic strings
/// are numbered after them, through one dictionary shared by both timelines.
struct SharedNames {
  private let leftDynamic: [Int32]
  private let rightDynamic: [Int32]

  init(_ left: Timeline, _ right: Timeline) {
    var numbers: [String: Int32] = [:]
    func number(_ string: String) -> Int32 {
      if let number = numbers[string] { return number }
      let number = Int32(Name(dynamicIndex: numbers.count).raw)
      numbers[string] = number
      return number
    }
    leftDynamic = left.names.strings.map(number)
    rightDynamic = right.names.strings.map(number)
  }

  /// The number of a left timeline's name.
  func left(_ name: Name) -> Int32 {
    name.isStatic ? Int32(name.raw) : leftDynamic[name.dynamicIndex]
  }

  /// The number of a right timeline's name.
  func right(_ name: Name) -> Int32 {
    name.isStatic ? Int32(name.raw) : rightDynamic[name.dynamicIndex]
  }
}
