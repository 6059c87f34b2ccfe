import CatalogModel
import Foundation

/// The `-wal` and `-shm` files of a catalog in a folder that several users share.
///
/// SQLite makes them beside the database for any connection, a reader's too, owned by whoever
/// made them. A user who may read the catalog but not write it (`list` by a colleague) used to
/// leave them behind, owned by that user, and the owner's next write failed: SQLite cannot
/// write a WAL it may not open for writing. Two defences:
///
/// - A reader that cannot write the catalog removes the companions it owns when it closes, when
///   nothing else has the catalog open: the check SQLite makes itself before it removes them (no
///   other connection holds the WAL index's "dead man's switch" byte, nor a lock on the database
///   file), made while holding that byte, so that no connection can start meanwhile. The WAL is
///   removed only when empty: a reader never writes to it.
/// - A writer that finds companions it cannot write refuses before touching anything, saying
///   whose they are and what to do, rather than SQLite's "attempt to write a readonly database".
enum SharedCompanions {
  /// The byte of the `-shm` file that every connection holds a read lock on while it has the
  /// WAL index mapped, and that the last one takes for writing (SQLite's `UNIX_SHM_DMS`: 120 +
  /// the 8 lock bytes).
  static let deadMansSwitch: off_t = 128

  /// SQLite's lock bytes in the database file: the pending byte (at 1 GiB), the reserved byte and
  /// the 510 shared bytes after it.
  static let lockBytes: (start: off_t, count: off_t) = (0x4000_0000, 512)

  /// Why a process that writes `path` cannot: a companion exists that this user may not write.
  static func writeProblem(_ path: String) -> StorageError? {
    // Only when the catalog itself is writable: otherwise the usual read-only error says more.
    guard access(path, W_OK) == 0 else { return nil }
    for suffix in ["-wal", "-shm"] {
      let companion = path + suffix
      var info = stat()
      guard lstat(companion, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(companion, W_OK) != 0,
        // Gone between the two looks (another process's last connection removed its WAL when it
        // closed): nothing stands in the way, and saying "you may not write it" would be false.
        errno != ENOENT
      else {
        continue
      }
      let owner = userName(info.st_uid)
      let name = PathText.name(of: path)
      let wal = name + "-wal"
      let shm = name + "-shm"
      return .readOnly(
        path: path,
        cause:
          "its companion file '\(companion)' belongs to \(owner), and you may not write it: SQLite made it when that "
          + "user read the catalog, and no write can happen without it. Nothing was written. When nobody uses the "
          + "catalog, remove '\(wal)' and '\(shm)' (as that user, or as an administrator) and try again; to let "
          + "several users write the catalog, give them a group that may write it ('chgrp GROUP \(name); "
          + "chmod g+w \(name)')")
    }
    return nil
  }

  /// Removes the companions of `path` this process's user owns when this user cannot write the
  /// catalog and no connection has it open (see the type's discussion); does nothing otherwise.
  static func removeReaders(_ path: String) {
    guard access(path, W_OK) != 0 else { return }
    let wal = path + "-wal"
    let shm = path + "-shm"
    var walInfo = stat()
    var shmInfo = stat()
    let hasWAL = lstat(wal, &walInfo) == 0
    guard lstat(shm, &shmInfo) == 0, (shmInfo.st_mode & S_IFMT) == S_IFREG, shmInfo.st_uid == geteuid() else {
      return
    }
    if hasWAL {
      guard (walInfo.st_mode & S_IFMT) == S_IFREG, walInfo.st_uid == geteuid(), walInfo.st_size == 0 else { return }
    }
    let shmDescriptor = open(shm, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
    guard shmDescriptor >= 0 else { return }
    defer { close(shmDescriptor) }
    // Held until the files are gone: a connection that starts meanwhile waits for it (busy).
    guard lock(shmDescriptor, F_WRLCK, at: deadMansSwitch, count: 1, command: F_SETLK) else { return }
    let database = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard database >= 0 else { return }
    defer { close(database) }
    guard isUnlocked(database, at: lockBytes.start, count: lockBytes.count) else { return }
    // Looked at again under the lock: still this user's, the WAL still empty.
    if hasWAL {
      var again = stat()
      guard lstat(wal, &again) == 0, again.st_ino == walInfo.st_ino, again.st_size == 0 else { return }
      unlink(wal)
    }
    unlink(shm)
  }

  /// Takes or tests a POSIX record lock on `count` bytes at `start`.
  private static func lock(_ descriptor: Int32, _ type: Int32, at start: off_t, count: off_t, command: Int32)
    -> Bool
  {
    var lock = flock()
    lock.l_type = Int16(truncatingIfNeeded: type)
    lock.l_whence = Int16(truncatingIfNeeded: SEEK_SET)
    lock.l_start = start
    lock.l_len = count
    return fcntl(descriptor, command, &lock) == 0
  }

  /// Whether no process holds a lock on the bytes (`F_GETLK` with a write lock, which needs no
  /// write access to the file).
  private static func isUnlocked(_ descriptor: Int32, at start: off_t, count: off_t) -> Bool {
    var lock = flock()
    lock.l_type = Int16(truncatingIfNeeded: F_WRLCK)
    lock.l_whence = Int16(truncatingIfNeeded: SEEK_SET)
    lock.l_start = start
    lock.l_len = count
    guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
    return lock.l_type == Int16(truncatingIfNeeded: F_UNLCK)
  }

  /// "user 'ana' (uid 1001)", or "uid 1001" when the account has no name.
  private static func userName(_ uid: uid_t) -> String {
    guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
    return "user '\(String(cString: name))' (uid \(uid))"
  }
}
