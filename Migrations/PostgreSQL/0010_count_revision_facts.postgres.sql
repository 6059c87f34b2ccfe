-- 0010_count_revision_facts (PostgreSQL): as ../0010_count_revision_facts.sql, each scenario
-- revision knows how many `expect:` facts its source has, so that a check replays the revisions
-- with facts rather than reusing an earlier run. Revisions made before this migration have none: 0.
--
-- Never edit this file once it has shipped.
ALTER TABLE scenarioRevision ADD COLUMN factCount INTEGER NOT NULL DEFAULT 0 CHECK (factCount >= 0);
