/// What a profile argument chose: an engine profile named as such (`uikit-8`), or an iOS version
/// (`12.4`, `ios17`, `iOS 12.4`) and the profile whose era covers it.
///
/// Every place that asks for a profile reads it through `init(parsing:)`: the command line's
/// `--profile` and `--against`, a folder's `catalog.yaml`, and the test library that reads baseline
/// files beside scenarios. A name that is neither is refused with a suggestion by era, never by
/// spelling alone: `uikit-12` suggests `uikit-8`, whose era is iOS 8–12, rather than the
/// similarly spelled `uikit-13` (Docs/profiles/README.md).
///
/// For example:
/// ```swift
/// try ProfileChoice(parsing: "uikit-8").profile      // .uikit8
/// try ProfileChoice(parsing: "12.4").profile         // .uikit8
/// try ProfileChoice(parsing: "12.4").note            // "iOS 12.4 is profile uikit-8 (iOS 8–12)"
/// try ProfileChoice(parsing: "ios17").profile        // .uikit17
/// try ProfileChoice(parsing: "uikit-12")             // throws: did you mean 'uikit-8'?
/// ```
public struct ProfileChoice: Hashable, Sendable {
  /// The profile chosen.
  public let profile: EngineProfile
  /// The iOS version the text named, as written without its `iOS` prefix (`12.4`); nil when the
  /// text named the profile itself.
  public let iosVersion: String?

  /// The iOS versions a text may name: from the first era a profile models to a bound that
  /// keeps a stray number (`2024`, or the `71` of a mistyped `uikit-71`) from passing for one.
  public static let iosMajorVersions = 7...49

  /// Reads `text`: a profile's name (`uikit-8`, in any case), or an iOS version: `17`, `17.2`,
  /// `12.4.1`, with or without an `iOS` prefix (`ios17`, `iOS 12.4`, `ios-17`).
  ///
  /// - Throws: `ProfileChoice.Problem` saying what the text is not, with the profile to try.
  public init(parsing text: String) throws(Problem) {
    let trimmed = text.trimmingSpaces
    if let profile = EngineProfile.all.first(where: { $0.name.lowercased() == trimmed.lowercased() }) {
      self.init(profile: profile, iosVersion: nil)
      return
    }
    if let version = Self.iosVersion(in: trimmed) {
      guard let major = version.first, Self.iosMajorVersions.contains(major),
        let profile = EngineProfile.covering(iOSMajor: major)
      else {
        let written = version.map(String.init).joined(separator: ".")
        if let major = version.first, major < Self.iosMajorVersions.lowerBound {
          throw Problem(
            text: text,
            message:
              "'\(text)' names iOS \(written), which no profile models; the oldest era is "
              + "\(EngineProfile.all[0].name) (\(EngineProfile.all[0].era))",
            suggestion: nil)
        }
        throw Problem(text: text, message: "'\(text)' is not an iOS version a profile models", suggestion: nil)
      }
      self.init(profile: profile, iosVersion: version.map(String.init).joined(separator: "."))
      return
    }
    // Not a name and not a version: suggest the profile of the era the text's number names
    // (`uikit-12` is iOS 12, so uikit-8), never the profile spelled most alike.
    let suggestion = Self.suggestion(for: trimmed)
    var message = "'\(text)' is not an engine profile"
    if let suggestion, let number = Self.firstNumber(in: trimmed) {
      message +=
        suggestion.name.lowercased() == trimmed.lowercased().replacingDashes
        ? "" : "; iOS \(number) is in the era of \(suggestion.name) (\(suggestion.era))"
    }
    throw Problem(text: text, message: message, suggestion: suggestion)
  }

  /// The profile to suggest for `text`, which names none: the one whose era covers the number
  /// the text holds (`uikit-12` is iOS 12: uikit-8); nil when it holds no such number. A profile
  /// file name (`x.uikit-12.timeline`) is suggested a profile the same way.
  public static func suggestion(for text: String) -> EngineProfile? {
    guard let number = firstNumber(in: text), iosMajorVersions.contains(number) else { return nil }
    return EngineProfile.covering(iOSMajor: number)
  }

  init(profile: EngineProfile, iosVersion: String?) {
    self.profile = profile
    self.iosVersion = iosVersion
  }

  /// What the command says it chose, when the text named an iOS version: `iOS 12.4 is profile
  /// uikit-8 (iOS 8–12)`; nil when the text was the profile's name.
  public var note: String? {
    iosVersion.map { "iOS \($0) is profile \(profile.name) (\(profile.era))" }
  }

  /// Why a text names no profile, and the profile to try instead.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong, without the list of choices: `'uikit-12' is not an engine profile; iOS 12
    /// is in the era of uikit-8 (iOS 8–12)`.
    public let message: String
    /// The profile of the era the text's number names, if any.
    public let suggestion: EngineProfile?

    /// The message, the suggestion and the choices: `…; did you mean 'uikit-8'? The profiles are
    /// uikit-7, uikit-8, uikit-13, uikit-17, or an iOS version such as 12.4`.
    public var description: String {
      message + (suggestion.map { "; did you mean '\($0.name)'?" } ?? ".") + " " + Self.choices
    }

    /// `The profiles are uikit-7 (iOS 7), …, or an iOS version such as 12.4.`
    public static var choices: String {
      "The profiles are " + EngineProfile.all.map { "\($0.name) (\($0.era))" }.joined(separator: ", ")
        + ", or give an iOS version such as 12.4."
    }
  }

  // MARK: - Reading the text

  /// The numbers of an iOS version in `text`: `17`, `17.2`, `12.4.1`, after an optional `iOS`
  /// prefix and a space or dash; nil for anything else.
  static func iosVersion(in text: String) -> [Int]? {
    var rest = Substring(text)
    if rest.lowercased().hasPrefix("ios") {
      rest = rest.dropFirst(3)
      if rest.first == " " || rest.first == "-" { rest = rest.dropFirst() }
    }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// The first run of digits in `text`, as a number.
  static func firstNumber(in text: String) -> Int? {
    let digits = text.drop { !($0.isASCII && $0.isNumber) }.prefix { $0.isASCII && $0.isNumber }
    return digits.count <= 4 ? Int(digits) : nil
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// `uikit17`, `uikit_17` and `uikit 17` spelled `uikit-17`.
  fileprivate var replacingDashes: String {
    var out = ""
    for character in self {
      if character == "_" || character == " " {
        out.append("-")
      } else if character.isNumber, let last = out.last, last.isLetter {
        out.append("-")
        out.append(character)
      } else {
        out.append(character)
      }
    }
    return out
  }
}
