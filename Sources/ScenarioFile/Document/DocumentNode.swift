import CatalogModel

/// A YAML value with its position, as the scenario reader sees it.
///
/// `DocumentComposer` builds it from Yams' tree with aliases already resolved, scalars already
/// typed by the YAML 1.2 core schema, and private stand-in characters already removed. Aliased
/// values are shared, not copied, so a tree is at most as large as its file plus the alias budget.
struct DocumentNode: Sendable {
  /// What the node holds.
  enum Content: Sendable {
    case scalar(DocumentScalar)
    /// Key-value pairs in file order, duplicates included (the reader reports them).
    case mapping([DocumentEntry])
    case sequence([DocumentNode])
  }

  var content: Content
  /// Where the node starts; for an alias, where the alias is written.
  var location: SourceLocation
  /// Whether a collection is written in flow style (`[a, b]`, `{a: 1}`), as JSON requires.
  var isFlow = false
  /// Whether the node carries an anchor (`&name`) or an explicit tag (`!!str`), which JSON lacks.
  var hasProperties = false
  /// Whether the node was reached through an alias (`*name`).
  var isAlias = false
  /// Whether the node stands for an alias that could not be resolved (already reported), so the
  /// reader should not report it again as a value of the wrong type.
  var isPlaceholder = false
  /// The number of nodes in this tree, counting aliased trees each time they are used.
  var weight = 1

  init(_ content: Content, at location: SourceLocation) {
    self.content = content
    self.location = location
    switch content {
    case .scalar:
      weight = 1
    case .mapping(let entries):
      weight = entries.reduce(1) { Self.add($0, Self.add($1.key.weight, $1.value.weight)) }
    case .sequence(let nodes):
      weight = nodes.reduce(1) { Self.add($0, $1.weight) }
    }
  }

  /// The scalar, if the node is one.
  var scalar: DocumentScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// Whether the node is a null scalar: empty, `null`, `Null`, `NULL` or `~`.
  var isNull: Bool { scalar?.value == .null }

  /// What the node is, for "found …" in messages: `'yes'`, `nothing`, `a mapping`, `a list`.
  var summary: String {
    switch content {
    case .scalar(let scalar):
      if scalar.text.isEmpty && scalar.style == .plain { return "nothing" }
      return Self.quoted(scalar.text)
    case .mapping(let entries): return entries.isEmpty ? "an empty mapping" : "a mapping"
    case .sequence(let nodes): return nodes.isEmpty ? "an empty list" : "a list"
    }
  }

  /// `text` in single quotes, shortened to 40 characters, with line breaks shown as `\n`.
  static func quoted(_ text: String) -> String {
    // Shorten first: the text may be a megabyte long.
    let isLong = text.unicodeScalars.dropFirst(40).first != nil
    let kept = isLong ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(39))) : text
    return "'" + kept.replacingLineBreaks() + (isLong ? "…" : "") + "'"
  }

  /// Adds weights without overflowing: a billion-laughs tree saturates instead of trapping.
  private static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max / 2 : min(sum, Int.max / 2)
  }
}

/// One key-value pair of a mapping.
struct DocumentEntry: Sendable {
  var key: DocumentNode
  var value: DocumentNode
}

extension String {
  /// The string with CR and LF shown as `\r` and `\n`, to keep a message on one line.
  /// Line breaks as `\n`/`\r`, and other control characters visibly escaped (issue 16: a scenario's
  /// escapes must not reach the terminal through an error message).
  fileprivate func replacingLineBreaks() -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return VisibleText.escaped(result)
  }
}
