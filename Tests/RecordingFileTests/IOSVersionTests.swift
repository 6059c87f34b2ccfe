import RecordingFile
import Testing

@Suite(.tags(.small))
struct IOSVersionTests {
  @Test func readsOneToThreeNumbers() {
    #expect(IOSVersion("17")?.components == [17])
    #expect(IOSVersion("17.2")?.text == "17.2")
    #expect(IOSVersion("8.4.1")?.major == 8)
    #expect(IOSVersion("8.0")?.text == "8.0")
  }

  @Test func refusesAnythingElse() {
    for text in ["", "iOS 17", "17.", ".2", "17.2.1.0", "17,2", "99999", "1.-2", "017", "17.02", "0", "0.1"] {
      #expect(IOSVersion(text) == nil, "\(text)")
    }
  }

  @Test func ordersByNumbersNotText() throws {
    #expect(try #require(IOSVersion("8.10")) > #require(IOSVersion("8.9")))
  }
}
