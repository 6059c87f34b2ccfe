import ArgumentParser

/// The exit codes of every `catalog` command, as their `--help` documents them.
package enum ExitStatus {
  /// Success; for `diff` and `check`, also "no difference".
  package static let ok = ExitCode(0)
  /// A difference or a regression was found.
  package static let difference = ExitCode(1)
  /// An invalid scenario or input file.
  package static let invalidInput = ExitCode(2)
  /// A storage or internal failure.
  package static let storageFailure = ExitCode(3)

  /// The exit-code paragraph every command's discussion ends with.
  static let help = """
    EXIT CODES
      0   success (for diff and check: nothing differs)
      1   a difference or regression was found
      2   an invalid scenario or input file
      3   a storage or internal failure
      64  a command-line usage error
    """
}
