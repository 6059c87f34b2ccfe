/// Collects the steps of a `TransitionScenario`, in the order written; `if`, `if`/`else` and
/// `for` work as in any result builder.
@resultBuilder
public enum ScenarioStepsBuilder {
  public static func buildExpression(_ step: some ScenarioStep) -> [ScenarioPart] { [step.part] }
  public static func buildBlock(_ parts: [ScenarioPart]...) -> [ScenarioPart] { parts.flatMap { $0 } }
  public static func buildArray(_ parts: [[ScenarioPart]]) -> [ScenarioPart] { parts.flatMap { $0 } }
  public static func buildOptional(_ parts: [ScenarioPart]?) -> [ScenarioPart] { parts ?? [] }
  public static func buildEither(first parts: [ScenarioPart]) -> [ScenarioPart] { parts }
  public static func buildEither(second parts: [ScenarioPart]) -> [ScenarioPart] { parts }
}
