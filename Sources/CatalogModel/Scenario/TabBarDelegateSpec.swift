/// A `UITabBarControllerDelegate` object: which of its methods it implements and what they answer
/// (Docs/scenario-format.md, `tabBarDelegates`; rules 18.18–18.20).
public struct TabBarDelegateSpec: Hashable, Sendable {
  public var id: String
  /// `tabBarController(_:shouldSelect:)` and its answers; nil when not implemented.
  public var shouldSelect: ShouldSelectAnswer?
  /// `tabBarController(_:didSelect:)` is implemented.
  public var didSelect: Bool
  /// `tabBarController(_:animationControllerForTransitionFrom:to:)` is implemented.
  public var implementsAnimatorMethod: Bool
  /// What it answers for every switch; nil answers nil.
  public var animator: AnimatorSpec?
  /// `tabBarController(_:interactionControllerFor:)` is implemented (no step drives a tab switch
  /// interactively, so it answers nil).
  public var implementsInteraction: Bool
  public var location: SourceLocation

  public init(
    id: String,
    shouldSelect: ShouldSelectAnswer? = nil,
    didSelect: Bool = false,
    implementsAnimatorMethod: Bool = false,
    animator: AnimatorSpec? = nil,
    implementsInteraction: Bool = false,
    location: SourceLocation = .start
  ) {
    self.id = id
    self.shouldSelect = shouldSelect
    self.didSelect = didSelect
    self.implementsAnimatorMethod = implementsAnimatorMethod || animator != nil
    self.animator = animator
    self.implementsInteraction = implementsInteraction
    self.location = location
  }

  /// What `tabBarController(_:shouldSelect:)` answers: the same for every tab, or per tab (tabs
  /// not listed answer true).
  public enum ShouldSelectAnswer: Hashable, Sendable {
    case always(Bool)
    /// The tabs listed, in the file's order, with their answers.
    case byTab([TabAnswer])

    /// The answer for `tab`.
    public func answer(for tab: ControllerID) -> Bool {
      switch self {
      case .always(let answer): answer
      case .byTab(let answers): answers.first { $0.tab == tab }?.answer ?? true
      }
    }
  }

  /// One entry of a per-tab `shouldSelect`.
  public struct TabAnswer: Hashable, Sendable {
    public var tab: ControllerID
    public var answer: Bool

    public init(tab: ControllerID, answer: Bool) {
      self.tab = tab
      self.answer = answer
    }
  }
}
