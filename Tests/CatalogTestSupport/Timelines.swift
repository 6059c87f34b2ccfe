import CatalogModel

/// Timelines for the tests, written in canonical text (Docs/timeline-format.md, "Canonical text") so they read like the output.
package enum Timelines {
  /// A timeline from canonical lines; the leading time column may be written unpadded.
  package static func parse(_ text: String) throws -> Timeline {
    try Timeline(canonicalText: text)
  }

  /// The dimming presentation of the custom-presentation walkthrough, as a baseline.
  package static let dimmingBaseline = """
       0.000  C.present(D, animated: true)
       0.000  fade.presentationController(forPresented: D, presenting: nav, source: C) -> DimmingPresentationController
       0.000  pc:D.shouldPresentInFullscreen -> true
       0.000  pc:D.presentationTransitionWillBegin()
       0.000  nav.viewWillDisappear(true)
       0.000  D.viewWillAppear(true)
       0.350  pc:D.presentationTransitionDidEnd(true)
       0.350  nav.viewDidDisappear(true)
       0.350  D.viewDidAppear(true)
       0.350  C.completion
    """

  /// The same presentation on a later engine: the presenter's disappearance is gone, the
  /// presentation controller is asked something else and lays out its container.
  package static let dimmingRun = """
       0.000  C.present(D, animated: true)
       0.000  fade.presentationController(forPresented: D, presenting: nav, source: C) -> DimmingPresentationController
       0.000  pc:D.shouldPresentInFullscreen -> false
       0.000  pc:D.presentationTransitionWillBegin()
       0.000  D.viewWillAppear(true)
       0.000  pc:D.containerViewWillLayoutSubviews()
       0.350  pc:D.presentationTransitionDidEnd(true)
       0.350  D.viewDidAppear(true)
       0.350  C.completion
    """

  /// `count` events that are all different from one another (each at its own millisecond), so
  /// edits at chosen places give exactly the expected diff.
  package static func numbered(_ count: Int, receiver: String = "A") -> Timeline {
    var timeline = Timeline()
    let name = timeline.intern(receiver)
    for index in 0..<count {
      timeline.events.append(
        Event(
          kind: .callback, time: VirtualTime(milliseconds: Int64(index)), turn: 0, receiver: name,
          call: Member.viewWillAppear.internedName, args: Arguments(.bool(true))))
    }
    return timeline
  }
}
