/// Collects the facts of a `TransitionScenario`, in the order written; `if`, `if`/`else` and
/// `for` work as in any result builder.
@resultBuilder
public enum ScenarioFactsBuilder {
  public static func buildExpression(_ fact: some ScenarioFact) -> [ScenarioPart] { [fact.part] }
  public static func buildBlock(_ parts: [ScenarioPart]...) -> [ScenarioPart] { parts.flatMap { $0 } }
  public static func buildArray(_ parts: [[ScenarioPart]]) -> [ScenarioPart] { parts.flatMap { $0 } }
  public static func buildOptional(_ parts: [ScenarioPart]?) -> [ScenarioPart] { parts ?? [] }
  public static func buildEither(first parts: [ScenarioPart]) -> [ScenarioPart] { parts }
  public static func buildEither(second parts: [ScenarioPart]) -> [ScenarioPart] { parts }
}
