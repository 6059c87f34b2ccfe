/// `UIModalTransitionStyle`, by its Swift case name: the built-in animation of a presentation that
/// no animator replaces (rule 20.3).
public enum ModalTransitionStyle: String, CaseIterable, Hashable, Sendable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}
