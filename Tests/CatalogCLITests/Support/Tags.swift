import Testing

extension Tag {
  /// In-process parsing: milliseconds.
  @Tag static var small: Self
  /// The built `catalog` binary run as a subprocess.
  @Tag static var large: Self
}
