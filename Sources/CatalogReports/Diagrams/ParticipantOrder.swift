import CatalogModel
import CatalogRunner

/// The order in which pictures list a timeline's objects: the scenario's hierarchy, not the order
/// in which objects happen to hear their first event.
///
/// From a scenario: its controllers in hierarchy order (the window's root, then its children depth
/// first, then each other controller with its own children, in the order the scenario declares
/// them) and its delegates. `sorted(_:)` lists a timeline's receivers as: the controllers (an
/// adaptation's navigation wrapper `nav:D` right after `D`), then the objects UIKit makes for each
/// controller in the controllers' order (`pc:D`, `pc:D#2`, `animator:D`, `interaction:D`,
/// `coordinator:D`, `context:D`), then the delegates; a name the order does not know keeps the place
/// of its first appearance among the controllers (without a scenario every plain name is one).
package struct ParticipantOrder: Hashable, Sendable {
  package var controllers: [String]
  package var delegates: [String]

  package init(controllers: [String] = [], delegates: [String] = []) {
    self.controllers = controllers
    self.delegates = delegates
  }

  /// The order of `scenario`'s hierarchy.
  package init(_ scenario: Scenario) {
    var result: [String] = []
    var placed = Set<Int>()
    func visit(_ index: Int) {
      guard placed.insert(index).inserted else { return }
      result.append(scenario.controllers[index].id)
      for child in scenario.controllers[index].children { visit(child.index) }
    }
    visit(scenario.window.index)
    let children = Set(scenario.controllers.flatMap { $0.children.map(\.index) })
    for index in scenario.controllers.indices where !children.contains(index) { visit(index) }
    for index in scenario.controllers.indices { visit(index) }
    self.init(
      controllers: result,
      delegates: scenario.transitioningDelegates.map(\.id) + scenario.adaptiveDelegates.map(\.id))
  }

  /// The roles of the objects UIKit makes, in the order they are listed.
  static let roles = ["nav", "pc", "animator", "interaction", "coordinator", "context"]

  /// `names` (a timeline's receivers, in the order they first appear) in this order.
  package func sorted(_ names: [String]) -> [String] {
    var rank: [String: Int] = [:]
    for (index, name) in controllers.enumerated() where rank[name] == nil { rank[name] = index }
    var delegateRank: [String: Int] = [:]
    for (index, name) in delegates.enumerated() where delegateRank[name] == nil { delegateRank[name] = index }
    var firstSeen: [String: Int] = [:]
    for (index, name) in names.enumerated() where firstSeen[name] == nil { firstSeen[name] = index }
    // Controllers the order does not know come after those it knows, as they first appeared.
    func controllerRank(_ name: String) -> Int {
      rank[name] ?? controllers.count + (firstSeen[name] ?? names.count)
    }
    func key(_ name: String) -> [Int] {
      let seen = firstSeen[name] ?? 0
      if let colon = name.firstIndex(of: ":"), let role = Self.roles.firstIndex(of: String(name[..<colon])) {
        var owner = String(name[name.index(after: colon)...])
        var generation = 1
        if let hash = owner.firstIndex(of: "#") {
          generation = Int(owner[owner.index(after: hash)...]) ?? 1
          owner = String(owner[..<hash])
        }
        // An adaptation's navigation wrapper is a controller: right after the one it wraps.
        if role == 0 { return [0, controllerRank(owner), 1, generation, seen] }
        return [1, controllerRank(owner), role, generation, seen]
      }
      if let known = delegateRank[name] { return [2, known, 0, 0, seen] }
      return [0, controllerRank(name), 0, 0, seen]
    }
    let keys = Dictionary(names.map { ($0, key($0)) }, uniquingKeysWith: { a, _ in a })
    return names.sorted { (keys[$0] ?? []).lexicographicallyPrecedes(keys[$1] ?? []) }
  }
}
