import Testing

extension Tag {
  /// A unit test: in memory, milliseconds.
  @Tag static var small: Self
  /// A storage test: files on disk, processes' worth of connections.
  @Tag static var medium: Self
  /// A benchmark; runs only when `CATALOG_STORAGE_BENCHMARKS=1`.
  @Tag static var benchmark: Self
}
