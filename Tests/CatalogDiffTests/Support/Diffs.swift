import CatalogModel
import CatalogTestSupport

@testable import CatalogDiff

/// The diffs the rendering tests print.
enum Diffs {
  /// The dimming presentation before and after: two removals, an addition and a change.
  static func dimming(_ options: DiffOptions = DiffOptions()) throws -> TimelineDiff {
    TimelineDiff.compute(
      try Timelines.parse(Timelines.dimmingBaseline), try Timelines.parse(Timelines.dimmingRun),
      options: options)
  }

  /// Two events against three: one change and one addition.
  static func small() throws -> TimelineDiff {
    TimelineDiff.compute(
      try Timelines.parse(
        """
           0.000  C.present(D, animated: true)
           0.000  D.viewWillAppear(true)
        """),
      try Timelines.parse(
        """
           0.000  C.present(D, animated: true)
           0.000  D.viewWillAppear(false)
           0.350  D.viewDidAppear(false)
        """))
  }
}
