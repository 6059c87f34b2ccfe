/// The console messages UIKit prints about presentations (rule book section 9), as a log shows
/// them: the objects they name are descriptions, `<Demo.RedViewController: 0x7fb1c0d0a2e0>`, which
/// the import turns into scenario ids, `<red>`, as the engine writes them.
enum UIKitWarnings {
  /// How the texts of section 9 begin, old and new forms.
  static let openings = [
    "Unbalanced calls to begin/end appearance transitions for ",
    "Warning: Attempt to present ",
    "Attempt to present ",
    "[Presentation] Attempt to present ",
    "Warning: Attempt to dismiss from view controller ",
    "Attempt to dismiss from view controller ",
    "[Presentation] Attempt to dismiss ",
    "Presenting view controllers on detached view controllers is discouraged",
    "UIModalPresentationCustom presentation style can only be used",
    "Trying to dismiss the presentation controller while transitioning already.",
    "Trying to present the presentation controller while transitioning already.",
  ]

  static func isWarning(_ message: Substring) -> Bool {
    openings.contains { message.hasPrefix($0) }
  }

  /// Whether the objects this message names are presentation controllers (E12) rather than view
  /// controllers.
  static func namesPresentationControllers(_ message: Substring) -> Bool {
    message.hasPrefix("Trying to ")
  }

  /// The objects a message names: each `<…>` that reads as an object description, with the range
  /// of its text between the angle brackets.
  static func objects(in message: Substring) -> [(receiver: ConsoleLine.Receiver, range: Range<String.Index>)] {
    var found: [(ConsoleLine.Receiver, Range<String.Index>)] = []
    var index = message.startIndex
    while let open = message[index...].firstIndex(of: "<") {
      guard let close = message[open...].firstIndex(of: ">") else { break }
      let inside = message[message.index(after: open)..<close]
      if let receiver = ConsoleLine.description(inside) {
        found.append((receiver, message.index(after: open)..<close))
      }
      index = message.index(after: close)
    }
    return found
  }
}
