import Testing

@testable import CatalogDiff

/// The Myers core: its matches form a longest common subsequence, and stay valid when cut short.
struct SequenceMatcherTests {
  /// A small deterministic generator, so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func sequence(maxLength: Int, alphabet: Int) -> [Int32] {
      (0..<next(below: maxLength + 1)).map { _ in Int32(next(below: alphabet)) }
    }
  }

  /// The length of a longest common subsequence, by dynamic programming.
  static func lcsLength(_ a: [Int32], _ b: [Int32]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The matched pairs, after checking they increase on both sides and pair equal elements.
  static func validPairs(_ matcher: SequenceMatcher, _ a: [Int32], _ b: [Int32]) -> Int {
    var count = 0
    var lastB = -1
    for (i, match) in matcher.matchOfA.enumerated() where match >= 0 {
      #expect(Int(match) > lastB, "matches cross at a[\(i)]")
      #expect(a[i] == b[Int(match)], "a[\(i)] is matched with a different element")
      lastB = Int(match)
      count += 1
    }
    return count
  }

  @Test(arguments: [2, 3, 5, 12])
  func matchesAreALongestCommonSubsequence(alphabet: Int) {
    var generator = Generator(state: UInt64(alphabet))
    for _ in 0..<300 {
      let a = generator.sequence(maxLength: 40, alphabet: alphabet)
      let b = generator.sequence(maxLength: 40, alphabet: alphabet)
      let matcher = SequenceMatcher(a, b, budget: 1_000_000)
      #expect(Self.validPairs(matcher, a, b) == Self.lcsLength(a, b), "a: \(a), b: \(b)")
    }
  }

  @Test func aSmallEditStepCapStillGivesValidMatches() {
    var generator = Generator(state: 7)
    for _ in 0..<200 {
      let a = generator.sequence(maxLength: 60, alphabet: 4)
      let b = generator.sequence(maxLength: 60, alphabet: 4)
      let matcher = SequenceMatcher(a, b, budget: 1_000_000, dCap: 2)
      #expect(Self.validPairs(matcher, a, b) <= Self.lcsLength(a, b))
    }
  }

  @Test func anExhaustedBudgetStillGivesValidMatches() {
    var generator = Generator(state: 11)
    for budget in [0, 1, 5, 50, 500] {
      let a = generator.sequence(maxLength: 200, alphabet: 3)
      let b = generator.sequence(maxLength: 200, alphabet: 3)
      let matcher = SequenceMatcher(a, b, budget: budget)
      #expect(Self.validPairs(matcher, a, b) <= Self.lcsLength(a, b))
    }
  }

  @Test func identicalAndDisjointSequences() {
    let a: [Int32] = [1, 2, 3, 4]
    #expect(SequenceMatcher(a, a, budget: 100).matchOfA == [0, 1, 2, 3])
    #expect(SequenceMatcher(a, [5, 6], budget: 100).matchOfA == [-1, -1, -1, -1])
    #expect(SequenceMatcher([], a, budget: 100).matchOfA == [])
  }
}
