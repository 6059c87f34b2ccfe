-- 0002_add_compiled_scenario: keep each revision's compiled scenario beside its source.
--
-- Never edit this file once it has shipped.
--
-- `compiled` is the validated scenario in the catalog's compact binary form
-- (`Scenario.compiled()`), so that replaying thousands of stored scenarios does not parse YAML
-- again. The source stays the truth: NULL (revisions made before this migration) or a blob of
-- another format version means "parse the source", and adding the same source again fills it in.
ALTER TABLE scenarioRevision ADD COLUMN compiled BLOB;
