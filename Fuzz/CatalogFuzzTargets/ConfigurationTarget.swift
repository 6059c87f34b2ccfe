import ScenarioFile

/// The folder configuration's fuzz target: bytes as a `catalog.yaml` (`FolderConfiguration`).
/// Nothing may crash or hang; what the reader accepts lists each profile once, each with the
/// place it was written.
enum ConfigurationTarget {
  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    guard let configuration = try? FolderConfiguration.parse(bytes: bytes, path: "catalog.yaml") else { return nil }
    if let profiles = configuration.profiles {
      guard Set(profiles).count == profiles.count, profiles.count == configuration.profileLocations.count else {
        return FuzzFinding(
          target: .configuration,
          message: "the reader accepted profiles \(profiles) at \(configuration.profileLocations)")
      }
    }
    return nil
  }
}
