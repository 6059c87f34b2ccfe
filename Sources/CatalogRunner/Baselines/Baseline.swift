import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// A baseline as the runner compares with it and accepts it: the accepted timeline (its digest,
/// and the timeline itself when it is at hand) and where it came from.
///
/// One value for both sources: a folder's `<scenario>.<profile>.timeline` file, whose timeline
/// is read and hashed once, or a row of the catalog, whose timeline is loaded only when a diff
/// needs it.
///
/// A class, though immutable: a check compares and reports thousands of results, each naming its
/// baseline, and a reference costs a pointer where the value cost about 200 bytes a copy.
package final class Baseline: Sendable {
  /// Where a baseline came from.
  package enum Source: Hashable, Sendable {
    /// A baseline of the catalog, accepted from `run` (nil for an imported one).
    case store(BaselineID, run: RunID?)
    /// A baseline file, by its name in the checked folder.
    case file(String)
    /// A baseline as a check report described it (`catalog report merge`).
    case report
  }

  /// A time as the store holds it, or as a file or a report wrote it.
  private enum AcceptedAt {
    case date(Date)
    case text(String)
  }

  package let scenario: String
  package let profile: ProfileReference
  /// `TimelineDigest.sha256(of:)` of the accepted timeline.
  package var digest: String { compactDigest.text }
  /// The digest, as 32 bytes rather than a string of its own.
  private let compactDigest: CompactDigest
  /// The stored timeline's id, for a baseline read from the store.
  package let timelineID: TimelineID?
  /// The accepted timeline when it is at hand (a file's); the store's is loaded on demand.
  package let timeline: Timeline?
  package let acceptedBy: String
  /// ISO 8601 UTC, whole seconds; empty when a header-less file does not say.
  package var acceptedAt: String {
    switch accepted {
    case .date(let date): date.timestamp
    case .text(let text): text
    }
  }
  /// When it was accepted: a stored baseline's time, written out only when asked (a check of
  /// 100,000 baselines would otherwise hold 100,000 strings of it that it rarely shows), or the
  /// text of a file or a report.
  private let accepted: AcceptedAt
  package let catalogVersion: String
  /// The profile's rules version the timeline was produced under.
  package let rulesVersion: Int
  package let source: Source
  /// False for a baseline file without a header: who accepted it, when and with which catalog
  /// are then not known.
  package let hasProvenance: Bool

  /// A baseline of the catalog.
  package init(_ stored: StoredBaseline) {
    scenario = stored.scenario
    profile = ProfileReference(name: stored.profile)
    compactDigest = CompactDigest(stored.timelineHash)
    timelineID = stored.timelineID
    timeline = nil
    acceptedBy = stored.acceptedBy
    accepted = .date(stored.acceptedAt)
    catalogVersion = stored.catalogVersion
    rulesVersion = stored.profileRulesVersion
    source = .store(stored.id, run: stored.runID)
    hasProvenance = true
  }

  /// A folder's baseline file: its header (if any) and its timeline, hashed once by the caller.
  package init(
    fileName: String, scenario: String, profile: EngineProfile, header: BaselineFile?, timeline: HashedTimeline
  ) {
    self.scenario = scenario
    self.profile = .known(profile)
    compactDigest = CompactDigest(timeline.digest)
    timelineID = nil
    self.timeline = timeline.timeline
    acceptedBy = header?.acceptedBy ?? "import"
    accepted = .text(header?.acceptedAt ?? "")
    catalogVersion = header?.catalogVersion ?? "unknown"
    rulesVersion = header?.rulesVersion ?? profile.rulesVersion
    source = .file(fileName)
    hasProvenance = header != nil
  }

  /// A baseline as a check report's result describes it (`catalog report merge`); its timeline
  /// is loaded by digest when a diff needs it.
  package init(
    scenario: String, profile: ProfileReference, digest: String, acceptedBy: String, acceptedAt: String,
    catalogVersion: String, rulesVersion: Int
  ) {
    self.scenario = scenario
    self.profile = profile
    compactDigest = CompactDigest(digest)
    timelineID = nil
    timeline = nil
    self.acceptedBy = acceptedBy
    accepted = .text(acceptedAt)
    self.catalogVersion = catalogVersion
    self.rulesVersion = rulesVersion
    source = .report
    hasProvenance = !acceptedAt.isEmpty
  }

  /// Whether `digest` is this baseline's, without writing this one's out.
  package func hasDigest(_ digest: String) -> Bool {
    compactDigest.matches(digest)
  }

  /// The timeline with its digest, when it is at hand.
  package var hashedTimeline: HashedTimeline? {
    timeline.map { HashedTimeline($0, digest: digest) }
  }

  /// What the store needs to accept this baseline as it is (an import): its own provenance, or
  /// `acceptedBy` now with this catalog when it has none.
  package func input(acceptedBy fallbackAcceptor: String, now: Date) -> BaselineInput {
    BaselineInput(
      scenario: scenario, profile: profile.name, profileRulesVersion: rulesVersion,
      timeline: hashedTimeline.map(TimelineSource.timeline) ?? .hash(digest),
      acceptedBy: hasProvenance ? acceptedBy : fallbackAcceptor,
      acceptedAt: hasProvenance ? Date(timestamp: acceptedAt) ?? now : now,
      catalogVersion: hasProvenance ? catalogVersion : CatalogVersion.current)
  }
}

/// `{"timelineHash", "acceptedBy", "acceptedAt", "catalogVersion", "rulesVersion"}`, as
/// Docs/check-report.md documents a result's baseline (declared here beside the type; written
/// out by hand, since the digest and the time are kept in other forms).
extension Baseline: Encodable {
  enum CodingKeys: String, CodingKey {
    case digest = "timelineHash"
    case acceptedBy, acceptedAt, catalogVersion, rulesVersion
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(digest, forKey: .digest)
    try container.encode(acceptedBy, forKey: .acceptedBy)
    try container.encode(acceptedAt, forKey: .acceptedAt)
    try container.encode(catalogVersion, forKey: .catalogVersion)
    try container.encode(rulesVersion, forKey: .rulesVersion)
  }
}
