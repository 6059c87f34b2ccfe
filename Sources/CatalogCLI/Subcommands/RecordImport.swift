import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand.Record {
  /// `catalog record import`: a console log into a recording of a stored scenario.
  struct ImportLog: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Imports a console log into a recording of a stored scenario.",
      usage: "catalog record import <file> --scenario <name> [--ios <v>] [<options>]",
      discussion: """
        FILE is what the console printed. Callback lines become events, in order: Swift's \
        'RedViewController viewWillAppear(_:)' (from print(type(of: self), #function); Swift 2 \
        names and 'Class.member' too), Objective-C's '-[RedViewController viewWillAppear:]' \
        (NSLog with __func__), an object's description '<Demo.RedViewController: 0x6000…>' for \
        the class, values printed after the member as its arguments ('true', 'YES'), and \
        UIKit's warnings ('Unbalanced calls to begin/end appearance transitions for <…>'). A \
        timestamp at the start of a line (NSLog's, a time of day, seconds) gives the event its \
        time. Other lines are skipped and counted.

        Each class (or instance address) is mapped to the scenario's id it stands for: \
        '--map RedViewController=red', '--map MyPresentationController=pc:red', several ids \
        for a class that is also a delegate ('EditViewController=compose,mail': each line \
        takes the id whose role fits its member), '-' for a class to skip. The log can carry \
        the map and the header itself in '# map: A=a B=b', '# ios: 17.2' and such lines; \
        options win over them. The iOS version is required: it chooses the profile the \
        recording is compared with.

        Anything ambiguous is reported as FILE:line:column and nothing is recorded (exit 2): a \
        callback of a class with no mapping, a class whose ids do not fit the member, two \
        instances of one class mapped through the class, a member printed without a class, \
        values that do not fit the member, a timestamp that goes back. The recording gets the \
        scenario's next number (recording:1, recording:2, …); importing the same log again \
        changes nothing. Docs/recordings.md describes the forms and the recording file.

        EXAMPLES
          catalog record import present.log --scenario dimming-presentation --ios 17.2
          catalog record import ios8.log --scenario sheet --map RedVC=red
          catalog record import logs/zoom.log --scenario zoom --map Cell=-

        EXIT CODES
          0   the recording was kept (or the scenario already had it)
          2   a problem in the log or the options, or an unknown scenario
          3   no catalog, or a storage failure
          64  a command-line usage error
        """)

    static let commandPath = "catalog record import"

    @Argument(help: ArgumentHelp("The console log to import.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The stored scenario the log is a run of.", valueName: "name"))
    var scenario: String

    @Option(help: ArgumentHelp("The iOS version the device ran, such as 17.2.", valueName: "version"))
    var ios: String?

    @Option(help: ArgumentHelp("The device model, such as 'iPhone 15 Pro'.", valueName: "model"))
    var device: String?

    @Option(help: ArgumentHelp("The SDK the app was built with, such as 17.2.", valueName: "version"))
    var sdk: String?

    @Option(
      name: .customLong("recorded-at"),
      help: ArgumentHelp("When the log was made: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.", valueName: "date"))
    var recordedAt: String?

    @Option(name: .customLong("by"), help: ArgumentHelp("Who made the log.", valueName: "name"))
    var recordedBy: String?

    @Option(help: ArgumentHelp("Free text kept with the recording.", valueName: "text"))
    var notes: String?

    @Option(
      help: ArgumentHelp(
        "A class or instance and the scenario id(s) it stands for: Class=id, Class=id1,id2, Class=-; repeatable.",
        valueName: "class=id"))
    var map: [String] = []

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> ImportRecording.Report {
      var request = ImportRecording(path: file, scenario: scenario)
      request.map = map
      request.ios = ios
      request.device = device
      request.sdk = sdk
      request.recordedAt = recordedAt
      request.recordedBy = recordedBy
      request.notes = notes
      return try request.run(at: database.location)
    }
  }
}
