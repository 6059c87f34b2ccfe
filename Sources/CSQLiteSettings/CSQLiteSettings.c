#include "CSQLiteSettings.h"

#include <sqlite3.h>

int csqlite_turn_memory_statistics_off(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
