import Foundation

/// The files of an export folder, named defensively: every name `export` writes or deletes
/// must be one plain entry of the folder.
///
/// Scenario names are validated when scenarios are added, but a catalog is a file anyone can
/// edit with `sqlite3`, so names read back from it are checked again before they become paths.
enum FolderEntry {
  /// Why `name` cannot be an entry of a folder, if it cannot: empty, `.` or `..`, hidden, a
  /// path separator, a NUL or another control character, or longer than 255 bytes.
  static func problem(_ name: String) -> String? {
    if name.isEmpty { return "the name is empty" }
    if name == "." || name == ".." { return "'\(name)' names a folder, not a file" }
    if name.hasPrefix(".") { return "it starts with '.'" }
    if name.contains("/") || name.contains("\\") { return "it contains a path separator" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "it contains a control character"
    }
    if name.utf8.count > 255 { return "it is longer than 255 bytes" }
    return nil
  }

  /// What is at `path`, without following a symbolic link.
  enum Kind {
    case missing
    case file
    case directory
    case symbolicLink
    case other
  }

  static func kind(at path: String) -> Kind {
    switch FileKind.entry(path) {
    case .missing: .missing
    case .regular: .file
    case .directory: .directory
    case .symbolicLink: .symbolicLink
    case .fifo, .characterDevice, .blockDevice, .socket, .other: .other
    }
  }
}
