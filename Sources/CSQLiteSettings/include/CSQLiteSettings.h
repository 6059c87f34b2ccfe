// SQLite's process-wide settings, made through sqlite3_config(), a variadic C function that
// Swift cannot call. CatalogStorage applies them before it opens its first database (see
// SQLiteMemoryStatistics.swift).
#ifndef C_SQLITE_SETTINGS_H
#define C_SQLITE_SETTINGS_H

/// Turns SQLite's memory statistics off (SQLITE_CONFIG_MEMSTATUS = 0). Returns SQLite's result
/// code: SQLITE_OK (0), or SQLITE_MISUSE (21) once SQLite is initialised, when nothing changes.
int csqlite_turn_memory_statistics_off(void);

#endif
