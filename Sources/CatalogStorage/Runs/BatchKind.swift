/// Which command a batch records: `run` or `check`.
public struct BatchKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `catalog run`: runs only.
  public static let run = BatchKind(rawValue: "run")
  /// `catalog check`: runs compared with baselines, with a check result per scenario and profile.
  public static let check = BatchKind(rawValue: "check")

  public var description: String { rawValue }
}
