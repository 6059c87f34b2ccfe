import Testing

extension Tag {
  /// A unit test: no files, milliseconds.
  @Tag static var small: Self
  /// An operation test: a catalog and files in a temporary folder.
  @Tag static var medium: Self
}
