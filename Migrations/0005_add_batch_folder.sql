-- A check of a fixture folder records the folder it checked (an absolute path), so that
-- `catalog accept` after such a check also rewrites the folder's baseline files: in folder mode
-- the files are the truth, and a check imports them again (issue 11). NULL for every other
-- batch, and for the batches recorded before this migration.
ALTER TABLE batch ADD COLUMN folder TEXT;

-- Retention (`catalog gc`, and every check) deletes runs nobody refers to. SQLite checks each
-- deleted run against the rows that may refer to it; without these indexes that is a scan of
-- every check result and baseline per run.
CREATE INDEX index_checkResult_on_runId ON checkResult(runId);
CREATE INDEX index_baseline_on_runId ON baseline(runId);
