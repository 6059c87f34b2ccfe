import CatalogModel

/// What UIKit did on a real device during one run of a scenario: a header and a timeline.
///
/// The timeline holds the events the app logged, in the order the device printed them. Real logs
/// are partial, so a recording usually has only some receivers and members, and events whose
/// arguments the log did not print have none (`viewWillAppear(_:)` with no value: unknown, not
/// different). Times are seconds since the first timed line when the log had timestamps, else 0;
/// turns are unknown. Read and write it with `RecordingFile`; import a console log with
/// `ConsoleLog`.
package struct Recording: Sendable {
  package var header: RecordingHeader
  package var timeline: Timeline

  package init(header: RecordingHeader, timeline: Timeline) {
    self.header = header
    self.timeline = timeline
  }
}
