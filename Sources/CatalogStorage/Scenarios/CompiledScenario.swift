import CatalogModel

/// The compiled form of a validated scenario: a compact binary cache the catalog stores beside the
/// scenario's source (`scenarioRevision.compiled`), so that replaying thousands of stored
/// scenarios does not parse YAML again (YAML parsing costs far more than a replay). The source
/// stays the truth; a blob of another format version, or a damaged one, is ignored and the
/// source parsed instead.
///
/// The form belongs to storage, not to the model: it is how the catalog keeps a scenario, and
/// `CompiledScenarioTests` fails when its bytes change without a bump of `formatVersion`.
package enum CompiledScenario {
  /// The version of the compiled form. Bump it whenever the encoding changes (a new step kind, a
  /// new field): blobs of another version are ignored, and callers fall back to the source.
  ///
  /// Version 2 added the `detent` step and the adaptive delegate's `didChangeSelectedDetent` and
  /// `prepare` (rule 7.3); version 3 the trait-dependent delegate answers (rule 13.6); version 4
  /// the `expect:` facts and the `source:` of issue 27; version 5 the `launch`, `rotate` and
  /// `tapAlertAction` steps, the `actionHandler` callback and the controllers'
  /// `modalTransitionStyle`, `supportedInterfaceOrientations` and
  /// `shouldAutomaticallyForwardAppearanceMethods` (section 20); version 6 the adaptive
  /// delegate's `popoverShouldDismiss` and `popoverDidDismiss` (rule 20.7); version 7 the
  /// navigation and tab bar delegates, the container steps and `inspect` properties (issue 25).
  package static let formatVersion: UInt8 = 7

  /// The bytes every compiled scenario of this format version starts with.
  package static var header: [UInt8] { Array("SCNC".utf8) + [formatVersion] }

  /// The compiled form of `scenario`.
  package static func encode(_ scenario: Scenario) -> [UInt8] {
    scenario.compiled()
  }

  /// Reads a compiled scenario; nil for a blob of another version or a damaged one.
  package static func decode(_ bytes: [UInt8]) -> Scenario? {
    var reader = CompiledReader(bytes: bytes)
    guard reader.take(4) == Array("SCNC".utf8), reader.byte() == formatVersion,
      let scenario = try? reader.readScenario(), reader.isAtEnd
    else { return nil }
    return scenario
  }
}

extension Scenario {
  fileprivate func compiled() -> [UInt8] {
    var writer = CompiledWriter()
    writer.bytes.append(contentsOf: CompiledScenario.header)
    writer.write(name)
    writer.write(optional: summary) { $0.write($1) }
    writer.write(optional: notes) { $0.write($1) }
    writer.write(array: tags) { $0.write($1) }
    writer.write(device.idiom.rawValue)
    writer.write(device.width)
    writer.write(device.height)
    writer.write(device.horizontalSizeClass.rawValue)
    writer.write(device.verticalSizeClass.rawValue)
    writer.write(window.index)
    writer.write(array: controllers) { writer, controller in
      writer.write(controller.id)
      writer.write(controller.kind.rawValue)
      writer.write(array: controller.children) { $0.write($1.index) }
      writer.write(controller.selectedIndex)
      writer.write(controller.properties)
      writer.write(controller.viewLoaded)
      writer.write(controller.location)
      writer.write(optional: controller.styleLocation) { $0.write($1) }
    }
    writer.write(array: transitioningDelegates) { writer, delegate in
      writer.write(delegate.id)
      writer.write(delegate.retainedElsewhere)
      writer.write(optional: delegate.presentationController) { writer, pc in
        writer.write(pc.className)
        writer.write(pc.shouldPresentInFullscreen)
        writer.write(pc.shouldRemovePresentersView)
        switch pc.frame {
        case .container: writer.write(0)
        case .inset(let dx, let dy):
          writer.write(1)
          writer.write(dx)
          writer.write(dy)
        case .rect(let rect):
          writer.write(2)
          writer.write(rect.x)
          writer.write(rect.y)
          writer.write(rect.width)
          writer.write(rect.height)
        }
        writer.write(pc.alongsideAnimations)
        writer.write(pc.adaptivePresentationStyle.rawValue)
      }
      for animator in [delegate.presentAnimator, delegate.dismissAnimator] {
        writer.write(optional: animator) { writer, animator in
          writer.write(animator.className)
          writer.write(Int(animator.duration.milliseconds))
        }
      }
      writer.write(optional: delegate.presentInteraction) { $0.write($1.rawValue) }
      writer.write(optional: delegate.dismissInteraction) { $0.write($1.rawValue) }
      writer.write(delegate.completionSpeed)
      writer.write(delegate.location)
    }
    writer.write(array: adaptiveDelegates) { writer, delegate in
      writer.write(delegate.id)
      writer.write(optional: delegate.adaptivePresentationStyleForTraitCollection) { $0.write($1) }
      writer.write(optional: delegate.adaptivePresentationStyle) { $0.write($1) }
      writer.write(optional: delegate.viewControllerForAdaptivePresentationStyle) { $0.write($1.rawValue) }
      writer.write(delegate.willPresentWithAdaptiveStyle)
      writer.write(optional: delegate.shouldDismiss) { $0.write($1) }
      writer.write(delegate.willDismiss)
      writer.write(delegate.didDismiss)
      writer.write(delegate.didAttemptToDismiss)
      writer.write(delegate.didChangeSelectedDetent)
      writer.write(delegate.prepare)
      writer.write(optional: delegate.popoverShouldDismiss) { $0.write($1) }
      writer.write(delegate.popoverDidDismiss)
      writer.write(delegate.location)
    }
    writer.write(array: navigationDelegates) { writer, delegate in
      writer.write(delegate.id)
      writer.write(delegate.willShow)
      writer.write(delegate.didShow)
      writer.write(delegate.implementsAnimatorMethod)
      for animator in [delegate.pushAnimator, delegate.popAnimator] {
        writer.write(optional: animator) { writer, animator in
          writer.write(animator.className)
          writer.write(Int(animator.duration.milliseconds))
        }
      }
      writer.write(delegate.implementsInteraction)
      writer.write(optional: delegate.interaction) { $0.write($1.rawValue) }
      writer.write(delegate.completionSpeed)
      writer.write(delegate.location)
    }
    writer.write(array: tabBarDelegates) { writer, delegate in
      writer.write(delegate.id)
      writer.write(optional: delegate.shouldSelect) { writer, answer in
        switch answer {
        case .always(let flag):
          writer.write(0)
          writer.write(flag)
        case .byTab(let answers):
          writer.write(1)
          writer.write(array: answers) { writer, answer in
            writer.write(answer.tab.index)
            writer.write(answer.answer)
          }
        }
      }
      writer.write(delegate.didSelect)
      writer.write(delegate.implementsAnimatorMethod)
      writer.write(optional: delegate.animator) { writer, animator in
        writer.write(animator.className)
        writer.write(Int(animator.duration.milliseconds))
      }
      writer.write(delegate.implementsInteraction)
      writer.write(delegate.location)
    }
    writer.write(array: steps) { writer, step in writer.write(step) }
    writer.write(array: facts) { writer, fact in writer.write(fact) }
    writer.write(optional: source) { writer, source in
      writer.write(source.url)
      for text in [source.title, source.date, source.ios, source.device] {
        writer.write(optional: text) { $0.write($1) }
      }
      writer.write(optional: source.feature) { $0.write($1.rawValue) }
      writer.write(optional: source.quote) { $0.write($1) }
      writer.write(source.location)
    }
    return writer.bytes
  }

}

/// Appends values in the compiled form: unsigned LEB128 integers (zigzag for signed), IEEE
/// doubles in little-endian order, length-prefixed UTF-8 strings.
struct CompiledWriter {
  var bytes: [UInt8] = []

  mutating func write(_ value: Int) {
    var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while zigzag >= 0x80 {
      bytes.append(UInt8(zigzag & 0x7F) | 0x80)
      zigzag >>= 7
    }
    bytes.append(UInt8(zigzag))
  }

  mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func write(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      bytes.append(UInt8(bits & 0xFF))
      bits >>= 8
    }
  }

  mutating func write(_ value: String) {
    let utf8 = Array(value.utf8)
    write(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  mutating func write(_ location: SourceLocation) {
    write(location.line)
    write(location.column)
  }

  mutating func write<T>(optional value: T?, _ body: (inout CompiledWriter, T) -> Void) {
    write(value != nil)
    if let value { body(&self, value) }
  }

  mutating func write<T>(array values: [T], _ body: (inout CompiledWriter, T) -> Void) {
    write(values.count)
    for value in values { body(&self, value) }
  }

  mutating func write(_ properties: ControllerProperties) {
    write(properties.modalPresentationStyle.rawValue)
    write(optional: properties.transitioningDelegate) { $0.write($1.index) }
    write(optional: properties.presentationControllerDelegate) { $0.write($1.index) }
    write(properties.definesPresentationContext)
    write(properties.providesPresentationContextTransitionStyle)
    write(properties.isModalInPresentation)
    write(properties.modalTransitionStyle.rawValue)
    write(optional: properties.supportedInterfaceOrientations) { $0.write($1.rawValue) }
    write(properties.shouldAutomaticallyForwardAppearanceMethods)
    write(optional: properties.navigationDelegate) { $0.write($1.index) }
    write(optional: properties.tabBarDelegate) { $0.write($1.index) }
  }

  mutating func write(_ answer: AdaptiveAnswer) {
    switch answer {
    case .always(let style):
      write(0)
      write(style.rawValue)
    case .byWidth(let compact, let regular):
      write(1)
      write(compact.rawValue)
      write(regular.rawValue)
    }
  }

  mutating func write(_ pattern: EventPattern) {
    write(pattern.receiver)
    write(pattern.member)
  }

  mutating func write(_ fact: ScenarioFact) {
    switch fact.claim {
    case .order(let before, let after, let i, let j):
      write(0)
      write(before)
      write(after)
      write(i)
      write(j)
    case .absent(let pattern):
      write(1)
      write(pattern)
    case .present(let pattern, let text):
      write(2)
      write(pattern)
      write(optional: text) { $0.write($1) }
    case .count(let pattern, let times):
      write(3)
      write(pattern)
      write(times)
    }
    write(optional: fact.result) { $0.write($1) }
    write(array: fact.profiles) { $0.write($1) }
    write(fact.location)
  }

  mutating func write(_ gesture: Gesture) {
    write(array: gesture.progress) { $0.write($1) }
    write(gesture.release.rawValue)
  }

  mutating func write(_ step: Step) {
    switch step.timing {
    case .settled: write(0)
    case .sameTurn: write(1)
    case .at(let time):
      write(2)
      write(Int(time.milliseconds))
    case .during(let trigger):
      write(3)
      write(trigger.object)
      write(trigger.callback.rawValue)
    }
    write(step.location)
    write(step.action.kind.rawValue)
    switch step.action {
    case .present(let controller, let from, let animated):
      write(controller.index)
      write(optional: from) { $0.write($1.index) }
      write(animated)
    case .dismiss(let controller, let animated):
      write(controller.index)
      write(animated)
    case .interactivePresent(let controller, let from, let gesture):
      write(controller.index)
      write(optional: from) { $0.write($1.index) }
      write(gesture)
    case .interactiveDismiss(let controller, let gesture), .swipeDown(let controller, let gesture):
      write(controller.index)
      write(gesture)
    case .detent(let controller, let detent, let origin):
      write(controller.index)
      write(detent.rawValue)
      write(origin.rawValue)
    case .traits(let change):
      write(optional: change.horizontalSizeClass) { $0.write($1.rawValue) }
      write(optional: change.verticalSizeClass) { $0.write($1.rawValue) }
    case .resize(let width, let height, let change):
      write(width)
      write(height)
      write(optional: change.horizontalSizeClass) { $0.write($1.rawValue) }
      write(optional: change.verticalSizeClass) { $0.write($1.rawValue) }
    case .set(let controller, let changes):
      write(controller.index)
      write(array: changes) { writer, change in
        writer.write(change.key)
        switch change {
        case .modalPresentationStyle(let style): writer.write(style.rawValue)
        case .transitioningDelegate(let delegate): writer.write(optional: delegate) { $0.write($1.index) }
        case .presentationControllerDelegate(let delegate): writer.write(optional: delegate) { $0.write($1.index) }
        case .definesPresentationContext(let flag), .providesPresentationContextTransitionStyle(let flag),
          .isModalInPresentation(let flag), .shouldAutomaticallyForwardAppearanceMethods(let flag):
          writer.write(flag)
        case .modalTransitionStyle(let style): writer.write(style.rawValue)
        case .supportedInterfaceOrientations(let mask): writer.write(mask.rawValue)
        case .navigationDelegate(let delegate): writer.write(optional: delegate) { $0.write($1.index) }
        case .tabBarDelegate(let delegate): writer.write(optional: delegate) { $0.write($1.index) }
        }
      }
    case .addSubview(let controller, let superview):
      write(controller.index)
      write(superview.index)
    case .removeFromSuperview(let controller):
      write(controller.index)
    case .inspect(let items):
      write(array: items) { writer, item in
        writer.write(item.controller.index)
        writer.write(optional: item.property) { $0.write($1.rawValue) }
      }
    case .wait(let span):
      write(Int(span.milliseconds))
    case .readPresentationController(let controller), .endAppearance(let controller), .tapOutside(let controller),
      .tapDimmingView(let controller), .launch(let controller), .tapAlertAction(let controller):
      write(controller.index)
    case .rotate(let orientation):
      write(orientation.rawValue)
    case .beginAppearance(let controller, let appearing, let animated):
      write(controller.index)
      write(appearing)
      write(animated)
    case .push(let controller, let on, let from, let animated):
      write(controller.index)
      write(optional: on) { $0.write($1.index) }
      write(optional: from) { $0.write($1.index) }
      write(animated)
    case .pop(let controller, let animated), .popToRoot(let controller, let animated):
      write(controller.index)
      write(animated)
    case .popTo(let controller, let on, let animated):
      write(controller.index)
      write(optional: on) { $0.write($1.index) }
      write(animated)
    case .setViewControllers(let stack, let on, let animated):
      write(array: stack) { $0.write($1.index) }
      write(on.index)
      write(animated)
    case .select(let selection, let on, let origin):
      switch selection {
      case .index(let index):
        write(0)
        write(index)
      case .controller(let controller):
        write(1)
        write(controller.index)
      }
      write(optional: on) { $0.write($1.index) }
      write(origin.rawValue)
    case .swipeBack(let controller, let gesture):
      write(controller.index)
      write(gesture)
    }
  }
}

/// Reads what `CompiledWriter` wrote; every read checks bounds and throws on damage.
struct CompiledReader {
  struct Damaged: Error {}

  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  mutating func take(_ count: Int) -> [UInt8]? {
    guard count >= 0, count <= bytes.count - position else { return nil }
    defer { position += count }
    return Array(bytes[position..<position + count])
  }

  mutating func byte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func int() throws -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard let byte = byte(), shift < 64 else { throw Damaged() }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    let signed = Int64(bitPattern: value)
    return Int((signed >> 1) ^ -(signed & 1))
  }

  mutating func bool() throws -> Bool {
    guard let byte = byte(), byte <= 1 else { throw Damaged() }
    return byte == 1
  }

  mutating func double() throws -> Double {
    // Read in place, little-endian: `take(8)` made an array of the 8 bytes for each number.
    guard bytes.count - position >= 8 else { throw Damaged() }
    var bits: UInt64 = 0
    for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
    position += 8
    return Double(bitPattern: bits)
  }

  /// A time, in the range a scenario file may name (0 to a day); anything else is damage, so a
  /// damaged cache never replays a time its source could not hold.
  mutating func time() throws -> VirtualTime {
    let milliseconds = try int()
    guard milliseconds >= 0, Int64(milliseconds) <= ScenarioLimits.longestTime.milliseconds else { throw Damaged() }
    return VirtualTime(milliseconds: Int64(milliseconds))
  }

  /// A number within `range` (and finite); anything else is damage.
  mutating func double(in range: ClosedRange<Double>) throws -> Double {
    let value = try double()
    guard range.contains(value) else { throw Damaged() }
    return value
  }

  /// A coordinate or size in points, within ±`ScenarioLimits.points`.
  mutating func points() throws -> Double {
    try double(in: -ScenarioLimits.points...ScenarioLimits.points)
  }

  mutating func string() throws -> String {
    let count = try int()
    guard count >= 0, count <= bytes.count - position else { throw Damaged() }
    defer { position += count }
    // Straight from the form's bytes: no array of its own first.
    return String(decoding: bytes[position..<position + count], as: UTF8.self)
  }

  mutating func location() throws -> SourceLocation {
    SourceLocation(line: try int(), column: try int())
  }

  mutating func value<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
    guard let value = T(rawValue: try string()) else { throw Damaged() }
    return value
  }

  // The values every controller and every step has, matched on the form's bytes
  // (`RawValueTable`) rather than made into a string first.

  mutating func value(_: PresentationStyle.Type) throws -> PresentationStyle { try value(in: Self.styles) }
  mutating func value(_: ControllerKind.Type) throws -> ControllerKind { try value(in: Self.kinds) }
  mutating func value(_: ModalTransitionStyle.Type) throws -> ModalTransitionStyle {
    try value(in: Self.transitionStyles)
  }
  mutating func value(_: StepKind.Type) throws -> StepKind { try value(in: Self.stepKinds) }

  private mutating func value<T>(in table: RawValueTable<T>) throws -> T {
    let count = try int()
    guard count >= 0, count <= bytes.count - position else { throw Damaged() }
    defer { position += count }
    guard let value = table.value(in: bytes, from: position, count: count) else { throw Damaged() }
    return value
  }

  private static let styles = RawValueTable(PresentationStyle.self)
  private static let kinds = RawValueTable(ControllerKind.self)
  private static let transitionStyles = RawValueTable(ModalTransitionStyle.self)
  private static let stepKinds = RawValueTable(StepKind.self)

  mutating func optional<T>(_ body: (inout CompiledReader) throws -> T) throws -> T? {
    try bool() ? try body(&self) : nil
  }

  mutating func array<T>(_ body: (inout CompiledReader) throws -> T) throws -> [T] {
    let count = try int()
    guard count >= 0, count <= bytes.count else { throw Damaged() }
    // Most of a scenario's arrays (a controller's children, say) are empty: no call for them.
    guard count > 0 else { return [] }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try body(&self)) }
    return values
  }

  mutating func index(below bound: Int) throws -> Int {
    let index = try int()
    guard index >= 0, index < bound else { throw Damaged() }
    return index
  }

  mutating func readScenario() throws -> Scenario {
    let name = try string()
    let summary = try optional { try $0.string() }
    let notes = try optional { try $0.string() }
    let tags = try array { try $0.string() }
    let device = Device(
      idiom: try value(Device.Idiom.self), width: try points(), height: try points(),
      horizontalSizeClass: try value(SizeClass.self), verticalSizeClass: try value(SizeClass.self))
    let window = try int()
    let controllers = try array { reader -> ControllerSpec in
      let id = try reader.string()
      let kind = try reader.value(ControllerKind.self)
      let children = try reader.array { ControllerID(try $0.int()) }
      let selectedIndex = try reader.int()
      let properties = try reader.properties()
      return ControllerSpec(
        id: id, kind: kind, children: children, selectedIndex: selectedIndex, properties: properties,
        viewLoaded: try reader.bool(), location: try reader.location(),
        styleLocation: try reader.optional { try $0.location() })
    }
    let transitioningDelegates = try array { reader -> TransitioningDelegateSpec in
      let id = try reader.string()
      let retained = try reader.bool()
      let pc = try reader.optional { reader -> PresentationControllerSpec in
        let className = try reader.string()
        let fullscreen = try reader.bool()
        let removes = try reader.bool()
        let frame: FrameSpec
        switch try reader.int() {
        case 0: frame = .container
        case 1: frame = .inset(dx: try reader.points(), dy: try reader.points())
        case 2:
          frame = .rect(
            Rect(
              x: try reader.points(), y: try reader.points(), width: try reader.points(), height: try reader.points()))
        default: throw Damaged()
        }
        return PresentationControllerSpec(
          className: className, shouldPresentInFullscreen: fullscreen, shouldRemovePresentersView: removes,
          frame: frame, alongsideAnimations: try reader.bool(),
          adaptivePresentationStyle: try reader.value(PresentationStyle.self))
      }
      let animator = { (reader: inout CompiledReader) throws -> AnimatorSpec in
        AnimatorSpec(className: try reader.string(), duration: try reader.time())
      }
      let present = try reader.optional(animator)
      let dismiss = try reader.optional(animator)
      return TransitioningDelegateSpec(
        id: id, retainedElsewhere: retained, presentationController: pc, presentAnimator: present,
        dismissAnimator: dismiss, presentInteraction: try reader.optional { try $0.value(InteractionKind.self) },
        dismissInteraction: try reader.optional { try $0.value(InteractionKind.self) },
        completionSpeed: try reader.double(in: ScenarioLimits.completionSpeed), location: try reader.location())
    }
    let adaptiveDelegates = try array { reader -> AdaptiveDelegateSpec in
      AdaptiveDelegateSpec(
        id: try reader.string(),
        adaptivePresentationStyleForTraitCollection: try reader.optional { try $0.answer() },
        adaptivePresentationStyle: try reader.optional { try $0.answer() },
        viewControllerForAdaptivePresentationStyle: try reader.optional { try $0.value(AdaptiveReplacement.self) },
        willPresentWithAdaptiveStyle: try reader.bool(), shouldDismiss: try reader.optional { try $0.bool() },
        willDismiss: try reader.bool(), didDismiss: try reader.bool(), didAttemptToDismiss: try reader.bool(),
        didChangeSelectedDetent: try reader.bool(), prepare: try reader.bool(),
        popoverShouldDismiss: try reader.optional { try $0.bool() }, popoverDidDismiss: try reader.bool(),
        location: try reader.location())
    }
    let animator = { (reader: inout CompiledReader) throws -> AnimatorSpec in
      AnimatorSpec(className: try reader.string(), duration: try reader.time())
    }
    let count = controllers.count
    let navigationDelegates = try array { reader -> NavigationDelegateSpec in
      let id = try reader.string()
      let (willShow, didShow, implementsAnimator) = (try reader.bool(), try reader.bool(), try reader.bool())
      let push = try reader.optional(animator)
      let pop = try reader.optional(animator)
      return NavigationDelegateSpec(
        id: id, willShow: willShow, didShow: didShow, implementsAnimatorMethod: implementsAnimator, pushAnimator: push,
        popAnimator: pop, implementsInteraction: try reader.bool(),
        interaction: try reader.optional { try $0.value(InteractionKind.self) },
        completionSpeed: try reader.double(in: ScenarioLimits.completionSpeed), location: try reader.location())
    }
    let tabBarDelegates = try array { reader -> TabBarDelegateSpec in
      let id = try reader.string()
      let shouldSelect = try reader.optional { reader -> TabBarDelegateSpec.ShouldSelectAnswer in
        switch try reader.int() {
        case 0: return .always(try reader.bool())
        case 1:
          return .byTab(
            try reader.array {
              TabBarDelegateSpec.TabAnswer(tab: ControllerID(try $0.index(below: count)), answer: try $0.bool())
            })
        default: throw Damaged()
        }
      }
      return TabBarDelegateSpec(
        id: id, shouldSelect: shouldSelect, didSelect: try reader.bool(), implementsAnimatorMethod: try reader.bool(),
        animator: try reader.optional(animator), implementsInteraction: try reader.bool(),
        location: try reader.location())
    }
    let steps = try array {
      try $0.step(
        controllers: count, delegates: transitioningDelegates.count, adaptive: adaptiveDelegates.count,
        navigation: navigationDelegates.count, tabBar: tabBarDelegates.count)
    }
    // References must point inside the scenario, as validation guaranteed when it was compiled.
    guard window >= 0, window < count,
      controllers.allSatisfy({ $0.children.allSatisfy { $0.index >= 0 && $0.index < count } }),
      controllers.allSatisfy({
        ($0.properties.transitioningDelegate.map { $0.index < transitioningDelegates.count } ?? true)
          && ($0.properties.presentationControllerDelegate.map { $0.index < adaptiveDelegates.count } ?? true)
          && ($0.properties.navigationDelegate.map { $0.index < navigationDelegates.count } ?? true)
          && ($0.properties.tabBarDelegate.map { $0.index < tabBarDelegates.count } ?? true)
      })
    else { throw Damaged() }
    // …and the hierarchy must still be a forest: one parent each (-1: none), no cycles.
    var parent = [Int](repeating: -1, count: count)
    // By index: enumerating the controllers copied each one (its strings and arrays retained).
    for index in controllers.indices {
      for child in controllers[index].children {
        guard parent[child.index] == -1, child.index != index else { throw Damaged() }
        parent[child.index] = index
      }
    }
    for start in 0..<count {
      var current = parent[start]
      var steps = 0
      while current != -1 {
        steps += 1
        guard current != start, steps <= count else { throw Damaged() }
        current = parent[current]
      }
    }
    let facts = try array { try $0.fact() }
    let source = try optional { reader -> ScenarioSource in
      let url = try reader.string()
      let texts = try (0..<4).map { _ in try reader.optional { try $0.string() } }
      return ScenarioSource(
        url: url, title: texts[0], date: texts[1], ios: texts[2], device: texts[3],
        feature: try reader.optional { try $0.value(EvidenceFeature.self) },
        quote: try reader.optional { try $0.string() }, location: try reader.location())
    }
    return Scenario(
      name: name, summary: summary, notes: notes, tags: tags, device: device, window: ControllerID(window),
      controllers: controllers, transitioningDelegates: transitioningDelegates,
      adaptiveDelegates: adaptiveDelegates, navigationDelegates: navigationDelegates, tabBarDelegates: tabBarDelegates,
      steps: steps, facts: facts, source: source)
  }

  mutating func pattern() throws -> EventPattern {
    EventPattern(receiver: try string(), member: try string())
  }

  /// A fact of `expect:`; occurrences from 1 and counts from 0, as validation guaranteed.
  mutating func fact() throws -> ScenarioFact {
    let claim: ScenarioFact.Claim
    switch try int() {
    case 0:
      let before = try pattern()
      let after = try pattern()
      let (i, j) = (try int(), try int())
      guard i >= 1, j >= 1 else { throw Damaged() }
      claim = .order(before: before, after: after, beforeOccurrence: i, afterOccurrence: j)
    case 1: claim = .absent(try pattern())
    case 2: claim = .present(try pattern(), argumentContains: try optional { try $0.string() })
    case 3:
      let pattern = try pattern()
      let times = try int()
      guard times >= 0 else { throw Damaged() }
      claim = .count(pattern, times: times)
    default: throw Damaged()
    }
    return ScenarioFact(
      claim, result: try optional { try $0.string() }, profiles: try array { try $0.string() },
      location: try location())
  }

  mutating func properties() throws -> ControllerProperties {
    var properties = ControllerProperties()
    properties.modalPresentationStyle = try value(PresentationStyle.self)
    properties.transitioningDelegate = try optional { TransitioningDelegateID(try $0.int()) }
    properties.presentationControllerDelegate = try optional { AdaptiveDelegateID(try $0.int()) }
    properties.definesPresentationContext = try bool()
    properties.providesPresentationContextTransitionStyle = try bool()
    properties.isModalInPresentation = try bool()
    properties.modalTransitionStyle = try value(ModalTransitionStyle.self)
    properties.supportedInterfaceOrientations = try optional { try $0.value(InterfaceOrientationMask.self) }
    properties.shouldAutomaticallyForwardAppearanceMethods = try bool()
    properties.navigationDelegate = try optional { NavigationDelegateID(try $0.int()) }
    properties.tabBarDelegate = try optional { TabBarDelegateID(try $0.int()) }
    return properties
  }

  mutating func answer() throws -> AdaptiveAnswer {
    switch try int() {
    case 0: return .always(try value(PresentationStyle.self))
    case 1: return .byWidth(compact: try value(PresentationStyle.self), regular: try value(PresentationStyle.self))
    default: throw Damaged()
    }
  }

  mutating func gesture() throws -> Gesture {
    let progress = try array { try $0.double(in: 0...1) }
    guard progress.count <= ScenarioLimits.gestureFrames else { throw Damaged() }
    return Gesture(progress: progress, release: try value(GestureRelease.self))
  }

  mutating func step(controllers count: Int, delegates: Int, adaptive: Int, navigation: Int, tabBar: Int) throws
    -> Step
  {
    let timing: StepTiming
    switch try int() {
    case 0: timing = .settled
    case 1: timing = .sameTurn
    case 2: timing = .at(try time())
    case 3: timing = .during(StepTrigger(object: try string(), callback: try value(StepTrigger.Callback.self)))
    default: throw Damaged()
    }
    let location = try location()
    let controller = { (reader: inout CompiledReader) throws -> ControllerID in
      ControllerID(try reader.index(below: count))
    }
    let action: StepAction
    switch try value(StepKind.self) {
    case .present:
      action = .present(try controller(&self), from: try optional(controller), animated: try bool())
    case .dismiss:
      action = .dismiss(try controller(&self), animated: try bool())
    case .interactivePresent:
      action = .interactivePresent(try controller(&self), from: try optional(controller), gesture: try gesture())
    case .interactiveDismiss:
      action = .interactiveDismiss(try controller(&self), gesture: try gesture())
    case .swipeDown:
      action = .swipeDown(try controller(&self), gesture: try gesture())
    case .detent:
      action = .detent(
        try controller(&self), to: try value(SheetDetent.self), by: try value(DetentChangeOrigin.self))
    case .resize:
      action = .resize(
        width: try points(), height: try points(),
        traits: TraitChange(
          horizontalSizeClass: try optional { try $0.value(SizeClass.self) },
          verticalSizeClass: try optional { try $0.value(SizeClass.self) }))
    case .traits:
      action = .traits(
        TraitChange(
          horizontalSizeClass: try optional { try $0.value(SizeClass.self) },
          verticalSizeClass: try optional { try $0.value(SizeClass.self) }))
    case .set:
      let target = try controller(&self)
      let changes = try array { reader -> ControllerProperty in
        switch try reader.string() {
        case "modalPresentationStyle": return .modalPresentationStyle(try reader.value(PresentationStyle.self))
        case "transitioningDelegate":
          return .transitioningDelegate(try reader.optional { TransitioningDelegateID(try $0.index(below: delegates)) })
        case "presentationControllerDelegate":
          return .presentationControllerDelegate(
            try reader.optional { AdaptiveDelegateID(try $0.index(below: adaptive)) })
        case "definesPresentationContext": return .definesPresentationContext(try reader.bool())
        case "providesPresentationContextTransitionStyle":
          return .providesPresentationContextTransitionStyle(try reader.bool())
        case "isModalInPresentation": return .isModalInPresentation(try reader.bool())
        case "modalTransitionStyle": return .modalTransitionStyle(try reader.value(ModalTransitionStyle.self))
        case "supportedInterfaceOrientations":
          return .supportedInterfaceOrientations(try reader.value(InterfaceOrientationMask.self))
        case "shouldAutomaticallyForwardAppearanceMethods":
          return .shouldAutomaticallyForwardAppearanceMethods(try reader.bool())
        case "navigationDelegate":
          return .navigationDelegate(try reader.optional { NavigationDelegateID(try $0.index(below: navigation)) })
        case "tabBarDelegate":
          return .tabBarDelegate(try reader.optional { TabBarDelegateID(try $0.index(below: tabBar)) })
        default: throw Damaged()
        }
      }
      action = .set(target, changes)
    case .addSubview:
      action = .addSubview(try controller(&self), to: try controller(&self))
    case .removeFromSuperview:
      action = .removeFromSuperview(try controller(&self))
    case .inspect:
      action = .inspect(
        try array { reader in
          InspectItem(try controller(&reader), try reader.optional { try $0.value(InspectedProperty.self) })
        })
    case .wait:
      action = .wait(try time())
    case .readPresentationController:
      action = .readPresentationController(try controller(&self))
    case .beginAppearanceTransition:
      action = .beginAppearance(try controller(&self), appearing: try bool(), animated: try bool())
    case .endAppearanceTransition:
      action = .endAppearance(try controller(&self))
    case .tapOutside:
      action = .tapOutside(try controller(&self))
    case .tapDimmingView:
      action = .tapDimmingView(try controller(&self))
    case .launch:
      action = .launch(try controller(&self))
    case .rotate:
      action = .rotate(try value(InterfaceOrientation.self))
    case .tapAlertAction:
      action = .tapAlertAction(try controller(&self))
    case .push:
      action = .push(
        try controller(&self), on: try optional(controller), from: try optional(controller), animated: try bool())
    case .pop:
      action = .pop(try controller(&self), animated: try bool())
    case .popToRoot:
      action = .popToRoot(try controller(&self), animated: try bool())
    case .popTo:
      action = .popTo(try controller(&self), on: try optional(controller), animated: try bool())
    case .setViewControllers:
      action = .setViewControllers(try array(controller), on: try controller(&self), animated: try bool())
    case .select:
      let selection: TabSelection
      switch try int() {
      case 0: selection = .index(try int())
      case 1: selection = .controller(try controller(&self))
      default: throw Damaged()
      }
      action = .select(selection, on: try optional(controller), by: try value(SelectionOrigin.self))
    case .swipeBack:
      action = .swipeBack(try controller(&self), gesture: try gesture())
    }
    return Step(action, timing: timing, location: location)
  }
}
