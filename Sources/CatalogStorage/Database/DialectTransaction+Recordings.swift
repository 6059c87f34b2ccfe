// MARK: - Writes

extension DialectTransaction {
  /// Keeps recordings with their scenarios, in order.
  ///
  /// Each is tied to the revision of its scenario whose source has the input's `scenarioSHA256`
  /// (none when no revision has it, or the input does not say). Both backends hash the source's
  /// UTF-8 bytes here (`ContentHash`), so both tie a recording to the same revision.
  ///
  /// A recording without a number is the scenario's current recording with the same events, iOS
  /// version, SDK and device when there is one: nothing is added when that one was made against
  /// the same revision (`.unchanged` for the same bytes, `.sameEvents` for another header: the log
  /// under another name, say), and the new content supersedes it, under its number, when it was
  /// made against another revision (`.retied`). Otherwise it gets its scenario's next number (one
  /// more than the highest it ever had, superseded and removed ones included).
  ///
  /// One with a number is stored under it: the same content as the current recording of that
  /// number changes nothing; other content supersedes it, and the old one stays as history.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.invalidInput` for a number
  ///   below 1 or an empty iOS version.
  func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    try inputs.map { try addRecording($0) }
  }

  private func addRecording(_ input: RecordingInput) throws -> RecordingOutcome {
    let scenarioID = try scenarioID(input.scenario, allowRemoved: false)
    guard !input.iosVersion.isEmpty else {
      throw StorageError.invalidInput("a recording of '\(input.scenario)' needs the iOS version it was made on")
    }
    let hash = ContentHash.sha256(input.content)
    let revision = try input.scenarioSHA256.flatMap { try revisionWithSource(of: scenarioID, hash: $0) }
    func outcome(_ number: Int, _ id: Int64, _ change: RecordingOutcome.Change) -> RecordingOutcome {
      RecordingOutcome(
        scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: change,
        revision: revision?.number)
    }
    let number: Int
    var retying: Int64?
    if let given = input.number {
      guard given >= 1 else {
        throw StorageError.invalidInput("recording numbers start at 1; '\(input.scenario)' got \(given)")
      }
      number = given
    } else if let same = try currentRecording(sameEventsAs: input, scenarioID: scenarioID) {
      if same.contentHash == hash { return outcome(same.number, same.id, .unchanged) }
      guard let revision, revision.id != same.revisionID else { return outcome(same.number, same.id, .sameEvents) }
      number = same.number
      retying = same.id
    } else {
      number = try nextRecordingNumber(of: scenarioID)
    }
    var change = RecordingOutcome.Change.created
    if let current = try currentRecording(of: scenarioID, number: number) {
      if current.contentHash == hash { return outcome(number, current.id, .unchanged) }
      try supersedeRecording(current.id, at: input.importedAt.catalogMilliseconds)
      let id = RecordingID(rawValue: current.id)
      change = retying == current.id ? .retied(id) : .superseded(id)
    }
    let id = try insertRecording(
      input, scenarioID: scenarioID, number: number, contentHash: hash, revisionID: revision?.id)
    return outcome(number, id, change)
  }
}
