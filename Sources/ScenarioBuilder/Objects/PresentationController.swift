import ScenarioFile

/// The `presentationController` a transitioning delegate returns: a `UIPresentationController`
/// subclass and what it answers; nil parameters take the defaults.
public struct PresentationController: Hashable, Sendable {
  let document: ScenarioDocument

  /// - Parameters: The keys of the same names (Docs/scenario-format.md, `presentationController`);
  ///   `class` is `className` here.
  public init(
    class className: String? = nil,
    shouldPresentInFullscreen: Bool? = nil,
    shouldRemovePresentersView: Bool? = nil,
    frame: PresentedFrame? = nil,
    alongsideAnimations: Bool? = nil,
    adaptivePresentationStyle: PresentationStyle? = nil
  ) {
    var fields = Fields()
    fields.add("class", className)
    fields.add("shouldPresentInFullscreen", shouldPresentInFullscreen)
    fields.add("shouldRemovePresentersView", shouldRemovePresentersView)
    fields.add("frame", frame?.document)
    fields.add("alongsideAnimations", alongsideAnimations)
    fields.add("adaptivePresentationStyle", adaptivePresentationStyle)
    document = fields.document
  }
}
