/// Which end of a disappearance a container forwards to its children (rule 18.11 item 4).
enum DisappearanceForwarding {
  /// The "will" callbacks: `viewWillDisappear(_:)`.
  case begins
  /// The "did" callbacks: `viewDidDisappear(_:)`.
  case ends
}
