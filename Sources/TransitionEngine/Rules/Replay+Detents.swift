import CatalogModel

// MARK: - Rule 7.3: iOS 15 sheet detents (profiles with `hasSheetPresentationController`)

extension Replay {
  /// A `detent` step: the selected detent of the sheet presenting `controller` changes.
  ///
  /// Rule 7.3: the sheet's delegate hears
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` after the **user** changes
  /// the detent, and not after a programmatic change; either way the change makes no appearance
  /// or presentation-controller transition callbacks [INF], and takes no virtual time here: the
  /// callback comes when the drag ends, in the step's own turn [INF].
  ///
  /// Only a presented card sheet (`pageSheet`/`formSheet` in effect) has detents. The user can
  /// drag only a sheet that is presented, not transitioning, and has nothing presented over it;
  /// the app can assign the detent of any live sheet presentation. Otherwise the step does
  /// nothing, as `D.sheetPresentationController` is nil (or out of the user's reach).
  mutating func changeDetent(
    _ controller: Int, to detent: SheetDetent, by origin: DetentChangeOrigin
  ) {
    let outer = enter(.rule7Dot3)
    defer { leave(outer) }
    guard rules.hasSheetPresentationController,
      let presentation = controllers[topAncestor(controller)].presentation,
      presentations[presentation].style.isSheet, presentations[presentation].state != .idle
    else { return }
    let record = presentations[presentation]
    switch origin {
    case .app:
      // The app's own assignment: an action of the scenario, which UIKit does not report back.
      presentations[presentation].selectedDetent = detent
      let pc = controllerName(ofPresentation: presentation)
      emit(.selectedDetentIdentifier, pc, .string(recorder.intern(detent.rawValue)))
    case .user:
      // The user drags the front-most presented sheet; landing on the detent already selected
      // changes nothing, so nothing is reported.
      guard record.state == .presented, !isCovered(record.presented) else { return }
      emit(.userDragToDetent, name(.user, record.presented), .string(recorder.intern(detent.rawValue)))
      guard record.selectedDetent != detent else { return }
      presentations[presentation].selectedDetent = detent
      guard let delegate = record.adaptiveDelegate, scenario[delegate].didChangeSelectedDetent
      else { return }
      let pc = controllerName(ofPresentation: presentation)
      emit(.didChangeSelectedDetentIdentifier, names.adaptiveDelegates[delegate.index], .string(pc))
    }
  }

  /// Whether a live presentation is stacked on the layer `layerRoot` roots (presented from it or
  /// from a controller it contains), so that the user cannot reach that layer's sheet.
  @inline(__always)
  func isCovered(_ layerRoot: Int) -> Bool {
    presentations.contains { $0.state != .idle && topAncestor($0.presenting) == layerRoot }
  }
}
