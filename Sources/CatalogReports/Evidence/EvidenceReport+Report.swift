import CatalogModel
import CatalogRunner
import TransitionEngine

extension EvidenceReport: Report {
  package var outcome: ReportOutcome {
    if !problems.isEmpty { return .invalidInput }
    return reachesMinimum && unlisted.isEmpty && staleQuestions.isEmpty ? .success : .difference
  }

  package var messages: [String] {
    problems.map { problem in
      "\(VisibleText.escaped(problem.path))" + (problem.location.map { ":\($0)" } ?? "") + ": error: \(problem.text)"
    }
  }

  static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

  /// The score overall, by era and by feature; each fact that does not hold with the events that
  /// break it; the open questions' verdict; the final line.
  package func text(style: TextStyle) -> String {
    let all = overall
    var out =
      "catalog score: \(cases) case\(cases == 1 ? "" : "s"), \(all.facts) fact\(all.facts == 1 ? "" : "s") in "
      + "'\(VisibleText.escaped(folder))' (catalog \(CatalogVersion.current); "
      + EngineProfile.all.map { "\($0.name) rules \($0.rulesVersion)" }.joined(separator: ", ") + ")\n\n"
    func row(_ label: String, _ tally: Tally) -> String {
      "  " + label.padding(toLength: 14, withPad: " ", startingAt: 0)
        + "\(String(tally.held).leftPadded(4)) of \(String(tally.facts).leftPadded(4)) hold  "
        + Self.percent(tally.score).leftPadded(6) + "\n"
    }
    out += style.bold("Overall") + "\n" + row("all facts", all)
    out += "\n" + style.bold("By era") + "\n"
    for (era, tally) in byEra { out += row(era, tally) }
    out += "\n" + style.bold("By feature") + "\n"
    for (feature, tally) in byFeature { out += row(feature, tally) }
    if !failures.isEmpty {
      out += "\n" + style.bold("Facts that do not hold") + "\n"
      for failure in failures {
        out += "  \(failure.scenario) @ \(failure.profile) (\(VisibleText.escaped(failure.path)))"
        switch failure.listed {
        case true?: out += "  [an open question]"
        case false?: out += "  " + style.red("[NOT in the open questions]")
        case nil: break
        }
        out += "\n" + failure.verdict.text(indent: "    ")
      }
    }
    if !staleQuestions.isEmpty {
      out += "\n" + style.bold("Listed as open questions, but they hold (or do not exist)") + "\n"
      for key in staleQuestions { out += "  \(key)\n" }
    }
    out += "\n"
    var reasons: [String] = []
    if !reachesMinimum, let minimum {
      reasons.append("the score \(Self.percent(all.score)) is below the minimum \(Self.percent(minimum))")
    }
    if !unlisted.isEmpty {
      let facts = unlisted.count == 1 ? "1 fact that does not hold is" : "\(unlisted.count) facts that do not hold are"
      let file = VisibleText.escaped(openQuestions ?? "")
      reasons.append(
        "\(facts) not in the open questions of '\(file)' (add a row for each: case, fact, source, what the engine does instead)"
      )
    }
    if !staleQuestions.isEmpty {
      reasons.append(
        "\(staleQuestions.count) open question\(staleQuestions.count == 1 ? "" : "s") no longer fail (remove the rows)")
    }
    if !problems.isEmpty {
      reasons.append("\(problems.count) problem\(problems.count == 1 ? "" : "s") with cases (above)")
    }
    if reasons.isEmpty {
      out += style.bold(style.green("PASSED")) + ": \(Self.percent(all.score)) of the facts hold"
      out += (minimum.map { " (minimum \(Self.percent($0)))" } ?? "") + ".\n"
    } else {
      out += style.bold(style.red("FAILED")) + ": " + reasons.joined(separator: "; ") + ".\n"
    }
    return out
  }
}

extension EvidenceReport: Encodable {
  struct EraDocument: Encodable {
    let era: String
    let facts: Int
    let held: Int
    let score: Double

    init(_ era: String, _ tally: Tally) {
      self.era = era
      facts = tally.facts
      held = tally.held
      score = EvidenceReport.rounded(tally.score)
    }
  }

  struct FeatureDocument: Encodable {
    let feature: String
    let facts: Int
    let held: Int
    let score: Double

    init(_ feature: String, _ tally: Tally) {
      self.feature = feature
      facts = tally.facts
      held = tally.held
      score = EvidenceReport.rounded(tally.score)
    }
  }

  struct KeyDocument: Encodable {
    let scenario: String
    let fact: Int
  }

  struct FailureDocument: Encodable {
    let scenario: String
    let file: String
    let profile: String
    let fact: FactVerdict
    @Nullable var listed: Bool?
  }

  /// `{"folder", "cases", "facts", "held", "score", "minimum", "passed", "eras": [{"era", "facts",
  /// "held", "score"}], "features": [{"feature", "facts", "held", "score"}], "failures":
  /// [{"scenario", "file", "profile", "fact", "listed"}], "staleQuestions": [{"scenario", "fact"}],
  /// "problems": [problem…]}`.
  struct Document: Encodable {
    let folder: String
    let cases: Int
    let facts: Int
    let held: Int
    let score: Double
    @Nullable var minimum: Double?
    let passed: Bool
    let eras: [EraDocument]
    let features: [FeatureDocument]
    let failures: [FailureDocument]
    let staleQuestions: [KeyDocument]
    let problems: [ProblemDocument]

    init(_ report: EvidenceReport) {
      let all = report.overall
      folder = report.folder
      cases = report.cases
      facts = all.facts
      held = all.held
      score = EvidenceReport.rounded(all.score)
      minimum = report.minimum
      passed = report.outcome == .success
      eras = report.byEra.map { EraDocument($0.era, $0.tally) }
      features = report.byFeature.map { FeatureDocument($0.feature, $0.tally) }
      failures = report.failures.map {
        FailureDocument(scenario: $0.scenario, file: $0.path, profile: $0.profile, fact: $0.verdict, listed: $0.listed)
      }
      staleQuestions = report.staleQuestions.map { KeyDocument(scenario: $0.scenario, fact: $0.fact) }
      problems = report.problems.map {
        ProblemDocument(file: $0.path, line: $0.location?.line, column: $0.location?.column, message: $0.text)
      }
    }
  }

  /// A score as the JSON gives it: to one decimal.
  static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
