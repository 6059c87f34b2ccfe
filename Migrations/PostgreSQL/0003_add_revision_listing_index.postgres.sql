-- 0003_add_revision_listing_index (PostgreSQL): as ../0003_add_revision_listing_index.sql, an
-- index that lets `catalog list` read the latest revisions without their sources; PostgreSQL
-- carries the listed columns as INCLUDE columns of the (scenarioId, id) key.
--
-- Never edit this file once it has shipped.
CREATE INDEX index_scenarioRevision_on_scenarioId_id_listing
  ON scenarioRevision(scenarioId, id) INCLUDE (number, summary, fileName);
