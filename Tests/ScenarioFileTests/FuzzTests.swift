import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import ScenarioFile

/// Thousands of random and mutated inputs: reading never crashes, never hangs, and either fails
/// with sorted, positioned problems or returns a scenario whose references are all in range.
@Suite(.tags(.medium))
struct FuzzTests {
  typealias Generator = SplitMix64

  static let seeds = [
    CompleteScenarioTests.yaml, JSONConformanceTests.json, minimal(), MultipleProblemsTests.broken,
  ]
  static let significant =
    Array(":-[]{},&*!|>?#'\"\n \t%@`0.+~").map(String.init) + [
      "---", "<<", "\u{FEFF}", "é", "\r\n",
    ]

  /// One mutation of `text`: flips, insertions, deletions, repeated or swapped lines, truncation.
  static func mutate(_ text: String, using generator: inout Generator) -> String {
    var scalars = Array(text.unicodeScalars)
    let mutations = Int.random(in: 1...4, using: &generator)
    for _ in 0..<mutations {
      let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &generator)
      switch Int.random(in: 0..<7, using: &generator) {
      case 0 where !scalars.isEmpty:
        scalars.remove(at: position)
      case 1:
        let insert = significant.randomElement(using: &generator) ?? ":"
        scalars.insert(contentsOf: insert.unicodeScalars, at: position)
      case 2 where !scalars.isEmpty:
        scalars[position] = Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))
      case 3:
        scalars = Array(scalars.prefix(position))
      case 4:
        var lines = String(String.UnicodeScalarView(scalars)).components(separatedBy: "\n")
        if lines.count > 1 {
          let i = Int.random(in: 0..<lines.count, using: &generator)
          let j = Int.random(in: 0..<lines.count, using: &generator)
          if Bool.random(using: &generator) {
            lines.swapAt(i, j)
          } else {
            lines.insert(lines[i], at: j)
          }
        }
        scalars = Array(lines.joined(separator: "\n").unicodeScalars)
      case 5 where !scalars.isEmpty:
        let end = min(scalars.count, position + Int.random(in: 1...40, using: &generator))
        scalars.insert(contentsOf: scalars[position..<end], at: position)
      default:
        scalars.insert(
          contentsOf: String(repeating: " ", count: Int.random(in: 1...8, using: &generator))
            .unicodeScalars, at: position)
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Checks what reading `text` produced, whatever it was.
  static func check(_ text: String, path: String, seed: UInt64) {
    do {
      let scenario = try ScenarioFile.parse(text, path: path).scenario
      let count = scenario.controllers.count
      #expect(scenario.controllers.indices.contains(scenario.window.index), "seed \(seed)")
      #expect(!scenario.steps.isEmpty, "seed \(seed)")
      for controller in scenario.controllers {
        #expect(controller.children.allSatisfy { $0.index < count }, "seed \(seed)")
        if let delegate = controller.properties.transitioningDelegate {
          #expect(delegate.index < scenario.transitioningDelegates.count, "seed \(seed)")
        }
        if let delegate = controller.properties.presentationControllerDelegate {
          #expect(delegate.index < scenario.adaptiveDelegates.count, "seed \(seed)")
        }
      }
    } catch {
      #expect(!error.diagnostics.isEmpty, "seed \(seed)")
      #expect(error.diagnostics == error.diagnostics.sorted(), "seed \(seed)")
      #expect(
        error.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 },
        "seed \(seed)")
    }
  }

  /// A fixed number of mutated inputs (about a second), not a time budget: the same inputs on a
  /// loaded CI machine as on a fast laptop.
  @Test func mutatedScenariosNeverCrash() {
    var generator = SplitMix64(seed: 20_251_122)
    for count in 0..<1000 {
      let seed = generator.state
      let base = Self.seeds[count % Self.seeds.count]
      let path = base == JSONConformanceTests.json ? "fuzz.json" : "fuzz.yaml"
      Self.check(Self.mutate(base, using: &generator), path: path, seed: seed)
    }
  }

  @Test func randomBytesNeverCrash() throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    var generator = SplitMix64(seed: 7)
    var count = 0
    while count < 3000 && clock.now < deadline {
      let seed = generator.state
      let length = Int.random(in: 0...200, using: &generator)
      let alphabet: [UInt8] = Array(":-[]{}&*!|>?#'\" \n\tab0.".utf8)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      do {
        let text = try SourceText.decode(bytes, path: "random.yaml")
        Self.check(text, path: "random.yaml", seed: seed)
      } catch {
        #expect(error.diagnostics.count == 1, "seed \(seed)")
      }
      count += 1
    }
    #expect(count >= 1000, "only \(count) inputs in the time budget")
  }
}
