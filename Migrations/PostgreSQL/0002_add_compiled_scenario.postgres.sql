-- 0002_add_compiled_scenario (PostgreSQL): as ../0002_add_compiled_scenario.sql, each revision's
-- compiled scenario beside its source (NULL: parse the source).
--
-- Never edit this file once it has shipped.
ALTER TABLE scenarioRevision ADD COLUMN compiled BYTEA;
