-- 0009_tie_recordings_to_revisions (PostgreSQL): as ../0009_tie_recordings_to_revisions.sql, a
-- recording knows the scenario revision it was made against, and one recording can be removed
-- (issue 13, after its review).
--
-- Never edit this file once it has shipped.
--
-- `scenarioRevisionId` is the revision whose source has the SHA-256 the recording's header names
-- (`scenarioSHA256`, recording format 2), NULL when the recording does not say and nothing better
-- is known. Recordings kept before this migration are tied to the revision that was their
-- scenario's latest when they were imported.
--
-- `removedAt` is set by `catalog record rm NAME recording:N`, which also sets `supersededAt`: the
-- recording leaves every listing, export and comparison, and stays as history.
ALTER TABLE recording ADD COLUMN scenarioRevisionId BIGINT REFERENCES scenarioRevision(id) ON DELETE SET NULL;
ALTER TABLE recording ADD COLUMN removedAt BIGINT;

UPDATE recording SET scenarioRevisionId = (
  SELECT rv.id FROM scenarioRevision rv
  WHERE rv.scenarioId = recording.scenarioId AND rv.createdAt <= recording.importedAt
  ORDER BY rv.number DESC LIMIT 1
);
