-- 0006_add_recordings: recordings of real devices, kept with their scenarios (issue 13).
--
-- Never edit this file once it has shipped.
--
-- A recording is what UIKit did on a device during one run of a scenario: a header (device, iOS
-- version, SDK, when, by whom, notes, the class map of its console log) and the events the app
-- logged. `content` is the recording file's text (Docs/recordings.md) byte for byte, so that an
-- export writes the file back unchanged; the columns beside it repeat what `show` and
-- `calibrate` list, so they need not parse it. Recordings are numbered per scenario, 1, 2, 3, as
-- in their file names (`<scenario>.<n>.recording`). Importing other content under a number the
-- scenario already has supersedes the recording, which stays as history (as a baseline does).
-- A scenario removed with `catalog rm` takes its recordings out of every listing with it.
CREATE TABLE recording (
  id INTEGER PRIMARY KEY,
  scenarioId INTEGER NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
  number INTEGER NOT NULL CHECK (number >= 1),
  -- The recording file's text.
  content TEXT NOT NULL,
  -- The lowercase hex SHA-256 of `content`'s UTF-8 bytes.
  contentHash TEXT NOT NULL CHECK (length(contentHash) = 64),
  -- The header's fields: the iOS version the device ran (`17.2`), its model, the SDK the app
  -- was built with, when (a date or an ISO 8601 UTC time) and by whom it was recorded.
  iosVersion TEXT NOT NULL,
  device TEXT,
  sdkVersion TEXT,
  recordedAt TEXT,
  recordedBy TEXT,
  eventCount INTEGER NOT NULL CHECK (eventCount >= 0),
  importedAt INTEGER NOT NULL,
  -- NULL while this is the scenario's current recording of its number.
  supersededAt INTEGER
);

-- At most one current recording per (scenario, number).
CREATE UNIQUE INDEX index_recording_on_scenarioId_number_current
  ON recording(scenarioId, number) WHERE supersededAt IS NULL;
CREATE INDEX index_recording_on_scenarioId_number ON recording(scenarioId, number);
