import TransitionEngine

/// What `catalog check` checks.
public struct CheckRequest: Sendable {
  /// Stored scenarios to check; empty names and `all` false mean every scenario.
  public var selection: ScenarioSelection
  /// A fixture folder to import (idempotently) and check instead of the selection.
  public var folder: String?
  /// The profiles to check; empty means each profile that has a baseline for the scenario (the
  /// newest profile for a scenario with none).
  public var profiles: [EngineProfile]
  /// Whether `new` results (no baseline) count as passing.
  public var allowNew: Bool
  /// The invocation, recorded with the batch.
  public var commandLine: [String]

  public init(
    selection: ScenarioSelection = ScenarioSelection(all: true), folder: String? = nil,
    profiles: [EngineProfile] = [], allowNew: Bool = false, commandLine: [String] = []
  ) {
    self.selection = selection
    self.folder = folder
    self.profiles = profiles
    self.allowNew = allowNew
    self.commandLine = commandLine
  }
}
