import CatalogModel
import Yams

/// Converts Yams' tree into `DocumentNode`s: restores stand-ins, resolves aliases within a budget,
/// and types scalars by the YAML 1.2 core schema and their tags.
///
/// Anchors are registered when their node is complete, as libyaml's composer does, so an alias
/// always names an earlier, finished value and the result has no cycles.
struct NodeConverter {
  /// The text Yams parsed (with stand-ins), to look at how collections are written.
  let source: [Unicode.Scalar]
  let lines: LineIndex
  /// The stand-in for `*` (see `DocumentComposer`), if the file has possible aliases.
  let aliasMarker: Unicode.Scalar?
  /// Stand-ins put at the start of duplicate keys, with the characters they replaced.
  let renamedKeys: [Unicode.Scalar: Unicode.Scalar]

  private var anchors: [String: DocumentNode] = [:]
  private var aliasWeight = 0

  init(
    source: [Unicode.Scalar], lines: LineIndex, aliasMarker: Unicode.Scalar?,
    renamedKeys: [Unicode.Scalar: Unicode.Scalar]
  ) {
    self.source = source
    self.lines = lines
    self.aliasMarker = aliasMarker
    self.renamedKeys = renamedKeys
  }

  /// The converted tree, or nil when aliases expand past `DocumentComposer.aliasExpansionLimit`.
  ///
  /// - Parameter isKey: Keys are read as text whatever they look like, so their tags are ignored.
  mutating func convert(_ node: Node, isKey: Bool, log: inout DiagnosticLog) -> DocumentNode? {
    let location = SourceLocation(orStart: node.mark)
    var result: DocumentNode
    switch node {
    case .scalar(let scalar):
      let text = restoringRenamedKey(scalar.string)
      if let aliasMarker, scalar.style == .plain || scalar.style == .any,
        text.unicodeScalars.first == aliasMarker
      {
        return resolveAlias(named: String(text.unicodeScalars.dropFirst()), at: location, log: &log)
      }
      result = makeScalar(
        restoringAliasMarker(text), scalar: scalar, isKey: isKey, at: location, log: &log)
    case .mapping(let mapping):
      var entries: [DocumentEntry] = []
      entries.reserveCapacity(mapping.count)
      for (key, value) in mapping {
        guard let key = convert(key, isKey: true, log: &log),
          let value = convert(value, isKey: false, log: &log)
        else { return nil }
        entries.append(DocumentEntry(key: key, value: value))
      }
      result = DocumentNode(.mapping(entries), at: location)
      result.isFlow = isFlowCollection(at: location)
      result.hasProperties = checkCollectionTag(
        mapping.tag.rawValue, expected: .map, at: location, log: &log)
    case .sequence(let sequence):
      var nodes: [DocumentNode] = []
      nodes.reserveCapacity(sequence.count)
      for element in sequence {
        guard let element = convert(element, isKey: false, log: &log) else { return nil }
        nodes.append(element)
      }
      result = DocumentNode(.sequence(nodes), at: location)
      result.isFlow = isFlowCollection(at: location)
      result.hasProperties = checkCollectionTag(
        sequence.tag.rawValue, expected: .seq, at: location, log: &log)
    case .alias(let alias):
      // Yams' parser expands aliases itself; an alias node only exists in trees built by hand.
      return resolveAlias(named: alias.anchor.rawValue, at: location, log: &log)
    }
    if let anchor = node.anchor?.rawValue {
      result.hasProperties = true
      anchors[anchor] = result
    }
    return result
  }

  /// Whether the collection starting at `location` is written in flow style (`[…]` or `{…}`).
  ///
  /// Yams reads a collection's style from its end event, where libyaml leaves it unset, so the
  /// text is the reliable witness.
  private func isFlowCollection(at location: SourceLocation) -> Bool {
    guard let offset = lines.offset(of: location) else { return false }
    let index = DocumentComposer.skippingProperties(from: offset, in: source)
    return index < source.count && (source[index] == "[" || source[index] == "{")
  }

  // MARK: - Aliases

  private mutating func resolveAlias(
    named name: String, at location: SourceLocation, log: inout DiagnosticLog
  )
    -> DocumentNode?
  {
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(DocumentComposer.isAnchorCharacter) else {
      log.error(
        location,
        "invalid alias '*\(name)': an alias is '*' followed by an anchor name of letters, digits, '-' or '_'"
      )
      return placeholder(at: location)
    }
    guard var target = anchors[name] else {
      log.error(
        location,
        "unknown alias '*\(name)'; an alias repeats a value marked '&\(name)' earlier in the file")
      return placeholder(at: location)
    }
    aliasWeight += target.weight
    guard aliasWeight <= DocumentComposer.aliasExpansionLimit else {
      log.error(
        location,
        "aliases expand the file to more than \(DocumentComposer.aliasExpansionLimit) values; "
          + "use fewer or smaller aliases")
      return nil
    }
    target.location = location
    target.isAlias = true
    return target
  }

  /// A stand-in value for an alias that could not be resolved; the reader stays silent about it.
  private func placeholder(at location: SourceLocation) -> DocumentNode {
    var node = DocumentNode(
      .scalar(DocumentScalar(text: "", style: .plain, value: .null)), at: location)
    node.isPlaceholder = true
    node.isAlias = true
    return node
  }

  // MARK: - Scalars

  private func makeScalar(
    _ text: String, scalar: Node.Scalar, isKey: Bool, at location: SourceLocation,
    log: inout DiagnosticLog
  ) -> DocumentNode {
    let style: DocumentScalar.Style
    switch scalar.style {
    case .any, .plain: style = .plain
    case .singleQuoted: style = .singleQuoted
    case .doubleQuoted: style = .doubleQuoted
    case .literal, .folded: style = .block
    }
    var value = CoreValue.string
    var hasProperties = false
    if !isKey {
      (value, hasProperties) = typedValue(
        text, style: style, tag: scalar.tag.rawValue, at: location, log: &log)
    }
    var node = DocumentNode(
      .scalar(DocumentScalar(text: text, style: style, value: value)), at: location)
    node.hasProperties = hasProperties
    return node
  }

  /// The value of a scalar under its tag, and whether the tag was written explicitly.
  private func typedValue(
    _ text: String, style: DocumentScalar.Style, tag: String, at location: SourceLocation,
    log: inout DiagnosticLog
  ) -> (CoreValue, explicit: Bool) {
    switch tag {
    case "":
      return (style == .plain ? CoreValue(plain: text) : .string, false)
    case Tag.Name.str.rawValue:
      // Quoted and block scalars carry this tag implicitly; on a plain scalar it was written.
      return (.string, style == .plain)
    case "!":
      return (.string, true)
    case Tag.Name.int.rawValue, Tag.Name.float.rawValue, Tag.Name.bool.rawValue,
      Tag.Name.null.rawValue:
      let value = CoreValue(plain: text)
      let matches: Bool
      switch value {
      case .number(_, let isInteger):
        matches = tag == Tag.Name.float.rawValue || (isInteger && tag == Tag.Name.int.rawValue)
      case .bool: matches = tag == Tag.Name.bool.rawValue
      case .null: matches = tag == Tag.Name.null.rawValue
      case .string: matches = false
      }
      guard matches else {
        log.error(
          location, "\(DocumentNode.quoted(text)) is not a valid '\(Self.shortTag(tag))' value")
        return (.string, true)
      }
      return (value, true)
    default:
      log.error(location, Self.unsupportedTagMessage(tag))
      return (.string, true)
    }
  }

  /// Checks the tag of a collection; returns whether one was written.
  private func checkCollectionTag(
    _ tag: String, expected: Tag.Name, at location: SourceLocation, log: inout DiagnosticLog
  ) -> Bool {
    switch tag {
    case "": return false
    case "!", expected.rawValue: return true
    default:
      log.error(location, Self.unsupportedTagMessage(tag))
      return true
    }
  }

  private static func unsupportedTagMessage(_ tag: String) -> String {
    "unsupported tag '\(shortTag(tag))'; scenario files use untagged YAML values"
  }

  /// `!!int` for `tag:yaml.org,2002:int`; other tags as written.
  private static func shortTag(_ tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
  }

  // MARK: - Restoring stand-ins

  private func restoringRenamedKey(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let original = renamedKeys[first] else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(original)
    scalars.append(contentsOf: text.unicodeScalars.dropFirst())
    return String(scalars)
  }

  private func restoringAliasMarker(_ text: String) -> String {
    guard let aliasMarker, text.unicodeScalars.contains(aliasMarker) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == aliasMarker ? "*" : $0 }))
  }
}
