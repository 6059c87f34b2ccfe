extension Double {
  /// These seconds in whole `perSecond` units (1000 for milliseconds, 1e9 for nanoseconds),
  /// rounded and held in `Int64`'s range: a value too large gives the bound, NaN gives 0. Never
  /// traps, whatever a URL or the environment said.
  func wholeUnits(_ perSecond: Double) -> Int64 {
    let value = (self * perSecond).rounded()
    if value.isNaN { return 0 }
    return Int64(exactly: value) ?? (value > 0 ? .max : .min)
  }
}
