-- 0012_record_passed_results_compactly: the passed results of a check are recorded together
-- (issue 29 goal 1), not a row each.
--
-- Never edit this file once it has shipped.
--
-- A check of 10,000 unchanged scenarios wrote 10,000 `checkResult` rows (each with five foreign
-- keys and four index entries) and deleted the previous check's 10,000: a fifth of the check's
-- time. Most passed results say only which scenario and profile passed, the run they stand on
-- and the baseline they matched, so a check now writes those as one JSON array in
-- `checkPassed`. A passed result with a message (what `--ignore-time` or `--kinds` left out) and
-- the other outcomes (changed, new, failed, obsolete) keep a `checkResult` row each: they carry
-- messages, groups, signatures and review marks, and are few.
--
-- `results` is `[[scenarioId, profileId, runId, baselineId], ...]`, in (scenarioId, profileId)
-- order, each pair at most once per check and never also in `checkResult`; `runId` and
-- `baselineId` are null when the result has none. The ids are checked when the row is written,
-- in its transaction; afterwards retention (`catalog gc`, and every check) keeps every run the
-- last check's passed results stand on, and a baseline that `baselines --prune` deletes reads
-- as none through the view below, as `checkResult.baselineId` is set to NULL (SQLite may give a
-- deleted baseline's id to the next one, so the view also matches its scenario and profile).
--
-- Rows of `checkResult` recorded before this migration stay as they are.
-- A check of many scenarios writes a row per 4,096 passed results (`part` 0, 1, ...), so that no
-- one value it writes or reads grows with the catalog.
CREATE TABLE checkPassed (
  batchId INTEGER NOT NULL REFERENCES batch(id) ON DELETE CASCADE,
  part INTEGER NOT NULL,
  results TEXT NOT NULL CHECK (json_valid(results) AND json_type(results) = 'array'),
  PRIMARY KEY (batchId, part)
);

-- Every result of every check, whichever way it was recorded: what readers of a check's
-- results query.
CREATE VIEW checkOutcome AS
  SELECT batchId, scenarioId, profileId, outcome, runId, baselineId, changeGroup, changeSignature, message,
         rejectedAt, rejectedBy
  FROM checkResult
  UNION ALL
  SELECT p.batchId, json_extract(e.value, '$[0]'), json_extract(e.value, '$[1]'), 'passed',
         json_extract(e.value, '$[2]'),
         (SELECT b.id FROM baseline b
          WHERE b.id = json_extract(e.value, '$[3]') AND b.scenarioId = json_extract(e.value, '$[0]')
            AND b.profileId = json_extract(e.value, '$[1]')),
         NULL, NULL, NULL, NULL, NULL
  FROM checkPassed p, json_each(p.results) e;
