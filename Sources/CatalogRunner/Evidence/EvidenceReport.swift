import CatalogModel
import TransitionEngine

/// What `catalog score` found: the corpus's score overall, by era and by feature, the facts that
/// do not hold (and whether the open questions list them), and the cases that could not be scored.
package struct EvidenceReport: Sendable {
  package var folder: String
  package var minimum: Double?
  package var openQuestions: String?
  /// How many cases were scored.
  package var cases = 0
  /// Every fact judged, in corpus order.
  package var judged: [Judged] = []
  /// The facts that do not hold, in corpus order.
  package var failures: [Failure] = []
  /// Listed as open questions, but the fact holds (or there is no such fact): the list is stale.
  package var staleQuestions: [OpenQuestionList.Key] = []
  /// Cases that could not be scored, and why.
  package var problems: [Problem] = []

  /// One fact of one case, judged.
  package struct Judged: Sendable {
    package var scenario: String
    package var path: String
    package var era: String
    package var feature: String
    /// The profile it was judged under (the first under which it does not hold, when it does not).
    package var profile: String
    package var verdict: FactVerdict
  }

  /// A fact that does not hold, and whether the open questions list it.
  package struct Failure: Sendable {
    package var scenario: String
    package var path: String
    package var profile: String
    package var verdict: FactVerdict
    /// Whether the open-questions list names it; nil without a list.
    package var listed: Bool?
  }

  /// A case the corpus cannot score.
  package struct Problem: Sendable {
    package var path: String
    package var location: SourceLocation?
    package var text: String
  }

  /// Why a profile could not replay a case.
  struct Unsupported: Error {
    var message: String
  }

  /// A share of facts: how many were judged and how many hold.
  package struct Tally: Sendable {
    package var facts = 0
    package var held = 0

    /// The share that holds, in percent (100 when there is nothing to hold).
    package var score: Double { facts == 0 ? 100 : Double(held) * 100 / Double(facts) }
  }

  mutating func add(_ facts: [Judged]) {
    judged += facts
    for fact in facts where !fact.verdict.holds {
      failures.append(Failure(scenario: fact.scenario, path: fact.path, profile: fact.profile, verdict: fact.verdict))
    }
  }

  /// Every fact.
  package var overall: Tally { tally(judged) }

  /// By era (profile folder), oldest first.
  package var byEra: [(era: String, tally: Tally)] {
    let eras = Set(judged.map(\.era))
    return EngineProfile.names.filter(eras.contains).map { era in (era, tally(judged.filter { $0.era == era })) }
  }

  /// By the source's feature, in the fixed list's order.
  package var byFeature: [(feature: String, tally: Tally)] {
    let features = Set(judged.map(\.feature))
    return (EvidenceFeature.allCases.map(\.rawValue) + ["none"]).filter(features.contains).map { feature in
      (feature, tally(judged.filter { $0.feature == feature }))
    }
  }

  func tally(_ facts: [Judged]) -> Tally {
    Tally(facts: facts.count, held: facts.count { $0.verdict.holds })
  }

  /// The facts that do not hold and are not in the open questions.
  package var unlisted: [Failure] { failures.filter { $0.listed == false } }

  /// Whether the score reaches the minimum.
  package var reachesMinimum: Bool { minimum.map { overall.score + 1e-9 >= $0 } ?? true }
}
