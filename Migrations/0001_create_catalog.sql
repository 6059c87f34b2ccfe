-- 0001_create_catalog: the first catalog schema.
--
-- Never edit this file once it has shipped: fix or extend the schema in a new file
-- (0002_....sql), which databases made by this one are upgraded with.
--
-- Conventions (GRDB's): singular camelCase tables and columns; `id INTEGER PRIMARY KEY`;
-- `<table>Id` foreign keys; indexes named `index_<table>_on_<columns>`. Times are INTEGER
-- milliseconds since 1970-01-01 UTC unless the column name says otherwise. A timeline hash is
-- the lowercase hex SHA-256 of the timeline's canonical text (FORMATS 2.2), which defines
-- timeline identity.

-- MARK: Lookups: they keep run rows small (integers, not repeated strings)

-- A version of the catalog tool that produced runs, batches or baselines (`0.1.0`).
CREATE TABLE catalogVersion (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- An engine profile by name (`uikit-13`); its rules version is recorded where it matters.
CREATE TABLE profile (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- MARK: Scenarios

-- A scenario of the catalog, by its unique name. `catalog rm` only sets `removedAt`, so the
-- history stays; adding the scenario again clears it.
CREATE TABLE scenario (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  createdAt INTEGER NOT NULL,
  removedAt INTEGER
);

-- Every distinct source of a scenario, numbered 1, 2, 3... Adding content identical to the
-- latest revision adds none.
CREATE TABLE scenarioRevision (
  id INTEGER PRIMARY KEY,
  scenarioId INTEGER NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
  number INTEGER NOT NULL CHECK (number >= 1),
  fileName TEXT NOT NULL,
  sourceFormat TEXT NOT NULL CHECK (sourceFormat IN ('yaml', 'json')),
  source TEXT NOT NULL,
  summary TEXT,
  createdAt INTEGER NOT NULL,
  UNIQUE (scenarioId, number),
  -- The parent key of run's (scenarioId, scenarioRevisionId), and the latest revision of a
  -- scenario in one seek.
  UNIQUE (scenarioId, id)
);

-- The tags of a scenario's latest revision.
CREATE TABLE scenarioTag (
  scenarioId INTEGER NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (scenarioId, tag)
) WITHOUT ROWID;

CREATE INDEX index_scenarioTag_on_tag ON scenarioTag(tag, scenarioId);

-- MARK: Timelines, stored once per distinct content

-- A distinct timeline. Thousands of runs that produce the same timeline share one row.
CREATE TABLE timeline (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE CHECK (length(hash) = 64),
  eventCount INTEGER NOT NULL CHECK (eventCount >= 0),
  -- 0 when the turns are unknown (a timeline imported from canonical text); a later run with
  -- the same content fills them in.
  hasTurns INTEGER NOT NULL CHECK (hasTurns IN (0, 1)),
  createdAt INTEGER NOT NULL
);

-- One event of a timeline (FORMATS 2.1), queryable with SQL.
CREATE TABLE timelineEvent (
  timelineId INTEGER NOT NULL REFERENCES timeline(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  -- Virtual time in whole milliseconds.
  t INTEGER NOT NULL,
  -- The run-loop turn; NULL when unknown.
  turn INTEGER,
  kind TEXT NOT NULL,
  receiver TEXT NOT NULL,
  call TEXT NOT NULL,
  -- A JSON array: ids and texts as strings, rectangles as [x, y, w, h].
  args TEXT NOT NULL,
  -- A JSON value, or NULL when the event has no result (JSON `null` is a returned nil).
  result TEXT,
  PRIMARY KEY (timelineId, seq)
) WITHOUT ROWID;

-- MARK: Batches and runs

-- One `catalog run` or `catalog check` invocation.
CREATE TABLE batch (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  -- The invocation's arguments, as a JSON array of strings.
  commandLine TEXT NOT NULL,
  catalogVersionId INTEGER NOT NULL REFERENCES catalogVersion(id),
  startedAt INTEGER NOT NULL,
  finishedAt INTEGER NOT NULL,
  summary TEXT NOT NULL
);

CREATE INDEX index_batch_on_kind ON batch(kind);

-- One replay of a scenario revision under a profile. Kept small (integers and lookups): a
-- catalog gains one row per scenario and profile on every run.
CREATE TABLE run (
  id INTEGER PRIMARY KEY,
  batchId INTEGER NOT NULL REFERENCES batch(id),
  scenarioId INTEGER NOT NULL,
  scenarioRevisionId INTEGER NOT NULL,
  profileId INTEGER NOT NULL REFERENCES profile(id),
  profileRulesVersion INTEGER NOT NULL,
  catalogVersionId INTEGER NOT NULL REFERENCES catalogVersion(id),
  startedAt INTEGER NOT NULL,
  durationMicroseconds INTEGER NOT NULL,
  -- `ok`, `exception`, `invalid`, `failed`...
  status TEXT NOT NULL,
  eventCount INTEGER NOT NULL,
  -- NULL when the run produced no timeline.
  timelineId INTEGER REFERENCES timeline(id),
  -- Why the run failed, when it did.
  message TEXT,
  FOREIGN KEY (scenarioId, scenarioRevisionId) REFERENCES scenarioRevision(scenarioId, id)
);

-- The latest run per (scenario, profile) is the last entry of its range: MAX(id) is one seek.
CREATE INDEX index_run_on_scenarioId_profileId ON run(scenarioId, profileId);
CREATE INDEX index_run_on_batchId ON run(batchId);
CREATE INDEX index_run_on_timelineId ON run(timelineId);

-- MARK: Baselines and checks

-- An accepted timeline of a scenario under a profile. A new accept supersedes the current
-- baseline, which is kept as history.
CREATE TABLE baseline (
  id INTEGER PRIMARY KEY,
  scenarioId INTEGER NOT NULL REFERENCES scenario(id),
  profileId INTEGER NOT NULL REFERENCES profile(id),
  profileRulesVersion INTEGER NOT NULL,
  timelineId INTEGER NOT NULL REFERENCES timeline(id),
  -- The run whose timeline was accepted; NULL for an imported baseline.
  runId INTEGER REFERENCES run(id),
  acceptedBy TEXT NOT NULL,
  acceptedAt INTEGER NOT NULL,
  catalogVersionId INTEGER NOT NULL REFERENCES catalogVersion(id),
  -- NULL while this is the current baseline of its scenario and profile.
  supersededAt INTEGER
);

-- At most one current baseline per (scenario, profile).
CREATE UNIQUE INDEX index_baseline_on_scenarioId_profileId_current
  ON baseline(scenarioId, profileId) WHERE supersededAt IS NULL;
CREATE INDEX index_baseline_on_scenarioId_profileId ON baseline(scenarioId, profileId);
CREATE INDEX index_baseline_on_timelineId ON baseline(timelineId);

-- The verdict of one `catalog check` on a scenario under a profile.
CREATE TABLE checkResult (
  batchId INTEGER NOT NULL REFERENCES batch(id) ON DELETE CASCADE,
  scenarioId INTEGER NOT NULL REFERENCES scenario(id),
  profileId INTEGER NOT NULL REFERENCES profile(id),
  outcome TEXT NOT NULL CHECK (outcome IN ('passed', 'changed', 'new', 'failed', 'obsolete')),
  -- The run of this batch; NULL for an obsolete baseline, which is not run.
  runId INTEGER REFERENCES run(id),
  -- The baseline compared with, if any.
  baselineId INTEGER REFERENCES baseline(id) ON DELETE SET NULL,
  -- N in `catalog accept --group N`: results of one batch that share a change signature.
  changeGroup INTEGER,
  changeSignature TEXT,
  message TEXT,
  PRIMARY KEY (batchId, scenarioId, profileId)
) WITHOUT ROWID;

CREATE INDEX index_checkResult_on_batchId_changeGroup ON checkResult(batchId, changeGroup);
CREATE INDEX index_checkResult_on_changeSignature
  ON checkResult(changeSignature) WHERE changeSignature IS NOT NULL;
-- Pruning a baseline clears the results that point at it.
CREATE INDEX index_checkResult_on_baselineId ON checkResult(baselineId);
