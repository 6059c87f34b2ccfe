import Testing

@testable import CatalogModel

/// Issue 16 item 2: converting seconds to virtual time never traps, whatever the number.
@Suite
struct VirtualTimeTests {
  @Test func secondsRoundToTheMillisecond() {
    #expect(VirtualTime(seconds: 0.35).milliseconds == 350)
    #expect(VirtualTime(seconds: 0.0004).milliseconds == 0)
    #expect(VirtualTime(seconds: -1.25).milliseconds == -1250)
  }

  @Test(arguments: [1e300, Double.infinity, -1e300, -Double.infinity, Double.nan, 1 / 1e-300])
  func extremeSecondsAreClampedNotTrapped(seconds: Double) {
    let time = VirtualTime(seconds: seconds)
    #expect(abs(time.milliseconds) <= VirtualTime.limit)
    #expect(seconds.isNaN ? time == .zero : time.milliseconds.signum() == Int64(seconds.sign == .minus ? -1 : 1))
  }
}
