import CatalogModel

/// The container steps (`push`, `pop`, `popTo`, `popToRoot`, `setViewControllers`, `select`,
/// `swipeBack`) and the container parts of `inspect` and `during:` (rule book section 18).
extension ScenarioDecoder {
  /// `push`, `pop`, `popTo`, `popToRoot`, `setViewControllers`, `select` or `swipeBack`.
  mutating func decodeContainerAction(
    _ kind: StepKind, _ value: DocumentNode, fields: MappingFields, step: String,
    gesture: (inout ScenarioDecoder) -> Gesture?
  ) -> StepAction? {
    let place = fields.place
    let action = kind.rawValue
    let animated = fields["animated"].map { bool($0.value, place.subject("animated")) } ?? true
    switch kind {
    case .push:
      let target = controllerReference(value, place.subject(action))
      let on = optionalContainer(fields["on"], place.subject("on"), kind: .navigation)
      let from = fields["from"].map { controllerReference($0.value, place.subject("from")) }
      if fields["on"] == nil && fields["from"] == nil {
        requireSingleContainer(.navigation, action: action, step: step, at: fields.location)
      }
      guard let target, let on, let animated else { return nil }
      if let from, from == nil { return nil }
      return .push(target, on: on, from: from ?? nil, animated: animated)
    case .pop, .popToRoot:
      let target = container(value, place.subject(action), kind: .navigation)
      guard let target, let animated else { return nil }
      return kind == .pop ? .pop(target, animated: animated) : .popToRoot(target, animated: animated)
    case .popTo:
      let target = controllerReference(value, place.subject(action))
      let on = optionalContainer(fields["on"], place.subject("on"), kind: .navigation)
      if fields["on"] == nil, !controllers.contains(where: { $0.kind == .navigation }) {
        requireSingleContainer(.navigation, action: action, step: step, at: fields.location)
      }
      guard let target, let on, let animated else { return nil }
      return .popTo(target, on: on, animated: animated)
    case .setViewControllers:
      let stack = decodeStack(value, place.subject(action), step: step)
      var on: ControllerID?
      if let field = fields["on"] {
        on = container(field.value, place.subject("on"), kind: .navigation)
      } else {
        log.error(
          fields.location, "missing 'on' in \(step): 'setViewControllers' needs the navigation controller it changes")
      }
      guard let stack, let on, let animated else { return nil }
      return .setViewControllers(stack, on: on, animated: animated)
    case .select:
      return decodeSelect(value, fields: fields, step: step)
    case .swipeBack:
      let target = container(value, place.subject(action), kind: .navigation)
      let decoded = gesture(&self)
      guard let target, let decoded else { return nil }
      return .swipeBack(target, gesture: decoded)
    default:
      return nil
    }
  }

  /// A controller id that must name a container of `kind`.
  mutating func container(_ node: DocumentNode, _ subject: String, kind: ControllerKind) -> ControllerID? {
    guard let controller = controllerReference(node, subject) else { return nil }
    let found = controllers[controller.index].kind
    guard found == kind else {
      log.error(
        node.location,
        "\(subject): \(DocumentNode.quoted(controllers[controller.index].id)) is \(Self.describe(found)), "
          + "not \(Self.describe(kind))")
      return nil
    }
    return controller
  }

  /// An optional `on`: `.some(nil)` when absent, nil when written but invalid.
  private mutating func optionalContainer(_ field: MappingFields.Field?, _ subject: String, kind: ControllerKind)
    -> ControllerID??
  {
    guard let field else { return .some(nil) }
    guard let controller = container(field.value, subject, kind: kind) else { return nil }
    return .some(controller)
  }

  /// Without `on`, the scenario must have exactly one container of `kind`.
  private mutating func requireSingleContainer(
    _ kind: ControllerKind, action: String, step: String, at location: SourceLocation
  ) {
    let found = controllers.filter { $0.kind == kind }.map(\.id)
    let noun = kind == .navigation ? "navigation controller" : "tab bar controller"
    if found.isEmpty {
      log.error(location, "'\(action)' in \(step): the scenario has no \(noun)")
    } else if found.count > 1 {
      let listed = found.map { DocumentNode.quoted($0) }.joined(separator: ", ")
      log.error(
        location, "'\(action)' in \(step): the scenario has \(found.count) \(noun)s (\(listed)); say which with 'on'")
    }
  }

  /// The list of a `setViewControllers` step: distinct controllers (E21), none a navigation
  /// controller (E22).
  private mutating func decodeStack(_ node: DocumentNode, _ subject: String, step: String) -> [ControllerID]? {
    let expectation = "a non-empty list of controller ids such as [A, B]"
    guard let nodes = list(node, subject, expectation: expectation) else { return nil }
    if nodes.isEmpty {
      expected(expectation, subject, found: node)
      return nil
    }
    var stack: [ControllerID] = []
    var isValid = true
    for element in nodes {
      guard let controller = controllerReference(element, subject) else {
        isValid = false
        continue
      }
      let name = DocumentNode.quoted(controllers[controller.index].id)
      if stack.contains(controller) {
        log.error(
          element.location,
          "'setViewControllers' in \(step) names \(name) twice; UIKit requires distinct controllers (E21)")
        isValid = false
      } else if controllers[controller.index].kind == .navigation {
        log.error(
          element.location,
          "'setViewControllers' in \(step) names the navigation controller \(name); UIKit does not allow one in a "
            + "stack (E22)")
        isValid = false
      }
      stack.append(controller)
    }
    return isValid ? stack : nil
  }

  /// `select: 1` or `select: V`, with `on` (the tab bar controller, by default the only one) and
  /// `by` (`user`, the default, or `app`). A tap cannot run inside a callback.
  private mutating func decodeSelect(_ value: DocumentNode, fields: MappingFields, step: String) -> StepAction? {
    let place = fields.place
    var origin: SelectionOrigin? = .user
    if let field = fields["by"] {
      origin = choice(field.value, place.subject("by"), among: SelectionOrigin.allCases)
    }
    if origin == .user, let field = fields["during"] {
      log.error(
        field.keyLocation,
        "'during' does not apply to 'select' with 'by: user' in \(step); a tap is the user's and cannot run inside "
          + "a callback")
      origin = nil
    }
    var tabBar: ControllerID?
    var isValid = true
    if let field = fields["on"] {
      tabBar = container(field.value, place.subject("on"), kind: .tabBar)
      isValid = tabBar != nil
    } else {
      let found = controllers.indices.filter { controllers[$0].kind == .tabBar }
      if found.count == 1 {
        tabBar = ControllerID(found[0])
      } else {
        requireSingleContainer(.tabBar, action: "select", step: step, at: fields.location)
        isValid = false
      }
    }
    let subject = place.subject("select")
    var selection: TabSelection?
    if let scalar = value.scalar, case .number = scalar.value {
      if let index = integer(value, subject, expectation: "a tab index or a controller id") {
        selection = .index(index)
        if let tabBar {
          let count = controllers[tabBar.index].children.count
          let name = DocumentNode.quoted(controllers[tabBar.index].id)
          if !(0..<count).contains(index) {
            let range =
              count == 0
              ? "\(name) has no tabs" : "\(name) has \(count) tab\(count == 1 ? "" : "s") (0 to \(count - 1))"
            log.error(value.location, "\(subject): index \(index) is out of range; \(range)")
            selection = nil
          }
        }
      }
    } else if let controller = controllerReference(value, subject) {
      selection = .controller(controller)
      if let tabBar, !controllers[tabBar.index].children.contains(controller) {
        log.error(
          value.location,
          "\(subject): \(DocumentNode.quoted(controllers[controller.index].id)) is not one of the tabs of "
            + "\(DocumentNode.quoted(controllers[tabBar.index].id)) (E23)")
        selection = nil
      }
    }
    guard isValid, let selection, let origin else { return nil }
    return .select(selection, on: fields["on"] == nil ? nil : tabBar, by: origin)
  }

  // MARK: - inspect

  /// `inspect: [A, nav.viewControllers]`: controllers, or one property of a controller.
  mutating func decodeInspect(_ node: DocumentNode, _ subject: String) -> StepAction? {
    let expectation = "a non-empty list of controller ids such as [A, D], or properties such as nav.viewControllers"
    guard let nodes = list(node, subject, expectation: expectation) else { return nil }
    if nodes.isEmpty {
      expected(expectation, subject, found: node)
      return nil
    }
    var items: [InspectItem] = []
    for element in nodes {
      if let item = decodeInspectItem(element, subject) { items.append(item) }
    }
    return items.count == nodes.count ? .inspect(items) : nil
  }

  private mutating func decodeInspectItem(_ node: DocumentNode, _ subject: String) -> InspectItem? {
    guard let scalar = node.scalar, let dot = scalar.text.firstIndex(of: ".") else {
      return controllerReference(node, subject).map { InspectItem($0) }
    }
    let id = String(scalar.text[..<dot])
    let propertyName = String(scalar.text[scalar.text.index(after: dot)...])
    let idNode = DocumentNode(.scalar(DocumentScalar(text: id, style: .plain, value: .string)), at: node.location)
    guard let controller = controllerReference(idNode, subject) else { return nil }
    guard let property = InspectedProperty(rawValue: propertyName) else {
      let names = InspectedProperty.allCases.map(\.rawValue)
      let suggestion =
        Suggestion.nearest(to: propertyName, among: names).map { "; did you mean '\($0)'?" }
        ?? "; it reads \(Phrase.list(names))"
      log.error(
        node.location,
        "\(subject): \(DocumentNode.quoted(scalar.text)) is not a property the catalog reads\(suggestion)")
      return nil
    }
    let kind = controllers[controller.index].kind
    if let owner = property.owner, owner != kind {
      let owners = owner == .navigation ? "navigation controllers" : "tab bar controllers"
      log.error(
        node.location,
        "\(subject): '\(property.rawValue)' belongs to \(owners); \(DocumentNode.quoted(id)) is \(Self.describe(kind))")
      return nil
    }
    return InspectItem(controller, property)
  }
}
