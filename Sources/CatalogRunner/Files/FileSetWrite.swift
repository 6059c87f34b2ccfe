import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes several files of one folder as one set (`check DIR --accept` rewriting a fixture
/// folder's baseline files): a kill leaves the old set or, once the next write or check of the
/// folder has recovered it, the new one, and no temporary file.
///
/// The protocol is a small redo journal, under an exclusive `flock(2)` of the folder itself (no
/// lock file), so that two processes never interleave:
/// 1. every new file is written to a hidden temporary file beside its target
///    (`.<name>.catalog-set`) and flushed to disk;
/// 2. the journal (`.catalog-set.journal`), listing the files, is written to a temporary name,
///    flushed and renamed into place: this is the commit point;
/// 3. each temporary file is renamed over its target; the journal is removed.
///
/// `recover(_:)` finishes a committed set (renames the temporary files that are left) and removes
/// the temporary files of a set that never committed, so a folder is never left half rewritten
/// and never keeps stray files. Targets are plain entries of the folder; one that is a symbolic
/// link or not a regular file is refused before anything is written.
///
/// For example:
/// ```swift
/// try FileSetWrite.write([("alpha.uikit-17.timeline", bytes)], into: "fixtures")
/// ```
enum FileSetWrite {
  static let journalName = ".catalog-set.journal"
  static let temporarySuffix = ".catalog-set"

  /// What `recover` did.
  struct Recovery: Equatable {
    /// Files a committed set still had to move into place.
    var completed: [String] = []
    /// Temporary files of a set that never committed, removed.
    var discarded: [String] = []
  }

  /// Writes `files` (plain names in `folder`) as one set.
  ///
  /// - Throws: `RunnerError.fileSystem` naming the file and the cause; a set that fails before its
  ///   commit point leaves the folder as it was.
  static func write(_ files: [(name: String, bytes: [UInt8])], into folder: String) throws(RunnerError) {
    guard !files.isEmpty else { return }
    for file in files {
      let path = ExportCatalog.join(folder, file.name)
      let kind = FolderEntry.kind(at: path)
      guard kind != .missing, kind != .file else { continue }
      throw .fileSystem(
        operation: "write", path: path,
        cause: kind == .symbolicLink
          ? "it is a symbolic link; the catalog rewrites a folder's own files, not what links point at"
          : "it is \(FileKind.of(path).phrase), not a regular file")
    }
    let lock = try FolderLock(folder)
    defer { lock.release() }
    _ = try recoverLocked(folder)

    var written: [String] = []
    do throws(RunnerError) {
      for file in files {
        let temporary = ExportCatalog.join(folder, "." + file.name + temporarySuffix)
        written.append(temporary)
        try writeDurably(file.bytes, to: temporary, modeOf: ExportCatalog.join(folder, file.name))
      }
      let journal = Array(files.map { $0.name + "\n" }.joined().utf8)
      let pending = ExportCatalog.join(folder, journalName + ".tmp")
      written.append(pending)
      try writeDurably(journal, to: pending, modeOf: nil)
      guard rename(pending, ExportCatalog.join(folder, journalName)) == 0 else {
        throw OutputFile.failure(ExportCatalog.join(folder, journalName), errno)
      }
      syncFolder(folder)
    } catch {
      for path in written { unlink(path) }
      throw error
    }
    // Committed: from here on, a kill is finished by the next `recover`.
    try finish(folder, names: files.map(\.name))
  }

  /// Finishes or discards what a killed `write` left in `folder`.
  @discardableResult
  static func recover(_ folder: String) throws(RunnerError) -> Recovery {
    guard FolderEntry.kind(at: ExportCatalog.join(folder, journalName)) != .missing || hasTemporaryFiles(folder) else {
      return Recovery()
    }
    let lock = try FolderLock(folder)
    defer { lock.release() }
    return try recoverLocked(folder)
  }

  private static func recoverLocked(_ folder: String) throws(RunnerError) -> Recovery {
    var recovery = Recovery()
    let journalPath = ExportCatalog.join(folder, journalName)
    if FolderEntry.kind(at: journalPath) == .file,
      let data = FileManager.default.contents(atPath: journalPath)
    {
      let names = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        .filter { FolderEntry.problem($0) == nil }
      recovery.completed = names.filter {
        FolderEntry.kind(at: ExportCatalog.join(folder, "." + $0 + temporarySuffix)) == .file
      }
      try finish(folder, names: names)
    }
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where isTemporary(entry) && FolderEntry.kind(at: ExportCatalog.join(folder, entry)) == .file {
      unlink(ExportCatalog.join(folder, entry))
      recovery.discarded.append(entry)
    }
    recovery.discarded.sort()
    return recovery
  }

  /// Renames each name's temporary file over it, then removes the journal.
  private static func finish(_ folder: String, names: [String]) throws(RunnerError) {
    for name in names {
      let temporary = ExportCatalog.join(folder, "." + name + temporarySuffix)
      guard FolderEntry.kind(at: temporary) == .file else { continue }
      guard rename(temporary, ExportCatalog.join(folder, name)) == 0 else {
        throw OutputFile.failure(ExportCatalog.join(folder, name), errno)
      }
    }
    syncFolder(folder)
    unlink(ExportCatalog.join(folder, journalName))
    syncFolder(folder)
  }

  private static func isTemporary(_ entry: String) -> Bool {
    entry.hasPrefix(".") && (entry.hasSuffix(temporarySuffix) || entry == journalName + ".tmp")
  }

  private static func hasTemporaryFiles(_ folder: String) -> Bool {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains(where: isTemporary)
  }

  private static func writeDurably(_ bytes: [UInt8], to path: String, modeOf target: String?) throws(RunnerError) {
    var mode: mode_t = 0o644
    var existing = stat()
    if let target, stat(target, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
    guard descriptor >= 0 else { throw OutputFile.failure(path, errno) }
    defer { close(descriptor) }
    try OutputFile.writeAll(bytes, to: descriptor, path: path)
    guard fsync(descriptor) == 0 else { throw OutputFile.failure(path, errno) }
    fchmod(descriptor, mode)
  }

  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
