import CSQLiteSettings

/// SQLite's memory statistics (`SQLITE_CONFIG_MEMSTATUS`), turned off before the first database
/// of the process opens.
///
/// With them on, every allocation SQLite makes takes one process-wide mutex, and the three reads a
/// check makes at once waited for each other on it (perf: about 1,500 futex calls in the reads of
/// a check of 10,000 scenarios). The catalog uses nothing that needs them: no
/// `sqlite3_memory_used` or `sqlite3_status`, no soft or hard heap limit.
enum SQLiteMemoryStatistics {
  /// Turns them off; only the first call does anything, and SQLite refuses it (harmlessly, and
  /// silently) once SQLite is initialised, as it is by the first database opened in the process.
  static func turnOff() {
    _ = result
  }

  /// `sqlite3_config`'s result, the call made once.
  private static let result = csqlite_turn_memory_statistics_off()
}
