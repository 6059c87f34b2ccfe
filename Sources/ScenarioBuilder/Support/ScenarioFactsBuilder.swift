/// Collects the facts of a `TransitionScenario`, in the order written; `if`, `if`/`else` and
/// `for` work as in any result builder.
@resultBuilder
public enum ScenarioFactsBuilder {
  /// One element.
  public static func buildExpression(_ fact: some ScenarioFact) -> [ScenarioPart] { [fact.part] }
  /// The elements of a block, in order.
  public static func buildBlock(_ parts: [ScenarioPart]...) -> [ScenarioPart] { parts.flatMap { $0 } }
  /// The elements of every pass of a `for` loop.
  public static func buildArray(_ parts: [[ScenarioPart]]) -> [ScenarioPart] { parts.flatMap { $0 } }
  /// The elements of an `if` without `else`, when its condition holds.
  public static func buildOptional(_ parts: [ScenarioPart]?) -> [ScenarioPart] { parts ?? [] }
  /// The elements of the first branch of an `if`/`else`.
  public static func buildEither(first parts: [ScenarioPart]) -> [ScenarioPart] { parts }
  /// The elements of the second branch of an `if`/`else`.
  public static func buildEither(second parts: [ScenarioPart]) -> [ScenarioPart] { parts }
}
