/// A member name split into its base and argument labels: `present(_:animated:completion:)` is
/// `present` with labels `_`, `animated`, `completion`; `shouldPresentInFullscreen` has none and
/// no parentheses.
struct CallSignature: Sendable {
  var base: Substring
  var labels: [Substring]
  var hasParentheses: Bool

  init(_ name: String) {
    guard let open = name.firstIndex(of: "("), name.last == ")" else {
      base = Substring(name)
      labels = []
      hasParentheses = false
      return
    }
    base = name[..<open]
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    labels = inner.split(separator: ":", omittingEmptySubsequences: true)
    hasParentheses = true
  }

  /// Signatures of the static names, computed once.
  static let statics: [CallSignature] = StaticNames.strings.map(CallSignature.init)
}
