-- 0012_record_passed_results_compactly (PostgreSQL): as ../0012_record_passed_results_compactly.sql,
-- the passed results of a check are recorded together (issue 29 goal 1), not a row each.
--
-- Never edit this file once it has shipped.
--
-- A passed result with a message (what `--ignore-time` or `--kinds` left out) keeps its
-- `checkResult` row, as the other outcomes do.
--
-- `results` is `[[scenarioId, profileId, runId, baselineId], ...]`, in (scenarioId, profileId)
-- order, each pair at most once per check and never also in `checkResult`; `runId` and
-- `baselineId` are null when the result has none. Retention keeps every run the last check's
-- passed results stand on, and a baseline that `baselines --prune` deletes reads as none through
-- the view below. Rows of `checkResult` recorded before this migration stay as they are.
-- A row per 4,096 passed results (`part` 0, 1, ...).
CREATE TABLE checkPassed (
  batchId BIGINT NOT NULL REFERENCES batch(id) ON DELETE CASCADE,
  part INTEGER NOT NULL,
  results JSONB NOT NULL CHECK (jsonb_typeof(results) = 'array'),
  PRIMARY KEY (batchId, part)
);

-- Every result of every check, whichever way it was recorded: what readers of a check's
-- results query.
CREATE VIEW checkOutcome AS
  SELECT batchId, scenarioId, profileId, outcome, runId, baselineId, changeGroup, changeSignature, message,
         rejectedAt, rejectedBy
  FROM checkResult
  UNION ALL
  SELECT p.batchId, (e.value ->> 0)::bigint, (e.value ->> 1)::bigint, 'passed'::text, (e.value ->> 2)::bigint,
         (SELECT b.id FROM baseline b
          WHERE b.id = (e.value ->> 3)::bigint AND b.scenarioId = (e.value ->> 0)::bigint
            AND b.profileId = (e.value ->> 1)::bigint),
         NULL::bigint, NULL::text, NULL::text, NULL::bigint, NULL::text
  FROM checkPassed p CROSS JOIN LATERAL jsonb_array_elements(p.results) AS e(value);
