import CatalogModel

/// Appends events to the timeline at the current virtual time and turn, with names interned once.
struct Recorder {
  var timeline = Timeline()
  var time = VirtualTime.zero
  var turn: Int32 = 0

  /// Emits one event of `member` (its kind comes from the member).
  mutating func emit(_ member: Member, _ receiver: Name, _ args: Arguments = Arguments(), result: Value? = nil) {
    timeline.events.append(
      Event(
        kind: member.kind, time: time, turn: turn, receiver: receiver, call: member.internedName,
        args: args, result: result))
  }

  /// Emits one event of `member` as `kind` (an assignable property assigned: rule 18.19).
  mutating func emit(_ member: Member, kind: EventKind, _ receiver: Name, _ args: Arguments, result: Value? = nil) {
    timeline.events.append(
      Event(
        kind: kind, time: time, turn: turn, receiver: receiver, call: member.internedName, args: args,
        result: result))
  }

  mutating func intern(_ string: String) -> Name {
    timeline.intern(string)
  }
}

/// The names of the objects of a replay, interned on first use.
///
/// Controller ids are interned up front; the objects the engine makes are named by role and the
/// presented controller (Docs/timeline-format.md, "Events"): `pc:D`, `pc:D#2`, `animator:D`, `interaction:D`,
/// `coordinator:D`, `context:D`, `user:D` for the user's gestures on it, and `nav:D` for an adaptive
/// navigation wrapper.
struct NameBook {
  enum Role: String {
    case presentationController = "pc"
    case animator
    case interaction
    case coordinator
    case context
    /// The user's gestures on a presented controller (`user:D`): a drag and its release, a tap.
    case user
  }

  private(set) var controllers: [Name] = []
  private(set) var controllerStrings: [String] = []
  var transitioningDelegates: [Name] = []
  var adaptiveDelegates: [Name] = []
  var navigationDelegates: [Name] = []
  var tabBarDelegates: [Name] = []
  /// `UIPercentDrivenInteractiveTransition`, once interned.
  var percentDrivenInteraction: Name?
  /// The first-generation role names, at `controller * Role.count + role.index`; `UInt32.max`
  /// where a name is not made yet. An array: a dictionary lookup hashed its key on every event.
  private var roles: [UInt32] = []
  /// The names of later generations (`pc:D#2`), which are rare.
  private var laterGenerations: [Int: Name] = [:]
  private var containerRoles: [ContainerRole: Name] = [:]
  /// The class names of the objects each transitioning delegate vends, at
  /// `delegate * DelegateObject.count + object.rawValue`, once interned; `UInt32.max` before.
  private var delegateObjectClasses: [UInt32] = []

  /// An object a transitioning delegate vends, whose class name is a result in the timeline.
  enum DelegateObject: Int {
    case presentAnimator
    case dismissAnimator
    case presentationController

    static let count = 3
  }

  /// The interned class name of `object` of transitioning delegate `delegate`, if interned yet.
  func className(_ object: DelegateObject, ofDelegate delegate: Int) -> Name? {
    let slot = delegate * DelegateObject.count + object.rawValue
    guard slot < delegateObjectClasses.count, delegateObjectClasses[slot] != .max else { return nil }
    return Name(raw: delegateObjectClasses[slot])
  }

  /// Keeps the interned class name of `object` of transitioning delegate `delegate`.
  mutating func keep(_ name: Name, as object: DelegateObject, ofDelegate delegate: Int) {
    let slot = delegate * DelegateObject.count + object.rawValue
    if slot >= delegateObjectClasses.count {
      delegateObjectClasses.append(contentsOf: repeatElement(.max, count: slot + 1 - delegateObjectClasses.count))
    }
    delegateObjectClasses[slot] = name.raw
  }

  private struct ContainerRole: Hashable {
    var role: Role
    var container: Int
    var controller: Int
  }

  /// Makes room for `count` controllers, so that adding them grows no array.
  mutating func reserveControllers(_ count: Int) {
    controllers.reserveCapacity(count)
    controllerStrings.reserveCapacity(count)
    roles.reserveCapacity(count * Role.count)
  }

  mutating func addController(_ id: String, recorder: inout Recorder) {
    controllerStrings.append(id)
    controllers.append(recorder.intern(id))
    for _ in 0..<Role.count { roles.append(.max) }
  }

  /// The name of `role` for controller `controller` (generation > 1 adds `#n`).
  mutating func name(_ role: Role, _ controller: Int, generation: Int = 1, recorder: inout Recorder) -> Name {
    guard generation <= 1 else {
      let key = (controller << 8 | min(generation, 255)) << 3 | role.index
      if let name = laterGenerations[key] { return name }
      let name = recorder.intern(role.rawValue + ":" + controllerStrings[controller] + "#\(generation)")
      laterGenerations[key] = name
      return name
    }
    let slot = controller * Role.count + role.index
    if roles[slot] != .max { return Name(raw: roles[slot]) }
    let name = recorder.intern(role.rawValue + ":" + controllerStrings[controller])
    roles[slot] = name.raw
    return name
  }
}

extension NameBook {
  /// The name of `role` for the transition of `container` that shows `controller`:
  /// `animator:nav/B` (rule book section 18).
  mutating func name(_ role: Role, container: Int, showing controller: Int, recorder: inout Recorder) -> Name {
    let key = ContainerRole(role: role, container: container, controller: controller)
    if let name = containerRoles[key] { return name }
    let name = recorder.intern(role.rawValue + ":" + controllerStrings[container] + "/" + controllerStrings[controller])
    containerRoles[key] = name
    return name
  }
}

extension NameBook.Role {
  /// How many roles there are.
  static let count = 6

  var index: Int {
    switch self {
    case .presentationController: 0
    case .animator: 1
    case .interaction: 2
    case .coordinator: 3
    case .context: 4
    case .user: 5
    }
  }
}
