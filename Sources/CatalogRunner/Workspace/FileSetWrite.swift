import CatalogModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes several files of one folder and its subfolders as one set (`check DIR --accept`
/// rewriting a fixture folder's baseline files, each beside its scenario file): a kill leaves the
/// old set or, once the next write or check of the folder has recovered it, the new one, and no
/// temporary file.
///
/// The protocol is a small redo journal at the folder's root, under an exclusive `flock(2)` of
/// the folder itself (no lock file), so that two processes never interleave:
/// 1. the intent (`.catalog-set.intent`), listing the files, is written and flushed, so that a
///    kill before the commit point leaves a list of the temporary files to remove;
/// 2. every new file is written to a hidden temporary file beside its target
///    (`.<name>.catalog-set`, in the target's subfolder) and flushed to disk;
/// 3. the journal (`.catalog-set.journal`), listing the files, is written to a temporary name,
///    flushed and renamed into place: this is the commit point;
/// 4. each temporary file is renamed over its target; the journal and the intent are removed.
///
/// `recover(_:)` finishes a committed set (renames the temporary files that are left) and removes
/// the temporary files of a set that never committed, so a folder is never left half rewritten
/// and never keeps stray files. Targets are paths inside the folder (`ui/flows/a.uikit-8.timeline`)
/// whose every part is a plain name in an existing subfolder; one that is a symbolic link or not a
/// regular file is refused before anything is written.
///
/// For example:
/// ```swift
/// try FileSetWrite.write([("alpha.uikit-17.timeline", bytes)], into: "fixtures")
/// ```
enum FileSetWrite {
  static let journalName = ".catalog-set.journal"
  static let intentName = ".catalog-set.intent"
  static let temporarySuffix = ".catalog-set"

  /// What `recover` did.
  struct Recovery: Equatable {
    /// Files a committed set still had to move into place.
    var completed: [String] = []
    /// Temporary files of a set that never committed, removed.
    var discarded: [String] = []
  }

  /// Writes `files` (paths relative to `folder`, each part a plain name) as one set.
  ///
  /// - Throws: `RunnerError.fileSystem` naming the file and the cause; a set that fails before its
  ///   commit point leaves the folder as it was.
  static func write(_ files: [(name: String, bytes: [UInt8])], into folder: String) throws(RunnerError) {
    guard !files.isEmpty else { return }
    for file in files {
      let path = ExportCatalog.join(folder, file.name)
      if let problem = problem(file.name) {
        throw .fileSystem(operation: "write", path: path, cause: problem)
      }
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
    let names = Array(files.map { $0.name + "\n" }.joined().utf8)
    do throws(RunnerError) {
      let intent = ExportCatalog.join(folder, intentName)
      written.append(intent)
      try writeDurably(names, to: intent, modeOf: nil)
      syncFolder(folder)
      for file in files {
        let temporary = temporaryPath(folder, file.name)
        written.append(temporary)
        try writeDurably(file.bytes, to: temporary, modeOf: ExportCatalog.join(folder, file.name))
      }
      let pending = ExportCatalog.join(folder, journalName + ".tmp")
      written.append(pending)
      try writeDurably(names, to: pending, modeOf: nil)
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
    guard
      FolderEntry.kind(at: ExportCatalog.join(folder, journalName)) != .missing
        || FolderEntry.kind(at: ExportCatalog.join(folder, intentName)) != .missing || hasTemporaryFiles(folder)
    else {
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
      let names = listed(data)
      recovery.completed = names.filter { FolderEntry.kind(at: temporaryPath(folder, $0)) == .file }
      try finish(folder, names: names)
    }
    // A set that never committed: its intent names the temporary files it may have left, in
    // subfolders too.
    let intentPath = ExportCatalog.join(folder, intentName)
    if FolderEntry.kind(at: intentPath) == .file, let data = FileManager.default.contents(atPath: intentPath) {
      for name in listed(data) where FolderEntry.kind(at: temporaryPath(folder, name)) == .file {
        unlink(temporaryPath(folder, name))
        recovery.discarded.append(
          ExportCatalog.join(PathText.folder(of: name), "." + PathText.name(of: name) + temporarySuffix))
      }
      unlink(intentPath)
    }
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where isTemporary(entry) && FolderEntry.kind(at: ExportCatalog.join(folder, entry)) == .file
      && !recovery.discarded.contains(entry)
    {
      unlink(ExportCatalog.join(folder, entry))
      recovery.discarded.append(entry)
    }
    recovery.discarded.sort()
    return recovery
  }

  /// The names a journal or an intent lists, each a path inside the folder.
  private static func listed(_ data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { problem($0) == nil }
  }

  /// Why `name` cannot be a file of a set: a part that is not a plain name (`..`, hidden, empty).
  static func problem(_ name: String) -> String? {
    for part in name.split(separator: "/", omittingEmptySubsequences: false) {
      if let problem = FolderEntry.problem(String(part)) { return problem }
    }
    return nil
  }

  /// `.<name>.catalog-set` beside the target `name` (a path inside `folder`).
  static func temporaryPath(_ folder: String, _ name: String) -> String {
    ExportCatalog.join(
      folder, PathText.join(PathText.folder(of: name), "." + PathText.name(of: name) + temporarySuffix))
  }

  /// Renames each name's temporary file over it, then removes the journal and the intent.
  private static func finish(_ folder: String, names: [String]) throws(RunnerError) {
    for name in names {
      let temporary = temporaryPath(folder, name)
      guard FolderEntry.kind(at: temporary) == .file else { continue }
      guard rename(temporary, ExportCatalog.join(folder, name)) == 0 else {
        throw OutputFile.failure(ExportCatalog.join(folder, name), errno)
      }
    }
    for subfolder in Set(names.map { PathText.folder(of: $0) }) where !subfolder.isEmpty {
      syncFolder(ExportCatalog.join(folder, subfolder))
    }
    syncFolder(folder)
    unlink(ExportCatalog.join(folder, journalName))
    unlink(ExportCatalog.join(folder, intentName))
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
