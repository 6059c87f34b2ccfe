import CatalogModel
import Foundation

/// The latest revision of a stored scenario, with what a replay needs: its compiled form when
/// there is one, and its source to parse when there is not.
package struct ReplayableScenario: Hashable, Sendable {
  package var scenarioID: ScenarioID
  package var name: String
  package var revisionID: RevisionID
  package var revision: Int
  package var fileName: String
  package var sourceFormat: SourceFormat
  /// The source text; nil when it was not read because the compiled form makes it unnecessary.
  package var source: String?
  /// `CompiledScenario.encode(_:)` as stored; nil for revisions made before migration 0002.
  package var compiled: [UInt8]?
  /// How many `expect:` facts the revision has (0 for revisions made before migration 0010, which
  /// could have none).
  package var factCount: Int

  package init(
    scenarioID: ScenarioID, name: String, revisionID: RevisionID, revision: Int, fileName: String,
    sourceFormat: SourceFormat, source: String?, compiled: [UInt8]?, factCount: Int = 0
  ) {
    self.scenarioID = scenarioID
    self.name = name
    self.revisionID = revisionID
    self.revision = revision
    self.fileName = fileName
    self.sourceFormat = sourceFormat
    self.source = source
    self.compiled = compiled
    self.factCount = factCount
  }
}
