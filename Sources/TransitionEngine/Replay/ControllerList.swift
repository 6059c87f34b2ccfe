/// Controller indices in the order a walk of the hierarchy met them (`visibleTree(_:)`,
/// `layerMembers(_:)`, …), the first few stored inline.
///
/// The engine walks small trees on nearly every event: as arrays, their allocations were about 5%
/// of its time. Up to `inlineCapacity` indices need no allocation; more go to an array.
struct ControllerList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable {
  static let inlineCapacity = 6
  private var inline: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
  private var inlineCount = 0
  /// The indices past the inline ones; nil until there are any, so that copying a short list
  /// retains nothing.
  private var overflow: [Int]?

  init() {}

  /// A list of one controller (without the array a literal's variadic arguments make).
  init(_ first: Int) {
    inline.0 = first
    inlineCount = 1
  }

  init(arrayLiteral elements: Int...) {
    for element in elements { append(element) }
  }

  init<S: Sequence>(_ elements: S) where S.Element == Int {
    for element in elements { append(element) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { inlineCount + (overflow?.count ?? 0) }

  subscript(position: Int) -> Int {
    precondition(position >= 0 && position < endIndex, "index \(position) out of range")
    switch position {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    case 3: return inline.3
    case 4: return inline.4
    case 5: return inline.5
    default: return overflow.map { $0[position - Self.inlineCapacity] } ?? 0
    }
  }

  mutating func append(_ element: Int) {
    guard inlineCount < Self.inlineCapacity else {
      var rest = overflow ?? []
      overflow = nil  // `rest` is then the array's only owner: the append does not copy it
      rest.append(element)
      overflow = rest
      return
    }
    switch inlineCount {
    case 0: inline.0 = element
    case 1: inline.1 = element
    case 2: inline.2 = element
    case 3: inline.3 = element
    case 4: inline.4 = element
    default: inline.5 = element
    }
    inlineCount += 1
  }

  /// Whether an index satisfies `predicate`: by position, where `Sequence`'s version copies the
  /// list into an iterator.
  func contains(where predicate: (Int) throws -> Bool) rethrows -> Bool {
    for position in 0..<endIndex where try predicate(self[position]) { return true }
    return false
  }

  /// The first non-nil result of `transform` over the indices in order: by position, without an
  /// iterator or an intermediate array (`compactMap(_:).first`).
  func firstMap<T>(_ transform: (Int) throws -> T?) rethrows -> T? {
    for position in 0..<endIndex {
      if let value = try transform(self[position]) { return value }
    }
    return nil
  }

  /// Removes the indices that `shouldBeRemoved` selects, keeping the others in order.
  mutating func removeAll(where shouldBeRemoved: (Int) throws -> Bool) rethrows {
    var kept = ControllerList()
    for position in indices where try !shouldBeRemoved(self[position]) { kept.append(self[position]) }
    self = kept
  }

  static func == (lhs: ControllerList, rhs: ControllerList) -> Bool { lhs.elementsEqual(rhs) }
}
