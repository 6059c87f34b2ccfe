import ScenarioFile

/// A `UITabBarControllerDelegate` under `tabBarDelegates`: a parameter left nil is a method the
/// object does not implement; `Animator.answersNil` is an animator method that answers nil.
///
/// For example, `TabBarDelegate("td", shouldSelect: .byTab(["settings": false]), didSelect: true)`.
public struct TabBarDelegate: ScenarioObject {
  /// The element as its line of the scenario file.
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The delegate's id.
  ///   - shouldSelect: What `tabBarController(_:shouldSelect:)` answers (Docs/scenario-format.md,
  ///     `tabBarDelegates`).
  ///   - didSelect: Whether `tabBarController(_:didSelect:)` is implemented.
  ///   - animator: What `tabBarController(_:animationControllerForTransitionFrom:to:)` returns.
  ///   - interaction: Whether `tabBarController(_:interactionControllerFor:)` is implemented.
  ///   - fileID: Where the element is written (the call site, by default), for problems.
  ///   - filePath: Where the element is written.
  ///   - line: Where the element is written.
  ///   - column: Where the element is written.
  public init(
    _ id: String,
    shouldSelect: ShouldSelect? = nil,
    didSelect: Bool? = nil,
    animator: Animator? = nil,
    interaction: NavigationDelegate.Interaction? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("shouldSelect", shouldSelect?.document)
    fields.add("didSelect", didSelect)
    fields.add("animator", animator?.document)
    fields.add("interaction", interaction?.document)
    part = ScenarioPart(
      .tabBarDelegates, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// What `tabBarController(_:shouldSelect:)` answers.
  public struct ShouldSelect: Sendable {
    let document: ScenarioDocument

    /// The same answer for every tab.
    public static func always(_ answer: Bool) -> ShouldSelect {
      ShouldSelect(document: .bool(answer))
    }

    /// An answer per tab, in the order written; tabs not listed answer true.
    public static func byTab(_ answers: KeyValuePairs<String, Bool>) -> ShouldSelect {
      ShouldSelect(document: .mapping(answers.map { ScenarioDocument.Entry($0.key, .bool($0.value)) }))
    }
  }
}
