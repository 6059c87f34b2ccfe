/// Who changes a sheet's selected detent in a `detent` step (rule 7.3).
///
/// The difference matters: UIKit tells the sheet's delegate
/// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`) only about the user's
/// changes, never about the app's own assignments.
public enum DetentChangeOrigin: String, CaseIterable, Hashable, Sendable {
  /// The user drags the sheet to the detent.
  case user
  /// The app assigns `sheetPresentationController.selectedDetentIdentifier`.
  case app
}
