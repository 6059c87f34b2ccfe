import CatalogModel

extension Timeline {
  /// The `args` column of event `index`, rendered the plain way: the reference the store's
  /// fast writer must match byte for byte.
  func referenceArgsColumn(_ index: Int) -> String {
    var out = "["
    for (position, value) in events[index].args.enumerated() {
      if position > 0 { out.append(",") }
      appendJSON(of: value, to: &out)
    }
    out.append("]")
    return out
  }

  /// The `result` column of event `index`, rendered the plain way; nil when it has none.
  func referenceResultColumn(_ index: Int) -> String? {
    guard let value = events[index].result else { return nil }
    var out = ""
    appendJSON(of: value, to: &out)
    return out
  }
}
