import Foundation

/// A tiny tmpfs mounted for one test, so that a disk can really fill up or turn read-only;
/// unmounted and removed when the value goes away.
///
/// Mounting needs root and a container that allows `mount -t tmpfs`; `isAvailable` says whether
/// this machine does, so that tests skip cleanly elsewhere.
final class SmallDisk {
  /// The mount point.
  let path: String
  /// The file that takes up the free space, once `fill()` made one.
  private(set) var filler: String?

  /// Whether a tmpfs can be mounted here.
  static let isAvailable: Bool = {
    guard getuid() == 0, let disk = try? SmallDisk(kilobytes: 64) else { return false }
    return FileManager.default.isWritableFile(atPath: disk.path)
  }()

  /// Mounts a tmpfs of `kilobytes` on a new temporary folder.
  init(kilobytes: Int) throws {
    path = NSTemporaryDirectory() + "catalog-small-disk-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    do {
      try Self.command("mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
    } catch {
      try? FileManager.default.removeItem(atPath: path)
      throw error
    }
  }

  /// The path of `name` on the disk.
  func file(_ name: String) -> String { path + "/" + name }

  /// Takes up every free byte with a filler file.
  func fill() throws {
    let filler = file("filler")
    let descriptor = open(filler, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw Failure(description: "cannot create \(filler)") }
    defer { close(descriptor) }
    // Big chunks, then ever smaller ones: tmpfs hands out whole pages.
    for size in [65_536, 4096, 512, 1] {
      let chunk = [UInt8](repeating: 0, count: size)
      while write(descriptor, chunk, size) == size {}
    }
    self.filler = filler
  }

  /// Frees `bytes` of the space `fill()` took.
  func free(bytes: Int) throws {
    guard let filler else { return }
    let size = (try FileManager.default.attributesOfItem(atPath: filler)[.size] as? Int) ?? 0
    guard truncate(filler, off_t(max(0, size - bytes))) == 0 else {
      throw Failure(description: "cannot shrink \(filler): errno \(errno)")
    }
  }

  /// Frees all the space `fill()` took.
  func empty() throws {
    guard let filler else { return }
    try FileManager.default.removeItem(atPath: filler)
    self.filler = nil
  }

  /// A read-only view of the whole disk, as a disk mounted read-only is: a bind mount of it at
  /// a new folder, made read-only. Unmounted with the disk.
  ///
  /// Remounting the disk itself read-only fails with EBUSY (`mount` exits 32) while any file on
  /// it is open for writing, by any process of the machine; a read-only bind mount has no
  /// writers of its own, so it can always be made.
  func readOnlyView() throws -> String {
    let view = NSTemporaryDirectory() + "catalog-read-only-view-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: view, withIntermediateDirectories: false)
    do {
      try Self.command("mount", ["--bind", path, view])
      views.append(view)
      try Self.command("mount", ["-o", "remount,bind,ro", view])
    } catch {
      if views.last != view { try? FileManager.default.removeItem(atPath: view) }
      throw error
    }
    return view
  }

  /// The read-only views `readOnlyView()` mounted.
  private var views: [String] = []

  deinit {
    for view in views.reversed() {
      try? Self.command("umount", [view])
      try? FileManager.default.removeItem(atPath: view)
    }
    try? Self.command("umount", [path])
    try? FileManager.default.removeItem(atPath: path)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private static func command(_ name: String, _ arguments: [String]) throws {
    guard
      let executable = ["/usr/bin/" + name, "/bin/" + name].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { throw Failure(description: "no '\(name)' command") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description:
          "'\(name) \(arguments.joined(separator: " "))' exited \(process.terminationStatus)")
    }
  }
}
