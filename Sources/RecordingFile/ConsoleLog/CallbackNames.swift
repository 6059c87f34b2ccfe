import CatalogModel

/// The names under which console logs print the members the catalog models: the Swift name of
/// today's SDK (`#function`), the Swift 2 name of the same method, and the Objective-C selector
/// (`__func__`, `_cmd`), each with the roles that receive it.
///
/// Members that only the scenario itself performs (`present`, `dismiss`, `addSubview`) and
/// properties the app reads (`presentingViewController`) are not here: a log line naming them is
/// not a callback and is skipped.
package enum CallbackNames {
  /// A member as a log names it.
  package struct Entry: Sendable {
    package var member: Member
    package var roles: Set<ReceiverRole>
  }

  /// Every member an app can log, with its roles and every spelling.
  static let table: [(member: Member, roles: Set<ReceiverRole>, names: [String])] = {
    let all = Set(ReceiverRole.allCases)
    let controller: Set<ReceiverRole> = [.controller]
    let containers: Set<ReceiverRole> = [.controller, .presentationController]
    let pc: Set<ReceiverRole> = [.presentationController]
    let delegate: Set<ReceiverRole> = [.transitioningDelegate]
    let adaptive: Set<ReceiverRole> = [.adaptiveDelegate]
    let animator: Set<ReceiverRole> = [.animator]
    let interaction: Set<ReceiverRole> = [.interactionController]
    let navigationDelegate: Set<ReceiverRole> = [.navigationDelegate]
    let tabBarDelegate: Set<ReceiverRole> = [.tabBarDelegate]
    /// `name(_:)` in Swift, `name:` in Objective-C, and `name` as Swift 1 printed it.
    func oneArgument(_ name: String) -> [String] { ["\(name)(_:)", "\(name):", name] }
    /// `name()` in Swift, `name` in Objective-C.
    func noArgument(_ name: String) -> [String] { ["\(name)()", name] }
    /// A property: `name` in Swift 3 and later and in Objective-C, `name()` as a Swift 2 method.
    func property(_ name: String) -> [String] { [name, "\(name)()"] }
    return [
      (.viewWillAppear, controller, oneArgument("viewWillAppear")),
      (.viewIsAppearing, controller, oneArgument("viewIsAppearing")),
      (.viewDidAppear, controller, oneArgument("viewDidAppear")),
      (.viewWillDisappear, controller, oneArgument("viewWillDisappear")),
      (.viewDidDisappear, controller, oneArgument("viewDidDisappear")),
      (.viewWillLayoutSubviews, controller, noArgument("viewWillLayoutSubviews")),
      (.viewDidLayoutSubviews, controller, noArgument("viewDidLayoutSubviews")),
      (.loadView, controller, noArgument("loadView")),
      (.viewDidLoad, controller, noArgument("viewDidLoad")),
      (
        .willTransitionToTraits, containers,
        [
          "willTransition(to:with:)", "willTransitionToTraitCollection(_:withTransitionCoordinator:)",
          "willTransitionToTraitCollection:withTransitionCoordinator:",
        ]
      ),
      (.traitCollectionDidChange, containers, ["traitCollectionDidChange(_:)", "traitCollectionDidChange:"]),
      (
        .viewWillTransitionToSize, containers,
        [
          "viewWillTransition(to:with:)", "viewWillTransitionToSize(_:withTransitionCoordinator:)",
          "viewWillTransitionToSize:withTransitionCoordinator:",
        ]
      ),
      (.isModalInPresentation, controller, ["isModalInPresentation", "modalInPresentation"]),
      (.modalTransitionStyle, controller, property("modalTransitionStyle")),
      (.deinitialize, all, ["deinit", "dealloc"]),
      (.completion, controller, ["completion"]),

      (.presentationTransitionWillBegin, pc, noArgument("presentationTransitionWillBegin")),
      (
        .presentationTransitionDidEnd, pc,
        [
          "presentationTransitionDidEnd(_:)", "presentationTransitionDidEnd:",
          "presentationTransitionDidEnd(completed:)",
        ]
      ),
      (.dismissalTransitionWillBegin, pc, noArgument("dismissalTransitionWillBegin")),
      (
        .dismissalTransitionDidEnd, pc,
        ["dismissalTransitionDidEnd(_:)", "dismissalTransitionDidEnd:", "dismissalTransitionDidEnd(completed:)"]
      ),
      (.containerViewWillLayoutSubviews, pc, noArgument("containerViewWillLayoutSubviews")),
      (.containerViewDidLayoutSubviews, pc, noArgument("containerViewDidLayoutSubviews")),
      (.shouldPresentInFullscreen, pc, property("shouldPresentInFullscreen")),
      (.shouldRemovePresentersView, pc, property("shouldRemovePresentersView")),
      (.presentedView, pc, property("presentedView")),
      (.frameOfPresentedViewInContainerView, pc, property("frameOfPresentedViewInContainerView")),
      (
        .adaptivePresentationStyle, pc.union(adaptive),
        [
          "adaptivePresentationStyle(for:)", "adaptivePresentationStyleForTraitCollection(_:)",
          "adaptivePresentationStyleForTraitCollection:", "adaptivePresentationStyleForPresentationController(_:)",
          "adaptivePresentationStyleForPresentationController:",
        ]
      ),

      (
        .adaptivePresentationStyleForTraitCollection, adaptive,
        [
          "adaptivePresentationStyle(for:traitCollection:)",
          "adaptivePresentationStyleForPresentationController(_:traitCollection:)",
          "adaptivePresentationStyleForPresentationController:traitCollection:",
        ]
      ),
      (
        .viewControllerForAdaptiveStyle, adaptive,
        [
          "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
          "presentationController:viewControllerForAdaptivePresentationStyle:",
        ]
      ),
      (
        .willPresentWithAdaptiveStyle, adaptive,
        [
          "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
          "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:",
        ]
      ),
      (
        .prepareAdaptivePresentation, adaptive,
        ["presentationController(_:prepare:)", "presentationController:prepareAdaptivePresentationController:"]
      ),
      (.shouldDismiss, adaptive, ["presentationControllerShouldDismiss(_:)", "presentationControllerShouldDismiss:"]),
      (.willDismiss, adaptive, ["presentationControllerWillDismiss(_:)", "presentationControllerWillDismiss:"]),
      (.didDismiss, adaptive, ["presentationControllerDidDismiss(_:)", "presentationControllerDidDismiss:"]),
      (
        .didAttemptToDismiss, adaptive,
        ["presentationControllerDidAttemptToDismiss(_:)", "presentationControllerDidAttemptToDismiss:"]
      ),
      (
        .popoverShouldDismiss, adaptive,
        [
          "popoverPresentationControllerShouldDismissPopover(_:)", "popoverPresentationControllerShouldDismissPopover:",
        ]
      ),
      (
        .popoverDidDismiss, adaptive,
        ["popoverPresentationControllerDidDismissPopover(_:)", "popoverPresentationControllerDidDismissPopover:"]
      ),
      (
        .didChangeSelectedDetentIdentifier, adaptive,
        [
          "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
          "sheetPresentationControllerDidChangeSelectedDetentIdentifier:",
        ]
      ),

      (
        .presentationControllerForPresented, delegate,
        [
          "presentationController(forPresented:presenting:source:)",
          "presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)",
          "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
        ]
      ),
      (
        .animationControllerForPresented, delegate,
        [
          "animationController(forPresented:presenting:source:)",
          "animationControllerForPresentedController(_:presentingController:sourceController:)",
          "animationControllerForPresentedController:presentingController:sourceController:",
        ]
      ),
      (
        .animationControllerForDismissed, delegate,
        [
          "animationController(forDismissed:)", "animationControllerForDismissedController(_:)",
          "animationControllerForDismissedController:",
        ]
      ),
      (
        .interactionControllerForPresentation, delegate,
        [
          "interactionControllerForPresentation(using:)", "interactionControllerForPresentation(_:)",
          "interactionControllerForPresentation:",
        ]
      ),
      (
        .interactionControllerForDismissal, delegate,
        [
          "interactionControllerForDismissal(using:)", "interactionControllerForDismissal(_:)",
          "interactionControllerForDismissal:",
        ]
      ),

      (.transitionDuration, animator, ["transitionDuration(using:)", "transitionDuration(_:)", "transitionDuration:"]),
      (.animateTransition, animator, ["animateTransition(using:)", "animateTransition(_:)", "animateTransition:"]),
      (.animationEnded, animator, ["animationEnded(_:)", "animationEnded:"]),
      (.startInteractiveTransition, interaction, ["startInteractiveTransition(_:)", "startInteractiveTransition:"]),
      (.completionSpeed, interaction, ["completionSpeed"]),
      (.update, interaction, ["update(_:)", "updateInteractiveTransition(_:)", "updateInteractiveTransition:"]),
      (.finish, interaction, ["finish()", "finishInteractiveTransition()", "finishInteractiveTransition"]),
      (.cancel, interaction, ["cancel()", "cancelInteractiveTransition()", "cancelInteractiveTransition"]),

      (.completeTransition, [.transitionContext], ["completeTransition(_:)", "completeTransition:"]),
      (.alongsideAnimation, [.coordinator], ["alongsideAnimation"]),
      (.alongsideCompletion, [.coordinator], ["alongsideCompletion"]),
      (.interactionChanged, [.coordinator], ["interactionChanged"]),

      // Rule book section 18: containment and the navigation and tab bar delegates.
      (
        .willMoveToParent, controller,
        ["willMove(toParent:)", "willMoveToParentViewController(_:)", "willMoveToParentViewController:"]
      ),
      (
        .didMoveToParent, controller,
        ["didMove(toParent:)", "didMoveToParentViewController(_:)", "didMoveToParentViewController:"]
      ),
      (
        .navigationWillShow, navigationDelegate,
        [
          "navigationController(_:willShow:animated:)", "navigationController(_:willShowViewController:animated:)",
          "navigationController:willShowViewController:animated:",
        ]
      ),
      (
        .navigationDidShow, navigationDelegate,
        [
          "navigationController(_:didShow:animated:)", "navigationController(_:didShowViewController:animated:)",
          "navigationController:didShowViewController:animated:",
        ]
      ),
      (
        .navigationAnimationController, navigationDelegate,
        [
          "navigationController(_:animationControllerFor:from:to:)",
          "navigationController(_:animationControllerForOperation:fromViewController:toViewController:)",
          "navigationController:animationControllerForOperation:fromViewController:toViewController:",
        ]
      ),
      (
        .navigationInteractionController, navigationDelegate,
        [
          "navigationController(_:interactionControllerFor:)",
          "navigationController(_:interactionControllerForAnimationController:)",
          "navigationController:interactionControllerForAnimationController:",
        ]
      ),
      (
        .tabShouldSelect, tabBarDelegate,
        [
          "tabBarController(_:shouldSelect:)", "tabBarController(_:shouldSelectViewController:)",
          "tabBarController:shouldSelectViewController:",
        ]
      ),
      (
        .tabDidSelect, tabBarDelegate,
        [
          "tabBarController(_:didSelect:)", "tabBarController(_:didSelectViewController:)",
          "tabBarController:didSelectViewController:",
        ]
      ),
      (
        .tabAnimationController, tabBarDelegate,
        [
          "tabBarController(_:animationControllerForTransitionFrom:to:)",
          "tabBarController(_:animationControllerForTransitionFromViewController:toViewController:)",
          "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
        ]
      ),
      (
        .tabInteractionController, tabBarDelegate,
        [
          "tabBarController(_:interactionControllerFor:)",
          "tabBarController(_:interactionControllerForAnimationController:)",
          "tabBarController:interactionControllerForAnimationController:",
        ]
      ),
    ]
  }()

  private static let byName: [String: Entry] = {
    var entries: [String: Entry] = [:]
    for row in table {
      for name in row.names where entries[name] == nil {
        entries[name] = Entry(member: row.member, roles: row.roles)
      }
    }
    return entries
  }()

  /// The member a log spells `name`, if the catalog models it.
  package static func entry(named name: String) -> Entry? {
    byName[name]
  }

  /// The members whose parameters are all `Bool`s (`animated`, `completed`): an Objective-C log
  /// prints a BOOL with `%d` as `1` or `0`.
  static let booleanArguments: Set<Member> = [
    .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    .presentationTransitionDidEnd, .dismissalTransitionDidEnd, .completeTransition, .animationEnded,
  ]

  /// The members whose result is a `Bool`.
  static let booleanResults: Set<Member> = [
    .shouldPresentInFullscreen, .shouldRemovePresentersView, .isModalInPresentation, .shouldDismiss,
    .popoverShouldDismiss, .tabShouldSelect,
  ]

  /// The first name of a modelled member in `text` that a log could only have printed as one:
  /// a Swift name with its parenthesis (`viewWillAppear(_:)`) or an Objective-C selector
  /// (`viewWillAppear:`), as a whole word, possibly after a class and `::` or `:`. Bare names
  /// (`completion`, `deinit`) are ordinary words and are not looked for.
  ///
  /// For example:
  /// ```swift
  /// CallbackNames.mention(in: "[Lifecycle] RedViewController viewWillAppear(_:)")?.name   // "viewWillAppear(_:)"
  /// ```
  static func mention(in text: Substring) -> (name: String, entry: Entry, at: Substring.Index)? {
    func isWordCharacter(_ character: Character) -> Bool {
      character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
    var index = text.startIndex
    while index < text.endIndex {
      guard isWordCharacter(text[index]), index == text.startIndex || !isWordCharacter(text[text.index(before: index)])
      else {
        index = text.index(after: index)
        continue
      }
      // A run of word characters and colons, then a parenthesised part of the same.
      var end = index
      while end < text.endIndex, isWordCharacter(text[end]) || text[end] == ":" { end = text.index(after: end) }
      if end < text.endIndex, text[end] == "(" {
        var close = text.index(after: end)
        while close < text.endIndex, isWordCharacter(text[close]) || text[close] == ":" {
          close = text.index(after: close)
        }
        if close < text.endIndex, text[close] == ")" { end = text.index(after: close) }
      }
      let candidate = text[index..<end]
      // The candidate itself, then what follows each colon in it (`Class::member(_:)`).
      var start = candidate.startIndex
      while start < candidate.endIndex {
        let name = String(candidate[start...])
        if name.contains("(") || name.contains(":"), let entry = byName[name] { return (name, entry, start) }
        guard let colon = candidate[start...].firstIndex(of: ":") else { break }
        start = candidate.index(after: colon)
        while start < candidate.endIndex, candidate[start] == ":" { start = candidate.index(after: start) }
      }
      index = end > index ? end : text.index(after: index)
    }
    return nil
  }

  /// How many parameters `member` takes: the argument labels of its Swift name.
  package static func parameterCount(of member: Member) -> Int {
    let name = member.name
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return 0 }
    return name[name.index(after: open)...].filter { $0 == ":" }.count
  }
}
