import CatalogTestSupport
import Foundation
import Testing

/// The review of issue 13 (/work/notes/review-13.md), reproduced through the built binary: each
/// test is one of its reproductions, with the outcome the fix gives.
@Suite(.tags(.large))
struct RecordingReviewCommandsTests {
  static let map = ["--map", "RedViewController=red", "--map", "DimmingPresentationController=pc:red"]

  /// The README tour's log, with one line the app printed itself.
  static let presentLog = """
    2024-03-01 10:00:00.100000+0100 Demo[812:30417] -[DimmingPresentationController presentationTransitionWillBegin]
    RedViewController viewWillAppear(_:)
    RedViewController viewIsAppearing(_:)
    DimmingPresentationController containerViewWillLayoutSubviews()
    Button tapped
    DimmingPresentationController containerViewDidLayoutSubviews()
    2024-03-01 10:00:01.100000+0100 Demo[812:30417] DimmingPresentationController presentationTransitionDidEnd(_:) true
    2024-03-01 10:00:01.100500+0100 Demo[812:30417] -[RedViewController viewDidAppear:]
    2024-03-01 10:00:02.000000+0100 Demo[812:30417] DimmingPresentationController dismissalTransitionWillBegin()
    2024-03-01 10:00:02.000100+0100 Demo[812:30417] <Demo.RedViewController: 0x600000c01a00> viewWillDisappear(_:) true
    2024-03-01 10:00:02.350000+0100 Demo[812:30417] DimmingPresentationController dismissalTransitionDidEnd(_:) true
    2024-03-01 10:00:02.350100+0100 Demo[812:30417] RedViewController viewDidDisappear(_:)

    """

  static func catalog(_ names: [String] = ["dimming-presentation"]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder(fixtures: names)
    for name in names {
      let added = try CatalogProcess.run(["add", "\(name).yaml"], in: folder.path)
      #expect(added.exitCode == 0, "\(added)")
    }
    return folder
  }

  /// `catalog record import LOG --scenario SCENARIO --ios IOS` with a `--map` of each of `map`.
  static func importLog(
    _ log: String, scenario: String = "dimming-presentation", ios: String, map: [String], in folder: TemporaryFolder
  ) throws -> CatalogProcess.Result {
    try CatalogProcess.run(
      ["record", "import", log, "--scenario", scenario, "--ios", ios] + map.flatMap { ["--map", $0] }, in: folder.path)
  }

  static func record(_ log: String, in folder: TemporaryFolder, _ more: [String] = []) throws -> CatalogProcess.Result {
    try CatalogProcess.run(
      ["record", "import", log, "--scenario", "dimming-presentation", "--ios", "17.2"] + map + more, in: folder.path)
  }

  /// D1: os_log categories and other separators are read; no callback is dropped while the diff
  /// says the timelines are equal.
  @Test func consoleFormsAreReadAndNothingIsDroppedSilently() throws {
    let folder = try Self.catalog()
    try folder.write(
      "mixed.log",
      """
      2024-03-01 10:00:00.100000+0100 Demo[812:30417] -[DimmingPresentationController presentationTransitionWillBegin]
      2024-03-01 10:00:00.100100+0100 Demo[812:30417] [Lifecycle] RedViewController viewWillAppear(_:)
      2024-03-01 10:00:00.100200+0100 Demo[812:30417] DimmingPresentationController containerViewWillLayoutSubviews()
      2024-03-01 10:00:01.100000+0100 Demo[812:30417] DimmingPresentationController presentationTransitionDidEnd(_:) true
      2024-03-01 10:00:01.100100+0100 Demo[812:30417] [Lifecycle] RedViewController viewDidAppear(_:)
      RedViewController - viewWillDisappear(_:)
      RedViewController | viewDidDisappear(_:)

      """)
    let imported = try Self.record("mixed.log", in: folder)
    #expect(imported.exitCode == 0, "\(imported)")
    #expect(imported.stdout.contains(": 7 events.\n"), "\(imported)")

    try folder.write("odd.log", "RedViewController viewWillAppear(_:)\n>>> RedViewController ~ viewDidAppear(_:)\n")
    let odd = try Self.record("odd.log", in: folder)
    #expect(odd.exitCode == 2, "\(odd)")
    #expect(
      odd.stderr.contains("odd.log:2:25: error: this line names viewDidAppear(_:) after '>>> RedViewController ~ '"))

    // The tour's log: its skipped line is named with its reason, and the diff says so instead
    // of calling the timelines equal.
    try folder.write("present.log", Self.presentLog)
    let second = try Self.record("present.log", in: folder)
    #expect(second.stdout.contains("recording:2"), "\(second)")
    #expect(second.stdout.contains("11 events; 1 line skipped (1 not a callback)"), "\(second)")
    let diff = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording:2"], in: folder.path)
    #expect(diff.exitCode == 0, "\(diff)")
    #expect(!diff.stdout.contains("timelines are equal"))
    #expect(
      diff.stdout.hasSuffix(
        ": the compared events are equal (ignoring time; 1 line of the log not read as events: 1 not a callback).\n"),
      "\(diff)")
  }

  /// D2: a recording is tied to the revision it was made against; a revision that renames its ids
  /// makes `diff` refuse it and `calibrate` skip it, and one that does not gets a warning.
  @Test func aRecordingIsComparedOnlyWithTheRevisionItWasMadeAgainst() throws {
    let folder = try Self.catalog()
    try folder.write("present.log", Self.presentLog)
    #expect(try Self.record("present.log", in: folder).exitCode == 0)
    let source = try String(contentsOfFile: folder.file("dimming-presentation.yaml"), encoding: .utf8)

    // A revision that only adds a comment: compared, with a warning that says what to do.
    try folder.write("commented/dimming-presentation.yaml", source + "\n# a comment\n")
    #expect(try CatalogProcess.run(["add", "commented/dimming-presentation.yaml"], in: folder.path).exitCode == 0)
    let warned = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording"], in: folder.path)
    #expect(warned.exitCode == 0, "\(warned)")
    #expect(
      warned.stdout.contains(
        "# warning: recording:1 was made against revision 1 of 'dimming-presentation', and the scenario is now at "
          + "revision 2"), "\(warned)")
    let calibrated = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(calibrated.stdout.contains("(scenario changed since)"), "\(calibrated)")
    #expect(calibrated.stdout.contains("WARNINGS"))
    // Importing the log again ties it to revision 2.
    let retied = try Self.record("present.log", in: folder)
    #expect(
      retied.stdout.hasPrefix("Recorded recording:1 of 'dimming-presentation' again against revision 2"), "\(retied)")
    let current = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording"], in: folder.path)
    #expect(!current.stdout.contains("warning"), "\(current)")
    #expect(current.stdout.contains("# made against revision 2, the one replayed\n"))

    // A revision that renames 'red': refused by diff, skipped by calibrate, announced by add.
    let renamed = source.replacingOccurrences(
      of: #"\bred\b"#, with: "crimson", options: .regularExpression)
    try folder.write("renamed/dimming-presentation.yaml", renamed)
    let added = try CatalogProcess.run(["add", "renamed/dimming-presentation.yaml"], in: folder.path)
    #expect(added.exitCode == 0, "\(added)")
    #expect(
      added.stderr.contains(
        "warning: revision 3 of 'dimming-presentation' does not have 'pc:red', 'red', which recording:1 names"),
      "\(added)")
    let refused = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording"], in: folder.path)
    #expect(refused.exitCode == 2, "\(refused)")
    #expect(
      refused.stderr.contains(
        "recording:1 of 'dimming-presentation' names 'pc:red', 'red', which revision 3 does not have; it was made "
          + "against revision 2"), "\(refused)")
    let skipped = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(skipped.exitCode == 0, "\(skipped)")
    #expect(skipped.stdout.contains("recording:1  skipped: recording:1 of 'dimming-presentation' names"), "\(skipped)")
    let shown = try CatalogProcess.run(["show", "dimming-presentation"], in: folder.path)
    #expect(shown.stdout.contains("against revision 2 (the scenario has changed since)"), "\(shown)")
  }

  /// D3: an Objective-C BOOL printed with %d matches the engine's booleans.
  @Test func aBOOLPrintedWithPercentDMatches() throws {
    let folder = try Self.catalog()
    try folder.write(
      "bool.log",
      "-[RedViewController viewWillAppear:] 1\n-[RedViewController viewIsAppearing:] 1\n-[RedViewController viewDidAppear:] 1\n"
    )
    #expect(try Self.record("bool.log", in: folder).exitCode == 0)
    let diff = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording"], in: folder.path)
    #expect(diff.exitCode == 0, "\(diff)")
    #expect(diff.stdout.contains("# 4 of 4 recorded orderings reproduced"), "\(diff)")
  }

  /// D4, D5, D6: blocks, padded addresses, conflicting maps.
  @Test func blocksAddressesAndConflictingMaps() throws {
    let folder = try Self.catalog(["dimming-presentation", "custom-segue-immediate-present"])
    try folder.write(
      "blk.log",
      """
      2024-03-01 10:00:00.100 Demo[812:30417] -[ZoomAnimator animateTransition:]
      2024-03-01 10:00:01.100 Demo[812:30417] __38-[ZoomAnimator animateTransition:]_block_invoke
      2024-03-01 10:00:01.100 Demo[812:30417] -[ZoomAnimator animateTransition:]_block_invoke
      2024-03-01 10:00:01.101 Demo[812:30417] -[ZoomAnimator animationEnded:]

      """)
    let blocks = try Self.importLog("blk.log", ios: "17.2", map: ["ZoomAnimator=animator:red"], in: folder)
    #expect(blocks.stdout.contains(": 2 events; 2 lines skipped (2 inside blocks of callbacks"), "\(blocks)")

    try folder.write(
      "addr.log",
      """
      2024-03-01 10:00:00.000000+0100 Demo[812:30417] <DestinationViewController: 0x0000600000c01a00> viewWillAppear(_:) true
      2024-03-01 10:00:00.001000+0100 Demo[812:30417] <DestinationViewController: 0x0000600000c01a00> viewDidAppear(_:) true
      2024-03-01 10:00:00.002000+0100 Demo[812:30417] Unbalanced calls to begin/end appearance transitions for <Demo.DestinationViewController: 0x600000c01a00>.

      """)
    let address = try Self.importLog(
      "addr.log", scenario: "custom-segue-immediate-present", ios: "8.0", map: ["0x0000600000c01a00=destination"],
      in: folder)
    #expect(address.exitCode == 0, "\(address)")
    #expect(address.stdout.contains(": 3 events."), "\(address)")

    try folder.write(
      "conf.log",
      "# ios: 17.2\n# map: RedViewController=red\n# map: RedViewController=yellow\nRedViewController viewWillAppear(_:)\n"
    )
    let conflict = try CatalogProcess.run(
      ["record", "import", "conf.log", "--scenario", "dimming-presentation"], in: folder.path)
    #expect(conflict.exitCode == 2, "\(conflict)")
    #expect(
      conflict.stderr.contains(
        "conf.log:3:8: error: 'RedViewController=yellow' conflicts with 'RedViewController=red' on line 2"))
    try folder.write("one.log", "RedViewController viewWillAppear(_:)\n")
    let options = try Self.importLog(
      "one.log", ios: "17", map: ["RedViewController=red", "RedViewController=yellow"], in: folder)
    #expect(options.exitCode == 2, "\(options)")
    #expect(options.stderr.contains("'--map RedViewController=yellow' conflicts with '--map RedViewController=red'"))
  }

  /// D7: the same log under other names is one recording, counted once; one recording can be
  /// removed, and leaves calibrate and exports.
  @Test func theSameLogIsOneRecordingAndOneCanBeRemoved() throws {
    let folder = try Self.catalog()
    try folder.write("present.log", Self.presentLog)
    try folder.write("copy.log", Self.presentLog)
    #expect(try Self.record("present.log", in: folder).stdout.hasPrefix("Recorded recording:1 "))
    let copy = try Self.record("copy.log", in: folder)
    #expect(
      copy.stdout.hasPrefix("'dimming-presentation' already has these events as recording:1"), "\(copy)")
    let calibrated = try CatalogProcess.run(["calibrate", "--format", "json"], in: folder.path)
    #expect(calibrated.stdout.contains("\"orderings\": 12,"), "\(calibrated)")
    // A second recording, then the first removed.
    try folder.write("short.log", "RedViewController viewWillAppear(_:)\nRedViewController viewDidAppear(_:)\n")
    #expect(try Self.record("short.log", in: folder).stdout.hasPrefix("Recorded recording:2 "))
    let removed = try CatalogProcess.run(["record", "rm", "dimming-presentation", "recording:1"], in: folder.path)
    #expect(removed.exitCode == 0, "\(removed)")
    #expect(removed.stdout.contains("Its recordings: recording:2."))
    let after = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(after.stdout.contains("recording:2"), "\(after)")
    #expect(!after.stdout.contains("recording:1"), "\(after)")
    #expect(try CatalogProcess.run(["export", "--to", "out"], in: folder.path).exitCode == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).filter {
      $0.hasSuffix(".recording")
    }
    #expect(files == ["dimming-presentation.2.recording"])
    let again = try CatalogProcess.run(["record", "rm", "dimming-presentation", "recording:1"], in: folder.path)
    #expect(again.exitCode == 2)
    #expect(again.stderr.contains("scenario 'dimming-presentation' has no recording:1; it has recording:2"))
    // Not a recording number: a usage error, before the catalog is opened.
    for argument in ["recording", "recording:x", "recording:0", "recording:"] {
      let wrong = try CatalogProcess.run(["record", "rm", "dimming-presentation", argument], in: folder.path)
      #expect(wrong.exitCode == 64, "\(argument): \(wrong)")
      #expect(wrong.stderr.contains("is not a recording number: write 'recording:N'"), "\(wrong)")
    }
  }

  /// D9: the moved sentence names where the device did the event.
  @Test func theMovedSentenceStatesTheDevicesOrder() throws {
    let folder = try Self.catalog()
    try folder.write(
      "present2.log",
      """
      RedViewController viewWillAppear(_:) true
      DimmingPresentationController presentationTransitionWillBegin()
      RedViewController viewDidAppear(_:) true
      DimmingPresentationController presentationTransitionDidEnd(_:) true
      RedViewController viewWillDisappear(_:) true
      RedViewController viewDidDisappear(_:) true

      """)
    #expect(
      try CatalogProcess.run(
        ["record", "import", "present2.log", "--scenario", "dimming-presentation", "--ios", "16.4"] + Self.map,
        in: folder.path
      ).exitCode == 0)
    let calibrated = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(
      calibrated.stdout.contains(
        "moved: the device did pc:red.presentationTransitionWillBegin() after red.viewWillAppear(true) in the engine's order"
      ), "\(calibrated)")
    #expect(!calibrated.stdout.contains("presentationTransitionWillBegin() after pc:red.presentationTransitionDidEnd"))
  }

  /// D10: control characters from a log are shown escaped.
  @Test func controlCharactersFromALogAreShownEscaped() throws {
    let folder = try Self.catalog()
    try folder.write(
      "esc.log", "RedViewController viewDidAppear(_:)\nRedViewController tapped(_:)\u{1B}[31mRED\u{1B}[0m\n")
    let imported = try Self.record("esc.log", in: folder)
    #expect(imported.exitCode == 0, "\(imported)")
    #expect(!imported.stdout.contains("\u{1B}"))
    #expect(imported.stdout.contains(#"tapped(_:)\u{1B}[31mRED\u{1B}[0m on line 2"#), "\(imported)")
    try folder.write(
      "esc3.log", "# device: iPhone\u{1B}[31mX\n# map: RedViewController=red\nRedViewController viewDidAppear(_:)\n")
    #expect(try Self.record("esc3.log", in: folder).exitCode == 0)
    let diff = try CatalogProcess.run(["diff", "dimming-presentation", "--against", "recording"], in: folder.path)
    #expect(!diff.stdout.contains("\u{1B}"))
    #expect(diff.stdout.contains(#"iPhone\u{1B}[31mX"#), "\(diff)")
  }

  /// D12: help and messages that were false.
  @Test func calibrateHelpAndMessagesSayWhatHappens() throws {
    let folder = try TemporaryFolder(fixtures: ["popover-wrap-in-navigation"])
    let help = try CatalogProcess.run(["calibrate", "--help"], in: folder.path)
    #expect(!help.stdout.contains("or 'all'"), "\(help)")
    #expect(!help.stdout.contains("repeat for several"))
    #expect(help.stdout.contains("0   compared (disagreements and skipped recordings included)\n"))
    #expect(try CatalogProcess.run(["calibrate", ".", "--profile", "all"], in: folder.path).exitCode == 64)
    #expect(
      try CatalogProcess.run(["calibrate", ".", "--profile", "uikit-8", "--profile", "uikit-13"], in: folder.path)
        .exitCode == 64)
    // A recording its profile cannot replay is skipped (exit 0), named with the scenario file.
    let skipped = try CatalogProcess.run(["calibrate", ".", "--profile", "uikit-7"], in: folder.path)
    #expect(skipped.exitCode == 0, "\(skipped)")
    #expect(
      skipped.stdout.contains("uikit-7 cannot replay 'popover-wrap-in-navigation': ./popover-wrap-in-navigation.yaml:"))

    let format = try CatalogProcess.run(
      ["record", "import", "x.log", "--scenario", "y", "--format", "mermaid"], in: folder.path)
    #expect(format.exitCode == 64)
    #expect(format.stderr.contains("'--format mermaid' is not available for 'catalog record import'"), "\(format)")
    let typo = try CatalogProcess.run(["record", "imprt", "x.log"], in: folder.path)
    #expect(typo.exitCode == 64)
    #expect(typo.stderr.contains("unknown command 'record imprt'; did you mean 'record import'?"), "\(typo)")
    let run = try CatalogProcess.run(["diff", "run:1", "--against", "recording"], in: folder.path)
    #expect(run.stderr.contains("'catalog diff --against recording' takes a scenario file or a stored scenario"))
  }

  /// D13: one check of recording files for import, calibrate DIR and diff FILE, every problem at once.
  @Test func recordingFilesAreCheckedAlikeEverywhere() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    try folder.write(
      "dimming-presentation.1.recording",
      """
      {"recording": 2, "scenario": "dimming-presentation", "ios": "17.2"}
      {"seq": 0, "t": 0.000, "turn": null, "kind": "callback", "receiver": "red", "call": "viewWillAppear(_:)", "args": []}
      {"seq": 1, "t": 0.000, "turn": null, "kind": "callback", "receiver": "blue", "call": "viewDidAppear(_:)", "args": []}
      {"seq": 2, "t": 0.000, "turn": null, "kind": "callback", "receiver": "red", "call": "viewDidDisapear(_:)", "args": []}

      """)
    try folder.write("x.recording", "")
    let commands = [
      ["import", ".", "--db", "c.sqlite"], ["calibrate", "."],
      ["diff", "dimming-presentation.yaml", "--against", "recording"],
    ]
    for command in commands {
      let result = try CatalogProcess.run(command, in: folder.path)
      #expect(result.exitCode == 2, "\(command): \(result)")
      #expect(result.stderr.contains("dimming-presentation.1.recording:3:1: error: event 1: 'blue' is not a receiver"))
      #expect(result.stderr.contains("dimming-presentation.1.recording:4:1: error: event 2: 'viewDidDisapear(_:)'"))
      if command[0] != "diff" { #expect(result.stderr.contains("x.recording:1:1: error: a recording file is named")) }
    }
  }

  /// D14, D15, D17, D20: a removed scenario's recordings, versions no profile compares, a CRLF
  /// recording file, ids the scenario's replays never name.
  @Test func removedScenariosOldVersionsLineEndsAndUnproducedIDs() throws {
    let folder = try Self.catalog()
    try folder.write("present.log", Self.presentLog)
    #expect(try Self.record("present.log", in: folder).exitCode == 0)
    #expect(try CatalogProcess.run(["rm", "dimming-presentation"], in: folder.path).exitCode == 0)
    let shown = try CatalogProcess.run(["show", "dimming-presentation"], in: folder.path)
    #expect(
      shown.stdout.contains(
        "RECORDINGS\n  1 recording, hidden while the scenario is removed; 'catalog add' revives them\n"), "\(shown)")
    #expect(try CatalogProcess.run(["add", "dimming-presentation.yaml"], in: folder.path).exitCode == 0)

    try folder.write("one.log", "RedViewController viewDidAppear(_:)\n")
    let old = try Self.importLog("one.log", ios: "6.1", map: ["RedViewController=red"], in: folder)
    #expect(old.exitCode == 0, "\(old)")
    #expect(old.stdout.contains("warning: iOS 6.1 is older than every profile"), "\(old)")
    let padded = try Self.importLog("one.log", ios: "017", map: ["RedViewController=red"], in: folder)
    #expect(padded.exitCode == 2, "\(padded)")

    let unproduced = try Self.importLog("one.log", ios: "17", map: ["RedViewController=pc:yellow"], in: folder)
    #expect(unproduced.exitCode == 2, "\(unproduced)")
    #expect(unproduced.stderr.contains("'pc:yellow' is not an id of scenario 'dimming-presentation'"))

    let crlf = try TemporaryFolder(fixtures: ["dimming-presentation"])
    try crlf.write(
      "dimming-presentation.1.recording",
      "{\"recording\": 1, \"scenario\": \"dimming-presentation\", \"ios\": \"17\"}\r\n"
        + "{\"seq\": 0, \"t\": 0.000, \"turn\": null, \"kind\": \"callback\", \"receiver\": \"red\", "
        + "\"call\": \"viewWillAppear(_:)\", \"args\": []}\r\n")
    let imported = try CatalogProcess.run(["import", ".", "--db", "c.sqlite"], in: crlf.path)
    #expect(imported.exitCode == 0, "\(imported)")
  }

  /// D18: the diff says its event numbers count the compared events.
  @Test func theDiffSaysWhatItsEventNumbersCount() throws {
    let folder = try TemporaryFolder(fixtures: ["custom-presentation-walkthrough"])
    let diff = try CatalogProcess.run(
      ["diff", "custom-presentation-walkthrough.yaml", "--against", "recording"], in: folder.path)
    #expect(diff.exitCode == 1, "\(diff)")
    #expect(diff.stdout.contains("event numbers below count the compared events"), "\(diff)")
  }
}
