import ArgumentParser

/// `--all` and `--tag T`: which stored scenarios a command works on, besides names.
struct SelectionOptions: ParsableArguments {
  @Flag(help: "Every scenario in the catalog.")
  var all = false

  @Option(help: ArgumentHelp("The stored scenarios with this tag.", valueName: "tag"))
  var tag: String?

  /// Whether the options select anything by themselves.
  var selects: Bool { all || tag != nil }

  func validate() throws {
    if all && tag != nil {
      throw ValidationError("'--all' and '--tag' cannot be combined: '--tag' already selects from all scenarios.")
    }
  }
}
