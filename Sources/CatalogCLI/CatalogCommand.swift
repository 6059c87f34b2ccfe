import ArgumentParser

/// The `catalog` root command.
public struct CatalogCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Replays, stores, diffs and regression-checks UIKit view-controller transition timelines.")

  public init() {}
}
