import CatalogModel

// MARK: - Rule 20.2: device rotation and supported orientations

extension Replay {
  /// The user turns the device to `orientation`. UIKit asks the controller that decides the
  /// interface orientation which orientations it supports; when it supports the new one, the
  /// interface rotates: the window's size (and on an iPhone its size classes) change through one
  /// coordinator, as for a `resize` step (rules 14.1–14.5), and every controller of the
  /// presentation chain hears `viewWillTransition(to:with:)`, covered presenters included.
  mutating func rotate(to orientation: InterfaceOrientation) {
    let outer = enter(.rule20Dot2)
    defer { leave(outer) }
    emit(.deviceOrientationDidChange, StaticNames.uiKit, .string(recorder.intern(orientation.rawValue)))
    deviceOrientation = orientation
    guard orientation != interfaceOrientation else { return }
    let decider = orientationDecider()
    let mask = supportedOrientations(of: decider)
    emit(.supportedInterfaceOrientations, controller: decider, result: .string(recorder.intern(mask.rawValue)))
    guard mask.contains(orientation) else {
      explain(
        .rule20Dot2,
        "'\(idString(decider))' decides the interface orientation and supports \(mask.rawValue), not "
          + "\(orientation.rawValue): the interface stays \(interfaceOrientation.rawValue)")
      return
    }
    rotateInterface(to: orientation)
  }

  /// The interface turns to `orientation`: the window's size and size classes change with it.
  mutating func rotateInterface(to orientation: InterfaceOrientation) {
    let turns = orientation.isLandscape != interfaceOrientation.isLandscape
    interfaceOrientation = orientation
    let (width, height) = turns ? (windowHeight, windowWidth) : (windowWidth, windowHeight)
    var traits = windowTraits
    if scenario.device.idiom == .phone {
      // An iPhone is compact in both size classes in landscape, compact/regular in portrait
      // (the larger iPhones' regular width in landscape is not modelled).
      traits = TraitValues(horizontal: .compact, vertical: orientation.isLandscape ? .compact : .regular)
    }
    changeEnvironment(traits: traits, size: (width, height))
  }

  /// The controller whose `supportedInterfaceOrientations` decides the interface orientation:
  /// the top-most presented controller whose presentation covers the screen (full screen, over
  /// full screen or custom), else the window's root (DEC26
  /// `_viewControllerForSupportedInterfaceOrientationsWithDismissCheck:`).
  @inline(__always)
  func orientationDecider() -> Int {
    var decider = scenario.window.index
    var controller = scenario.window.index
    for _ in 0...presentations.count {
      guard let presentation = layerMembers(controller).firstMap({ controllers[$0].presenting }),
        presentations[presentation].state == .presented
      else { break }
      let record = presentations[presentation]
      controller = record.presented
      if record.style == .fullScreen || record.style == .overFullScreen || record.style == .custom {
        decider = record.presented
      }
    }
    return decider
  }

  /// What `controller` answers for `supportedInterfaceOrientations`.
  func supportedOrientations(of controller: Int) -> InterfaceOrientationMask {
    controllers[controller].properties.supportedInterfaceOrientations ?? .default(for: scenario.device.idiom)
  }

  /// After a dismissal, the controller that decides the orientation again may not support the
  /// interface's: the interface turns back, to the device's orientation when it can (onmyway133's
  /// notes, issue 210: the presenter hears `viewWillTransition(to:with:)` once more at the end of
  /// the dismissal).
  mutating func restoreSupportedOrientation() {
    // Only a rotation leaves the interface in an orientation a controller may not support: the
    // engine does not model a presentation that turns the interface (`preferredInterfaceOrientationForPresentation`).
    let initial: InterfaceOrientation = scenario.device.width > scenario.device.height ? .landscapeRight : .portrait
    guard interfaceOrientation != initial else { return }
    let decider = orientationDecider()
    let mask = supportedOrientations(of: decider)
    guard !mask.contains(interfaceOrientation) else { return }
    let outer = enter(.rule20Dot2)
    defer { leave(outer) }
    emit(.supportedInterfaceOrientations, controller: decider, result: .string(recorder.intern(mask.rawValue)))
    let target =
      mask.contains(deviceOrientation)
      ? deviceOrientation : InterfaceOrientation.allCases.first(where: mask.contains) ?? .portrait
    rotateInterface(to: target)
  }
}
