-- 0004_check_enum_columns (PostgreSQL): as ../0004_check_enum_columns.sql, CHECK constraints on
-- the columns whose values come from a closed set. PostgreSQL adds a constraint to an existing
-- table in place (validating every row), so nothing is rebuilt; a row outside the set fails the
-- migration, which rolls back.
--
-- Never edit this file once it has shipped.
ALTER TABLE batch ADD CONSTRAINT batch_kind_check CHECK (kind IN ('run', 'check'));
ALTER TABLE run ADD CONSTRAINT run_status_check
  CHECK (status IN ('ok', 'exception', 'unsupported', 'invalid', 'failed'));
