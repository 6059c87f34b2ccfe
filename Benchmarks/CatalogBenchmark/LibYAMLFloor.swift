import Foundation
import ScenarioFile
import Yams

/// Issue 29 goal 3's peer: the time libyaml alone takes to read and parse a folder of scenario
/// files, event by event, building nothing, on one thread. Any YAML reader built on libyaml
/// (Yams is) costs at least that; `catalog add` is measured against it.
///
/// libyaml is found at run time (`dlopen`), so that building the benchmark needs no libyaml
/// headers: where the library is not installed (Debian's `libyaml-0-2`, Homebrew's `libyaml`),
/// the floor is not measured and the benchmark says so. Its parser and event are passed as opaque
/// buffers larger than libyaml has ever declared them (480 and 104 bytes in 0.2.5); the one field
/// read is an event's type, an `int` at offset 0.
struct LibYAMLFloor {
  private typealias Initialize = @convention(c) (UnsafeMutableRawPointer) -> Int32
  private typealias SetInput = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<UInt8>, Int) -> Void
  private typealias Parse = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32
  private typealias Delete = @convention(c) (UnsafeMutableRawPointer) -> Void

  /// Where libyaml may be, by platform.
  static let candidates = [
    "libyaml-0.so.2", "libyaml.so", "libyaml-0.2.dylib", "libyaml.dylib", "/opt/homebrew/lib/libyaml.dylib",
    "/usr/local/lib/libyaml.dylib",
  ]
  /// `YAML_STREAM_END_EVENT` of `yaml_event_type_e`.
  private static let streamEnd: Int32 = 2

  private let initialize: Initialize
  private let setInput: SetInput
  private let parse: Parse
  private let deleteEvent: Delete
  private let deleteParser: Delete
  /// The library's file name, for the report.
  let library: String

  /// libyaml, or nil when none of `candidates` loads with every function needed.
  init?() {
    for name in Self.candidates {
      guard let handle = dlopen(name, RTLD_NOW) else { continue }
      guard let initialize = dlsym(handle, "yaml_parser_initialize"),
        let setInput = dlsym(handle, "yaml_parser_set_input_string"),
        let parse = dlsym(handle, "yaml_parser_parse"), let deleteEvent = dlsym(handle, "yaml_event_delete"),
        let deleteParser = dlsym(handle, "yaml_parser_delete")
      else {
        dlclose(handle)
        continue
      }
      self.initialize = unsafeBitCast(initialize, to: Initialize.self)
      self.setInput = unsafeBitCast(setInput, to: SetInput.self)
      self.parse = unsafeBitCast(parse, to: Parse.self)
      self.deleteEvent = unsafeBitCast(deleteEvent, to: Delete.self)
      self.deleteParser = unsafeBitCast(deleteParser, to: Delete.self)
      library = name
      return
    }
    return nil
  }

  /// The number of events in `bytes`, parsed to the end of the stream, or nil when libyaml
  /// reports an error.
  func events(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let parser = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
    let event = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 16)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard let base = bytes.baseAddress, initialize(parser) == 1 else { return nil }
    defer { deleteParser(parser) }
    setInput(parser, base, bytes.count)
    var count = 0
    while true {
      guard parse(parser, event) == 1 else { return nil }
      count += 1
      let type = event.load(as: Int32.self)
      deleteEvent(event)
      if type == Self.streamEnd { return count }
    }
  }

  /// Reads and parses every file of `files` on this thread; the total number of events. Stops
  /// the benchmark when a file does not read or parse (the synthetic files all do).
  func parseAll(_ files: [String]) -> Int {
    var total = 0
    for file in files {
      guard let parsed = Self.contents(of: file).withUnsafeBufferPointer({ events(in: $0) }) else {
        Failure.exit("libyaml did not parse '\(file)'")
      }
      total += parsed
    }
    return total
  }

  /// Yams' tree of each file of `files`, composed on this thread and let go: what the catalog's
  /// reader starts from before any of its own work.
  static func composeAllWithYams(_ files: [String]) {
    for file in files { compose(file) }
  }

  /// `composeAllWithYams` on every core, each thread taking the next file: the floor of a reader
  /// built on Yams with this machine's cores, as `catalog add` uses them.
  static func composeAllWithYamsOnEveryCore(_ files: [String]) {
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
      while case let index = next.take(), index < files.count { compose(files[index]) }
    }
  }

  /// Yams' tree of `file`, let go; stops the benchmark when it does not parse.
  private static func compose(_ file: String) {
    let text = String(decoding: contents(of: file), as: UTF8.self)
    guard (try? Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()) != nil
    else { Failure.exit("Yams did not parse '\(file)'") }
  }

  /// The next file to take, shared by the threads.
  private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take() -> Int {
      lock.withLock {
        defer { next += 1 }
        return next
      }
    }
  }

  /// The bytes of `file`, read as the catalog reads a scenario file (`FileReader`).
  private static func contents(of file: String) -> [UInt8] {
    do {
      return try FileReader.readBytes(atPath: file, limit: ScenarioFile.maximumFileSize)
    } catch {
      Failure.exit("cannot read '\(file)': \(error)")
    }
  }
}
