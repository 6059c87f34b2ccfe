-- 0005_add_batch_folder (PostgreSQL): as ../0005_add_batch_folder.sql, the folder a check of a
-- fixture folder checked, and the indexes retention needs to delete runs quickly.
--
-- Never edit this file once it has shipped.
ALTER TABLE batch ADD COLUMN folder TEXT;

CREATE INDEX index_checkResult_on_runId ON checkResult(runId);
CREATE INDEX index_baseline_on_runId ON baseline(runId);
