import Foundation
import PackagePlugin

/// `swift package catalog ARGUMENTS…`: runs the `catalog` command of this package, built for the
/// package that depends on it, in that package's folder, without installing it.
///
/// For example, `swift package catalog check Tests/Transitions`. The catalog's own database goes
/// into the plugin's work folder (not the package) unless `--db` or `CATALOG_DB` names one.
/// SwiftPM reports any failing plugin with exit status 1, so `swift package catalog` exits 0 when
/// the command succeeds and 1 whenever it fails (differences, invalid input, storage, usage);
/// the command's own report and messages say which.
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
      // The command printed its report and errors; SwiftPM turns this into its own status 1.
      exit(status)
    }
  }
}
