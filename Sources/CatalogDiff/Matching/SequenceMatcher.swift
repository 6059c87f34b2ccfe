/// A longest common subsequence of two integer sequences, by Myers' O(ND) algorithm in its
/// linear-space form (the "middle snake" divide and conquer, Myers 1986 section 4b).
///
/// The sequences are class numbers (`EventClasses`), so comparing two elements is comparing two
/// integers. Each subproblem first strips its common prefix and suffix, then looks for the middle
/// snake of an optimal path and splits there; memory stays O(N + M) whatever the number of edits.
///
/// Work is metered in `budget` (diagonals visited plus elements compared). A search that needs more
/// than `dCap` edit steps, or that exhausts the budget, splits at the furthest point it reached
/// instead (the heuristic GNU diff uses for "too expensive" files); once the budget is spent, every
/// remaining subproblem becomes a plain replacement. The result is then still a valid edit script,
/// only no longer minimal, and its cost is bounded: two completely different 100,000-element
/// sequences cannot take seconds.
struct SequenceMatcher {
  /// For each index of `a`, the index of `b` it is matched with, or -1 when it is removed.
  let matchOfA: [Int32]
  /// Work units left; may end below zero by at most one step's work.
  let budget: Int

  /// Matches `a` against `b`.
  ///
  /// - Parameters:
  ///   - budget: work units allowed; about one unit per diagonal visited or element compared.
  ///   - dCap: the most edit steps in each direction of one middle-snake search.
  init(_ a: [Int32], _ b: [Int32], budget: Int, dCap: Int = 4096) {
    let dCap = max(1, min(dCap, (a.count + b.count + 1) / 2))
    var matches = [Int32](repeating: -1, count: a.count)
    var remaining = budget
    a.withUnsafeBufferPointer { aBuffer in
      b.withUnsafeBufferPointer { bBuffer in
        matches.withUnsafeMutableBufferPointer { matchBuffer in
          Self.run(aBuffer, bBuffer, into: matchBuffer, budget: &remaining, dCap: dCap)
        }
      }
    }
    matchOfA = matches
    self.budget = remaining
  }

  // MARK: - Divide and conquer

  private static func run(
    _ a: UnsafeBufferPointer<Int32>, _ b: UnsafeBufferPointer<Int32>,
    into matches: UnsafeMutableBufferPointer<Int32>, budget: inout Int, dCap: Int
  ) {
    let size = 2 * dCap + 3
    var forward = [Int](repeating: -1, count: size)
    var backward = [Int](repeating: -1, count: size)
    var pending: [(aLo: Int, aHi: Int, bLo: Int, bHi: Int)] = [(0, a.count, 0, b.count)]
    forward.withUnsafeMutableBufferPointer { v1 in
      backward.withUnsafeMutableBufferPointer { v2 in
        while let range = pending.popLast() {
          var (aLo, aHi, bLo, bHi) = range
          let start = aLo
          while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
            matches[aLo] = Int32(bLo)
            aLo += 1
            bLo += 1
          }
          while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] {
            aHi -= 1
            bHi -= 1
            matches[aHi] = Int32(bHi)
          }
          budget -= 1 + (aLo - start) + (range.aHi - aHi)
          guard aLo < aHi, bLo < bHi, budget > 0 else { continue }
          guard
            let (x, y) = middleSplit(
              a, aLo, aHi, b, bLo, bHi, v1, v2, budget: &budget, dCap: dCap)
          else { continue }
          // A split at a corner would not shrink the problem; it cannot come out of the search,
          // but if it did, the range is left as a replacement rather than looping.
          guard (x > aLo || y > bLo) && (x < aHi || y < bHi) else { continue }
          pending.append((x, aHi, y, bHi))
          pending.append((aLo, x, bLo, y))
        }
      }
    }
  }

  /// Where to split the problem from (aLo, bLo) to (aHi, bHi).
  ///
  /// The split is a point of an optimal path; when the search is cut short (by `dCap` or the
  /// budget) it is the furthest point either direction reached instead; nil means no split helps
  /// and the ranges are left as a replacement.
  ///
  /// Adapted from the bisection in diff-match-patch: the forward and backward searches alternate,
  /// and the first overlap of a forward and a backward furthest-reaching path gives the split.
  /// `v1` and `v2` hold `2 * dCap + 3` slots indexed by diagonal plus `dCap + 1`; slots are
  /// initialized lazily, two per step, so a search costs O(D) setup and not O(N).
  private static func middleSplit(
    _ a: UnsafeBufferPointer<Int32>, _ aLo: Int, _ aHi: Int,
    _ b: UnsafeBufferPointer<Int32>, _ bLo: Int, _ bHi: Int,
    _ v1: UnsafeMutableBufferPointer<Int>, _ v2: UnsafeMutableBufferPointer<Int>,
    budget: inout Int, dCap: Int
  ) -> (Int, Int)? {
    let n = aHi - aLo
    let m = bHi - bLo
    let maxD = (n + m + 1) / 2
    let dLimit = min(maxD, dCap)
    let offset = dCap + 1
    let delta = n - m
    let front = delta & 1 != 0
    for k in -1...1 {
      v1[offset + k] = -1
      v2[offset + k] = -1
    }
    v1[offset + 1] = 0
    v2[offset + 1] = 0
    var k1start = 0
    var k1end = 0
    var k2start = 0
    var k2end = 0
    var lastD = 0
    for d in 0..<dLimit {
      lastD = d
      if d > 0 {
        v1[offset - d - 1] = -1
        v1[offset + d + 1] = -1
        v2[offset - d - 1] = -1
        v2[offset + d + 1] = -1
      }
      var work = 0
      // Forward paths, from the top left corner.
      var k1 = -d + k1start
      while k1 <= d - k1end {
        let slot = offset + k1
        var x1 =
          (k1 == -d || (k1 != d && v1[slot - 1] < v1[slot + 1])) ? v1[slot + 1] : v1[slot - 1] + 1
        var y1 = x1 - k1
        let x0 = x1
        while x1 < n, y1 < m, a[aLo + x1] == b[bLo + y1] {
          x1 += 1
          y1 += 1
        }
        work += 1 + x1 - x0
        v1[slot] = x1
        if x1 > n {
          k1end += 2
        } else if y1 > m {
          k1start += 2
        } else if front {
          let k2 = delta - k1
          if abs(k2) <= d + 1, v2[offset + k2] != -1, x1 >= n - v2[offset + k2] {
            budget -= work
            return (aLo + x1, bLo + y1)
          }
        }
        k1 += 2
      }
      // Backward paths, from the bottom right corner (x2 counts from the end).
      var k2 = -d + k2start
      while k2 <= d - k2end {
        let slot = offset + k2
        var x2 =
          (k2 == -d || (k2 != d && v2[slot - 1] < v2[slot + 1])) ? v2[slot + 1] : v2[slot - 1] + 1
        var y2 = x2 - k2
        let x0 = x2
        while x2 < n, y2 < m, a[aHi - 1 - x2] == b[bHi - 1 - y2] {
          x2 += 1
          y2 += 1
        }
        work += 1 + x2 - x0
        v2[slot] = x2
        if x2 > n {
          k2end += 2
        } else if y2 > m {
          k2start += 2
        } else if !front {
          let k1 = delta - k2
          if abs(k1) <= d + 1, v1[offset + k1] != -1 {
            let x1 = v1[offset + k1]
            if x1 >= n - x2 {
              budget -= work
              return (aLo + x1, bLo + x1 - k1)
            }
          }
        }
        k2 += 2
      }
      budget -= work
      if budget <= 0 { break }
    }
    return furthestPoint(n: n, m: m, d: lastD, v1, v2, offset: offset)
      .map { (aLo + $0.0, bLo + $0.1) }
  }

  /// The point furthest from its corner that either search reached after `d` steps: a valid,
  /// not necessarily optimal, place to split a search that was cut short.
  private static func furthestPoint(
    n: Int, m: Int, d: Int, _ v1: UnsafeMutableBufferPointer<Int>,
    _ v2: UnsafeMutableBufferPointer<Int>, offset: Int
  ) -> (Int, Int)? {
    var best: (x: Int, y: Int)?
    var bestProgress = 0
    for k in stride(from: -d, through: d, by: 2) {
      let x1 = v1[offset + k]
      let y1 = x1 - k
      if x1 >= 0, x1 <= n, y1 >= 0, y1 <= m, x1 + y1 > bestProgress {
        best = (x1, y1)
        bestProgress = x1 + y1
      }
      let x2 = v2[offset + k]
      let y2 = x2 - k
      if x2 >= 0, x2 <= n, y2 >= 0, y2 <= m, x2 + y2 > bestProgress {
        best = (n - x2, m - y2)
        bestProgress = x2 + y2
      }
    }
    guard let best, best.x + best.y > 0, best.x + best.y < n + m else { return nil }
    return (best.x, best.y)
  }
}
