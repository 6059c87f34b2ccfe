-- foreign keys: deferred
--
-- Columns whose values come from a closed set get CHECK constraints: `batch.kind` (the
-- commands that record batches) and `run.status` (how a run ended). SQLite cannot add a
-- constraint to an existing column, so both tables are rebuilt: a new table with the
-- constraint, every row copied, the old table dropped and the new one renamed, then the
-- indexes recreated. The first line tells the catalog to run this migration with foreign-key
-- enforcement off (other tables keep referring to `batch` and `run` by name while they are
-- swapped); GRDB checks every foreign key before the migration commits. A database holding a
-- value outside the sets fails the CHECK and the migration rolls back, leaving the file as it
-- was.

CREATE TABLE batch_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('run', 'check')),
  -- The invocation's arguments, as a JSON array of strings.
  commandLine TEXT NOT NULL,
  catalogVersionId INTEGER NOT NULL REFERENCES catalogVersion(id),
  startedAt INTEGER NOT NULL,
  finishedAt INTEGER NOT NULL,
  summary TEXT NOT NULL
);

INSERT INTO batch_new (id, kind, commandLine, catalogVersionId, startedAt, finishedAt, summary)
  SELECT id, kind, commandLine, catalogVersionId, startedAt, finishedAt, summary FROM batch;

DROP TABLE batch;
ALTER TABLE batch_new RENAME TO batch;
CREATE INDEX index_batch_on_kind ON batch(kind);

CREATE TABLE run_new (
  id INTEGER PRIMARY KEY,
  batchId INTEGER NOT NULL REFERENCES batch(id),
  scenarioId INTEGER NOT NULL,
  scenarioRevisionId INTEGER NOT NULL,
  profileId INTEGER NOT NULL REFERENCES profile(id),
  profileRulesVersion INTEGER NOT NULL,
  catalogVersionId INTEGER NOT NULL REFERENCES catalogVersion(id),
  startedAt INTEGER NOT NULL,
  durationMicroseconds INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ok', 'exception', 'unsupported', 'invalid', 'failed')),
  eventCount INTEGER NOT NULL,
  -- NULL when the run produced no timeline.
  timelineId INTEGER REFERENCES timeline(id),
  -- Why the run failed, when it did.
  message TEXT,
  FOREIGN KEY (scenarioId, scenarioRevisionId) REFERENCES scenarioRevision(scenarioId, id)
);

INSERT INTO run_new (id, batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion,
    catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message)
  SELECT id, batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion,
    catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message
  FROM run;

DROP TABLE run;
ALTER TABLE run_new RENAME TO run;
CREATE INDEX index_run_on_scenarioId_profileId ON run(scenarioId, profileId);
CREATE INDEX index_run_on_batchId ON run(batchId);
CREATE INDEX index_run_on_timelineId ON run(timelineId);
