/// A detent of an iOS 15 `UISheetPresentationController`, by the name of its identifier
/// (`UISheetPresentationController.Detent.Identifier`), as a `detent` step writes it
/// (rule 7.3).
public enum SheetDetent: String, CaseIterable, Hashable, Sendable {
  /// `.medium`: about half the screen's height.
  case medium
  /// `.large`: the full-height sheet, and the detent a sheet is presented at.
  case large
}
