-- 0009_tie_recordings_to_revisions: a recording knows the scenario revision it was made against,
-- and one recording can be removed (issue 13, after its review).
--
-- Never edit this file once it has shipped.
--
-- `scenarioRevisionId` is the revision whose source has the SHA-256 the recording's header names
-- (`scenarioSHA256`, recording format 2): `catalog record import` ties a recording to the
-- revision it read the scenario from, `catalog import DIR` to the revision of the same source.
-- `diff --against recording` and `calibrate` compare it with the revision they replay and warn
-- (or refuse, when the recording names ids the replayed revision does not have). NULL when the
-- recording does not say and nothing better is known. Recordings kept before this migration are
-- tied to the revision that was their scenario's latest when they were imported: the one
-- `record import` read (an import of a folder brought the scenario's source in the same
-- transaction).
--
-- `removedAt` is set by `catalog record rm NAME recording:N`, which also sets `supersededAt`:
-- the recording leaves every listing, export and comparison, and stays as history.
ALTER TABLE recording ADD COLUMN scenarioRevisionId INTEGER REFERENCES scenarioRevision(id) ON DELETE SET NULL;
ALTER TABLE recording ADD COLUMN removedAt INTEGER;

UPDATE recording SET scenarioRevisionId = (
  SELECT rv.id FROM scenarioRevision rv
  WHERE rv.scenarioId = recording.scenarioId AND rv.createdAt <= recording.importedAt
  ORDER BY rv.number DESC LIMIT 1
);
