import ArgumentParser
import CatalogModel

/// `--kinds callback,block`, shared by the commands that compare timelines (`diff`, `check`).
struct KindOptions: ParsableArguments {
  @Option(
    name: .customLong("kinds"),
    help: ArgumentHelp(
      "Compare only events of these kinds, comma-separated ("
        + EventKind.allCases.map(\.rawValue).joined(separator: ", ") + ").",
      valueName: "kinds"))
  var list: String?

  /// The kinds named, or `nil` when the option was not given (every kind).
  var kinds: Set<EventKind>? {
    list.flatMap { try? EventKind.parseList($0).get() }
  }

  func validate() throws {
    guard let list else { return }
    if case .failure(let unknown) = EventKind.parseList(list) {
      throw ValidationError("'--kinds': \(unknown.message)")
    }
  }
}
