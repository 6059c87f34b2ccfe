import CatalogModel
import RecordingFile

/// Whether a recording was made against the scenario as it is now: the revision it is tied to
/// (stored recordings) or the scenario source's SHA-256 its header names (recording files), beside
/// the revision or file that is replayed (review of issue 13, D2).
///
/// A recording made against another version of its scenario is still compared, with a warning
/// that says what to do; one that names ids the replayed scenario does not have cannot be
/// compared at all (`refusal`): `diff` refuses it (exit 2) and `calibrate` skips it.
///
/// For example:
/// ```swift
/// let provenance = recorded.provenance(of: numbered)
/// if let refusal = provenance.refusal { throw .invalidInput(refusal) }
/// ```
struct RecordingProvenance: Sendable {
  /// How the recording's scenario compares with the one replayed.
  enum State: String, Sendable {
    /// Made against this revision (or this file's content).
    case current
    /// Made against another revision or version of the file.
    case changed
    /// The recording does not say (a format 1 file, a recording kept before migration 0009 with no
    /// revision).
    case unknown
  }

  var state: State
  /// The revision the recording was made against, for a stored recording when known.
  var madeAgainst: Int?
  /// The revision that is replayed, for a stored scenario.
  var replayed: Int?
  /// The ids the recording names that the replayed scenario does not have.
  var missingIDs: [String]
  /// A sentence for `changed` and `unknown`: what it means, and what to do.
  var warning: String?
  /// Why the recording cannot be compared, when `missingIDs` is not empty.
  var refusal: String?

  /// Works out the provenance of `numbered` against `scenario`.
  ///
  /// - Parameters:
  ///   - revision: The replayed revision's number, for a stored scenario; nil for a file.
  ///   - sourceSHA256: The SHA-256 of the replayed scenario's source.
  ///   - scenarioPath: The scenario file's path (or the stored file name), for messages.
  init(
    of numbered: RecordedScenario.Numbered, scenario: Scenario, revision: Int?, sourceSHA256: String?,
    scenarioPath: String
  ) {
    let header = numbered.recording.header
    let name = scenario.name
    let label = revision == nil ? "'\(numbered.origin)'" : "recording:\(numbered.number)"
    madeAgainst = numbered.revision
    replayed = revision
    if let madeAgainst = numbered.revision, let revision {
      state = madeAgainst == revision ? .current : .changed
    } else if let recorded = header.scenarioSHA256, let sourceSHA256 {
      state = recorded == sourceSHA256 ? .current : .changed
    } else {
      state = .unknown
    }
    let version: String
    if let revision {
      version = "revision \(revision)"
    } else {
      version = "'\(scenarioPath)' as it is"
    }
    let reimport =
      revision == nil
      ? "import its log again into a catalog with this version of the scenario and export it"
      : "import its log again ('catalog record import LOG --scenario \(name) …') to tie it to revision \(revision ?? 0)"
    switch state {
    case .current:
      warning = nil
    case .changed:
      let against =
        numbered.revision.map { "revision \($0) of '\(name)', and the scenario is now at \(version)" }
        ?? "another version of '\(scenarioPath)' (its header's scenarioSHA256 is not the file's SHA-256)"
      warning =
        "\(label) was made against \(against): what changed since may show as disagreements. Record it again on a "
        + "device, or, if the change does not touch what its log shows, \(reimport)"
    case .unknown:
      warning =
        "\(label) does not say which version of '\(name)' it was made against (it was kept before recordings named "
        + "their scenario's revision): if the scenario changed since, what changed shows as disagreements; \(reimport)"
    }
    let receivers = ScenarioReceivers(scenario)
    let timeline = numbered.recording.timeline
    var missing: [String] = []
    for event in timeline.events where event.receiver != StaticNames.uiKit {
      let id = timeline.string(event.receiver)
      if receivers.roles(of: id).isEmpty, !missing.contains(id) { missing.append(id) }
    }
    missingIDs = missing
    guard !missing.isEmpty else {
      refusal = nil
      return
    }
    let ids = missing.map { "'\($0)'" }.joined(separator: ", ")
    let against = numbered.revision.map { "; it was made against revision \($0)" } ?? ""
    refusal =
      "\(label) of '\(name)' names \(ids), which \(version) does not have\(against): it cannot be compared. Record "
      + "the scenario again on a device, or import its log again with a map to the scenario's ids ('catalog record "
      + "import LOG --scenario \(name) --map …')"
  }
}
