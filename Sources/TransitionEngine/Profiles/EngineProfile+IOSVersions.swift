extension EngineProfile {
  /// The major iOS versions the profile stands for, read from its `era`: `8...12` for
  /// `iOS 8–12`, `17...` (up to `Int.max`) for `iOS 17+`.
  ///
  /// A device recording is compared with the profile that covers the iOS version it was made on
  /// (Docs/recordings.md).
  public var iosMajorVersions: ClosedRange<Int> {
    let numbers = era.split { !($0.isASCII && $0.isNumber) }.compactMap { Int($0) }
    guard let first = numbers.first else { return 0...0 }
    if era.hasSuffix("+") { return first...Int.max }
    return first...(numbers.count > 1 ? max(first, numbers[1]) : first)
  }

  /// The profile whose era covers iOS `major`; nil before iOS 7, which no profile models.
  ///
  /// For example, `EngineProfile.covering(iOSMajor: 9)` is `uikit-8`.
  public static func covering(iOSMajor major: Int) -> EngineProfile? {
    all.first { $0.iosMajorVersions.contains(major) }
  }
}
