import CatalogModel
import ScenarioBuilder
import ScenarioFile

/// `catalog show NAME|FILE --format swift`: a stored scenario (its latest revision, or one asked
/// for) or a scenario file, written as a Swift `TransitionScenario` for `CatalogTesting`.
///
/// For example:
/// ```swift
/// let report = try ScenarioInSwift(subject: .scenarioFile("fixtures/dimming-presentation.yaml"))
///   .run(at: CatalogLocation(explicit: nil))
/// print(report.swift)
/// ```
package struct ScenarioInSwift: Sendable {
  /// A stored scenario (`.scenario`) or a scenario file (`.scenarioFile`).
  package var subject: Subject
  /// For a stored scenario, the revision to write; the latest when nil.
  package var revision: Int?

  package init(subject: Subject, revision: Int? = nil) {
    self.subject = subject
    self.revision = revision
  }

  /// The scenario in Swift.
  package struct Report: Sendable, Encodable {
    /// The scenario's name.
    package var name: String
    /// The Swift source: one `TransitionScenario(…)` expression.
    package var swift: String
  }

  /// Writes the scenario as Swift.
  ///
  /// - Throws: `RunnerError.invalidScenarios` for an invalid file, `.invalidInput` for a key the
  ///   Swift form cannot spell yet, and the errors of reading a stored scenario.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    let source: String
    let path: String
    let name: String
    switch subject {
    case .scenarioFile(let file):
      do {
        let loaded = try ScenarioFile.load(contentsOf: file)
        (source, path, name) = (loaded.source, file, loaded.scenario.name)
      } catch {
        throw .invalidScenarios([error])
      }
    case .scenario(let stored):
      let shown = try ShowScenario(name: stored, revision: revision, runsPerProfile: 0).run(at: location)
      (source, path, name) = (shown.revision.source, shown.revision.fileName, shown.scenario.name)
    default:
      throw .invalidInput(
        "'--format swift' writes a scenario in Swift: give a stored scenario's name or a scenario file")
    }
    do {
      return Report(name: name, swift: try SwiftScenarioWriter.swiftSource(of: source, path: path))
    } catch let error as ScenarioFileError {
      throw .invalidScenarios([error])
    } catch {
      throw .invalidInput("scenario '\(name)' cannot be written in Swift: \(error)")
    }
  }
}
