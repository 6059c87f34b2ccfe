import Testing
import TransitionEngine

/// Issue 13: a recording made on iOS N is compared under the profile whose era covers N.
@Suite(.tags(.small))
struct ProfileIOSVersionTests {
  @Test func theErasCoverEveryVersionFromSevenOnOnce() {
    #expect(EngineProfile.all.map(\.iosMajorVersions) == [7...7, 8...12, 13...16, 17...Int.max])
    for major in 7...40 {
      #expect(EngineProfile.all.filter { $0.iosMajorVersions.contains(major) }.count == 1, "iOS \(major)")
    }
  }

  @Test func eachVersionGetsItsEra() {
    #expect(EngineProfile.covering(iOSMajor: 6) == nil)
    #expect(EngineProfile.covering(iOSMajor: 7) == .uikit7)
    #expect(EngineProfile.covering(iOSMajor: 8) == .uikit8)
    #expect(EngineProfile.covering(iOSMajor: 12) == .uikit8)
    #expect(EngineProfile.covering(iOSMajor: 13) == .uikit13)
    #expect(EngineProfile.covering(iOSMajor: 16) == .uikit13)
    #expect(EngineProfile.covering(iOSMajor: 17) == .uikit17)
    #expect(EngineProfile.covering(iOSMajor: 26) == .uikit17)
  }
}
