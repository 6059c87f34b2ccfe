import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog profiles`: the engine profiles and what each changes.
  struct Profiles: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "profiles",
      abstract: "Lists the engine profiles, their rules versions and what each changes.",
      discussion: """
        A profile is a named, versioned set of behaviour rules for one UIKit era. Each line says \
        what the profile changes relative to the one before it. A run records the profile and \
        its rules version, so a changed timeline can be traced to a rules change.

        EXAMPLES
          catalog profiles
          catalog profiles --format json

        EXIT CODES
          0   listed
          64  a command-line usage error
        """)

    @OptionGroup var output: OutputOptions<ReportFormats>

    func report() -> ProfilesReport { ProfilesReport() }
  }
}
