import CatalogRunner
import CatalogStorage

extension CheckReport {
  /// GitHub Actions workflow commands: one annotation per result that fails the check (a warning
  /// for an allowed new one), on the scenario file when it is known.
  package func githubAnnotations() -> String {
    var out = ""
    for item in items where item.outcome != .passed {
      let level = item.outcome == .new && allowNew ? "warning" : "error"
      var properties: [String] = []
      if let file = path(of: item) {
        properties.append("file=" + Self.property(file))
        properties.append("line=\(item.location?.line ?? 1)")
        if let column = item.location?.column { properties.append("col=\(column)") }
      }
      properties.append("title=" + Self.property("\(item.title) \(item.outcome.rawValue)"))
      var message = item.message ?? item.outcome.rawValue
      if let number = item.group, number >= 1, number <= groups.count {
        message += "\nchange group \(number): \(groups[number - 1].signature.title)"
      }
      if let versions = item.versions, item.outcome == .changed { message += "\nbaseline \(versions)" }
      out += "::\(level) \(properties.joined(separator: ","))::\(Self.data(message))\n"
    }
    // Each `expect:` fact that does not hold, at its own line of the scenario file.
    for item in items {
      for verdict in item.facts.failed {
        var properties: [String] = []
        if let file = path(of: item) {
          properties.append("file=" + Self.property(file))
          properties.append("line=\(verdict.line)")
          properties.append("col=\(verdict.column)")
        }
        properties.append("title=" + Self.property("\(item.title) fact \(verdict.number) does not hold"))
        let message = ([verdict.fact, verdict.reason ?? ""] + verdict.lines).joined(separator: "\n")
        out += "::error \(properties.joined(separator: ","))::\(Self.data(message))\n"
      }
    }
    return out
  }

  /// Escapes an annotation's message (GitHub's `escapeData`).
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes an annotation property (GitHub's `escapeProperty`).
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
