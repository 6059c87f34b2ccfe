// `import CatalogTesting` is enough to write scenarios in Swift (`TransitionScenario`,
// `Controller`, `Present`, …) and to check their timelines.
@_exported import ScenarioBuilder
