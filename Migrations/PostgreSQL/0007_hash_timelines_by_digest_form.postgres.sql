-- 0007_hash_timelines_by_digest_form (PostgreSQL): as ../0007_hash_timelines_by_digest_form.sql,
-- timelines are identified by the SHA-256 of their digest form instead of their canonical text.
--
-- The digest form is made in Swift, so this migration's work is a step in Swift that the catalog
-- runs right after this file, in the same transaction (PostgresSchema.swiftSteps): it reads each
-- stored timeline's events and writes its new hash into timeline.hash. Rows keep their ids.
--
-- The statement below only documents the new meaning of the column; it changes no row.
UPDATE timeline SET hash = hash WHERE false
