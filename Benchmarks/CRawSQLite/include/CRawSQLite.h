#ifndef CRAWSQLITE_H
#define CRAWSQLITE_H
/// Placeholder until the store benchmark lands.
int craw_sqlite_version(void);
#endif
