-- 0003_add_revision_listing_index: let `catalog list` read revisions without their sources.
--
-- Never edit this file once it has shipped.
--
-- `list` shows, for each scenario, its latest revision's number, summary and file name. Read
-- from the table, each row brings its whole source text along (the sources of a 10,000-scenario
-- catalog fill tens of megabytes of pages). This index holds just those columns, in the order
-- the latest-revision lookup walks them, so the lookup never touches the table.
CREATE INDEX index_scenarioRevision_on_scenarioId_id_listing
  ON scenarioRevision(scenarioId, id, number, summary, fileName);
