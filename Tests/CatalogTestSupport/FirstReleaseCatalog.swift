import CatalogModel

/// A catalog as the first release (schema 0001) wrote it, for the upgrade tests of the store
/// and of the copied binary.
package enum FirstReleaseCatalog {
  /// The two events the rows below hold.
  package static func timeline() -> Timeline {
    var timeline = Timeline()
    let a = timeline.intern("A")
    let d = timeline.intern("D")
    timeline.events.append(
      Event(
        kind: .call, time: .zero, turn: 0, receiver: a, call: Member.present.internedName,
        args: Arguments(.string(d), .bool(true))))
    timeline.events.append(
      Event(
        kind: .query, time: VirtualTime(milliseconds: 350), turn: 1,
        receiver: timeline.intern("pc:D"),
        call: Member.frameOfPresentedViewInContainerView.internedName,
        result: timeline.value(Rect(x: 0, y: 20, width: 375, height: 647))))
    return timeline
  }

  /// Rows written against schema 0001 as it shipped, `hash` being the timeline's digest. This
  /// SQL must never change: it stands for a user's database made by the first release.
  package static func rows(hash: String) -> String {
    """
    INSERT INTO catalogVersion (id, name) VALUES (1, '0.1.0');
    INSERT INTO profile (id, name) VALUES (1, 'uikit-13'), (2, 'uikit-8');
    INSERT INTO scenario (id, name, createdAt, removedAt) VALUES (1, 'plain', 1700000000000, NULL);
    INSERT INTO scenarioRevision (id, scenarioId, number, fileName, sourceFormat, source, summary, createdAt)
      VALUES (1, 1, 1, 'plain.yaml', 'yaml', 'name: plain', 'First', 1700000000000),
             (2, 1, 2, 'plain.yaml', 'yaml', 'name: plain # v2', 'Second', 1700000001000);
    INSERT INTO scenarioTag (scenarioId, tag) VALUES (1, 'sheet');
    INSERT INTO timeline (id, hash, eventCount, hasTurns, createdAt) VALUES (1, '\(hash)', 2, 1, 1700000002000);
    INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result) VALUES
      (1, 0, 0, 0, 'call', 'A', 'present(_:animated:completion:)', '["D",true]', NULL),
      (1, 1, 350, 1, 'query', 'pc:D', 'frameOfPresentedViewInContainerView', '[]', '[0, 20, 375, 647]');
    INSERT INTO batch (id, kind, commandLine, catalogVersionId, startedAt, finishedAt, summary)
      VALUES (1, 'run', '["catalog","run","plain.yaml"]', 1, 1700000002000, 1700000003000, '1 run: 1 ok');
    INSERT INTO run (id, batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion,
        catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message)
      VALUES (1, 1, 1, 2, 1, 3, 1, 1700000002000, 1234, 'ok', 2, 1, NULL);
    INSERT INTO baseline (id, scenarioId, profileId, profileRulesVersion, timelineId, runId, acceptedBy,
        acceptedAt, catalogVersionId, supersededAt)
      VALUES (1, 1, 1, 3, 1, 1, 'ana', 1700000004000, 1, NULL);
    """
  }
}
