/// An element of a Swift scenario: it knows the line of a scenario file it stands for.
public protocol ScenarioElement: Sendable {
  /// The element as a line of a scenario file, with where it was written.
  var part: ScenarioPart { get }
}

/// A controller or a delegate: an element of the first closure of `TransitionScenario`.
public protocol ScenarioObject: ScenarioElement {}

/// A step: an element of the `steps` closure of `TransitionScenario`. Its timing is set with
/// the modifiers `at(_:)`, `sameTurn()` and `during(_:)`, as `at:` and `during:` in a file.
public protocol ScenarioStep: ScenarioElement {
  /// When the step runs; nil once the world has settled (the default).
  var time: StepTime? { get set }
}

/// A fact the timeline must hold: an element of the `expect` closure of `TransitionScenario`.
/// `result(_:)` and `profiles(_:)` narrow it, as `result:` and `profiles:` in a file.
public protocol ScenarioFact: ScenarioElement {
  /// `result:`: only events whose result reads as this text count.
  var resultText: String? { get set }
  /// `profiles:`: the fact is evaluated only under these profiles.
  var profileNames: [String]? { get set }
}

extension ScenarioFact {
  /// Only events whose result reads as `text` count (`result:`): `"false"`, `"nil"`, `"pageSheet"`.
  public func result(_ text: String) -> Self {
    var fact = self
    fact.resultText = text
    return fact
  }

  /// The fact is evaluated only under `profiles` (`profiles:`), such as `"uikit-17"`.
  public func profiles(_ profiles: String...) -> Self {
    var fact = self
    fact.profileNames = profiles
    return fact
  }
}

/// When a step runs, as its `at` or `during` key says.
public enum StepTime: Hashable, Sendable {
  /// `at: seconds`: at an absolute virtual time.
  case at(Double)
  /// `at: "+0"`: in the same run-loop turn as the previous step.
  case sameTurn
  /// `during: object.callback`: inside that callback, the next time UIKit makes it.
  case during(String)
}

extension ScenarioStep {
  /// The step runs at `seconds` of virtual time (`at: seconds`).
  public func at(_ seconds: Double) -> Self {
    var step = self
    step.time = .at(seconds)
    return step
  }

  /// The step runs in the same run-loop turn as the previous one (`at: "+0"`).
  public func sameTurn() -> Self {
    var step = self
    step.time = .sameTurn
    return step
  }

  /// The step runs inside `callback` (`object.callback`, such as `"onboarding.viewDidAppear"`), the
  /// next time UIKit makes it (`during:`).
  public func during(_ callback: String) -> Self {
    var step = self
    step.time = .during(callback)
    return step
  }
}

extension Fields {
  /// Adds the `at` or `during` key of `time`.
  mutating func add(_ time: StepTime?) {
    switch time {
    case .at(let seconds): add("at", seconds)
    case .sameTurn: add("at", "+0")
    case .during(let callback): add("during", callback)
    case nil: break
    }
  }
}
