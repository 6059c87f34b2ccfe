import CatalogModel
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog score DIR`: how many of an evidence corpus's `expect:` facts the engine holds
/// (issue 27 item 3, Docs/evidence-corpus.md).
///
/// A corpus is a folder of era folders named after profiles (`evidence/uikit-8/…`), each case a
/// scenario file with a `source:` and `expect:` facts. Each case replays under its era's profile,
/// and a fact that names `profiles:` under those instead; a fact holds when it holds under every
/// profile it is evaluated under. The score is the share of facts that hold, overall, by era and by
/// the source's feature.
///
/// The corpus is checked as it is read: names and sources unique across it, each case's file
/// named after it, its `source:` complete and its iOS version in its era. With an open-questions
/// list (a table of the rule book, `OpenQuestionList`), every fact that does not hold must be
/// listed, and every listed fact must still not hold.
///
/// For example:
/// ```swift
/// let report = try EvidenceScore(folder: "evidence", minimum: 95).run()
/// print(report.text(style: .plain))
/// ```
package struct EvidenceScore: Sendable {
  package var folder: String
  /// The score below which the command fails, in percent; nil for none.
  package var minimum: Double?
  /// The file holding the list of facts known not to hold (the rule book's open questions).
  package var openQuestions: String?

  package init(folder: String, minimum: Double? = nil, openQuestions: String? = nil) {
    self.folder = folder
    self.minimum = minimum
    self.openQuestions = openQuestions
  }

  /// Reads, checks and scores the corpus.
  ///
  /// - Throws: `RunnerError.invalidInput` when the folder does not exist or holds no case, or the
  ///   open-questions file cannot be read or has no list.
  package func run() throws(RunnerError) -> EvidenceReport {
    guard FileKind.of(folder) == .directory else {
      throw .invalidInput(
        FileKind.of(folder) == .missing
          ? "no corpus folder '\(folder)'" : "'\(folder)' is \(FileKind.of(folder).phrase), not a corpus folder")
    }
    var listed: OpenQuestionList?
    if let openQuestions {
      guard FileKind.of(openQuestions) == .regular,
        let text = try? String(contentsOfFile: openQuestions, encoding: .utf8)
      else { throw .invalidInput("the open-questions file '\(openQuestions)' cannot be read") }
      do {
        listed = try OpenQuestionList(markdown: text, path: openQuestions)
      } catch {
        throw .invalidInput(error.description)
      }
    }
    var report = EvidenceReport(folder: folder, minimum: minimum, openQuestions: openQuestions)
    var cases: [(path: String, era: EngineProfile, scenario: Scenario)] = []
    var names: [String: String] = [:]
    var sources: [String: String] = [:]
    for path in Self.caseFiles(in: folder) {
      let loaded: LoadedScenario
      do {
        loaded = try ScenarioFile.load(contentsOf: path)
      } catch {
        report.problems += error.diagnostics.map {
          EvidenceReport.Problem(path: path, location: $0.location, text: $0.message)
        }
        continue
      }
      let scenario = loaded.scenario
      var problems: [String] = []
      let era = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
      guard let profile = EngineProfile.named(era) else {
        report.problems.append(
          EvidenceReport.Problem(
            path: path, location: nil,
            text:
              "a case sits in an era folder named after a profile (\(EngineProfile.names.joined(separator: ", "))), "
              + "not in '\(era)'"))
        continue
      }
      let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      if stem != scenario.name {
        problems.append(
          "the case '\(scenario.name)' is in '\(URL(fileURLWithPath: path).lastPathComponent)'; name the file '\(scenario.name).yaml'"
        )
      }
      if let other = names[scenario.name] {
        problems.append(
          "the name '\(scenario.name)' is also the name of '\(other)'; names are unique across the corpus")
      }
      names[scenario.name] = names[scenario.name] ?? path
      if let source = scenario.source {
        let missing = [
          source.date == nil ? "date" : nil, source.ios == nil ? "ios" : nil, source.feature == nil ? "feature" : nil,
          source.quote == nil ? "quote" : nil,
        ].compactMap { $0 }
        if !missing.isEmpty {
          problems.append(
            "its 'source' lacks \(missing.map { "'\($0)'" }.joined(separator: ", ")); a case needs them all")
        }
        let key = Self.sourceKey(source.url)
        if let other = sources[key] {
          problems.append(
            "its source \(source.url) is also the source of '\(other)'; each case has a source of its own")
        }
        sources[key] = sources[key] ?? path
        if let major = source.iosMajorVersion, let covering = EngineProfile.covering(iOSMajor: major),
          covering != profile
        {
          problems.append(
            "its source is about iOS \(source.ios ?? ""), which is \(covering.name)'s era; move it to '\(covering.name)/'"
          )
        }
      } else {
        problems.append("a case names its public source ('source:' with url, date, ios, feature and quote)")
      }
      if scenario.facts.isEmpty { problems.append("a case states at least one fact ('expect:')") }
      if !problems.isEmpty {
        report.problems += problems.map { EvidenceReport.Problem(path: path, location: .start, text: $0) }
        continue
      }
      cases.append((path, profile, scenario))
    }
    if cases.isEmpty && report.problems.isEmpty {
      throw .invalidInput("'\(folder)' holds no case: scenario files in era folders such as '\(folder)/uikit-8/'")
    }
    for (path, era, scenario) in cases {
      report.cases += 1
      report.add(Self.score(scenario, path: path, era: era))
    }
    if let listed {
      let failing = Set(report.failures.map { OpenQuestionList.Key(scenario: $0.scenario, fact: $0.verdict.number) })
      for index in report.failures.indices {
        report.failures[index].listed = listed.keys.contains(
          OpenQuestionList.Key(scenario: report.failures[index].scenario, fact: report.failures[index].verdict.number))
      }
      report.staleQuestions = listed.keys.filter { !failing.contains($0) }.sorted()
    }
    return report
  }

  /// The scenario files under `folder`, one level of era folders deep, sorted.
  static func caseFiles(in folder: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let eras = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
    var files: [String] = []
    for entry in eras where !entry.hasPrefix(".") {
      let path = base + "/" + entry
      if FileKind.of(path) == .directory {
        let inside = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        files += inside.filter { !$0.hasPrefix(".") && ScenarioFile.isScenarioFileName($0) }.map { path + "/" + $0 }
      } else if ScenarioFile.isScenarioFileName(entry) {
        files.append(path)  // reported: a case belongs in an era folder
      }
    }
    return files
  }

  /// The address a source is told apart by: without its fragment (two comments of one thread
  /// are one source) and a final `/`.
  static func sourceKey(_ url: String) -> String {
    var key = String(url.prefix { $0 != "#" })
    while key.hasSuffix("/") { key.removeLast() }
    return key.lowercased()
  }

  /// Each fact of `scenario`, judged under the profiles it applies to (its era's, or its own).
  static func score(_ scenario: Scenario, path: String, era: EngineProfile) -> [EvidenceReport.Judged] {
    var timelines: [String: Result<Timeline, EvidenceReport.Unsupported>] = [:]
    func timeline(_ profile: EngineProfile) -> Result<Timeline, EvidenceReport.Unsupported> {
      if let known = timelines[profile.name] { return known }
      let engine = TransitionEngine(profile: profile)
      let problems = engine.diagnostics(for: scenario)
      let result: Result<Timeline, EvidenceReport.Unsupported> =
        problems.isEmpty
        ? .success(engine.run(scenario))
        : .failure(EvidenceReport.Unsupported(message: ScenarioDiagnostic.distinctMessages(problems)))
      timelines[profile.name] = result
      return result
    }
    return scenario.facts.enumerated().map { offset, fact in
      let profiles = fact.profiles.isEmpty ? [era] : fact.profiles.compactMap(EngineProfile.named)
      var verdict: FactVerdict?
      var profileName = era.name
      for profile in profiles {
        profileName = profile.name
        switch timeline(profile) {
        case .success(let timeline):
          let judged = FactVerdict(fact.evaluate(in: timeline, number: offset + 1), in: timeline)
          verdict = judged
        case .failure(let unsupported):
          var judged = FactVerdict(
            FactResult(number: offset + 1, fact: fact, holds: false), in: Timeline())
          judged.reason = "\(profile.name) cannot replay the case: \(unsupported.message)"
          verdict = judged
        }
        if verdict?.holds == false { break }
      }
      return EvidenceReport.Judged(
        scenario: scenario.name, path: path, era: era.name, feature: scenario.source?.feature?.rawValue ?? "none",
        profile: profileName,
        verdict: verdict ?? FactVerdict(FactResult(number: offset + 1, fact: fact, holds: false), in: Timeline()))
    }
  }
}
