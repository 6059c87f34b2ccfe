import CatalogModel

/// Which scenario id each class or instance of a console log stands for.
///
/// An entry is `Key=ids`: the key is a class (`RedViewController`, or with its module,
/// `Demo.RedViewController`) or an instance's address (`0x7fb1c0d0a2e0`, compared by value:
/// `0x00007fb1c0d0a2e0` is the same instance); the ids are one scenario id, several separated by
/// commas for a class that plays several roles (`EditViewController=compose,mail`: the controller
/// and its own transitioning delegate), or `-` for a class that is not part of the scenario, whose
/// lines are skipped. A line's receiver is looked up by its address first, then its qualified
/// class, then its class.
///
/// Two entries for one key with other ids from the same source (two `# map:` entries, or two
/// `--map` options) are a conflict; a `--map` option replaces the log's entry for its key.
struct ReceiverMap {
  /// Where an entry was written.
  enum Origin: Hashable {
    /// A `# map:` line of the log.
    case log(line: Int)
    /// A `--map` option.
    case option
  }

  /// The ids one key stands for; empty for `-`.
  struct Target {
    var ids: [String]
    /// The entry as written, for messages.
    var entry: String
    /// False when an id is not one of the scenario's (already reported): its lines are left out
    /// without another problem each.
    var isValid = true
    var origin = Origin.option
  }

  private(set) var targets: [String: Target] = [:]

  /// The entries as a recording's header keeps them: key → ids as written.
  var header: [String: String] {
    targets.mapValues { $0.ids.isEmpty ? "-" : $0.ids.joined(separator: ",") }
  }

  /// Splits `Key=ids`; nil when it is not of that form. An address key is normalised.
  static func split(_ entry: Substring) -> (key: String, ids: [String])? {
    guard let equals = entry.firstIndex(of: "=") else { return nil }
    let key = entry[..<equals]
    let value = entry[entry.index(after: equals)...]
    guard isKey(key), !value.isEmpty, !value.contains(" ") else { return nil }
    if value == "-" { return (normalized(key), []) }
    let ids = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard ids.allSatisfy({ !$0.isEmpty }) else { return nil }
    return (normalized(key), ids)
  }

  static func isKey(_ key: Substring) -> Bool {
    isAddress(key) || ConsoleLine.isClassName(key)
  }

  static func isAddress(_ key: Substring) -> Bool {
    key.hasPrefix("0x") && key.count > 2 && key.count <= 18 && key.dropFirst(2).allSatisfy(\.isHexDigit)
  }

  /// An address by its value: lowercase, without leading zeros. Swift prints a pointer padded to
  /// 16 digits (`0x0000600000c01a00`), NSObject's description does not (`0x600000c01a00`).
  static func normalizedAddress(_ address: Substring) -> String {
    let digits = address.dropFirst(2).drop { $0 == "0" }
    return "0x" + (digits.isEmpty ? "0" : digits.lowercased())
  }

  private static func normalized(_ key: Substring) -> String {
    isAddress(key) ? normalizedAddress(key) : String(key)
  }

  /// Adds the entry for `key`, or replaces the log's entry by an option's. Returns the earlier
  /// entry from the same source when it names other ids (a conflict, which keeps the first).
  @discardableResult
  mutating func set(_ key: String, ids: [String], entry: String, isValid: Bool = true, origin: Origin = .option)
    -> Target?
  {
    if let earlier = targets[key] {
      let sameSource =
        switch (earlier.origin, origin) {
        case (.option, .option), (.log, .log): true
        default: false
        }
      if sameSource {
        return earlier.ids == ids ? nil : earlier
      }
    }
    targets[key] = Target(ids: ids, entry: entry, isValid: isValid, origin: origin)
    return nil
  }

  /// The key and target a receiver resolves to: by address, qualified class, then class.
  func lookup(_ receiver: ConsoleLine.Receiver) -> (key: String, target: Target)? {
    for key in [receiver.address, receiver.qualifiedClass, receiver.shortClass].compactMap({ $0 }) {
      if let target = targets[key] { return (key, target) }
    }
    return nil
  }

  /// The one id among `target`'s that can receive a member of `roles`, or why there is not one.
  ///
  /// Transition contexts and coordinators are named after the presented controller: a class
  /// mapped to `pc:red`, `animator:red` or `red` logs `context:red`'s and `coordinator:red`'s
  /// members, unless it is mapped to a `context:` or `coordinator:` id itself.
  func receiver(for roles: Set<ReceiverRole>, in target: Target, receivers: ScenarioReceivers)
    -> Result<String, Mismatch>
  {
    var fitting = target.ids.filter { !receivers.roles(of: $0).isDisjoint(with: roles) }
    if fitting.isEmpty, let derived = roles.first(where: { $0 == .transitionContext || $0 == .coordinator }),
      let prefix = derived.idPrefix
    {
      let objects = target.ids.filter { id in
        receivers.roles(of: id).contains { $0.idPrefix != nil } && receivers.presented(by: id) != nil
      }
      let sources = objects.isEmpty ? target.ids.filter { receivers.roles(of: $0).contains(.controller) } : objects
      fitting = Array(Set(sources.compactMap { receivers.presented(by: $0).map { prefix + $0 } })).sorted()
    }
    switch fitting.count {
    case 1: return .success(fitting[0])
    case 0: return .failure(.none)
    default: return .failure(.several(fitting))
    }
  }

  /// Why a line's class gives no single id.
  enum Mismatch: Error {
    case none
    case several([String])
  }
}
