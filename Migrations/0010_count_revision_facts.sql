-- 0010_count_revision_facts: each scenario revision knows how many `expect:` facts its source has
-- (issue 27 item 2).
--
-- Never edit this file once it has shipped.
--
-- A check of stored scenarios may stand on an earlier run instead of replaying (Docs/check-report.md,
-- "Reused results"); a run records no verdict on facts, so a revision with facts is always
-- replayed, and the check reads this count with the scenarios, without their sources. Revisions
-- made before this migration have no facts (the scenario reader refused `expect:` then): 0.
ALTER TABLE scenarioRevision ADD COLUMN factCount INTEGER NOT NULL DEFAULT 0 CHECK (factCount >= 0);
