/// What a scenario's public source is about (`source.feature`): the fixed list the evidence
/// corpus scores by (Docs/scenario-format.md, "The source").
public enum EvidenceFeature: String, CaseIterable, Hashable, Sendable {
  case appearance, present, dismiss, custom, interactive, sheet, adaptive, popover, alert, error, container, traits
}
