import CatalogModel

/// The observer of an explaining replay (`TransitionEngine.explanation(of:)`): it keeps the chain
/// of rules the replay is inside and records, for each event, that chain with the step and the
/// presentation, and beside the events the decisions and the withheld callbacks
/// (`ReplayExplanation`).
final class ExplanationRecorder: ReplayObserver {
  private(set) var explanation = ReplayExplanation()
  /// The rules entered and not yet left, outermost first.
  private var ruleStack: [BehaviourRule] = []

  /// The chain of rules now, outermost first, with a rule entered again right inside itself
  /// counted once (a step that starts no rule's work enters none).
  var currentChain: [BehaviourRule] {
    var chain: [BehaviourRule] = []
    for rule in ruleStack where chain.last != rule && rule != .unattributed { chain.append(rule) }
    return chain
  }

  func ruleEntered(_ rule: BehaviourRule) {
    ruleStack.append(rule)
  }

  func ruleLeft() {
    ruleStack.removeLast()
  }

  func eventEmitted(step: Int?, presentation: PresentationIndex?) {
    explanation.causes.append(
      ReplayExplanation.Cause(chain: currentChain, step: step, presentation: presentation?.position))
  }

  func decided(_ rule: BehaviourRule, _ text: String, presentation: PresentationIndex?, step: Int?) {
    explanation.decisions.append(
      ReplayExplanation.Decision(rule: rule, text: text, presentation: presentation?.position, step: step))
  }

  func withheld(_ omission: Omission) {
    var chain = currentChain
    if chain.last != omission.rule { chain.append(omission.rule) }
    explanation.omissions.append(
      ReplayExplanation.Omission(
        receiver: omission.receiver, member: omission.member, position: omission.position, rule: omission.rule,
        chain: chain, reason: omission.reason, step: omission.step, presentation: omission.presentation?.position))
  }

  func presentationMade(_ presentation: PresentationIndex, of presented: String) {
    explanation.presented[presentation.position] = presented
  }
}
