/// What `catalog run ARGUMENT…` replays: scenario files (and folders of them), or stored
/// scenarios by name, never both at once.
package enum RunRequest: Hashable, Sendable {
  /// Files and folders, replayed and printed without a catalog.
  case files([String])
  /// Stored scenarios by name (none: `--all` or `--tag` select them), replayed and recorded.
  case stored([String])

  static let command = "catalog run"

  /// Classifies the arguments with `Subject`.
  ///
  /// - Throws: `RunnerError.invalidInput` for an argument that names a run or a timeline file, or
  ///   for files mixed with stored scenarios.
  package init(_ arguments: [String]) throws(RunnerError) {
    var files: [String] = []
    var names: [String] = []
    for argument in arguments {
      switch try Subject(argument, accepting: [.scenarioFile, .folder, .scenario, .run], for: Self.command) {
      case .scenarioFile(let path), .folder(let path): files.append(path)
      case .scenario(let name): names.append(name)
      case .run(let id):
        throw .invalidInput(
          "'\(argument)' is a run; 'catalog run' replays scenarios ('catalog show run:\(id)' shows a run, "
            + "'scenario:\(argument)' names a scenario called '\(argument)')")
      case .timelineFile: throw .invalidInput("'\(argument)' is a timeline file; 'catalog run' replays scenarios")
      }
    }
    if let file = files.first, let name = names.first {
      throw .invalidInput(
        "'\(name)' is a stored scenario, but '\(file)' is a file: replay files and stored scenarios in separate runs")
    }
    self = files.isEmpty ? .stored(names) : .files(files)
  }
}
