import CatalogModel

/// Reads scenario files (Docs/scenario-format.md) into validated `Scenario` values.
///
/// A file goes through four gates, and a failure at any gate throws a `ScenarioFileError` that
/// lists every problem found so far, each with its line and column:
/// 1. Size: files over `maximumFileSize` are refused before a byte is read.
/// 2. Encoding: the text must be UTF-8 without NUL bytes or control characters.
/// 3. Syntax: YAML 1.2 (or JSON, by extension), parsed by Yams, with duplicate keys, anchors and
///    aliases, tags and nesting handled safely.
/// 4. Meaning: every key, type, id and reference of the format is checked, and all problems are
///    reported together.
///
/// For example:
/// ```swift
/// do {
///   let loaded = try ScenarioFile.load(contentsOf: "fixtures/dimming-presentation.yaml")
///   print(loaded.scenario.name)
/// } catch {
///   print(error)  // fixtures/dimming-presentation.yaml:4:5: error: unknown key ...
/// }
/// ```
public enum ScenarioFile {
  /// The largest file `load(contentsOf:)` and `parse(_:path:)` accept: 4 MB (4 194 304 bytes).
  ///
  /// Real scenarios are a few kilobytes; the limit keeps a mistaken argument (a video, a log)
  /// from being read into memory at all.
  public static let maximumFileSize = 4 * 1024 * 1024

  /// The extensions of scenario files, without the dot.
  public static let extensions = ["yaml", "yml", "json"]

  /// Whether a command-line argument names a scenario file: it ends in `.yaml`, `.yml` or `.json`.
  ///
  /// The comparison ignores case. The file is not opened.
  public static func hasScenarioExtension(_ path: String) -> Bool {
    let lowercased = path.lowercased()
    return extensions.contains { lowercased.hasSuffix("." + $0) }
  }

  /// Whether an entry found in a folder is a scenario file: a scenario extension, and not the
  /// folder's configuration (`catalog.yaml`, `FolderConfiguration`).
  public static func isScenarioFileName(_ entry: String) -> Bool {
    hasScenarioExtension(entry) && entry != FolderConfiguration.fileName
  }

  /// Reads and validates the scenario file at `path`.
  ///
  /// The size is checked before the file is read, then the encoding, then the content.
  ///
  /// - Parameter path: A file path, absolute or relative to the current directory.
  /// - Returns: The scenario, its source text, the path and the format.
  /// - Throws: `ScenarioFileError` with every problem found, sorted by position.
  public static func load(contentsOf path: String) throws(ScenarioFileError) -> LoadedScenario {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: path, limit: maximumFileSize)
    } catch {
      let limit = "scenario files are limited to \(maximumFileSize) bytes (4 MB)"
      throw ScenarioFileError(
        path: path,
        fileProblem: error.message(expected: "a scenario file (.yaml, .yml or .json)", limitDescription: limit))
    }
    return try parse(bytes: bytes, path: path)
  }

  /// Decodes and validates a scenario file's bytes, as `load(contentsOf:)` does once it has read
  /// them: the entry point of the scenario reader's fuzz target.
  ///
  /// - Parameter path: Used in messages, and to choose JSON (`.json`) or YAML (anything else).
  /// - Throws: `ScenarioFileError`: the bytes are not text (UTF-8, or UTF-16 with a byte-order
  ///   mark), or the text is not a valid scenario.
  public static func parse(bytes: [UInt8], path: String) throws(ScenarioFileError) -> LoadedScenario {
    let text = try SourceText.decode(bytes, path: path)
    return try parse(text, path: path)
  }

  /// Parses and validates scenario text that is already in memory.
  ///
  /// - Parameters:
  ///   - text: The file's content. A leading byte-order mark is ignored.
  ///   - path: Used in messages, and to choose JSON (`.json`) or YAML (anything else).
  /// - Returns: The scenario, its source text, the path and the format.
  /// - Throws: `ScenarioFileError` with every problem found, sorted by position.
  public static func parse(_ text: String, path: String) throws(ScenarioFileError) -> LoadedScenario {
    let format = SourceFormat(path: path)
    let byteCount = text.utf8.count
    guard byteCount <= maximumFileSize else {
      throw ScenarioFileError(
        path: path, fileProblem: SourceText.tooLargeMessage(byteCount: byteCount))
    }
    let source = SourceText.removingByteOrderMark(text)
    if let problem = SourceText.firstForbiddenCharacter(in: source) {
      throw ScenarioFileError(path: path, diagnostics: [problem])
    }

    var log = DiagnosticLog()
    guard let root = DocumentComposer.compose(source, format: format, log: &log) else {
      if log.isEmpty {
        log.error(
          .start, "empty file: expected a mapping with 'name', 'window', 'controllers' and 'steps'")
      }
      throw ScenarioFileError(path: path, diagnostics: log.sortedDiagnostics())
    }
    var decoder = ScenarioDecoder(log: log)
    let scenario = decoder.decode(root)
    guard let scenario, decoder.log.isEmpty else {
      throw ScenarioFileError(path: path, diagnostics: decoder.log.sortedDiagnostics())
    }
    return LoadedScenario(scenario: scenario, source: source, path: path, format: format)
  }
}
