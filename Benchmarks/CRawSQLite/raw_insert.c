#include <sqlite3.h>
#include "CRawSQLite.h"
int craw_sqlite_version(void) { return sqlite3_libversion_number(); }
