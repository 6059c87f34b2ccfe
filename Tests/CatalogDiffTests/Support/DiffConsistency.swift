import CatalogModel
import Testing

@testable import CatalogDiff

/// Checks that a diff is a valid edit script of its two timelines, whatever its quality.
enum DiffConsistency {
  /// Walks both timelines along the hunks: events between hunks must be equal one to one, every
  /// event appears exactly once, indices increase on both sides, context lines are equal events and
  /// changed lines share receiver and call.
  static func check(_ diff: TimelineDiff, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let left = diff.left
    let right = diff.right
    let ignoringTime = diff.options.ignoreTime
    var nextLeft = 0
    var nextRight = 0
    func skipEqual(toLeft target: Int) {
      while nextLeft < target {
        #expect(
          left.eventsEqual(nextLeft, right, nextRight, ignoringTime: ignoringTime),
          sourceLocation: sourceLocation)
        nextLeft += 1
        nextRight += 1
      }
    }
    for hunk in diff.hunks {
      skipEqual(toLeft: hunk.leftRange.lowerBound)
      #expect(
        nextRight == hunk.rightRange.lowerBound, "hunk \(hunk.header) starts off",
        sourceLocation: sourceLocation)
      #expect(!hunk.lines.isEmpty, sourceLocation: sourceLocation)
      for line in hunk.lines {
        if let i = line.left {
          #expect(
            i == nextLeft, "left \(i) out of order in \(hunk.header)",
            sourceLocation: sourceLocation)
          nextLeft = i + 1
        }
        if let j = line.right {
          #expect(
            j == nextRight, "right \(j) out of order in \(hunk.header)",
            sourceLocation: sourceLocation)
          nextRight = j + 1
        }
        switch line {
        case .context(let i, let j):
          #expect(
            left.eventsEqual(i, right, j, ignoringTime: ignoringTime),
            sourceLocation: sourceLocation)
        case .changed(let i, let j, let parts):
          #expect(!parts.isEmpty, sourceLocation: sourceLocation)
          #expect(
            left.string(left.events[i].receiver) == right.string(right.events[j].receiver),
            sourceLocation: sourceLocation)
          #expect(
            left.string(left.events[i].call) == right.string(right.events[j].call),
            sourceLocation: sourceLocation)
        case .removed, .added:
          break
        }
      }
      #expect(
        nextLeft == hunk.leftRange.upperBound, "hunk \(hunk.header) ends off",
        sourceLocation: sourceLocation)
      #expect(
        nextRight == hunk.rightRange.upperBound, "hunk \(hunk.header) ends off",
        sourceLocation: sourceLocation)
    }
    #expect(
      left.count - nextLeft == right.count - nextRight, "the tails differ in length",
      sourceLocation: sourceLocation)
    skipEqual(toLeft: left.count)
  }
}
