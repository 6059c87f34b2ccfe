import ScenarioFile

/// Writes a scenario file as a Swift `TransitionScenario`, key for key
/// (`catalog show NAME --format swift`).
///
/// The Swift reads back to the same scenario: its `yaml` is the file's content in flow style, so
/// the engine replays both to the same timeline (a test checks this for every fixture). Keys of
/// one controller, delegate or step come out in the order of the Swift parameters, which is the
/// only change from the file; the changes of a `set` step keep their order, which matters.
///
/// For example:
/// ```swift
/// let swift = try SwiftScenarioWriter.swiftSource(of: text, path: "ios13-default-style.yaml")
/// ```
public enum SwiftScenarioWriter {
  /// A key this writer cannot spell in Swift: a key of a newer format than it knows.
  public struct UnsupportedKey: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key, or a value of a kind the writer does not know.
    public var key: String
    /// Where it is: `the scenario`, `step 3`.
    public var context: String
    /// `'key' in context has no Swift form yet`.
    public var description: String { "'\(key)' in \(context) has no Swift form yet" }
  }

  /// The Swift of the scenario file `text`.
  ///
  /// - Parameters:
  ///   - text: A valid scenario file (YAML or JSON).
  ///   - path: Its path, which chooses JSON (`.json`) or YAML.
  ///   - indent: What one level of indentation is.
  /// - Throws: `ScenarioFileError` for text that is not a YAML document, `UnsupportedKey` for
  ///   a key that has no Swift form.
  public static func swiftSource(of text: String, path: String, indent: String = "  ") throws -> String {
    let document = try ScenarioFile.document(of: text, path: path)
    var writer = Writer(indent: indent)
    try writer.scenario(document)
    return writer.out
  }
}

/// Builds the Swift expression of a scenario document.
private struct Writer {
  let indent: String
  var out = ""
  /// Lines are kept within this many characters where they can be.
  let width = 100

  typealias Argument = (label: String?, value: SwiftExpression)

  // MARK: - The scenario

  mutating func scenario(_ document: ScenarioDocument) throws {
    guard case .mapping(let entries) = document else { throw unsupported("(the document)", "a scenario file") }
    let known = [
      "format", "name", "summary", "notes", "tags", "device", "window", "controllers", "transitioningDelegates",
      "adaptiveDelegates", "navigationDelegates", "tabBarDelegates", "steps", "source", "expect",
    ]
    for entry in entries where !known.contains(entry.key) { throw unsupported(entry.key, "the scenario") }
    var arguments: [Argument] = [
      (nil, .string(document["name"]?.text ?? "")), ("window", .string(document["window"]?.text ?? "")),
    ]
    if let summary = document["summary"]?.text { arguments.append(("summary", .string(summary))) }
    if let notes = document["notes"]?.text { arguments.append(("notes", .string(notes))) }
    if case .sequence(let tags)? = document["tags"] {
      arguments.append(("tags", .array(tags.map { .string($0.text ?? "") })))
    }
    if let device = document["device"] { arguments.append(("device", try self.device(device))) }
    if let source = document["source"] { arguments.append(("source", try self.source(source))) }
    if case .number(let format)? = document["format"] { arguments.append(("format", .atom(Self.number(format)))) }
    out += SwiftExpression.call("TransitionScenario", arguments).rendered(indent: "", column: 0, width: width - 2)
    out += " {\n"
    for (section, element) in [
      ("controllers", "Controller"), ("transitioningDelegates", "TransitioningDelegate"),
      ("adaptiveDelegates", "AdaptiveDelegate"), ("navigationDelegates", "NavigationDelegate"),
      ("tabBarDelegates", "TabBarDelegate"),
    ] {
      guard case .mapping(let objects)? = document[section] else { continue }
      for object in objects {
        let expression = try self.object(element, id: object.key, object.value, section: section)
        out += indent + expression.rendered(indent: indent, column: 0, width: width) + "\n"
      }
    }
    out += "} steps: {\n"
    if case .sequence(let steps)? = document["steps"] {
      for (index, step) in steps.enumerated() {
        out +=
          indent + (try self.step(step, number: index + 1)).rendered(indent: indent, column: 0, width: width) + "\n"
      }
    }
    if case .sequence(let facts)? = document["expect"], !facts.isEmpty {
      out += "} expect: {\n"
      for (index, fact) in facts.enumerated() {
        out +=
          indent + (try self.fact(fact, number: index + 1)).rendered(indent: indent, column: 0, width: width) + "\n"
      }
    }
    out += "}\n"
  }

  // MARK: - Facts and the source

  func fact(_ fact: ScenarioDocument, number: Int) throws -> SwiftExpression {
    guard case .mapping(let entries) = fact else { throw unsupported("(fact)", "fact \(number)") }
    let context = "fact \(number) of 'expect'"
    let known = [
      "before", "after", "occurrence", "absent", "present", "argContains", "count", "n", "result", "profiles",
    ]
    for entry in entries where !known.contains(entry.key) { throw unsupported(entry.key, context) }
    var expression: SwiftExpression
    if let before = fact["before"]?.text {
      var arguments: [Argument] = [(nil, .string(before)), ("after", .string(fact["after"]?.text ?? ""))]
      if case .sequence(let pair)? = fact["occurrence"], pair.count == 2 {
        arguments.append(("occurrence", .atom("(" + (pair[0].text ?? "") + ", " + (pair[1].text ?? "") + ")")))
      }
      expression = .call("ExpectBefore", arguments)
    } else if let absent = fact["absent"]?.text {
      expression = .call("ExpectAbsent", [(nil, .string(absent))])
    } else if let present = fact["present"]?.text {
      var arguments: [Argument] = [(nil, .string(present))]
      if let text = fact["argContains"]?.text { arguments.append(("argContains", .string(text))) }
      expression = .call("ExpectPresent", arguments)
    } else if let count = fact["count"]?.text {
      expression = .call("ExpectCount", [(nil, .string(count)), ("n", .atom(fact["n"]?.text ?? "0"))])
    } else {
      throw unsupported("(claim)", context)
    }
    if let result = fact["result"] {
      expression = .modified(expression, "result(" + SwiftExpression.quoted(result.text ?? "nil") + ")")
    }
    if case .sequence(let profiles)? = fact["profiles"] {
      let names = profiles.map { SwiftExpression.quoted($0.text ?? "") }.joined(separator: ", ")
      expression = .modified(expression, "profiles(" + names + ")")
    }
    return expression
  }

  func source(_ value: ScenarioDocument) throws -> SwiftExpression {
    guard case .mapping(let entries) = value else { throw unsupported("source", "the scenario") }
    let order = ["url", "title", "date", "ios", "device", "feature", "quote"]
    for entry in entries where !order.contains(entry.key) { throw unsupported(entry.key, "the source") }
    var arguments: [Argument] = []
    for key in order {
      guard let member = value[key], member != .null else { continue }
      arguments.append(
        (key, key == "feature" ? try spell(member, .enumCase, context: "the source") : .string(member.text ?? "")))
    }
    return .call("EvidenceSource", arguments)
  }

  // MARK: - Controllers and delegates

  /// The parameters of each object element, in the order its initializer takes them, and how
  /// each value is spelled.
  private static let objectParameters: [String: [(key: String, spell: Spelling)]] = [
    "Controller": [
      ("type", .enumCase), ("children", .strings), ("selectedIndex", .number), ("modalPresentationStyle", .style),
      ("transitioningDelegate", .string), ("presentationControllerDelegate", .string),
      ("definesPresentationContext", .bool), ("providesPresentationContextTransitionStyle", .bool),
      ("isModalInPresentation", .bool), ("viewLoaded", .bool), ("modalTransitionStyle", .enumCase),
      ("supportedInterfaceOrientations", .enumCase), ("shouldAutomaticallyForwardAppearanceMethods", .bool),
      ("navigationDelegate", .string), ("tabBarDelegate", .string),
    ],
    "TransitioningDelegate": [
      ("retainedElsewhere", .bool), ("presentationController", .presentationController),
      ("presentAnimator", .animator), ("dismissAnimator", .animator), ("presentInteraction", .enumCase),
      ("dismissInteraction", .enumCase), ("completionSpeed", .number),
    ],
    "AdaptiveDelegate": [
      ("adaptivePresentationStyleForTraitCollection", .adaptiveStyle), ("adaptivePresentationStyle", .adaptiveStyle),
      ("viewControllerForAdaptivePresentationStyle", .enumCase), ("willPresentWithAdaptiveStyle", .bool),
      ("shouldDismiss", .bool), ("willDismiss", .bool), ("didDismiss", .bool), ("didAttemptToDismiss", .bool),
      ("didChangeSelectedDetent", .bool), ("prepare", .bool), ("popoverShouldDismiss", .bool),
      ("popoverDidDismiss", .bool),
    ],
    "NavigationDelegate": [
      ("willShow", .bool), ("didShow", .bool), ("pushAnimator", .animatorAnswer), ("popAnimator", .animatorAnswer),
      ("animator", .animatorAnswer), ("interaction", .interactionAnswer), ("completionSpeed", .number),
    ],
    "TabBarDelegate": [
      ("shouldSelect", .shouldSelect), ("didSelect", .bool), ("animator", .animatorAnswer),
      ("interaction", .interactionAnswer),
    ],
  ]

  func object(_ element: String, id: String, _ value: ScenarioDocument, section: String) throws -> SwiftExpression {
    let parameters = Self.objectParameters[element] ?? []
    let entries: [ScenarioDocument.Entry]
    switch value {
    case .mapping(let found): entries = found
    case .null: entries = []
    default: throw unsupported(id, section)
    }
    for entry in entries where !parameters.contains(where: { $0.key == entry.key }) {
      throw unsupported(entry.key, "\(section) '\(id)'")
    }
    var arguments: [Argument] = [(nil, .string(id))]
    for (key, spelling) in parameters {
      // A null delegate or member is the same as an absent key, except for a container delegate's
      // methods, where null is "implemented, answers nil".
      guard let value = entries.first(where: { $0.key == key })?.value,
        value != .null || spelling == .animatorAnswer || spelling == .interactionAnswer
      else { continue }
      arguments.append((key, try spell(value, spelling, context: "\(section) '\(id)'")))
    }
    return .call(element, arguments)
  }

  // MARK: - Steps

  /// Each step's action key: its element, how the action's value is spelled (the first,
  /// unlabelled argument), and its modifiers in the order the initializer takes them.
  private static let stepParameters: [String: (element: String, spell: Spelling, modifiers: [(String, Spelling)])] = [
    "present": ("Present", .string, [("from", .string), ("animated", .bool)]),
    "dismiss": ("Dismiss", .string, [("animated", .bool)]),
    "interactivePresent": (
      "InteractivePresent", .string, [("from", .string), ("progress", .numbers), ("release", .enumCase)]
    ),
    "interactiveDismiss": ("InteractiveDismiss", .string, [("progress", .numbers), ("release", .enumCase)]),
    "swipeDown": ("SwipeDown", .string, [("progress", .numbers), ("release", .enumCase)]),
    "detent": ("Detent", .string, [("to", .enumCase), ("by", .enumCase)]),
    "addSubview": ("AddSubview", .string, [("to", .string)]),
    "removeFromSuperview": ("RemoveFromSuperview", .string, []),
    "readPresentationController": ("ReadPresentationController", .string, []),
    "beginAppearanceTransition": ("BeginAppearanceTransition", .string, [("appearing", .bool), ("animated", .bool)]),
    "endAppearanceTransition": ("EndAppearanceTransition", .string, []),
    "tapOutside": ("TapOutside", .string, []),
    "tapDimmingView": ("TapDimmingView", .string, []),
    "launch": ("Launch", .string, []),
    "rotate": ("Rotate", .enumCase, []),
    "tapAlertAction": ("TapAlertAction", .string, []),
    "wait": ("Wait", .number, []),
    "push": ("Push", .string, [("on", .string), ("from", .string), ("animated", .bool)]),
    "pop": ("Pop", .string, [("animated", .bool)]),
    "popTo": ("PopTo", .string, [("on", .string), ("animated", .bool)]),
    "popToRoot": ("PopToRoot", .string, [("animated", .bool)]),
    "setViewControllers": ("SetViewControllers", .strings, [("on", .string), ("animated", .bool)]),
    "select": ("Select", .tab, [("on", .string), ("by", .enumCase)]),
    "swipeBack": ("SwipeBack", .string, [("progress", .numbers), ("release", .enumCase)]),
  ]

  func step(_ step: ScenarioDocument, number: Int) throws -> SwiftExpression {
    guard case .mapping(let entries) = step else { throw unsupported("(step)", "step \(number)") }
    let context = "step \(number)"
    var expression: SwiftExpression?
    var used: Set<String> = ["at", "during"]
    for entry in entries {
      if let (element, spelling, modifiers) = Self.stepParameters[entry.key] {
        var arguments: [Argument] = [(nil, try spell(entry.value, spelling, context: context))]
        for (key, modifier) in modifiers {
          guard let value = step[key] else { continue }
          arguments.append((key, try spell(value, modifier, context: context)))
          used.insert(key)
        }
        expression = .call(element, arguments)
      } else if entry.key == "inspect", case .sequence(let ids) = entry.value {
        expression = .call("Inspect", ids.map { (nil, .string($0.text ?? "")) })
      } else if entry.key == "traits" || entry.key == "resize" {
        expression = try sizeChange(entry.key, entry.value, context: context)
      } else if entry.key == "set" {
        expression = try set(entry.value, context: context)
      } else {
        continue
      }
      used.insert(entry.key)
    }
    for entry in entries where !used.contains(entry.key) { throw unsupported(entry.key, context) }
    guard var expression else { throw unsupported("(action)", context) }
    switch step["at"] {
    case .number(let seconds)?: expression = .modified(expression, "at(" + Self.number(seconds) + ")")
    case .string?: expression = .modified(expression, "sameTurn()")
    default: break
    }
    if let callback = step["during"]?.text {
      expression = .modified(expression, "during(" + SwiftExpression.quoted(callback) + ")")
    }
    return expression
  }

  func sizeChange(_ key: String, _ value: ScenarioDocument, context: String) throws -> SwiftExpression {
    guard case .mapping(let entries) = value else { throw unsupported(key, context) }
    var arguments: [Argument] = []
    if key == "resize" {
      guard case .sequence(let size)? = value["size"], size.count == 2 else { throw unsupported("size", context) }
      arguments += [
        ("width", try spell(size[0], .number, context: context)),
        ("height", try spell(size[1], .number, context: context)),
      ]
    }
    for name in ["horizontalSizeClass", "verticalSizeClass"] {
      if let sizeClass = value[name] { arguments.append((name, try spell(sizeClass, .enumCase, context: context))) }
    }
    for entry in entries where !["size", "horizontalSizeClass", "verticalSizeClass"].contains(entry.key) {
      throw unsupported(entry.key, "'\(key)' of \(context)")
    }
    return .call(key == "resize" ? "Resize" : "Traits", arguments)
  }

  func set(_ value: ScenarioDocument, context: String) throws -> SwiftExpression {
    guard case .mapping(let entries) = value else { throw unsupported("set", context) }
    var arguments: [Argument] = [(nil, .string(value["controller"]?.text ?? ""))]
    for entry in entries where entry.key != "controller" {
      let spelled: SwiftExpression
      switch entry.key {
      case "modalPresentationStyle", "modalTransitionStyle", "supportedInterfaceOrientations":
        spelled = try spell(entry.value, .enumCase, context: context)
      case "transitioningDelegate", "presentationControllerDelegate", "navigationDelegate", "tabBarDelegate":
        spelled = entry.value == .null ? .atom("nil") : .string(entry.value.text ?? "")
      case "definesPresentationContext", "providesPresentationContextTransitionStyle", "isModalInPresentation",
        "shouldAutomaticallyForwardAppearanceMethods":
        spelled = try spell(entry.value, .bool, context: context)
      default: throw unsupported(entry.key, "'set' of \(context)")
      }
      arguments.append((nil, .call("." + entry.key, [(nil, spelled)])))
    }
    return .call("SetProperties", arguments)
  }

  // MARK: - Values

  /// How a value is spelled in Swift.
  enum Spelling {
    case string, strings, number, numbers, bool, enumCase
    /// A presentation style where the parameter is optional: `.none` would read as `nil`.
    case style
    case adaptiveStyle, presentationController, animator
    /// A container delegate's animator method: an animator, or null for "answers nil".
    case animatorAnswer
    /// A container delegate's interaction method: `percentDriven`, or null for "answers nil".
    case interactionAnswer
    /// `shouldSelect`: a boolean, or a mapping from tab ids to booleans.
    case shouldSelect
    /// A tab: an index or a controller id.
    case tab
  }

  func spell(_ value: ScenarioDocument, _ spelling: Spelling, context: String) throws -> SwiftExpression {
    switch (spelling, value) {
    case (.string, _): return .string(value.text ?? "")
    case (.strings, .sequence(let values)): return .array(values.map { .string($0.text ?? "") })
    case (.number, .number(let number)): return .atom(Self.number(number))
    case (.numbers, .sequence(let values)): return .array(try values.map { try spell($0, .number, context: context) })
    case (.bool, .bool(let flag)): return .atom(flag ? "true" : "false")
    case (.enumCase, .string(let name)): return .atom("." + name)
    case (.style, .string(let name)): return .atom(name == "none" ? "PresentationStyle.none" : "." + name)
    case (.adaptiveStyle, .string(let name)):
      if name == "none" { return .atom(".noAdaptation") }
      return .atom(
        ["fullScreen", "overFullScreen", "formSheet"].contains(name) ? "." + name : ".always(." + name + ")")
    case (.adaptiveStyle, .mapping):
      guard let compact = value["compact"]?.text, let regular = value["regular"]?.text else { break }
      return .atom(".byWidth(compact: ." + compact + ", regular: ." + regular + ")")
    case (.presentationController, .mapping(let entries)):
      let order: [(String, Spelling)] = [
        ("class", .string), ("shouldPresentInFullscreen", .bool), ("shouldRemovePresentersView", .bool),
        ("frame", .string), ("alongsideAnimations", .bool), ("adaptivePresentationStyle", .style),
      ]
      for entry in entries where !order.contains(where: { $0.0 == entry.key }) {
        throw unsupported(entry.key, "the presentation controller of \(context)")
      }
      var arguments: [Argument] = []
      for (key, spelling) in order {
        guard let member = value[key] else { continue }
        arguments.append(
          (key, key == "frame" ? try frame(member, context: context) : try spell(member, spelling, context: context)))
      }
      return .call("PresentationController", arguments)
    case (.animator, .mapping(let entries)):
      for entry in entries where !["class", "duration"].contains(entry.key) {
        throw unsupported(entry.key, "an animator of \(context)")
      }
      var arguments: [Argument] = []
      if let name = value["class"]?.text { arguments.append(("class", .string(name))) }
      if case .number(let duration)? = value["duration"] {
        arguments.append(("duration", .atom(Self.number(duration))))
      }
      return .call("Animator", arguments)
    case (.presentationController, .null): return .call("PresentationController", [])
    case (.animator, .null): return .call("Animator", [])
    case (.animatorAnswer, .null): return .atom(".answersNil")
    case (.animatorAnswer, _): return try spell(value, .animator, context: context)
    case (.interactionAnswer, .null): return .atom(".answersNil")
    case (.interactionAnswer, .string(let name)): return .atom("." + name)
    case (.shouldSelect, .bool(let flag)): return .atom(".always(" + (flag ? "true" : "false") + ")")
    case (.shouldSelect, .mapping(let entries)):
      var pairs: [String] = []
      for entry in entries {
        guard case .bool(let flag) = entry.value else { throw unsupported(entry.key, "'shouldSelect' of \(context)") }
        pairs.append(SwiftExpression.quoted(entry.key) + ": " + (flag ? "true" : "false"))
      }
      return .atom(".byTab([" + (pairs.isEmpty ? ":" : pairs.joined(separator: ", ")) + "])")
    case (.tab, .number(let index)): return .atom(Self.number(index))
    case (.tab, .string(let id)): return .string(id)
    default: break
    }
    throw unsupported(value.flowText, context)
  }

  func frame(_ value: ScenarioDocument, context: String) throws -> SwiftExpression {
    switch value {
    case .string("container"): return .atom(".container")
    case .mapping:
      if case .sequence(let inset)? = value["inset"], inset.count == 2 {
        return .call(
          ".inset",
          [
            ("dx", try spell(inset[0], .number, context: context)),
            ("dy", try spell(inset[1], .number, context: context)),
          ])
      }
      if case .sequence(let rect)? = value["rect"], rect.count == 4 {
        let numbers = try rect.map { try spell($0, .number, context: context) }
        return .call(".rect", [("x", numbers[0]), ("y", numbers[1]), ("width", numbers[2]), ("height", numbers[3])])
      }
    default: break
    }
    throw unsupported("frame", context)
  }

  func device(_ value: ScenarioDocument) throws -> SwiftExpression {
    guard case .mapping(let entries) = value else { throw unsupported("device", "the scenario") }
    for entry in entries where !["idiom", "size", "horizontalSizeClass", "verticalSizeClass"].contains(entry.key) {
      throw unsupported(entry.key, "the device")
    }
    var arguments: [Argument] = []
    if let idiom = value["idiom"] { arguments.append(("idiom", try spell(idiom, .enumCase, context: "the device"))) }
    if case .sequence(let size)? = value["size"], size.count == 2 {
      let width = try spell(size[0], .number, context: "the device").flat
      let height = try spell(size[1], .number, context: "the device").flat
      arguments.append(("size", .atom("(width: \(width), height: \(height))")))
    }
    for name in ["horizontalSizeClass", "verticalSizeClass"] {
      if let sizeClass = value[name] {
        arguments.append((name, try spell(sizeClass, .enumCase, context: "the device")))
      }
    }
    return .call("ScenarioDevice", arguments)
  }

  func unsupported(_ key: String, _ context: String) -> SwiftScenarioWriter.UnsupportedKey {
    SwiftScenarioWriter.UnsupportedKey(key: key, context: context)
  }

  static func number(_ value: Double) -> String {
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    if value.isNaN { return "Double.nan" }
    return ScenarioDocument.numberText(value)
  }
}

extension ScenarioDocument {
  /// The text of a scalar: a string as is, a number or boolean as YAML writes it; nil for a
  /// collection or null.
  fileprivate var text: String? {
    switch self {
    case .string(let text): text
    case .number(let number): ScenarioDocument.numberText(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null, .sequence, .mapping: nil
    }
  }
}
