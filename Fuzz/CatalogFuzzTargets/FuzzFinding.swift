/// A promise a fuzz target found broken by an input, other than "no crash, no hang" (a crash or a
/// hang ends the process, and the fuzzer keeps the input).
///
/// For example: `engine: uikit-13 replays the scenario differently the second time`.
package struct FuzzFinding: Error, Hashable, Sendable, CustomStringConvertible {
  package var target: FuzzTarget
  package var message: String

  package var description: String { "\(target.rawValue): \(message)" }
}
