import CatalogModel

/// One side of a diff: a timeline and how to name it in the output.
public struct DiffSide: Sendable {
  public var label: String
  public var timeline: Timeline

  public init(label: String, timeline: Timeline) {
    self.label = label
    self.timeline = timeline
  }
}
