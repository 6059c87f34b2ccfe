/// A controller of a scenario, by its position in `Scenario.controllers`.
public struct ControllerID: Hashable, Comparable, Sendable {
  public var index: Int

  public init(_ index: Int) {
    self.index = index
  }

  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.index < rhs.index }
}

/// A `UIViewControllerTransitioningDelegate` object, by its position in `Scenario.transitioningDelegates`.
public struct TransitioningDelegateID: Hashable, Sendable {
  public var index: Int

  public init(_ index: Int) {
    self.index = index
  }
}

/// A `UIAdaptivePresentationControllerDelegate` object, by its position in `Scenario.adaptiveDelegates`.
public struct AdaptiveDelegateID: Hashable, Sendable {
  public var index: Int

  public init(_ index: Int) {
    self.index = index
  }
}

/// A `UINavigationControllerDelegate` object, by its position in `Scenario.navigationDelegates`.
public struct NavigationDelegateID: Hashable, Sendable {
  public var index: Int

  public init(_ index: Int) {
    self.index = index
  }
}

/// A `UITabBarControllerDelegate` object, by its position in `Scenario.tabBarDelegates`.
public struct TabBarDelegateID: Hashable, Sendable {
  public var index: Int

  public init(_ index: Int) {
    self.index = index
  }
}
