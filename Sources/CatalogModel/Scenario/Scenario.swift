/// One transition scenario: a window, a controller hierarchy, delegates and the steps to replay.
///
/// This is the validated form of a scenario file (Docs/scenario-format.md). Every reference is already
/// resolved to a typed index, so the engine never looks a name up while it runs. `ScenarioFile`
/// builds it from YAML or JSON; tests and benchmarks may build it directly.
///
/// For example:
/// ```swift
/// var scenario = Scenario(name: "plain", window: ControllerID(0))
/// scenario.controllers = [ControllerSpec(id: "A"), ControllerSpec(id: "B")]
/// scenario.steps = [Step(.present(ControllerID(1), from: ControllerID(0), animated: true))]
/// ```
public struct Scenario: Hashable, Sendable {
  /// The scenario-file format versions this build reads (Docs/scenario-format.md: `format: 1`).
  public static let supportedFormats: [Int] = [1]

  public var name: String
  public var summary: String?
  public var notes: String?
  public var tags: [String]
  public var device: Device
  /// The window's `rootViewController`.
  public var window: ControllerID
  /// Every controller, in the order the file declares them; `ControllerID.index` points here.
  public var controllers: [ControllerSpec]
  public var transitioningDelegates: [TransitioningDelegateSpec]
  public var adaptiveDelegates: [AdaptiveDelegateSpec]
  public var navigationDelegates: [NavigationDelegateSpec]
  public var tabBarDelegates: [TabBarDelegateSpec]
  public var steps: [Step]
  /// `expect:`: the facts the scenario's timelines must hold (issue 27; Docs/scenario-format.md).
  public var facts: [ScenarioFact]
  /// `source:`: the public source the scenario reproduces, if it names one.
  public var source: ScenarioSource?

  public init(
    name: String,
    summary: String? = nil,
    notes: String? = nil,
    tags: [String] = [],
    device: Device = Device(),
    window: ControllerID,
    controllers: [ControllerSpec] = [],
    transitioningDelegates: [TransitioningDelegateSpec] = [],
    adaptiveDelegates: [AdaptiveDelegateSpec] = [],
    navigationDelegates: [NavigationDelegateSpec] = [],
    tabBarDelegates: [TabBarDelegateSpec] = [],
    steps: [Step] = [],
    facts: [ScenarioFact] = [],
    source: ScenarioSource? = nil
  ) {
    self.name = name
    self.summary = summary
    self.notes = notes
    self.tags = tags
    self.device = device
    self.window = window
    self.controllers = controllers
    self.transitioningDelegates = transitioningDelegates
    self.adaptiveDelegates = adaptiveDelegates
    self.navigationDelegates = navigationDelegates
    self.tabBarDelegates = tabBarDelegates
    self.steps = steps
    self.facts = facts
    self.source = source
  }

  // Inlinable: a caller that reads one field of a spec then reads it in place, instead of copying
  // the whole spec (its strings and arrays) out of the array.
  @inlinable public subscript(id: ControllerID) -> ControllerSpec {
    get { controllers[id.index] }
    set { controllers[id.index] = newValue }
  }

  @inlinable public subscript(id: TransitioningDelegateID) -> TransitioningDelegateSpec {
    get { transitioningDelegates[id.index] }
    set { transitioningDelegates[id.index] = newValue }
  }

  @inlinable public subscript(id: AdaptiveDelegateID) -> AdaptiveDelegateSpec {
    get { adaptiveDelegates[id.index] }
    set { adaptiveDelegates[id.index] = newValue }
  }

  @inlinable public subscript(id: NavigationDelegateID) -> NavigationDelegateSpec {
    get { navigationDelegates[id.index] }
    set { navigationDelegates[id.index] = newValue }
  }

  @inlinable public subscript(id: TabBarDelegateID) -> TabBarDelegateSpec {
    get { tabBarDelegates[id.index] }
    set { tabBarDelegates[id.index] = newValue }
  }

  /// The controller declared under `name`, if any.
  public func controllerID(named name: String) -> ControllerID? {
    controllers.firstIndex { $0.id == name }.map(ControllerID.init)
  }

  /// The container that lists `id` among its children, if any.
  public func parent(of id: ControllerID) -> ControllerID? {
    controllers.indices.first { controllers[$0].children.contains(id) }.map(ControllerID.init)
  }
}
