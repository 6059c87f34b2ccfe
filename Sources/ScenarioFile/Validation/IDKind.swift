/// The kinds of declared objects that ids name.
enum IDKind: CaseIterable, Hashable, Sendable {
  case controller
  case transitioningDelegate
  case adaptiveDelegate
  case navigationDelegate
  case tabBarDelegate

  /// "controller", "transitioning delegate", "adaptive delegate".
  var noun: String {
    switch self {
    case .controller: "controller"
    case .transitioningDelegate: "transitioning delegate"
    case .adaptiveDelegate: "adaptive delegate"
    case .navigationDelegate: "navigation delegate"
    case .tabBarDelegate: "tab bar delegate"
    }
  }

  /// The noun with its article: "a controller", "an adaptive delegate".
  var withArticle: String {
    self == .adaptiveDelegate ? "an \(noun)" : "a \(noun)"
  }

  /// The top-level key that declares objects of this kind.
  var section: String {
    switch self {
    case .controller: "controllers"
    case .transitioningDelegate: "transitioningDelegates"
    case .adaptiveDelegate: "adaptiveDelegates"
    case .navigationDelegate: "navigationDelegates"
    case .tabBarDelegate: "tabBarDelegates"
    }
  }
}
