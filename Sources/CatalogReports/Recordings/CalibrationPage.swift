import CatalogRunner

/// `catalog calibrate --html FILE`: the calibration, and its report written as an HTML page.
///
/// The page's path is checked before anything is compared, so a path that cannot be written
/// fails at once; the page is written only once the whole report is made.
///
/// For example:
/// ```swift
/// let report = try CalibrationPage(calibration: Calibration(directory: "fixtures"), html: "calibration.html")
///   .run(at: location)
/// ```
package struct CalibrationPage: RunnerOperation, Sendable {
  package var calibration: Calibration
  /// The HTML page to write as well, if any.
  package var html: String?

  package init(calibration: Calibration, html: String?) {
    self.calibration = calibration
    self.html = html
  }

  /// The calibration's report, after writing its page.
  ///
  /// - Throws: what `Calibration.run(at:)` throws, and `RunnerError.fileSystem` when the page
  ///   cannot be written.
  package func run(at location: CatalogLocation) throws(RunnerError) -> CalibrationReport {
    if let html { try OutputFile.requireWritable(html, protected: location.protectedFiles) }
    let report = try calibration.run(at: location)
    if let html { try OutputFile.write(HTMLReport.calibration(report), to: html, protected: location.protectedFiles) }
    return report
  }
}
