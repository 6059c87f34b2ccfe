#if PostgreSQL
import Foundation
import NIOCore
import PostgresNIO

// MARK: - Reading columns by position

extension PostgresRandomAccessRow {
  func int(_ index: Int) throws -> Int64 { try self[index].decode(Int64.self) }
  func optionalInt(_ index: Int) throws -> Int64? { try self[index].decode(Int64?.self) }
  func count(_ index: Int) throws -> Int { Int(try int(index)) }
  func text(_ index: Int) throws -> String { try self[index].decode(String.self) }
  func optionalText(_ index: Int) throws -> String? { try self[index].decode(String?.self) }
  func bool(_ index: Int) throws -> Bool { try self[index].decode(Bool.self) }
  func date(_ index: Int) throws -> Date { Date(catalogMilliseconds: try int(index)) }
  func optionalDate(_ index: Int) throws -> Date? { try optionalInt(index).map(Date.init(catalogMilliseconds:)) }

  func bytes(_ index: Int) throws -> [UInt8]? {
    try self[index].decode(ByteBuffer?.self).map { Array($0.readableBytesView) }
  }
}
#endif
