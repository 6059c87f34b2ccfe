#include "CRawSQLite.h"

#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int craw_sqlite_version(void) { return sqlite3_libversion_number(); }

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int fail(sqlite3 *db, int code, char *error, int32_t error_size) {
  if (error && error_size > 0) {
    snprintf(error, (size_t)error_size, "%s (SQLite %d)", db ? sqlite3_errmsg(db) : "cannot open", code);
  }
  return code == SQLITE_OK ? SQLITE_ERROR : code;
}

static int bind_text(sqlite3_stmt *statement, int index, craw_text text) {
  if (!text.bytes) return sqlite3_bind_null(statement, index);
  return sqlite3_bind_text(statement, index, text.bytes, text.length, SQLITE_STATIC);
}

/// The id of the row of `table` named `name`, inserted if missing.
static int lookup_id(sqlite3 *db, const char *table, const char *name, int64_t *id) {
  char sql[128];
  sqlite3_stmt *statement = NULL;
  snprintf(sql, sizeof sql, "INSERT OR IGNORE INTO %s (name) VALUES (?1)", table);
  int code = sqlite3_prepare_v2(db, sql, -1, &statement, NULL);
  if (code != SQLITE_OK) return code;
  sqlite3_bind_text(statement, 1, name, -1, SQLITE_STATIC);
  code = sqlite3_step(statement);
  sqlite3_finalize(statement);
  if (code != SQLITE_DONE) return code;
  snprintf(sql, sizeof sql, "SELECT id FROM %s WHERE name = ?1", table);
  code = sqlite3_prepare_v2(db, sql, -1, &statement, NULL);
  if (code != SQLITE_OK) return code;
  sqlite3_bind_text(statement, 1, name, -1, SQLITE_STATIC);
  code = sqlite3_step(statement);
  if (code == SQLITE_ROW) *id = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  return code == SQLITE_ROW ? SQLITE_OK : SQLITE_ERROR;
}

int craw_insert_runs(
  const char *path, const char *profile, int64_t rules_version, const char *catalog_version,
  const craw_run *runs, int32_t count, double *seconds, char *error, int32_t error_size) {
  sqlite3 *db = NULL;
  int code = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL);
  if (code != SQLITE_OK) {
    int result = fail(db, code, error, error_size);
    sqlite3_close_v2(db);
    return result;
  }
  sqlite3_stmt *insert_timeline = NULL, *insert_event = NULL, *insert_run = NULL;
  int64_t profile_id = 0, version_id = 0;
  code = sqlite3_exec(
    db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON", NULL,
    NULL, NULL);
  if (code == SQLITE_OK) code = lookup_id(db, "profile", profile, &profile_id);
  if (code == SQLITE_OK) code = lookup_id(db, "catalogVersion", catalog_version, &version_id);
  if (code != SQLITE_OK) goto done;

  double start = now_seconds();
  code = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
  if (code != SQLITE_OK) goto done;
  code = sqlite3_prepare_v2(
    db, "INSERT INTO timeline (hash, eventCount, hasTurns, createdAt) VALUES (?1, ?2, 1, ?3)", -1,
    &insert_timeline, NULL);
  if (code == SQLITE_OK)
    code = sqlite3_prepare_v2(
      db,
      "INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
      -1, &insert_event, NULL);
  if (code == SQLITE_OK)
    code = sqlite3_prepare_v2(
      db,
      "INSERT INTO run (batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion, "
      "catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'ok', ?9, ?10, NULL)",
      -1, &insert_run, NULL);
  if (code != SQLITE_OK) goto rollback;

  {
    sqlite3_stmt *insert_batch = NULL;
    code = sqlite3_prepare_v2(
      db,
      "INSERT INTO batch (kind, commandLine, catalogVersionId, startedAt, finishedAt, summary) "
      "VALUES ('run', '[\"catalog-benchmark\"]', ?1, 0, 0, 'raw')",
      -1, &insert_batch, NULL);
    if (code == SQLITE_OK) {
      sqlite3_bind_int64(insert_batch, 1, version_id);
      code = sqlite3_step(insert_batch) == SQLITE_DONE ? SQLITE_OK : sqlite3_errcode(db);
    }
    sqlite3_finalize(insert_batch);
    if (code != SQLITE_OK) goto rollback;
  }
  int64_t batch_id = sqlite3_last_insert_rowid(db);

  for (int32_t r = 0; r < count; r++) {
    const craw_run *run = &runs[r];
    bind_text(insert_timeline, 1, run->hash);
    sqlite3_bind_int64(insert_timeline, 2, run->event_count);
    sqlite3_bind_int64(insert_timeline, 3, run->started_at);
    if (sqlite3_step(insert_timeline) != SQLITE_DONE) { code = sqlite3_errcode(db); goto rollback; }
    sqlite3_reset(insert_timeline);
    int64_t timeline_id = sqlite3_last_insert_rowid(db);

    for (int32_t i = 0; i < run->event_count; i++) {
      const craw_event *event = &run->events[i];
      sqlite3_bind_int64(insert_event, 1, timeline_id);
      sqlite3_bind_int64(insert_event, 2, i);
      sqlite3_bind_int64(insert_event, 3, event->t);
      if (event->turn >= 0) sqlite3_bind_int64(insert_event, 4, event->turn);
      else sqlite3_bind_null(insert_event, 4);
      bind_text(insert_event, 5, event->kind);
      bind_text(insert_event, 6, event->receiver);
      bind_text(insert_event, 7, event->call);
      bind_text(insert_event, 8, event->args);
      bind_text(insert_event, 9, event->result);
      if (sqlite3_step(insert_event) != SQLITE_DONE) { code = sqlite3_errcode(db); goto rollback; }
      sqlite3_reset(insert_event);
    }

    sqlite3_bind_int64(insert_run, 1, batch_id);
    sqlite3_bind_int64(insert_run, 2, run->scenario_id);
    sqlite3_bind_int64(insert_run, 3, run->revision_id);
    sqlite3_bind_int64(insert_run, 4, profile_id);
    sqlite3_bind_int64(insert_run, 5, rules_version);
    sqlite3_bind_int64(insert_run, 6, version_id);
    sqlite3_bind_int64(insert_run, 7, run->started_at);
    sqlite3_bind_int64(insert_run, 8, run->duration_microseconds);
    sqlite3_bind_int64(insert_run, 9, run->event_count);
    sqlite3_bind_int64(insert_run, 10, timeline_id);
    if (sqlite3_step(insert_run) != SQLITE_DONE) { code = sqlite3_errcode(db); goto rollback; }
    sqlite3_reset(insert_run);
  }
  code = sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
  if (code != SQLITE_OK) goto rollback;
  *seconds = now_seconds() - start;
  goto done;

rollback:
  fail(db, code, error, error_size);
  sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_finalize(insert_timeline);
  sqlite3_finalize(insert_event);
  sqlite3_finalize(insert_run);
  sqlite3_close_v2(db);
  return code == SQLITE_OK ? SQLITE_ERROR : code;

done:
  if (code != SQLITE_OK) fail(db, code, error, error_size);
  sqlite3_finalize(insert_timeline);
  sqlite3_finalize(insert_event);
  sqlite3_finalize(insert_run);
  sqlite3_close_v2(db);
  return code;
}

int64_t craw_count_differing_events(
  const char *path_a, const char *path_b, char *error, int32_t error_size) {
  sqlite3 *db = NULL;
  sqlite3_stmt *statement = NULL;
  int64_t result = -1;
  int code = sqlite3_open_v2(path_a, &db, SQLITE_OPEN_READONLY, NULL);
  if (code == SQLITE_OK) code = sqlite3_prepare_v2(db, "ATTACH ?1 AS other", -1, &statement, NULL);
  if (code == SQLITE_OK) {
    sqlite3_bind_text(statement, 1, path_b, -1, SQLITE_STATIC);
    code = sqlite3_step(statement) == SQLITE_DONE ? SQLITE_OK : sqlite3_errcode(db);
    sqlite3_finalize(statement);
    statement = NULL;
  }
  static const char *rows_a =
    "SELECT t.hash, e.seq, e.t, e.turn, e.kind, e.receiver, e.call, e.args, e.result "
    "FROM main.timelineEvent e JOIN main.timeline t ON t.id = e.timelineId";
  static const char *rows_b =
    "SELECT t.hash, e.seq, e.t, e.turn, e.kind, e.receiver, e.call, e.args, e.result "
    "FROM other.timelineEvent e JOIN other.timeline t ON t.id = e.timelineId";
  char sql[1024];
  snprintf(
    sql, sizeof sql, "SELECT (SELECT COUNT(*) FROM (%s EXCEPT %s)) + (SELECT COUNT(*) FROM (%s EXCEPT %s))",
    rows_a, rows_b, rows_b, rows_a);
  if (code == SQLITE_OK) code = sqlite3_prepare_v2(db, sql, -1, &statement, NULL);
  if (code == SQLITE_OK) {
    if (sqlite3_step(statement) == SQLITE_ROW) result = sqlite3_column_int64(statement, 0);
    else code = sqlite3_errcode(db);
  }
  if (result < 0) fail(db, code, error, error_size);
  sqlite3_finalize(statement);
  sqlite3_close_v2(db);
  return result;
}
