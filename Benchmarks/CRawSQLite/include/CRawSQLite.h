#ifndef CRAWSQLITE_H
#define CRAWSQLITE_H

#include <stdint.h>

/// The yardstick of the store's ingest benchmark: the rows `CatalogDatabase.recordBatch` writes
/// for a batch of runs with new, distinct timelines, inserted with the plain SQLite C API —
/// statements prepared once, values bound, one transaction — into the same schema.

/// A text column value: `length` bytes at `bytes`, not NUL-terminated; SQL NULL when `bytes` is
/// NULL.
typedef struct {
  const char *bytes;
  int32_t length;
} craw_text;

/// One `timelineEvent` row, its columns rendered as the store renders them.
typedef struct {
  int64_t t;
  /// The run-loop turn; SQL NULL when negative.
  int64_t turn;
  craw_text kind;
  craw_text receiver;
  craw_text call;
  craw_text args;
  craw_text result;
} craw_event;

/// One run with its new timeline.
typedef struct {
  int64_t scenario_id;
  int64_t revision_id;
  /// 64 lowercase hex digits.
  craw_text hash;
  const craw_event *events;
  int32_t event_count;
  int64_t started_at;
  int64_t duration_microseconds;
} craw_run;

/// Inserts one batch, and for each run a `timeline` row, its `timelineEvent` rows and a `run`
/// row, into the catalog database at `path` (which must exist with the catalog's schema and the
/// runs' scenarios).
///
/// The connection is set up as the store sets up its own (WAL, `synchronous = NORMAL`, foreign
/// keys on); `seconds` receives the time from `BEGIN IMMEDIATE` to the end of `COMMIT`,
/// statement preparation included.
///
/// Returns 0, or an SQLite result code with its message in `error`.
int craw_insert_runs(
  const char *path, const char *profile, int64_t rules_version, const char *catalog_version,
  const craw_run *runs, int32_t count, double *seconds, char *error, int32_t error_size);

/// How many `timelineEvent` rows of one database have no identical row (same timeline hash,
/// seq and columns) in the other, both ways; -1 on error, with the message in `error`.
int64_t craw_count_differing_events(
  const char *path_a, const char *path_b, char *error, int32_t error_size);

/// The linked SQLite's version number, 3045001 for 3.45.1.
int craw_sqlite_version(void);

#endif
