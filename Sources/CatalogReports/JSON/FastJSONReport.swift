import CatalogRunner

/// A report whose JSON `ReportEncoder` writes by hand because speed matters there (a listing of
/// thousands of scenarios); its `Encodable` conformance stays the definition of the document, and a
/// test compares the two outputs byte for byte.
protocol FastJSONReport: Encodable {
  /// Appends the document, without a final newline.
  func writeJSON(to out: inout [UInt8])
}
