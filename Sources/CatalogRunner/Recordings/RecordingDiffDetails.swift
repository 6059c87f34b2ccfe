/// What `catalog diff NAME --against recording` compared: the recording, the profile, and how the
/// engine's timeline was restricted. The diff's header says it; its JSON has it as `recording`.
public struct RecordingDiffDetails: Sendable, Encodable {
  public var scenario: String
  /// `recording:N`.
  public var number: Int
  public var ios: String
  @Nullable var sdk: String?
  @Nullable var device: String?
  public var profile: String
  /// Whether the profile was named (`--profile`) rather than chosen by the iOS version.
  public var profileGiven: Bool
  /// Whether every engine event was compared (`--exact`).
  public var exact: Bool
  /// The receivers and members of the recording, which the engine's timeline was restricted to
  /// unless `exact`.
  public var receivers: [String]
  public var members: [String]
  /// How many of the engine's events were compared, of how many.
  public var comparedEvents: Int
  public var engineEvents: Int
  /// How many orderings of the recording the engine reproduces, of how many.
  public var reproduced: Int
  public var orderings: Int

  /// The `#` lines the text form starts with.
  var header: String {
    var device = "iOS \(ios)" + (sdk.map { ", SDK \($0)" } ?? "") + (self.device.map { ", \($0)" } ?? "")
    device += profileGiven ? "; compared under \(profile) (--profile)" : "; compared under \(profile), which covers it"
    var out = "# recording:\(number) of \(scenario): \(device)\n"
    if exact {
      out +=
        "# every event compared (--exact): \(engineEvents) of the engine's; time, and arguments the log did not print, are not\n"
    } else {
      out +=
        "# only the recording's receivers and members compared (\(comparedEvents) of the engine's \(engineEvents) events); "
        + "'--exact' compares everything; time, and arguments the log did not print, are not compared\n"
      out += "#   receivers: \(receivers.joined(separator: ", "))\n"
      out += "#   members: \(members.joined(separator: ", "))\n"
    }
    out += "# \(reproduced) of \(orderings) recorded orderings reproduced (Docs/recordings.md)\n"
    return out
  }
}
