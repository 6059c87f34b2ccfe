import CatalogModel

/// The receivers a scenario's timeline can name, with their roles: what a console log's classes
/// may be mapped to.
///
/// Controllers, transitioning delegates and adaptive delegates by their ids; the objects the engine
/// makes, by role and the presented controller (`pc:red`, `pc:red#2` after an adaptive swap,
/// `animator:red`, `interaction:red`, `context:red`, `coordinator:red`), and for a container's
/// transition by the container and the controller it shows (`animator:nav/B`, `context:nav/B`,
/// rule book section 18); an adaptive wrapper navigation controller, `nav:red`; navigation and
/// tab bar delegates by their ids.
package struct ScenarioReceivers: Sendable {
  private var rolesByID: [String: Set<ReceiverRole>] = [:]
  private var controllers: Set<String> = []
  /// The ids a mistyped one is compared with: every declared id and each controller's `pc:` id.
  package private(set) var suggestions: [String] = []

  package init(_ scenario: Scenario) {
    for controller in scenario.controllers {
      rolesByID[controller.id, default: []].insert(.controller)
      controllers.insert(controller.id)
    }
    for delegate in scenario.transitioningDelegates {
      rolesByID[delegate.id, default: []].insert(.transitioningDelegate)
    }
    for delegate in scenario.adaptiveDelegates {
      rolesByID[delegate.id, default: []].insert(.adaptiveDelegate)
    }
    for delegate in scenario.navigationDelegates {
      rolesByID[delegate.id, default: []].insert(.navigationDelegate)
    }
    for delegate in scenario.tabBarDelegates {
      rolesByID[delegate.id, default: []].insert(.tabBarDelegate)
    }
    suggestions = rolesByID.keys.sorted() + scenario.controllers.flatMap { ["pc:\($0.id)", "animator:\($0.id)"] }
  }

  /// The ids of the objects the engine makes that its replays name (`pc:red`, `animator:red`,
  /// …); nil when every one the scenario's structure allows is taken.
  private var produced: Set<String>?

  /// The same receivers, the objects the engine makes limited to those in `produced` (the
  /// receivers of the scenario's replays under every profile that can replay it): `pc:yellow`
  /// is not a receiver of a scenario that never presents `yellow`. The scenario's own ids
  /// (controllers and delegates) stay.
  package func restricted(to produced: Set<String>) -> ScenarioReceivers {
    var copy = self
    copy.produced = produced
    copy.suggestions = suggestions.filter { copy.roles(of: $0).isEmpty == false }
    return copy
  }

  /// The roles of `id`; empty when the scenario's timeline can never name it.
  package func roles(of id: String) -> Set<ReceiverRole> {
    if let roles = rolesByID[id] { return roles }
    if let produced, !produced.contains(id) { return [] }
    guard let colon = id.firstIndex(of: ":") else { return [] }
    let prefix = id[...colon]
    var base = id[id.index(after: colon)...]
    if prefix == "pc:", let hash = base.firstIndex(of: "#") {
      let number = base[base.index(after: hash)...]
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [] }
      base = base[..<hash]
    }
    guard isSubject(base) else { return [] }
    if prefix == "nav:" { return base.contains("/") ? [] : [.controller] }
    return ReceiverRole.allCases.first { $0.idPrefix == String(prefix) }.map { [$0] } ?? []
  }

  /// The presented controller an id is about, for the objects named after it: `red` for `pc:red`,
  /// `animator:red#2`… and for `red` itself; nil for a delegate or an unknown id.
  package func presented(by id: String) -> String? {
    if controllers.contains(id) { return id }
    guard let colon = id.firstIndex(of: ":") else { return nil }
    var base = id[id.index(after: colon)...]
    if let hash = base.firstIndex(of: "#") { base = base[..<hash] }
    return isSubject(base) ? String(base) : nil
  }

  /// Whether an engine object can be named after `base`: a controller (`red`), or a container and
  /// the controller its transition shows (`nav/B`, rule book section 18).
  private func isSubject(_ base: Substring) -> Bool {
    if controllers.contains(String(base)) { return true }
    let parts = base.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { controllers.contains(String($0)) }
  }
}
