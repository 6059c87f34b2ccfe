import Testing

// The test sizes, in one place for every test target (`swift test --filter` by tag, or
// `--skip`): what a test touches decides its size.
extension Tag {
  /// In memory: pure functions and in-process parsing; milliseconds.
  @Tag package static var small: Self
  /// Files on disk, a database, or a bounded amount of work; tens of milliseconds to seconds.
  @Tag package static var medium: Self
  /// The built `catalog` binary run as a subprocess, or a real browser or terminal.
  @Tag package static var large: Self
  /// A benchmark-style measurement; runs only when its environment switch is set.
  @Tag package static var benchmark: Self
}
