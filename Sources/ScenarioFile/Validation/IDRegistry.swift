import CatalogModel

/// The ids a scenario declares, by kind, in one namespace shared with the timeline.
///
/// Controllers, transitioning delegates and adaptive delegates all appear as receivers in the
/// timeline, so an id names one object: declared in several sections, it is one object playing
/// several roles (a controller that is its own transitioning delegate, a delegate conforming to
/// both protocols). `UIKit` (the receiver of warnings and exceptions) is reserved. Each kind keeps
/// its ids in declaration order; an id's index there becomes its `ControllerID`,
/// `TransitioningDelegateID` or `AdaptiveDelegateID`.
struct IDRegistry {
  /// The id reserved for UIKit's own events.
  static let reservedID = "UIKit"

  private var indices: [IDKind: [String: Int]] = [:]
  private(set) var names: [IDKind: [String]] = [:]
  private var declarations: [(id: String, kind: IDKind, location: SourceLocation)] = []

  /// Declares `id` as the next id of `kind`, declared at `location`.
  mutating func declare(_ id: String, kind: IDKind, at location: SourceLocation) {
    indices[kind, default: [:]][id] = names[kind, default: []].count
    names[kind, default: []].append(id)
    declarations.append((id, kind, location))
  }

  /// Reports invalid ids and the reserved id.
  func reportProblems(log: inout DiagnosticLog) {
    for declaration in declarations.sorted(by: { $0.location < $1.location }) {
      let (id, kind, location) = declaration
      let shown = DocumentNode.quoted(id)
      if id == Self.reservedID {
        log.error(
          location,
          "id 'UIKit' is reserved for UIKit's own events in the timeline; choose another id")
      } else if let problem = NameRules.idProblem(id) {
        log.error(
          location, "invalid \(kind.noun) id \(shown): \(problem); ids are \(NameRules.idRule)")
      }
    }
  }

  /// The index of `id` among the ids of `kind`.
  func index(of id: String, kind: IDKind) -> Int? {
    indices[kind]?[id]
  }

  /// The ids of `kind`, in declaration order.
  func ids(of kind: IDKind) -> [String] {
    names[kind] ?? []
  }

  /// The first kind other than `kind` that declares `id`.
  func otherKind(declaring id: String, besides kind: IDKind) -> IDKind? {
    IDKind.allCases.first { $0 != kind && indices[$0]?[id] != nil }
  }
}
