/// The public source a scenario reproduces (`source:`): where its observation can be read, when
/// and on which iOS it was made, and the words it rests on. Optional in any scenario; every case
/// of the evidence corpus (`evidence/`) has one.
public struct ScenarioSource: Hashable, Sendable {
  /// `http(s)://…`: where the quote can be read.
  public var url: String
  /// The page's or issue's title.
  public var title: String?
  /// When the source was written: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
  public var date: String?
  /// The iOS version the observation was made on, as text (`"10.2"`).
  public var ios: String?
  /// The device, when the source says.
  public var device: String?
  public var feature: EvidenceFeature?
  /// The source's words the scenario rests on, verbatim.
  public var quote: String?
  /// Where `source:` starts in the file.
  public var location: SourceLocation

  public init(
    url: String, title: String? = nil, date: String? = nil, ios: String? = nil, device: String? = nil,
    feature: EvidenceFeature? = nil, quote: String? = nil, location: SourceLocation = .start
  ) {
    self.url = url
    self.title = title
    self.date = date
    self.ios = ios
    self.device = device
    self.feature = feature
    self.quote = quote
    self.location = location
  }

  /// The major version of `ios` (`10` for `"10.2"`), if it reads as one.
  public var iosMajorVersion: Int? {
    ios.flatMap { Int($0.prefix { $0.isASCII && $0.isNumber }) }
  }
}
