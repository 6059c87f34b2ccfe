-- 0011_remember_scenario_source_paths (PostgreSQL): as ../0011_remember_scenario_source_paths.sql,
-- a stored scenario knows the file it was last added from (issue 26 item 7), so that `catalog
-- check` of stored scenarios notices a file edited since `catalog add` and adds it again (or
-- fails naming it) instead of passing on the stale revision.
--
-- Never edit this file once it has shipped.
--
-- `sourcePath` is the file's absolute path as `add` (or `import`) read it; `sourceDigest` the
-- lowercase hex SHA-256 of the text read (UTF-8, without a byte-order mark). Both NULL for
-- scenarios added before this migration and for scenarios stored without a file.
ALTER TABLE scenario ADD COLUMN sourcePath TEXT;
ALTER TABLE scenario ADD COLUMN sourceDigest TEXT;
