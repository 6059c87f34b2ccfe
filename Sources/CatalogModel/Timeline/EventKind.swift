/// What an event is (Docs/timeline-format.md, "Events": `kind`).
public enum EventKind: String, CaseIterable, Hashable, Sendable {
  /// The scenario's own action: present, dismiss, a gesture's update/finish/cancel.
  case call
  /// UIKit calls app code: overrides, delegate methods, appearance methods.
  case callback
  /// UIKit reads a property or asks a question and uses the result.
  case query
  /// A completion, alongside or interaction-change block runs.
  case block
  /// `loadView`, `viewDidLoad`, `deinit`.
  case lifecycle
  /// A console message.
  case warning
  /// UIKit raises; the run stops with this as its last event.
  case exception
}
