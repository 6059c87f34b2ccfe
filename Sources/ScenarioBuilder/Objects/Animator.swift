import ScenarioFile

/// A `UIViewControllerAnimatedTransitioning` object a transitioning delegate returns.
public struct Animator: Hashable, Sendable {
  let document: ScenarioDocument

  /// - Parameters:
  ///   - className: `class`: a label shown in the timeline (`Animator` when nil).
  ///   - duration: `duration`: what `transitionDuration(using:)` returns, in seconds (0.35 when nil).
  public init(class className: String? = nil, duration: Double? = nil) {
    var fields = Fields()
    fields.add("class", className)
    fields.add("duration", duration)
    document = fields.document
  }

  private init(document: ScenarioDocument) {
    self.document = document
  }

  /// `null`: a container delegate's animator method that is implemented and answers nil, which is
  /// not the same as a method it does not implement (rule 18.9 item 1).
  public static let answersNil = Animator(document: .null)
}
