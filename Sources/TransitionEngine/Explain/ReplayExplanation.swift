import CatalogModel

/// Why each event of one replay happened, and why some callbacks did not: what the engine
/// records when it explains itself (`TransitionEngine.explanation(of:)`, `catalog explain`).
///
/// An ordinary replay records none of it. When explaining, the engine keeps, for each event, the
/// chain of behaviour rules it was inside when it emitted the event (outermost first), the step
/// whose work it was and the presentation it concerned; beside the events, the *decisions* it
/// took from the scenario's settings and the profile's switches (a style resolved, a presenter
/// chosen, a presenter's view kept), and the *omissions*: callbacks a rule considered and withheld
/// (a sheet's presenter hears no `viewWillDisappear(_:)`, rule 7.1).
public struct ReplayExplanation: Sendable {
  /// A decision the engine took from the scenario's settings and the profile's switches, under
  /// `rule`: "detail's modalPresentationStyle is automatic (not set); uikit-13 resolves it to
  /// pageSheet".
  public struct Decision: Sendable, Hashable {
    /// The rule under which it was taken.
    public var rule: BehaviourRule
    /// The decision, in a sentence.
    public var text: String
    /// The presentation it concerns (its position among the replay's presentations), if any.
    public var presentation: Int?
    /// The step whose work it was (from 0), if any.
    public var step: Int?
  }

  /// What led to one event.
  public struct Cause: Sendable, Hashable {
    /// The rules the engine was inside, outermost first; the last is the event's own rule
    /// (empty when no rule was set: a gap `ExplainTests` fails on).
    public var chain: [BehaviourRule]
    /// The step whose work it was (from 0); nil before the first step.
    public var step: Int?
    /// The presentation the work concerned, if any.
    public var presentation: Int?

    /// The event's own rule: the innermost of the chain.
    public var rule: BehaviourRule { chain.last ?? .unattributed }
  }

  /// A callback a rule considered and did not make.
  public struct Omission: Sendable, Hashable {
    /// The object that would have heard it (`nav`, `pc:detail`).
    public var receiver: String
    /// The callback it would have been.
    public var member: Member
    /// How many events the timeline had when the rule decided: where the callback would have been.
    public var position: Int
    /// The rule that withheld it, and the chain it was decided in (outermost first).
    public var rule: BehaviourRule
    /// The rules the decision was taken inside, outermost first.
    public var chain: [BehaviourRule]
    /// Why, in a sentence: "pageSheet keeps the presenter's view: sheets keep the presenter".
    public var reason: String
    /// The step whose work it was (from 0), if any.
    public var step: Int?
    /// The presentation it concerned, if any.
    public var presentation: Int?
  }

  /// One per event, in timeline order.
  public internal(set) var causes: [Cause] = []
  /// The decisions taken from settings and switches, in the order taken.
  public internal(set) var decisions: [Decision] = []
  /// The callbacks rules withheld, in the order decided.
  public internal(set) var omissions: [Omission] = []
  /// The id of the controller each presentation presents, by the presentation's position.
  public internal(set) var presented: [Int: String] = [:]
  /// Set when the replay stopped at the event limit: the timeline is cut there.
  public internal(set) var eventLimitExceeded: EventLimitExceeded?

  /// The rule of each event, in timeline order.
  public var rules: [BehaviourRule] { causes.map(\.rule) }

  /// The decisions that bear on what `cause` led to: those about its presentation taken in its
  /// step or an earlier one (a dismissal's events depend on how the presentation was made, not on
  /// a later step), else those of its step that concern no presentation.
  public func decisions(for cause: Cause) -> [Decision] {
    decisions(presentation: cause.presentation, step: cause.step)
  }

  /// The decisions that bear on `omission`, as for an event, without the one it repeats.
  public func decisions(for omission: Omission) -> [Decision] {
    decisions(presentation: omission.presentation, step: omission.step).filter { $0.text != omission.reason }
  }

  func decisions(presentation: Int?, step: Int?) -> [Decision] {
    if let presentation {
      return decisions.filter { $0.presentation == presentation && ($0.step ?? -1) <= (step ?? .max) }
    }
    return decisions.filter { $0.presentation == nil && $0.step == step && step != nil }
  }
}
