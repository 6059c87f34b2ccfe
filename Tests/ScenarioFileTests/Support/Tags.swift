import Testing

extension Tag {
  /// Pure, in-memory tests.
  @Tag static var small: Self
  /// Tests that touch the file system or run for a bounded time.
  @Tag static var medium: Self
}
