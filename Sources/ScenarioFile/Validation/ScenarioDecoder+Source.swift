import CatalogModel

/// `source:`: the public source a scenario reproduces (Docs/scenario-format.md, "The source").
extension ScenarioDecoder {
  static let sourceKeys = ["url", "title", "date", "ios", "device", "feature", "quote"]

  mutating func decodeSource(_ field: MappingFields.Field) -> ScenarioSource? {
    guard
      let fields = mapping(
        field.value, "'source'", expectation: "a mapping with 'url' and what the source says",
        place: Place("in 'source'"))
    else { return nil }
    fields.reportUnknownKeys(allowed: Self.sourceKeys, log: &log)
    let place = fields.place
    var valid = true
    var url = ""
    if let urlField = fields["url"] {
      if let text = text(urlField.value, place.subject("url"), expectation: "an http or https address") {
        url = text
        if !Self.isWebAddress(text) {
          valid = false
          expected(
            "an http or https address, such as 'https://github.com/owner/repo/issues/1'", place.subject("url"),
            found: urlField.value)
        }
      } else {
        valid = false
      }
    } else {
      valid = false
      log.error(fields.location, "missing required key 'url' in 'source': where the source can be read")
    }
    func optionalText(_ key: String, _ expectation: String = "text", decoder: inout ScenarioDecoder) -> String?? {
      guard let field = fields[key] else { return .some(nil) }
      guard let text = decoder.text(field.value, place.subject(key), expectation: expectation) else { return nil }
      guard !text.allSatisfy(\.isWhitespace) else {
        decoder.log.error(field.value.location, "\(place.subject(key)) is empty; leave it out or say what it is")
        return nil
      }
      return .some(text)
    }
    let title = optionalText("title", decoder: &self)
    let date = optionalText("date", "a date: YYYY-MM-DD, YYYY-MM or YYYY", decoder: &self)
    if let field = fields["date"], let value = date ?? nil, !Self.isDate(value) {
      expected("a date: YYYY-MM-DD, YYYY-MM or YYYY, such as 2017-02-03", place.subject("date"), found: field.value)
      valid = false
    }
    let ios = optionalText("ios", "an iOS version such as \"10.2\"", decoder: &self)
    if let field = fields["ios"], let value = ios ?? nil, !Self.isIOSVersion(value) {
      expected(
        "an iOS version such as \"10.2\", \"17\", \"26.1\" or \"13 beta 5\"", place.subject("ios"), found: field.value)
      valid = false
    }
    let device = optionalText("device", decoder: &self)
    var feature: EvidenceFeature?
    if let field = fields["feature"] {
      feature = choice(field.value, place.subject("feature"), among: EvidenceFeature.allCases)
      if feature == nil { valid = false }
    }
    let quote = optionalText("quote", "the source's words, verbatim", decoder: &self)
    guard valid, let title, let date, let ios, let device, let quote else { return nil }
    return ScenarioSource(
      url: url, title: title, date: date, ios: ios, device: device, feature: feature, quote: quote,
      location: field.keyLocation)
  }

  /// `http://…` or `https://…` with a host and no spaces or control characters.
  static func isWebAddress(_ text: String) -> Bool {
    let lowered = text.lowercased()
    guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return false }
    let rest = text.dropFirst(scheme.count)
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !host.isEmpty else { return false }
    return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
  }

  /// `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, with a month from 01 to 12 and a day from 01 to 31.
  static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts[0].count == 4, let year = Int(parts[0]), year >= 1970,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return false }
    if parts.count >= 2 {
      guard parts[1].count == 2, let month = Int(parts[1]), (1...12).contains(month) else { return false }
    }
    if parts.count == 3 {
      guard parts[2].count == 2, let day = Int(parts[2]), (1...31).contains(day) else { return false }
    }
    return true
  }

  /// `10.2`, `17`, `26.1`, `9.3.5`: one to three numbers separated by dots, the first from 2; a
  /// beta as its sources name it may follow (`13 beta`, `11 beta 10`, `8.0 beta 4`).
  static func isIOSVersion(_ text: String) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard let number = words.first,
      words.count == 1 || (words[1] == "beta" && (words.count == 2 || (words.count == 3 && Int(words[2]) != nil)))
    else { return false }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let major = Int(parts[0]), major >= 2
    else { return false }
    return true
  }
}
