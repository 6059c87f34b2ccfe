import CatalogModel

/// Builds a `Scenario` from a document tree and reports every problem it meets on the way.
///
/// Decoding never stops at a problem: a bad value is reported and replaced by its default, a bad
/// reference is reported and dropped, and decoding goes on, so one pass finds all the problems of
/// a file. The scenario it returns is meaningful only when the log stays empty.
///
/// Ids are declared before anything is decoded, so a reference may name a controller or delegate
/// declared further down the file. The facets live in extensions: values, device, controllers,
/// delegates, steps and the controller hierarchy.
struct ScenarioDecoder {
  /// What "empty file" and "not a mapping" messages expect.
  static let expectedTopLevel = "a mapping with 'name', 'window', 'controllers' and 'steps'"

  /// The problems found so far, starting with those of composing the document.
  var log: DiagnosticLog
  /// The declared ids.
  var registry = IDRegistry()
  /// For each controller, in declaration order, its children and where each is listed.
  var childListings: [[ChildListing]] = []
  /// The controllers, once decoded: steps check their values against the controllers' kinds.
  var controllers: [ControllerSpec] = []
  /// How many more ids suggestions for unknown references may compare against.
  ///
  /// A suggestion compares the unknown id with every declared one; a file with thousands of ids
  /// and thousands of bad references would make that quadratic, so past this budget unknown ids
  /// get the list of declared ids instead.
  var suggestionBudget = 1_000_000

  init(log: DiagnosticLog) {
    self.log = log
  }

  /// The scenario the document describes, or nil when it is not even a mapping or names a format
  /// this catalog does not read. Problems are in `log`.
  mutating func decode(_ root: DocumentNode) -> Scenario? {
    guard case .mapping(let entries) = root.content else {
      if let scalar = root.scalar, scalar.style == .plain, scalar.text.isEmpty {
        log.error(.start, "empty file: expected \(Self.expectedTopLevel)")
      } else {
        log.error(
          root.location, "expected \(Self.expectedTopLevel) at the top level, found \(root.summary)"
        )
      }
      return nil
    }
    guard isSupportedFormat(entries) else { return nil }

    let top = MappingFields(entries, at: root.location, place: .topLevel, log: &log)
    top.reportUnknownKeys(
      allowed: ScenarioKeys.topLevel, expectation: "expected " + Phrase.list(ScenarioKeys.topLevel, limit: .max),
      log: &log)
    reportMissingKeys(of: top)

    let name = top["name"].flatMap { decodeName($0) } ?? ""
    let summary = top["summary"].flatMap { decodeSummary($0) }
    let notes = top["notes"].flatMap { text($0.value, "'notes'") }
    let tags = top["tags"].map { decodeTags($0) } ?? []
    let device = top["device"].map { decodeDevice($0) } ?? Device()

    let controllerFields = declare(top["controllers"], kind: .controller)
    let transitioningFields = declare(top["transitioningDelegates"], kind: .transitioningDelegate)
    let adaptiveFields = declare(top["adaptiveDelegates"], kind: .adaptiveDelegate)
    let navigationFields = declare(top["navigationDelegates"], kind: .navigationDelegate)
    let tabBarFields = declare(top["tabBarDelegates"], kind: .tabBarDelegate)
    registry.reportProblems(log: &log)

    var transitioningDelegates: [TransitioningDelegateSpec] = []
    for field in transitioningFields {
      transitioningDelegates.append(decodeTransitioningDelegate(field))
    }
    var adaptiveDelegates: [AdaptiveDelegateSpec] = []
    for field in adaptiveFields {
      adaptiveDelegates.append(decodeAdaptiveDelegate(field))
    }
    let navigationDelegates = navigationFields.map { decodeNavigationDelegate($0) }
    var tabBarDelegates = tabBarFields.map { decodeTabBarDelegate($0) }
    var controllers: [ControllerSpec] = []
    for field in controllerFields {
      controllers.append(decodeController(field))
    }

    let windowField = top["window"]
    let window = windowField.flatMap { controllerReference($0.value, "'window'") }
    checkHierarchy(of: controllers, window: window, windowLocation: windowField?.value.location)

    self.controllers = controllers
    let steps = top["steps"].map { decodeSteps($0) } ?? []
    // Rule 20.1: `launch` shows the window's root controller.
    for step in steps {
      if case .launch(let controller) = step.action, let window, controller != window,
        controllers.indices.contains(window.index), controllers.indices.contains(controller.index)
      {
        log.error(
          step.location,
          "'launch' shows the window's root: expected '\(controllers[window.index].id)', found "
            + "'\(controllers[controller.index].id)'")
      }
    }
    checkShouldSelectAnswers(&tabBarDelegates, fields: tabBarFields, controllers: controllers, steps: steps)
    let facts = top["expect"].map { decodeFacts($0) } ?? []
    let source = top["source"].flatMap { decodeSource($0) }

    return Scenario(
      name: name, summary: summary, notes: notes, tags: tags, device: device,
      window: window ?? ControllerID(0), controllers: controllers,
      transitioningDelegates: transitioningDelegates, adaptiveDelegates: adaptiveDelegates,
      navigationDelegates: navigationDelegates, tabBarDelegates: tabBarDelegates, steps: steps, facts: facts,
      source: source)
  }

  // MARK: - Top level

  /// Checks `format` before anything else: a file of another format version is reported alone,
  /// since the rest of it follows rules this catalog does not know.
  private mutating func isSupportedFormat(_ entries: [DocumentEntry]) -> Bool {
    guard let entry = entries.first(where: { $0.key.scalar?.text == "format" }) else { return true }
    let supported = Scenario.supportedFormats
    let supportedText =
      supported.count == 1
      ? "format \(supported[0])"
      : "formats " + Phrase.bareList(supported.map(String.init), conjunction: "and")
    guard let scalar = entry.value.scalar, case .number(let value, isInteger: true) = scalar.value
    else {
      expected("the format version \(supported[0])", "'format'", found: entry.value)
      return true
    }
    if abs(value) < 1e15, supported.contains(Int(value)) { return true }
    log.error(
      entry.value.location, "unsupported format \(scalar.text); this catalog reads \(supportedText)"
    )
    return false
  }

  private mutating func reportMissingKeys(of top: MappingFields) {
    let required = [
      ("name", "the scenario's name, such as 'dimming-presentation'"),
      ("window", "the id of the window's root view controller"),
      ("controllers", "a mapping from controller ids to controllers"),
      ("steps", "a list of at least one step"),
    ]
    // A misspelled key already says "did you mean …?"; saying the key is missing adds nothing.
    let misspelled = top.fields.compactMap { field in
      ScenarioKeys.topLevel.contains(field.key)
        ? nil : Suggestion.nearest(to: field.key, among: ScenarioKeys.topLevel)
    }
    for (key, meaning) in required where top[key] == nil && !misspelled.contains(key) {
      log.error(top.location, "missing required key '\(key)': \(meaning)")
    }
  }

  private mutating func decodeName(_ field: MappingFields.Field) -> String? {
    guard let name = text(field.value, "'name'") else { return nil }
    if let problem = NameRules.nameProblem(name) {
      log.error(
        field.value.location,
        "'name': \(DocumentNode.quoted(name)) is not a valid name (\(problem)); use \(NameRules.nameRule)"
      )
    }
    return name
  }

  private mutating func decodeSummary(_ field: MappingFields.Field) -> String? {
    guard let summary = text(field.value, "'summary'") else { return nil }
    let lineCount = summary.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .count
    if lineCount > 1 {
      log.error(
        field.value.location,
        "'summary': expected one line, found \(lineCount) lines; put longer text in 'notes'")
    }
    return summary
  }

  private mutating func decodeTags(_ field: MappingFields.Field) -> [String] {
    guard
      let nodes = list(field.value, "'tags'", expectation: "a list of tags such as [custom, sheet]")
    else {
      return []
    }
    var tags: [String] = []
    var seen: Set<String> = []
    for node in nodes {
      guard let tag = text(node, "'tags'", expectation: "a tag") else { continue }
      if let problem = NameRules.nameProblem(tag) {
        log.error(
          node.location,
          "'tags': \(DocumentNode.quoted(tag)) is not a valid tag (\(problem)); use \(NameRules.nameRule)"
        )
      } else if !seen.insert(tag).inserted {
        log.error(node.location, "'tags': \(DocumentNode.quoted(tag)) is listed twice")
      }
      tags.append(tag)
    }
    return tags
  }

  /// Reads a section of declarations (`controllers` and the delegate sections) and declares its
  /// ids in file order.
  private mutating func declare(_ field: MappingFields.Field?, kind: IDKind) -> [MappingFields
    .Field]
  {
    guard let field else { return [] }
    let subject = "'\(kind.section)'"
    guard
      let fields = mapping(
        field.value, subject, expectation: "a mapping from ids to \(kind.noun)s",
        place: Place("in '\(kind.section)'"))
    else { return [] }
    if kind == .controller && fields.isEmpty {
      log.error(
        field.value.location,
        "'controllers' is empty; declare at least the window's root controller")
    }
    for declaration in fields.fields {
      registry.declare(declaration.key, kind: kind, at: declaration.keyLocation)
    }
    return fields.fields
  }

  /// The fields of a declaration (a controller or delegate); no value at all means all defaults.
  mutating func declarationFields(_ field: MappingFields.Field, kind: IDKind, place: Place)
    -> MappingFields?
  {
    if field.value.isNull && !field.value.isPlaceholder {
      return MappingFields([], at: field.value.location, place: place, log: &log)
    }
    return mapping(
      field.value, "\(kind.noun) \(DocumentNode.quoted(field.key))",
      expectation: "a mapping of its properties, or nothing for the defaults", place: place)
  }
}

/// One entry of a controller's `children`: the child and where it is listed.
struct ChildListing {
  let child: ControllerID
  let location: SourceLocation
}
