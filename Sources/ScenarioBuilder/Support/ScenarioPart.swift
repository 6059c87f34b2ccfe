import ScenarioFile

/// One element of a Swift scenario, as the line of a scenario file it stands for: a controller or
/// delegate under its section, or a step.
///
/// Elements make parts (`ScenarioElement.part`); `TransitionScenario` writes each part on a line
/// of its own, so that a problem the reader finds on that line is reported where the element was
/// written.
public struct ScenarioPart: Hashable, Sendable {
  /// The section of a scenario file a part belongs to.
  enum Section: String, CaseIterable, Sendable {
    case controllers
    case transitioningDelegates
    case adaptiveDelegates
    case navigationDelegates
    case tabBarDelegates
    case steps
    case expect
  }

  let section: Section
  /// The id of a controller or delegate; nil for a step.
  let id: String?
  let value: ScenarioDocument
  let location: SwiftSourceLocation

  init(_ section: Section, id: String? = nil, value: ScenarioDocument, location: SwiftSourceLocation) {
    self.section = section
    self.id = id
    self.value = value
    self.location = location
  }
}
