import CatalogModel

/// Watches a replay from outside its rules: what `catalog explain` records beside the timeline
/// (`ExplanationRecorder`) and what the invariant checks look at after each step
/// (`RelationshipChecker`).
///
/// The rules never test whether anyone watches: they call `Replay.explain(_:_:)`,
/// `Replay.withhold(_:from:rule:because:)` and the like, whose texts are built only when an
/// observer is there, so an ordinary replay does no more work than the rules themselves. Every
/// method has an empty default, so an observer implements only what it needs.
protocol ReplayObserver: AnyObject {
  /// The replay starts applying `rule` (`Replay.enter(_:)`).
  func ruleEntered(_ rule: BehaviourRule)
  /// The replay is done with the rule entered last (`Replay.leave(_:)`).
  func ruleLeft()
  /// An event was appended to the timeline, as the work of `step` about `presentation`.
  func eventEmitted(step: Int?, presentation: PresentationIndex?)
  /// A decision taken under `rule` from the scenario's settings and the profile's switches.
  func decided(_ rule: BehaviourRule, _ text: String, presentation: PresentationIndex?, step: Int?)
  /// `rule` considered `member` for `receiver` and withheld it; `position` is where it would have
  /// been in the timeline.
  func withheld(_ omission: Omission)
  /// A presentation of the controller `presented` was made.
  func presentationMade(_ presentation: PresentationIndex, of presented: String)
  /// Step `step` and the work it started in its own turn are done.
  func stepEnded(_ step: Int, in replay: Replay)
}

extension ReplayObserver {
  func ruleEntered(_ rule: BehaviourRule) {}
  func ruleLeft() {}
  func eventEmitted(step: Int?, presentation: PresentationIndex?) {}
  func decided(_ rule: BehaviourRule, _ text: String, presentation: PresentationIndex?, step: Int?) {}
  func withheld(_ omission: Omission) {}
  func presentationMade(_ presentation: PresentationIndex, of presented: String) {}
  func stepEnded(_ step: Int, in replay: Replay) {}
}

/// A callback a rule withheld, as the replay reports it to its observer.
struct Omission {
  var member: Member
  var receiver: String
  var rule: BehaviourRule
  var reason: String
  var position: Int
  var step: Int?
  var presentation: PresentationIndex?
}
