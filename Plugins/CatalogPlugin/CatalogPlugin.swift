import Foundation
import PackagePlugin

/// `swift package catalog ARGUMENTS…`: runs the `catalog` command of this package, built for the
/// package that depends on it, in that package's folder, without installing it.
///
/// For example, `swift package catalog check Tests/Transitions`. The catalog's own database goes
/// into the plugin's work folder (not the package) unless `--db` or `CATALOG_DB` names one; its
/// exit status is the command's (0 passed, 1 differences, 2 invalid input, 3 storage, 64 usage).
@main
struct CatalogPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "catalog")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    var environment = ProcessInfo.processInfo.environment
    if environment["CATALOG_DB"]?.isEmpty ?? true, !arguments.contains(where: { $0 == "--db" || $0.hasPrefix("--db=") })
    {
      environment["CATALOG_DB"] = context.pluginWorkDirectoryURL.appendingPathComponent("catalog.sqlite").path
    }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0 else {
      // The command printed its own report and errors; its status is the package command's.
      exit(status)
    }
  }
}
