import CatalogModel

/// A fixture folder's `catalog.yaml`: the defaults `catalog check DIR` uses for that folder
/// (Docs/folder-configuration.md). Flags given on the command line override them.
///
/// ```yaml
/// # fixtures/catalog.yaml
/// profiles: [uikit-8, "17"]       # or: all; an iOS version names its era's profile
/// ignoreTime: false
/// kinds: [callback, block]        # compare only these kinds of events
/// allowNew: false
/// strict: true                    # authoring warnings fail the check
/// include: ["ui/**"]              # only these scenario files (globs, relative to the folder)
/// exclude: ["**/drafts/**"]       # never these
/// ```
///
/// Every key is optional; an unknown key, a value of the wrong type, a malformed pattern or an
/// unknown profile is an error at its line and column. Profile names are checked by the caller,
/// which knows the engine's profiles.
public struct FolderConfiguration: Hashable, Sendable {
  /// The file name looked for at the root of a checked folder.
  public static let fileName = "catalog.yaml"

  /// The profiles to check every scenario under; nil when the file does not say. `["all"]` is
  /// every profile.
  public var profiles: [String]?
  /// Where each profile name was written, for messages about unknown profiles.
  public var profileLocations: [SourceLocation] = []
  public var ignoreTime: Bool?
  /// The kinds of events compared; nil when the file does not say (every kind).
  public var kinds: Set<EventKind>?
  public var allowNew: Bool?
  /// Whether authoring warnings fail the check (`check --strict`); nil when the file does not say.
  public var strict: Bool?
  /// The scenario files to read, as patterns relative to the folder; nil reads every one.
  public var include: [PathGlob]?
  /// The files and folders never to read.
  public var exclude: [PathGlob] = []

  /// The settings a `catalog.yaml` may hold, in the order the documentation lists them.
  static let settings = ["profiles", "ignoreTime", "kinds", "allowNew", "strict", "include", "exclude"]

  public init(profiles: [String]? = nil, ignoreTime: Bool? = nil, allowNew: Bool? = nil) {
    self.profiles = profiles
    self.ignoreTime = ignoreTime
    self.allowNew = allowNew
  }

  /// The configuration in the file at `path`.
  ///
  /// - Throws: `ScenarioFileError` with every problem, positioned.
  public static func load(contentsOf path: String) throws(ScenarioFileError) -> FolderConfiguration {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: path, limit: 64 * 1024)
    } catch {
      throw ScenarioFileError(
        path: path,
        fileProblem: error.message(
          expected: "a folder configuration file", limitDescription: "it is read up to 64 KB"))
    }
    let text = try SourceText.decode(bytes, path: path)
    return try parse(text, path: path)
  }

  /// The configuration in a file's bytes, as `load(contentsOf:)` reads them once it has them: the
  /// entry point of the configuration's fuzz target.
  ///
  /// - Throws: `ScenarioFileError` with every problem, positioned.
  public static func parse(bytes: [UInt8], path: String) throws(ScenarioFileError) -> FolderConfiguration {
    guard bytes.count <= 64 * 1024 else {
      throw ScenarioFileError(path: path, fileProblem: "a folder configuration file is read up to 64 KB")
    }
    return try parse(try SourceText.decode(bytes, path: path), path: path)
  }

  /// The configuration in `text`.
  static func parse(_ text: String, path: String) throws(ScenarioFileError) -> FolderConfiguration {
    var log = DiagnosticLog()
    var configuration = FolderConfiguration()
    guard let root = DocumentComposer.compose(text, format: .yaml, log: &log) else {
      if log.isEmpty { return configuration }
      throw ScenarioFileError(path: path, diagnostics: log.sortedDiagnostics())
    }
    guard case .mapping(let entries) = root.content else {
      if root.isNull { return configuration }
      log.error(
        root.location, "expected a mapping of settings (\(settings.joined(separator: ", "))), found \(root.summary)")
      throw ScenarioFileError(path: path, diagnostics: log.sortedDiagnostics())
    }
    for entry in entries {
      let key = entry.key.scalar?.text ?? ""
      let value = entry.value
      switch key {
      case "profiles":
        if value.scalar?.text == "all" {
          configuration.profiles = ["all"]
          configuration.profileLocations = [value.location]
        } else if case .sequence(let nodes) = value.content, !nodes.isEmpty,
          nodes.allSatisfy(\.isProfileScalar)
        {
          // A number is an iOS version (`17`, `12.4`), written as YAML reads it.
          configuration.profiles = nodes.compactMap { $0.scalar?.text }
          configuration.profileLocations = nodes.map(\.location)
          // A profile listed twice would give every scenario two results under it.
          var first: [String: SourceLocation] = [:]
          for node in nodes {
            let name = node.scalar?.text ?? ""
            if let earlier = first[name] {
              log.error(
                node.location,
                "'profiles' lists '\(name)' twice (first at \(earlier)); list each profile once")
            } else {
              first[name] = node.location
            }
          }
        } else {
          log.error(
            value.location,
            "'profiles': expected 'all' or a list of profile names or iOS versions, found \(value.summary)")
        }
      case "kinds":
        guard case .sequence(let nodes) = value.content, !nodes.isEmpty,
          nodes.allSatisfy({ $0.scalar?.value == .string })
        else {
          log.error(
            value.location, "'kinds': expected a list of event kinds such as [callback, block], found \(value.summary)")
          continue
        }
        var kinds: Set<EventKind> = []
        for node in nodes {
          switch EventKind.parseList(node.scalar?.text ?? "") {
          case .success(let parsed): kinds.formUnion(parsed)
          case .failure(let unknown): log.error(node.location, "'kinds': \(unknown.message)")
          }
        }
        configuration.kinds = kinds
      case "ignoreTime", "allowNew", "strict":
        guard case .bool(let flag)? = value.scalar?.value else {
          log.error(value.location, "'\(key)': expected true or false, found \(value.summary)")
          continue
        }
        switch key {
        case "ignoreTime": configuration.ignoreTime = flag
        case "allowNew": configuration.allowNew = flag
        default: configuration.strict = flag
        }
      case "include", "exclude":
        let nodes: [DocumentNode]
        if case .sequence(let items) = value.content, !items.isEmpty,
          items.allSatisfy({ $0.scalar?.value == .string })
        {
          nodes = items
        } else if value.scalar?.value == .string {
          nodes = [value]
        } else {
          log.error(
            value.location, "'\(key)': expected a list of path patterns such as [\"ui/**\"], found \(value.summary)")
          continue
        }
        var globs: [PathGlob] = []
        for node in nodes {
          do {
            globs.append(try PathGlob(node.scalar?.text ?? ""))
          } catch {
            log.error(node.location, "'\(key)': \(error.description)")
          }
        }
        if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
      default:
        let suggestion = Suggestion.nearest(to: key, among: settings)
        log.error(
          entry.key.location,
          "unknown setting '\(key)'; the settings are profiles, ignoreTime, kinds, allowNew, strict, include and exclude"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
      }
    }
    guard log.isEmpty else { throw ScenarioFileError(path: path, diagnostics: log.sortedDiagnostics()) }
    return configuration
  }
}

extension DocumentNode {
  /// A profile's name (a string) or an iOS version (a number) in `profiles`.
  fileprivate var isProfileScalar: Bool {
    switch scalar?.value {
    case .string?, .number?: true
    default: false
    }
  }
}
