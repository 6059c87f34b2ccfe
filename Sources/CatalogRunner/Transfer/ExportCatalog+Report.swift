extension ExportCatalog.Report: Report {
  /// Each file written or removed, then the counts.
  public func text(style: TextStyle) -> String {
    var out = ""
    var written = 0
    var unchanged = 0
    var removed = 0
    for file in files {
      switch file.change {
      case .created, .updated:
        written += 1
        out += "wrote \(path(of: file))\n"
      case .unchanged:
        unchanged += 1
      case .removed:
        removed += 1
        out += "removed stale \(path(of: file))\n"
      }
    }
    let what =
      recordingCount > 0
      ? "\(Counted.phrase(scenarioCount, "scenario")), \(Counted.phrase(baselineCount, "baseline")) and "
        + Counted.phrase(recordingCount, "recording")
      : "\(Counted.phrase(scenarioCount, "scenario")) and \(Counted.phrase(baselineCount, "baseline"))"
    out +=
      "Exported \(what) "
      + "to '\(directory)': \(Counted.phrase(written, "file")) written, \(unchanged) unchanged"
      + (removed > 0 ? ", \(Counted.phrase(removed, "stale file")) removed" : "") + ".\n"
    return out
  }

  enum CodingKeys: String, CodingKey {
    case directory, scenarios, baselines, recordings, files
  }

  struct FileDocument: Encodable {
    let name: String
    let change: String
  }

  /// `{"directory", "scenarios", "baselines", "recordings", "files": [{"name", "change":
  /// "created"|"updated"|"unchanged"|"removed"}]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(directory, forKey: .directory)
    try container.encode(scenarioCount, forKey: .scenarios)
    try container.encode(baselineCount, forKey: .baselines)
    try container.encode(recordingCount, forKey: .recordings)
    try container.encode(
      files.map { file in
        let change =
          switch file.change {
          case .created: "created"
          case .updated: "updated"
          case .unchanged: "unchanged"
          case .removed: "removed"
          }
        return FileDocument(name: file.name, change: change)
      }, forKey: .files)
  }
}
