import CatalogModel

/// `controllers`: each controller's kind, children and presentation properties.
extension ScenarioDecoder {
  /// The controller declared by `field`; its children are also recorded in `childListings` for
  /// the hierarchy checks.
  mutating func decodeController(_ field: MappingFields.Field) -> ControllerSpec {
    let name = DocumentNode.quoted(field.key)
    let place = Place("in controller \(name)")
    var spec = ControllerSpec(id: field.key, location: field.keyLocation)
    var listing: [ChildListing] = []
    defer { childListings.append(listing) }
    guard let fields = declarationFields(field, kind: .controller, place: place) else {
      return spec
    }
    fields.reportUnknownKeys(allowed: ScenarioKeys.controller, log: &log)

    let kind =
      fields["type"].flatMap {
        choice($0.value, place.subject("type"), among: ControllerKind.allCases)
      }
      ?? .viewController
    spec.kind = kind
    spec.properties = ControllerProperties(kind: kind)

    var writtenChildCount = 0
    if let children = fields["children"] {
      let subject = place.subject("children")
      if let nodes = list(
        children.value, subject, expectation: "a list of controller ids such as [A, B]")
      {
        writtenChildCount = nodes.count
        for node in nodes {
          if let child = controllerReference(node, subject) {
            listing.append(ChildListing(child: child, location: node.location))
          }
        }
      } else {
        writtenChildCount = -1
      }
    }
    spec.children = listing.map(\.child)
    if kind == .navigation && writtenChildCount == 0 {
      log.error(
        fields["children"]?.value.location ?? field.keyLocation,
        "navigation controller \(name) needs at least one child in 'children': its root view controller"
      )
    }

    if let field = fields["selectedIndex"] {
      let subject = place.subject("selectedIndex")
      if kind != .tabBar {
        log.error(
          field.keyLocation,
          "\(subject) applies only to tab bar controllers ('type: tabBar'); \(name) is a \(kind.rawValue)"
        )
      } else if let index = integer(field.value, subject, expectation: "the index of a child") {
        if writtenChildCount >= 0, !(0..<writtenChildCount).contains(index) {
          let range =
            writtenChildCount == 0
            ? "\(name) has no children"
            : "\(name) has \(Phrase.count(writtenChildCount, "child", plural: "children")), so expected 0 to \(writtenChildCount - 1)"
          log.error(field.value.location, "\(subject): \(index) is out of range; \(range)")
        } else {
          spec.selectedIndex = index
        }
      }
    }

    if let field = fields["modalPresentationStyle"],
      let style = choice(
        field.value, place.subject("modalPresentationStyle"), among: PresentationStyle.allCases)
    {
      spec.properties.modalPresentationStyle = style
      spec.styleLocation = field.value.location
    }
    if let field = fields["transitioningDelegate"], !field.value.isNull {
      spec.properties.transitioningDelegate = transitioningDelegateReference(
        field.value, place.subject("transitioningDelegate"))
    }
    if let field = fields["presentationControllerDelegate"], !field.value.isNull {
      spec.properties.presentationControllerDelegate = adaptiveDelegateReference(
        field.value, place.subject("presentationControllerDelegate"))
    }
    decodeBool("definesPresentationContext", of: fields, place, into: &spec, \.properties.definesPresentationContext)
    decodeBool(
      "providesPresentationContextTransitionStyle", of: fields, place, into: &spec,
      \.properties.providesPresentationContextTransitionStyle)
    decodeBool("isModalInPresentation", of: fields, place, into: &spec, \.properties.isModalInPresentation)
    decodeBool("viewLoaded", of: fields, place, into: &spec, \.viewLoaded)
    if let field = fields["modalTransitionStyle"],
      let style = choice(field.value, place.subject("modalTransitionStyle"), among: ModalTransitionStyle.allCases)
    {
      spec.properties.modalTransitionStyle = style
    }
    if let field = fields["supportedInterfaceOrientations"],
      let mask = choice(
        field.value, place.subject("supportedInterfaceOrientations"), among: InterfaceOrientationMask.allCases)
    {
      spec.properties.supportedInterfaceOrientations = mask
    }
    decodeBool(
      "shouldAutomaticallyForwardAppearanceMethods", of: fields, place, into: &spec,
      \.properties.shouldAutomaticallyForwardAppearanceMethods)
    if let field = fields["navigationDelegate"], !field.value.isNull {
      let delegate = navigationDelegateReference(field.value, place.subject("navigationDelegate"))
      if kind == .navigation {
        spec.properties.navigationDelegate = delegate
      } else {
        log.error(
          field.keyLocation,
          "\(place.subject("navigationDelegate")): only a navigation controller has a navigation delegate; "
            + "\(name) is \(Self.describe(kind))")
      }
    }
    if let field = fields["tabBarDelegate"], !field.value.isNull {
      let delegate = tabBarDelegateReference(field.value, place.subject("tabBarDelegate"))
      if kind == .tabBar {
        spec.properties.tabBarDelegate = delegate
      } else {
        log.error(
          field.keyLocation,
          "\(place.subject("tabBarDelegate")): only a tab bar controller has a tab bar delegate; "
            + "\(name) is \(Self.describe(kind))")
      }
    }
    return spec
  }

  /// "a viewController", "a navigation controller", "a tab bar controller": how messages name a
  /// controller's kind.
  static func describe(_ kind: ControllerKind) -> String {
    switch kind {
    case .viewController: "a viewController"
    case .navigation: "a navigation controller"
    case .tabBar: "a tab bar controller"
    }
  }
}
