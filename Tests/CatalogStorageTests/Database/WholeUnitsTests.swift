import Testing

@testable import CatalogStorage

/// Seconds as whole milliseconds or nanoseconds for PostgreSQL's settings and timers: rounded,
/// and never a trap, whatever a URL or the environment said.
@Suite(.tags(.small))
struct WholeUnitsTests {
  @Test func secondsBecomeRoundedWholeUnits() {
    #expect(1.5.wholeUnits(1000) == 1500)
    #expect(0.0004.wholeUnits(1000) == 0)
    #expect(0.0005.wholeUnits(1000) == 1)
    #expect(10.0.wholeUnits(1e9) == 10_000_000_000)
  }

  @Test func valuesOutOfRangeHoldTheBoundAndNaNIsZero() {
    #expect(1e300.wholeUnits(1e9) == .max)
    #expect((-1e300).wholeUnits(1e9) == .min)
    #expect(Double.infinity.wholeUnits(1000) == .max)
    #expect(Double.nan.wholeUnits(1000) == 0)
  }
}
